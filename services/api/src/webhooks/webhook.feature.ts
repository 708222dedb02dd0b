import type { Feature, FeatureContext } from '../feature.js';
import { webhookRoutes } from './webhook.routes.js';
import { WebhookService, type WebhookServiceDeps } from './webhook.service.js';

/** Webhook endpoints (CRUD) and their delivery log; sending is the events feature. */
export function createWebhooksFeature(
  ctx: FeatureContext,
  deps: Pick<WebhookServiceDeps, 'deliveries'>,
): Feature {
  const service = new WebhookService({
    store: ctx.store,
    clock: ctx.clock,
    deliveries: deps.deliveries,
    urlPolicy: { allowPrivateNetwork: ctx.config.ALLOW_PRIVATE_NETWORK },
  });
  return { name: 'webhooks', routes: webhookRoutes(service) };
}
