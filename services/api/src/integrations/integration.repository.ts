/**
 * The one module that opens the integrations collection. The integrations feature writes them;
 * the relay reads a bot's integrations to choose from; the timeout rule asks for a bot's longest
 * integration timeout.
 */
import type { IntegrationRecord } from '@switchboard/contracts/integration';
import type {
  CollectionSpec,
  DocumentStore,
  Page,
  PageOptions,
  Scope,
} from '@switchboard/store/port';
import { TeamRecords } from '@switchboard/store/team-records';
import { refersToSecret } from '@switchboard/contracts/secret-reference';
import { BOT_NEWEST_FIRST_INDEX } from '../bots/bot-owned.js';

/** Integrations of a bot, newest first. */
export const INTEGRATIONS_COLLECTION: CollectionSpec = {
  name: 'integrations',
  indexes: [BOT_NEWEST_FIRST_INDEX],
  secretFields: ['headers'],
  cached: true,
};

/** Integrations of bots, with the reads the relay and the timeout rule need. */
export class IntegrationRepository extends TeamRecords<IntegrationRecord> {
  constructor(store: DocumentStore) {
    super(store, INTEGRATIONS_COLLECTION, 'integration');
  }

  /** Ids of the team's integrations whose headers refer to the secret `name`. */
  idsReferencingSecret(scope: Scope, name: string): Promise<string[]> {
    return this.idsWhere(scope, (integration) => refersToSecret(integration.headers, name));
  }

  /** One page of a bot's integrations. */
  pageForBot(scope: Scope, botId: string, options: PageOptions): Promise<Page<IntegrationRecord>> {
    return this.records.findPage(scope, { bot_id: botId }, options);
  }

  /** Every integration of a bot, oldest first. */
  listForBot(scope: Scope, botId: string): Promise<IntegrationRecord[]> {
    return this.records.find(
      scope,
      { bot_id: botId },
      {
        sort: [
          ['created_at', 1],
          ['id', 1],
        ],
      },
    );
  }

  /** The bot's integration with the longest timeout at or above `timeout`, or null. */
  async longestTimeoutAtLeast(
    scope: Scope,
    botId: string,
    timeout: number,
  ): Promise<IntegrationRecord | null> {
    const [longest] = await this.records.find(
      scope,
      { bot_id: botId, timeout: { $gte: timeout } },
      { sort: [['timeout', -1]], limit: 1 },
    );
    return longest ?? null;
  }

  /** Deletes every integration of a bot. */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.records.deleteMany(scope, { bot_id: botId });
  }
}
