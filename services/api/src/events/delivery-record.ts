/**
 * Deliveries: one record per (event, endpoint), holding the signed payload and every attempt. The
 * delivery worker claims due ones with an atomic update and a lease (`lease_owner`,
 * `lease_expires_at`), so several api processes on one database never send the same delivery at
 * once, and a delivery held by a process that died is taken over when its lease runs out.
 *
 * `lease_expires_at` is always a timestamp (never null) so "not leased" is one range condition,
 * `lease_expires_at <= now`, which both store engines evaluate the same way.
 */
import type { DeliveryRecord, EventEnvelope } from '@switchboard/contracts/events';
import type { CollectionSpec } from '@switchboard/store/port';

export const DELIVERIES_COLLECTION: CollectionSpec = {
  name: 'deliveries',
  indexes: [
    // The worker's queue: due pending deliveries, oldest due first.
    {
      fields: [
        ['status', 1],
        ['next_attempt_at', 1],
        ['id', 1],
      ],
    },
    // Retention: finished deliveries whose last change is older than the window.
    {
      fields: [
        ['status', 1],
        ['updated_at', 1],
      ],
    },
    // GET /webhooks/{id}/deliveries, newest first.
    {
      fields: [
        ['team_id', 1],
        ['webhook_id', 1],
        ['created_at', -1],
      ],
    },
    // A fan-out taken over after a crash cannot create a second delivery for the same endpoint.
    {
      fields: [
        ['event_id', 1],
        ['webhook_id', 1],
      ],
      unique: true,
    },
  ],
  // The queue index of earlier versions, before it ended with `id`.
  retiredIndexes: [
    {
      fields: [
        ['status', 1],
        ['next_attempt_at', 1],
      ],
    },
  ],
};

/** A new delivery of `event` to endpoint `webhookId`, due at once. */
export function newDeliveryRecord(input: {
  id: string;
  teamId: string;
  webhookId: string;
  event: EventEnvelope;
  now: Date;
}): DeliveryRecord {
  const at = input.now.toISOString();
  return {
    id: input.id,
    team_id: input.teamId,
    webhook_id: input.webhookId,
    event_id: input.event.id,
    event_type: input.event.type,
    status: 'pending',
    attempts: [],
    next_attempt_at: at,
    payload: input.event,
    created_at: at,
    updated_at: at,
    lease_owner: null,
    lease_expires_at: at,
  };
}
