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
import { givenFields, newRecord } from '@switchboard/store/by-id';
import type { DocumentStore, Page, PageOptions, Scope } from '@switchboard/store/port';
import type { AuthContext } from '../auth/auth-context.js';
import type { Clock } from '../clock.js';
import { pageOptions } from '../http/pagination.js';
import { WebhookRepository } from './webhook.repository.js';

export interface WebhookServiceDeps {
  store: DocumentStore;
  clock: Clock;
  urlPolicy: UrlPolicy;
  /** The events feature's deliveries: an endpoint's log, deleted with it. */
  deliveries: WebhookDeliveries;
}

/** An endpoint's delivery log (the events feature's delivery queue keeps it). */
export interface WebhookDeliveries {
  pageOfWebhook(
    scope: Scope,
    webhookId: string,
    status: DeliveryStatus | undefined,
    options: PageOptions,
  ): Promise<Page<DeliveryRecord>>;
  deleteOfWebhook(scope: Scope, webhookId: string): Promise<void>;
}

/**
 * Webhook endpoints and their delivery log. The signing secret is generated here, stored for
 * the delivery worker, and returned only by `create`. Sending, retrying and disabling on 410 are
 * the events feature's work.
 */
export class WebhookService {
  private readonly endpoints: WebhookRepository;

  constructor(private readonly deps: WebhookServiceDeps) {
    this.endpoints = new WebhookRepository(deps.store);
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
    return this.endpoints.page(scope, pageOptions(query));
  }

  /** The endpoint, or 404 `webhook` (also for another team's). */
  async get(scope: Scope, id: string): Promise<WebhookEndpointRecord> {
    return this.endpoints.get(scope, id);
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
    return this.endpoints.update(scope, current, set);
  }

  /** Deletes the endpoint and its delivery log; nothing more is sent to it. */
  async delete(scope: Scope, id: string): Promise<void> {
    await this.endpoints.delete(scope, id);
    await this.deps.deliveries.deleteOfWebhook(scope, id);
  }

  /** One page of an endpoint's deliveries, newest first, optionally of one status. */
  async listDeliveries(
    scope: Scope,
    id: string,
    query: PaginationQuery & { status?: DeliveryStatus | undefined },
  ): Promise<Page<DeliveryRecord>> {
    await this.get(scope, id);
    return this.deps.deliveries.pageOfWebhook(scope, id, query.status, pageOptions(query));
  }
}
