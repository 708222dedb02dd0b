/**
 * The deliveries as a work queue on the shared store, and the one module that opens their
 * collection. Claims are atomic updates that take a lease (`lease_owner` + `lease_expires_at`);
 * results are written only while the lease is still held, so a worker that stalled past its lease
 * cannot overwrite the state another worker has since written. The fan-out inserts deliveries,
 * the webhooks feature lists and deletes an endpoint's, and retention prunes finished ones.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryRecord, DeliveryStatus } from '@switchboard/contracts/events';
import {
  ALL_TEAMS,
  type Collection,
  type DocumentStore,
  type Page,
  type PageOptions,
  type Scope,
  type Sort,
} from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { deleteInChunks, type ChunkOptions } from '@switchboard/store/delete-in-chunks';
import { DELIVERIES_COLLECTION } from './delivery-record.js';
import type { Plan } from './delivery-plan.js';

export interface DeliveryQueueOptions {
  /** How long a claim protects an attempt; longer than the attempt's timeout. */
  leaseMs: number;
}

/** Due deliveries, longest due first: the order of the deliveries collection's queue index. */
export const DUE_ORDER: Sort = [
  ['next_attempt_at', 1],
  ['id', 1],
];

/** Claims, records and releases deliveries; one instance per worker. */
export class DeliveryQueue {
  private readonly deliveries: Collection<DeliveryRecord>;

  constructor(
    store: DocumentStore,
    private readonly clock: Clock,
    private readonly options: DeliveryQueueOptions,
  ) {
    this.deliveries = store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
  }

  /** Stores a new delivery; ConflictError when the endpoint has one for the event already. */
  insert(record: DeliveryRecord): Promise<DeliveryRecord> {
    return this.deliveries.insert(record);
  }

  /** The endpoint's delivery, or null. */
  findOfWebhook(scope: Scope, webhookId: string, id: string): Promise<DeliveryRecord | null> {
    return this.deliveries.findOne(scope, { id, webhook_id: webhookId });
  }

  /** One page of an endpoint's deliveries, optionally of one status. */
  pageOfWebhook(
    scope: Scope,
    webhookId: string,
    status: DeliveryStatus | undefined,
    options: PageOptions,
  ): Promise<Page<DeliveryRecord>> {
    const filter = { webhook_id: webhookId, ...(status ? { status } : {}) };
    return this.deliveries.findPage(scope, filter, options);
  }

  /** Deletes every delivery of an endpoint. */
  async deleteOfWebhook(scope: Scope, webhookId: string): Promise<void> {
    await this.deliveries.deleteMany(scope, { webhook_id: webhookId });
  }

  /**
   * Deletes the deliveries of `status` unchanged since before `cutoff` and not leased at
   * `nowIso` (every team), in chunks; returns how many. A manual retry leases a finished delivery
   * while its attempt runs and never makes one pending again, so the delete need not repeat the
   * status.
   */
  pruneFinished(
    status: DeliveryStatus,
    cutoff: string,
    nowIso: string,
    options?: ChunkOptions,
  ): Promise<number> {
    const unchanged = { updated_at: { $lt: cutoff }, lease_expires_at: { $lte: nowIso } };
    return deleteInChunks(this.deliveries, { status, ...unchanged }, unchanged, options);
  }

  /**
   * Claims the pending delivery that has been due longest, or returns null when none is due. A
   * claim whose reply was lost is found again by its claim id rather than left leased to no one.
   */
  claimDue(owner: string): Promise<DeliveryRecord | null> {
    const now = this.clock.now().toISOString();
    return this.deliveries.claimOne(
      ALL_TEAMS,
      { status: 'pending', next_attempt_at: { $lte: now }, lease_expires_at: { $lte: now } },
      { $set: this.lease(owner) },
      { sort: DUE_ORDER, mark: ['claim_id', randomUUID()] },
    );
  }

  /** Claims one delivery for a manual retry; null when another attempt holds it right now. */
  claimById(scope: Scope, id: string, owner: string): Promise<DeliveryRecord | null> {
    const now = this.clock.now().toISOString();
    return this.deliveries.updateOne(
      scope,
      { id, lease_expires_at: { $lte: now } },
      { $set: this.lease(owner) },
    );
  }

  /**
   * Writes an attempt's outcome and releases the lease. If the lease was lost meanwhile (this
   * worker stalled and another took over), the attempt is still appended, since it happened, but
   * the state the other worker writes wins.
   */
  async record(
    delivery: DeliveryRecord,
    owner: string,
    plan: Plan,
  ): Promise<DeliveryRecord | null> {
    const written = await this.deliveries.updateOne(
      ALL_TEAMS,
      { id: delivery.id, lease_owner: owner },
      {
        $set: {
          status: plan.status,
          next_attempt_at: plan.nextAttemptAt,
          lease_owner: null,
          lease_expires_at: this.clock.now().toISOString(),
        },
        $push: { attempts: plan.attempt },
      },
    );
    if (written) return written;
    return this.deliveries.updateOne(
      ALL_TEAMS,
      { id: delivery.id },
      { $push: { attempts: plan.attempt } },
    );
  }

  /**
   * The deliveries still to be sent (every team) and when the longest-due one was due (null when
   * none is due yet): one indexed count and one indexed read, for /metrics.
   */
  async backlog(): Promise<{ pending: number; oldestDueAt: string | null }> {
    const now = this.clock.now().toISOString();
    const [pending, oldest] = await Promise.all([
      this.deliveries.count(ALL_TEAMS, { status: 'pending' }),
      this.deliveries.findOne(
        ALL_TEAMS,
        { status: 'pending', next_attempt_at: { $lte: now } },
        { sort: DUE_ORDER },
      ),
    ]);
    return { pending, oldestDueAt: oldest?.next_attempt_at ?? null };
  }

  /** Gives a claim back without an attempt (shutdown, or nothing to send to). */
  release(delivery: DeliveryRecord, owner: string): Promise<DeliveryRecord | null> {
    return this.deliveries.updateOne(
      ALL_TEAMS,
      { id: delivery.id, lease_owner: owner },
      { $set: { lease_owner: null, lease_expires_at: this.clock.now().toISOString() } },
    );
  }

  /** Ends a delivery that can no longer be sent (its endpoint was deleted or disabled). */
  abandon(delivery: DeliveryRecord, owner: string): Promise<DeliveryRecord | null> {
    return this.deliveries.updateOne(
      ALL_TEAMS,
      { id: delivery.id, lease_owner: owner },
      {
        $set: {
          status: 'failed',
          next_attempt_at: null,
          lease_owner: null,
          lease_expires_at: this.clock.now().toISOString(),
        },
      },
    );
  }

  private lease(owner: string) {
    const until = new Date(this.clock.now().getTime() + this.options.leaseMs).toISOString();
    return { lease_owner: owner, lease_expires_at: until };
  }
}
