/**
 * Emitting an event: one insert into the `events` outbox, then a nudge so this process's delivery
 * worker fans it out at once. Cheap on the caller's hot path (no endpoint lookup, no HTTP); the
 * event is durable when the promise resolves, so a crash right after loses nothing.
 */
import {
  EVENT_DATA,
  type EventData,
  type EventType,
  newEventRecord,
} from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { Clock } from '../clock.js';

export interface EventOutboxDeps {
  events: Pick<EventRepository, 'insert'>;
  clock: Clock;
  /** Called after each insert; the api passes its delivery worker's nudge. */
  onEmitted?: () => void;
}

/** The emitter handed to the relay, the channels and anything else in the api that emits. */
export class EventOutbox {
  constructor(private readonly deps: EventOutboxDeps) {}

  /**
   * Records an event (`evt_...`) for the team's webhook endpoints; resolves once it is stored.
   * `data` must match the type's contract exactly (contract-decisions.md, "Events"); anything
   * else, such as a stored record with internal fields, is rejected with a TypeError before
   * anything is stored.
   */
  async emit<T extends EventType>(teamId: string, type: T, data: EventData<T>): Promise<void> {
    const parsed = EVENT_DATA[type].safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new TypeError(`Invalid ${type} event data: ${problems.join('; ')}`);
    }
    const record = newEventRecord(
      newId('event'),
      teamId,
      type,
      parsed.data as EventData<T>,
      this.deps.clock.now(),
    );
    await this.deps.events.insert(record);
    this.deps.onEmitted?.();
  }
}
