/**
 * The event outbox: one `events` record per emitted event, in the shared store, so any process
 * (the api, the agent runner) emits by inserting a record and the api's delivery worker fans it
 * out. README.md in this folder is the contract for other writers; the record type and the
 * collection spec are shared (`@switchboard/contracts/events`, `@switchboard/store/collections`).
 */
import type {
  EventData,
  EventEnvelope,
  EventRecord,
  EventType,
} from '@switchboard/contracts/events';

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
