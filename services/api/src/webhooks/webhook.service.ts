import { assertUrlsAllowed, type UrlPolicy } from '@switchboard/contracts/common';
import { type PaginationQuery } from '@switchboard/contracts/query';
import type {
  CreateWebhookBody,
  DeliveryRecord,
  DeliveryStatus,
  UpdateWebhookBody,
  WebhookEndpointRecord,
} from '@switchboard/contracts/events';
import { newWebhookSecret } from '@switchboard/contracts/webhook-secret';
import { deleteById, getById, givenFields, newRecord, updateById } from '@switchboard/store/by-id';
import { TEAM_NEWEST_FIRST_INDEX } from '@switchboard/store/collections';
import type {
  Collection,
  CollectionSpec,
  DocumentStore,
  Page,
  Scope,
} from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { DELIVERIES_COLLECTION } from '../events/delivery-record.js';
import { pageOptions } from '../http/pagination.js';

/** Team webhook endpoints; the events feature's fan-out and worker read them (see events/). */
export const WEBHOOKS_COLLECTION: CollectionSpec = {
  name: 'webhooks',
  indexes: [TEAM_NEWEST_FIRST_INDEX],
};

export interface WebhookServiceDeps {
  store: DocumentStore;
  clock: Clock;
  urlPolicy: UrlPolicy;
}

/**
 * Webhook endpoints and their delivery log. The signing secret is generated here, stored for
 * the delivery worker, and returned only by `create`. Sending, retrying and disabling on 410 are
 * the events feature's work.
 */
export class WebhookService {
  private readonly endpoints: Collection<WebhookEndpointRecord>;
  private readonly deliveries: Collection<DeliveryRecord>;

  constructor(private readonly deps: WebhookServiceDeps) {
    this.endpoints = deps.store.collection<WebhookEndpointRecord>(WEBHOOKS_COLLECTION);
    this.deliveries = deps.store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
  }

  /** Registers an endpoint with a new `whsec_` secret (the caller shows it once). */
  async create(
    auth: Pick<AuthContext, 'teamId'>,
    input: CreateWebhookBody,
  ): Promise<WebhookEndpointRecord> {
    assertUrlsAllowed(this.deps.urlPolicy, { url: input.url });
    const owner = { kind: 'webhook', teamId: auth.teamId, now: this.deps.clock.now() } as const;
    return this.endpoints.insert(
      newRecord(owner, { ...input, disabled_reason: null, secret: newWebhookSecret() }),
    );
  }

  /** One page of the team's endpoints, newest first. */
  list(scope: Scope, query: PaginationQuery): Promise<Page<WebhookEndpointRecord>> {
    return this.endpoints.findPage(scope, {}, pageOptions(query));
  }

  /** The endpoint, or 404 `webhook` (also for another team's). */
  async get(scope: Scope, id: string): Promise<WebhookEndpointRecord> {
    return getById(this.endpoints, scope, id, 'webhook');
  }

  /** Applies a partial update; setting `enabled` clears the reason the service disabled it. */
  async update(
    scope: Scope,
    id: string,
    changes: UpdateWebhookBody,
  ): Promise<WebhookEndpointRecord> {
    const current = await this.get(scope, id);
    assertUrlsAllowed(this.deps.urlPolicy, { url: changes.url });
    const set = givenFields(changes);
    if (changes.enabled !== undefined) set.disabled_reason = null;
    return updateById(this.endpoints, scope, current, set, 'webhook');
  }

  /** Deletes the endpoint and its delivery log; nothing more is sent to it. */
  async delete(scope: Scope, id: string): Promise<void> {
    await deleteById(this.endpoints, scope, id, 'webhook');
    await this.deliveries.deleteMany(scope, { webhook_id: id });
  }

  /** One page of an endpoint's deliveries, newest first, optionally of one status. */
  async listDeliveries(
    scope: Scope,
    id: string,
    query: PaginationQuery & { status?: DeliveryStatus | undefined },
  ): Promise<Page<DeliveryRecord>> {
    await this.get(scope, id);
    const filter = { webhook_id: id, ...(query.status ? { status: query.status } : {}) };
    return this.deliveries.findPage(scope, filter, pageOptions(query));
  }
}
