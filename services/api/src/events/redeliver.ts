/**
 * Manual redelivery (`POST /webhooks/{id}/deliveries/{delivery_id}/retry`): one more attempt of a
 * delivery, made now and recorded like any other, whatever its status. It does not reschedule:
 * a failed delivery that fails again stays failed; a pending one keeps its next automatic attempt.
 */
import { toPublicDelivery, type Delivery } from '@switchboard/contracts/events';
import { ConflictError, NotFoundError } from '@switchboard/kit/errors';
import type { Scope } from '@switchboard/store/port';
import type { WebhookRepository } from '../webhooks/webhook.repository.js';
import type { DeliveryQueue } from './delivery-queue.js';
import type { DeliveryWorker } from './delivery-worker.js';

export interface RedeliverDeps {
  endpoints: Pick<WebhookRepository, 'get'>;
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
  const endpoint = await deps.endpoints.get(scope, webhookId);
  const existing = await deps.queue.findOfWebhook(scope, webhookId, deliveryId);
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
