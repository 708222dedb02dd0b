/**
 * What the relay reads on every message but rarely changes, kept between messages while nothing
 * changed it (ChangeGatedCache): the channel, its bot and the bot's integrations, with their
 * credentials opened. Three store reads fewer per message on SQLite; on MongoDB every message
 * reads them.
 */
import { ChangeGatedCache } from '@switchboard/store/change-gated-cache';
import type { DocumentStore, Scope } from '@switchboard/store/port';
import { BOTS_COLLECTION } from '../bots/bot.service.js';
import { CHANNELS_COLLECTION } from '../channels/channel.repository.js';
import { INTEGRATIONS_COLLECTION } from '../integrations/integration.repository.js';
import type { RelayFeatureDeps } from './relay.feature.js';

type RelayConfig = Pick<RelayFeatureDeps, 'bots' | 'integrations' | 'channels'>;

/** `config`'s reads of channels, bots and integrations, served from memory while unchanged. */
export function cachedRelayConfig(store: Pick<DocumentStore, 'changeToken'>, config: RelayConfig) {
  const cache = new ChangeGatedCache(store);
  const key = (kind: string, scope: Scope, id: string) =>
    JSON.stringify([kind, 'teamId' in scope ? scope.teamId : null, id]);
  const { bots, integrations, channels } = config;
  return {
    bots: {
      get: (scope: Scope, id: string) =>
        cache.get([BOTS_COLLECTION.name], key('bot', scope, id), () => bots.get(scope, id)),
    },
    integrations: {
      listForBot: (scope: Scope, botId: string) =>
        cache.get([INTEGRATIONS_COLLECTION.name], key('integrations', scope, botId), () =>
          integrations.listForBot(scope, botId),
        ),
    },
    channels: {
      markDisconnected: channels.markDisconnected.bind(channels),
      // A channel id from a webhook's URL may be anything: only channels that exist are kept.
      findById: (scope: Scope, id: string) =>
        cache.get(
          [CHANNELS_COLLECTION.name],
          key('channel', scope, id),
          () => channels.findById(scope, id),
          (channel) => channel !== null,
        ),
    },
  } satisfies RelayConfig;
}
