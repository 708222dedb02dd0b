/**
 * The one module that opens the webhooks collection (team webhook endpoints). The webhooks
 * feature manages them; the events feature's fan-out reads a team's enabled endpoints, its worker
 * reads the endpoint of a delivery and disables one that answered 410 Gone.
 */
import type { WebhookEndpointRecord } from '@switchboard/contracts/events';
import { deleteById, getById, updateById } from '@switchboard/store/by-id';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import {
  ALL_TEAMS,
  teamScope,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
} from '@switchboard/store/port';

export const WEBHOOKS_COLLECTION: CollectionSpec = {
  name: 'webhooks',
  indexes: [TEAM_NEWEST_FIRST_INDEX],
};

const RESOURCE = 'webhook';

export class WebhookRepository {
  private readonly endpoints: Collection<WebhookEndpointRecord>;

  constructor(store: DocumentStore) {
    this.endpoints = store.collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION);
  }

  insert(record: WebhookEndpointRecord): Promise<WebhookEndpointRecord> {
    return this.endpoints.insert(record);
  }

  /** One page of the team's endpoints. */
  page(scope: Scope, options: PageOptions): Promise<Page<WebhookEndpointRecord>> {
    return this.endpoints.findPage(scope, {}, options);
  }

  /** The endpoint, or NotFoundError `webhook` (also for another team's). */
  get(scope: Scope, id: string): Promise<WebhookEndpointRecord> {
    return getById(this.endpoints, scope, id, RESOURCE);
  }

  /** The endpoint of any team, or null. */
  findAnyTeam(id: string): Promise<WebhookEndpointRecord | null> {
    return this.endpoints.findById(ALL_TEAMS, id);
  }

  /** The team's enabled endpoints. */
  enabledOfTeam(teamId: string): Promise<WebhookEndpointRecord[]> {
    return this.endpoints.find(teamScope(teamId), { enabled: true });
  }

  /** Sets `set` on the endpoint read as `current` (no write when empty). */
  update(
    scope: Scope,
    current: WebhookEndpointRecord,
    set: Record<string, unknown>,
  ): Promise<WebhookEndpointRecord> {
    return updateById(this.endpoints, scope, current, set, RESOURCE);
  }

  /** Disables the endpoint, saying why (shown until it is enabled again). */
  async disable(id: string, reason: string): Promise<void> {
    await this.endpoints.updateOne(
      ALL_TEAMS,
      { id },
      { $set: { enabled: false, disabled_reason: reason } },
    );
  }

  /** Deletes the endpoint, or NotFoundError when there is none. */
  delete(scope: Scope, id: string): Promise<void> {
    return deleteById(this.endpoints, scope, id, RESOURCE);
  }
}
