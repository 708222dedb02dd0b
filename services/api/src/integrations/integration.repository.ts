/**
 * The one module that opens the integrations collection. The integrations feature writes them;
 * the relay reads a bot's integrations to choose from; the timeout rule asks for a bot's longest
 * integration timeout.
 */
import type { IntegrationRecord } from '@switchboard/contracts/integration';
import { deleteById, getById, updateById } from '@switchboard/store/by-id';
import type {
  Collection,
  CollectionSpec,
  DocumentStore,
  Page,
  PageOptions,
  Scope,
} from '@switchboard/store/port';
import { BOT_NEWEST_FIRST_INDEX } from '../bots/bot-owned.js';

/** Integrations of a bot, newest first. */
export const INTEGRATIONS_COLLECTION: CollectionSpec = {
  name: 'integrations',
  indexes: [BOT_NEWEST_FIRST_INDEX],
};

const RESOURCE = 'integration';

export class IntegrationRepository {
  private readonly integrations: Collection<IntegrationRecord>;

  constructor(store: DocumentStore) {
    this.integrations = store.collection<IntegrationRecord>(INTEGRATIONS_COLLECTION);
  }

  insert(record: IntegrationRecord): Promise<IntegrationRecord> {
    return this.integrations.insert(record);
  }

  /** The integration, or NotFoundError `integration` (also for another team's). */
  get(scope: Scope, id: string): Promise<IntegrationRecord> {
    return getById(this.integrations, scope, id, RESOURCE);
  }

  /** One page of a bot's integrations. */
  pageForBot(scope: Scope, botId: string, options: PageOptions): Promise<Page<IntegrationRecord>> {
    return this.integrations.findPage(scope, { bot_id: botId }, options);
  }

  /** Every integration of a bot, oldest first. */
  listForBot(scope: Scope, botId: string): Promise<IntegrationRecord[]> {
    return this.integrations.find(
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
    const [longest] = await this.integrations.find(
      scope,
      { bot_id: botId, timeout: { $gte: timeout } },
      { sort: [['timeout', -1]], limit: 1 },
    );
    return longest ?? null;
  }

  /** Sets `set` on the integration read as `current` (no write when empty). */
  update(
    scope: Scope,
    current: IntegrationRecord,
    set: Record<string, unknown>,
  ): Promise<IntegrationRecord> {
    return updateById(this.integrations, scope, current, set, RESOURCE);
  }

  /** Deletes the integration, or NotFoundError when there is none. */
  delete(scope: Scope, id: string): Promise<void> {
    return deleteById(this.integrations, scope, id, RESOURCE);
  }

  /** Deletes every integration of a bot. */
  async deleteForBot(scope: Scope, botId: string): Promise<void> {
    await this.integrations.deleteMany(scope, { bot_id: botId });
  }
}
