/**
 * Emitting an event: one insert into the `events` outbox, then a nudge so this process's delivery
 * worker fans it out at once. Cheap on the caller's hot path (no endpoint read, no HTTP); the
 * event is durable when the promise resolves, so a crash right after loses nothing. An event that,
 * as this process already knows, nothing of the team wants (EventInterest) is stored dispatched
 * with no deliveries, as the fan-out would leave it, and no worker is nudged.
 */
import {
  EVENT_DATA,
  type EventData,
  type EventRecord,
  type EventType,
  newEventRecord,
} from '@switchboard/contracts/events';
import { newId } from '@switchboard/kit/ids';
import type { EventRepository } from '@switchboard/store/event-repository';
import type { WriteStep } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import type { EventInterest } from './event-interest.js';

/** An event ready to store with the records it tells of (DocumentStore.writeTogether). */
export interface PreparedEvent {
  step: WriteStep;
  /** Call once the batch holding `step` has been written. */
  stored(): void;
}

export interface EventOutboxDeps {
  events: Pick<EventRepository, 'insert' | 'insertStep'>;
  clock: Clock;
  /** Called after each insert of an event left to the fan-out; the api passes its worker's nudge. */
  onEmitted?: () => void;
  /** Tells events nothing wants, to store them dispatched. */
  interest?: Pick<EventInterest, 'nothingWants'>;
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
    const record = this.record(teamId, type, data);
    await this.deps.events.insert(record);
    this.stored(record);
  }

  /** `emit`'s event, checked the same way, to store together with the records it tells of. */
  prepare<T extends EventType>(teamId: string, type: T, data: EventData<T>): PreparedEvent {
    const record = this.record(teamId, type, data);
    return { step: this.deps.events.insertStep(record), stored: () => this.stored(record) };
  }

  private stored(record: EventRecord): void {
    if (record.dispatch_status === 'pending') this.deps.onEmitted?.();
  }

  private record<T extends EventType>(teamId: string, type: T, data: EventData<T>): EventRecord {
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
    if (!this.deps.interest?.nothingWants(teamId, type)) return record;
    return { ...record, dispatch_status: 'dispatched', deliveries_created: 0 };
  }
}
