import type { Feature, FeatureContext } from '../feature.js';
import type { ChannelConnectors } from './ports/channel-connector.js';
import { channelRoutes } from './channel.routes.js';
import { ChannelService, type ChannelServiceDeps } from './channel.service.js';

/**
 * The channels feature; its service is handed to the relay (`findById`). `connectors` is where
 * platforms plug in (Telegram's webhook registration); without one a type needs no registration.
 */
export function createChannelsFeature(
  ctx: FeatureContext,
  deps: Pick<ChannelServiceDeps, 'bots' | 'timeouts' | 'conversations'> & {
    connectors?: ChannelConnectors;
  },
): { feature: Feature; service: ChannelService } {
  const service = new ChannelService({
    store: ctx.store,
    clock: ctx.clock,
    logger: ctx.logger,
    bots: deps.bots,
    timeouts: deps.timeouts,
    conversations: deps.conversations,
    connectors: deps.connectors ?? {},
  });
  return {
    feature: {
      name: 'channels',
      routes: channelRoutes(service),
      deleteForBot: (scope, botId) => service.deleteForBot(scope, botId),
      // Claims the platform accounts of channels stored before claims existed, once.
      start: () => service.start(),
      stop: () => service.stop(),
    },
    service,
  };
}
