import type { Feature, FeatureContext } from '../feature.js';
import type { BotCascade } from './bot-cascade.js';
import { botRoutes } from './bot.routes.js';
import { BotService } from './bot.service.js';

/** The bots feature; its service is handed to features that hang off a bot. */
export function createBotsFeature(
  ctx: FeatureContext,
  cascade: BotCascade,
): { feature: Feature; service: BotService } {
  const service = new BotService(ctx.store, ctx.clock, cascade);
  return { feature: { name: 'bots', routes: botRoutes(service) }, service };
}
