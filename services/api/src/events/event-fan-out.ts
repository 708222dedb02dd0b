/**
 * Fan-out: turns each pending outbox event into one delivery per enabled endpoint of its team that
 * subscribes to its type. A claim leases the event (pushes `dispatch_after` forward), so two api
 * processes never fan out the same event together; one that dies mid-way leaves the event to be
 * claimed again, and the unique (event_id, webhook_id) index keeps the retry from doubling any
 * delivery.
 */
import type { DeliveryRecord, WebhookEndpointRecord } from '@switchboard/contracts/events';
import { ConflictError } from '@switchboard/kit/errors';
import { newId } from '@switchboard/kit/ids';
import { ALL_TEAMS, teamScope, type Collection } from '@switchboard/store/port';
import type { Clock } from '../clock.js';
import { newDeliveryRecord } from './delivery-record.js';
import { toEnvelope, type EventRecord } from './event-record.js';

export interface FanOutDeps {
  events: Collection<EventRecord>;
  endpoints: Collection<WebhookEndpointRecord>;
  deliveries: Collection<DeliveryRecord>;
  clock: Clock;
  /** How long a claimed fan-out is protected from other processes. */
  leaseMs: number;
}

/** Claims the oldest due outbox event, or returns null when none is waiting. */
export function claimPendingEvent(deps: FanOutDeps): Promise<EventRecord | null> {
  const now = deps.clock.now();
  return deps.events.updateOne(
    ALL_TEAMS,
    { dispatch_status: 'pending', dispatch_after: { $lte: now.toISOString() } },
    { $set: { dispatch_after: new Date(now.getTime() + deps.leaseMs).toISOString() } },
    {
      sort: [
        ['dispatch_after', 1],
        ['id', 1],
      ],
    },
  );
}

/** Creates the event's deliveries and marks it dispatched; returns how many were created. */
export async function fanOutEvent(deps: FanOutDeps, event: EventRecord): Promise<number> {
  const subscribed = await deps.endpoints.find(teamScope(event.team_id), { enabled: true });
  const envelope = toEnvelope(event);
  let created = 0;
  for (const endpoint of subscribed) {
    if (!endpoint.events.includes(event.type)) continue;
    const record = newDeliveryRecord({
      id: newId('delivery'),
      teamId: event.team_id,
      webhookId: endpoint.id,
      event: envelope,
      now: deps.clock.now(),
    });
    try {
      await deps.deliveries.insert(record);
      created += 1;
    } catch (error) {
      // Made by an earlier claim of this event that died before marking it dispatched.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  await deps.events.updateOne(
    ALL_TEAMS,
    { id: event.id },
    { $set: { dispatch_status: 'dispatched', deliveries_created: created } },
  );
  return created;
}
