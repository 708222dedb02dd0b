import type { Feature, FeatureContext } from '../feature.js';
import { conversationRoutes } from './conversation.routes.js';
import { ConversationService, type ConversationServiceDeps } from './conversation.service.js';

/** The conversations feature: reading and deleting what the relay records; handoffs. */
export function createConversationsFeature(
  ctx: FeatureContext,
  deps: Pick<ConversationServiceDeps, 'bots' | 'files' | 'events'>,
): { feature: Feature; service: ConversationService } {
  const service = new ConversationService({ store: ctx.store, clock: ctx.clock, ...deps });
  return {
    feature: {
      name: 'conversations',
      routes: conversationRoutes(service),
      deleteForBot: (scope, botId) => service.deleteForBot(scope, botId),
    },
    service,
  };
}
