/**
 * Emitting an event: one insert into the `events` outbox, then a nudge so this process's delivery
 * worker fans it out at once. Cheap on the caller's hot path (no endpoint lookup, no HTTP); the
 * event is durable when the promise resolves, so a crash right after loses nothing.
 */
import { EVENT_DATA, type EventData, type EventType } from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import type { Collection } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { newEventRecord, type EventRecord } from './event-record.js';

/**
 * Records an event for the team's webhook endpoints and resolves with its id (`evt_...`).
 * `data` must match the type's contract exactly (contract-decisions.md, "Events"); anything else,
 * such as a stored record with internal fields, is rejected with a TypeError before it is stored.
 */
export type EmitEvent = <T extends EventType>(
  teamId: string,
  type: T,
  data: EventData<T>,
) => Promise<string>;

export interface EmitEventDeps {
  events: Collection<EventRecord>;
  clock: Clock;
  /** Called after each insert; the api passes its delivery worker's nudge. */
  onEmitted?: () => void;
}

/** Builds the emitter handed to the relay, the channels and anything else that emits. */
export function createEmitEvent(deps: EmitEventDeps): EmitEvent {
  return async (teamId, type, data) => {
    const parsed = EVENT_DATA[type].safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new TypeError(`Invalid ${type} event data: ${problems.join('; ')}`);
    }
    const id = newId('event');
    await deps.events.insert(
      newEventRecord(id, teamId, type, parsed.data as EventData<typeof type>, deps.clock.now()),
    );
    deps.onEmitted?.();
    return id;
  };
}
