/**
 * The event outbox: one `events` record per emitted event, in the shared store, so any process
 * (the api, the agent runner) emits by inserting a record and the api's delivery worker fans it
 * out. README.md in this folder is the contract for other writers.
 */
import type { EventData, EventEnvelope, EventType } from '@switchboard/contracts/events';
import type { BaseRecord, CollectionSpec } from '@switchboard/store/port';

/**
 * An event as stored. `dispatch_status` is `pending` until one delivery per subscribed endpoint
 * exists; `dispatch_after` is when the fan-out may be (re)claimed, pushed forward as the claim's
 * lease so a process that dies mid-fan-out is taken over.
 */
export type EventRecord = BaseRecord &
  EventEnvelope & {
    dispatch_status: 'pending' | 'dispatched';
    dispatch_after: string;
    /** How many deliveries the fan-out created (0 when no endpoint wanted the event). */
    deliveries_created?: number;
  };

export const EVENTS_COLLECTION: CollectionSpec = {
  name: 'events',
  indexes: [
    {
      fields: [
        ['dispatch_status', 1],
        ['dispatch_after', 1],
      ],
    },
  ],
};

/** The stored outbox record for a new event, due for fan-out at once. */
export function newEventRecord<T extends EventType>(
  id: string,
  teamId: string,
  type: T,
  data: EventData<T>,
  now: Date,
): EventRecord {
  const at = now.toISOString();
  // The cast joins the type and its data, which the signature already ties together.
  const envelope = { id, type, created_at: at, data } as EventEnvelope;
  return { ...envelope, team_id: teamId, dispatch_status: 'pending', dispatch_after: at };
}

/** The envelope receivers see; internal fields (team, dispatch state) never leave. */
export function toEnvelope(record: EventRecord): EventEnvelope {
  const { id, type, created_at, data } = record;
  return { id, type, created_at, data } as EventEnvelope;
}
