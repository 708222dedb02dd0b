/**
 * Manual redelivery (`POST /webhooks/{id}/deliveries/{delivery_id}/retry`): one more attempt of a
 * delivery, made now and recorded like any other, whatever its status. It does not reschedule:
 * a failed delivery that fails again stays failed; a pending one keeps its next automatic attempt.
 */
import type {
  Delivery,
  DeliveryRecord,
  WebhookEndpointRecord,
} from '@switchboard/contracts/events';
import { toPublicDelivery } from '@switchboard/contracts/events';
import { ConflictError, NotFoundError } from '@switchboard/kit/errors';
import { getById } from '@switchboard/store/by-id';
import type { Collection, Scope } from '@switchboard/store/port';
import type { DeliveryQueue } from './delivery-queue.js';
import type { DeliveryWorker } from './delivery-worker.js';

export interface RedeliverDeps {
  deliveries: Collection<DeliveryRecord>;
  endpoints: Collection<WebhookEndpointRecord>;
  queue: DeliveryQueue;
  worker: DeliveryWorker;
}

/** Attempts delivery `deliveryId` of endpoint `webhookId` now and returns it with the new attempt. */
export async function redeliver(
  deps: RedeliverDeps,
  scope: Scope,
  webhookId: string,
  deliveryId: string,
): Promise<Delivery> {
  const endpoint = await getById(deps.endpoints, scope, webhookId, 'webhook');
  const existing = await deps.deliveries.findOne(scope, { id: deliveryId, webhook_id: webhookId });
  if (!existing) throw new NotFoundError('delivery', deliveryId);
  if (!endpoint.enabled) {
    throw new ConflictError(
      `Webhook endpoint '${webhookId}' is disabled; enable it (PATCH enabled: true) to retry.`,
      { webhook_id: webhookId },
    );
  }
  const claimed = await deps.queue.claimById(scope, deliveryId, deps.worker.owner);
  if (!claimed) {
    throw new ConflictError(
      `Delivery '${deliveryId}' is being attempted right now; retry once that attempt is recorded.`,
      { delivery_id: deliveryId },
    );
  }
  const recorded = await deps.worker.attempt(claimed, 'manual');
  return toPublicDelivery(recorded ?? claimed);
}
