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
import type { WriteStep } from '@switchboard/store/port';
import type { Clock } from '../clock.js';

/** An event ready to store with the records it tells of (DocumentStore.writeTogether). */
export interface PreparedEvent {
  step: WriteStep;
  /** Call once the batch holding `step` has been written. */
  stored(): void;
}

export interface EventOutboxDeps {
  events: Pick<EventRepository, 'insert' | 'insertStep'>;
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
    await this.deps.events.insert(this.record(teamId, type, data));
    this.deps.onEmitted?.();
  }

  /** `emit`'s event, checked the same way, to store together with the records it tells of. */
  prepare<T extends EventType>(teamId: string, type: T, data: EventData<T>): PreparedEvent {
    const step = this.deps.events.insertStep(this.record(teamId, type, data));
    return { step, stored: () => this.deps.onEmitted?.() };
  }

  private record<T extends EventType>(teamId: string, type: T, data: EventData<T>) {
    const parsed = EVENT_DATA[type].safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new TypeError(`Invalid ${type} event data: ${problems.join('; ')}`);
    }
    return newEventRecord(
      newId('event'),
      teamId,
      type,
      parsed.data as EventData<T>,
      this.deps.clock.now(),
    );
  }
}
