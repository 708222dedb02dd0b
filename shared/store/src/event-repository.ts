/**
 * The one module that opens the event outbox (`events`). Any process appends events (the api's
 * features, the runner's finalizer); the api's delivery worker fans the due ones out, marking each
 * under a lease read back as a guard, and its retention prunes dispatched ones.
 */
import type { EventRecord } from '@switchboard/contracts/events';
import { EVENTS_COLLECTION } from './collections.js';
import { deleteInChunks, type ChunkOptions } from './delete-in-chunks.js';
import {
  ALL_TEAMS,
  insertStep,
  type Collection,
  type DocumentStore,
  type WriteStep,
} from './port.js';

export class EventRepository {
  private readonly events: Collection<EventRecord>;

  constructor(store: DocumentStore) {
    this.events = store.collection<EventRecord>(EVENTS_COLLECTION);
  }

  /** Appends an event to the outbox. */
  insert(record: EventRecord): Promise<EventRecord> {
    return this.events.insert(record);
  }

  /** Appends an event to the outbox in a `writeTogether` batch (with what it tells of). */
  insertStep(record: EventRecord): WriteStep {
    return insertStep(this.events, record);
  }

  /** How many events (every team) are not fanned out to their deliveries yet: an indexed count. */
  countUndispatched(): Promise<number> {
    return this.events.count(ALL_TEAMS, { dispatch_status: 'pending' });
  }

  /** Up to `limit` pending events due at `nowIso`, longest due first. */
  due(nowIso: string, limit: number): Promise<EventRecord[]> {
    return this.events.find(
      ALL_TEAMS,
      { dispatch_status: 'pending', dispatch_after: { $lte: nowIso } },
      {
        sort: [
          ['dispatch_after', 1],
          ['id', 1],
        ],
        limit,
      },
    );
  }

  /**
   * Marks events no endpoint wants dispatched with no deliveries, in one write; an event another
   * process claimed since `readAt` no longer matches and is left to it.
   */
  async markUnwanted(ids: string[], readAt: string): Promise<void> {
    await this.events.updateMany(
      ALL_TEAMS,
      { id: { $in: ids }, dispatch_status: 'pending', dispatch_after: { $lte: readAt } },
      { $set: { dispatch_status: 'dispatched', deliveries_created: 0 } },
    );
  }

  /** Notes that the event's triggers were claimed, so later reads skip asking again. */
  async markTriggersClaimed(id: string): Promise<void> {
    await this.events.updateOne(ALL_TEAMS, { id }, { $set: { triggers_claimed: true } });
  }

  /**
   * Claims an event for its fan-out, unchanged since it was read (its `dispatch_after`), by
   * pushing `dispatch_after` to `leaseUntil`; null when another process claimed it first.
   */
  claimFanOut(event: EventRecord, leaseUntil: string): Promise<EventRecord | null> {
    return this.events.updateOne(
      ALL_TEAMS,
      { id: event.id, dispatch_after: event.dispatch_after },
      { $set: { dispatch_after: leaseUntil } },
    );
  }

  /** Marks a claimed event dispatched with `created` deliveries, while the claim still holds. */
  async markDispatched(id: string, leaseUntil: string, created: number): Promise<void> {
    await this.events.updateOne(
      ALL_TEAMS,
      { id, dispatch_after: leaseUntil },
      { $set: { dispatch_status: 'dispatched', deliveries_created: created } },
    );
  }

  /**
   * Deletes the events dispatched before `cutoff` (every team), in chunks; returns how many. A
   * dispatched event's `dispatch_after` is when it was fanned out, and `dispatched` is final, so
   * the delete need not repeat the status.
   */
  pruneDispatched(cutoff: string, options?: ChunkOptions): Promise<number> {
    return deleteInChunks(
      this.events,
      { dispatch_status: 'dispatched', dispatch_after: { $lt: cutoff } },
      { dispatch_after: { $lt: cutoff } },
      options,
    );
  }
}
