import { paginationQuery } from '@switchboard/contracts/query';
import {
  createdWebhookResponse,
  createWebhookBody,
  deliveryListQuery,
  deliveryListResponse,
  toPublicDelivery,
  toPublicWebhookEndpoint,
  updateWebhookBody,
  webhookIdParams,
  webhookListResponse,
  webhookResponse,
} from '@switchboard/contracts/events';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { WebhookService } from './webhook.service.js';

const TAG = 'Webhooks';

/** `/v1/webhooks`, `/v1/webhooks/{id}` and `/v1/webhooks/{id}/deliveries`. */
export function webhookRoutes(webhooks: WebhookService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/webhooks',
      tag: TAG,
      summary: 'List webhook endpoints, newest first',
      query: paginationQuery,
      response: webhookListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await webhooks.list(auth.scope, query), query, toPublicWebhookEndpoint),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/webhooks',
      tag: TAG,
      summary: 'Register a webhook endpoint for team events',
      description:
        'Events: bot.message_received, integration.failed, agent_loop.completed, channel.disconnected. The response carries the signing `secret` (whsec_..., Standard Webhooks) — the only time it is shown.',
      body: createWebhookBody,
      status: 201,
      response: createdWebhookResponse,
      handler: async ({ auth, body }) => {
        const record = await webhooks.create(auth, body);
        return { data: { ...toPublicWebhookEndpoint(record), secret: record.secret } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/v1/webhooks/{id}',
      tag: TAG,
      summary: 'Get a webhook endpoint (without its secret)',
      params: webhookIdParams,
      response: webhookResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: toPublicWebhookEndpoint(await webhooks.get(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/webhooks/{id}',
      tag: TAG,
      summary: 'Update a webhook endpoint',
      description: 'Setting `enabled` also clears `disabled_reason` (e.g. after a 410).',
      params: webhookIdParams,
      body: updateWebhookBody,
      response: webhookResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: toPublicWebhookEndpoint(await webhooks.update(auth.scope, params.id, body)),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/webhooks/{id}',
      tag: TAG,
      summary: 'Delete a webhook endpoint and its delivery log',
      params: webhookIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => webhooks.delete(auth.scope, params.id),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/webhooks/{id}/deliveries',
      tag: TAG,
      summary: "List an endpoint's deliveries, newest first, with every attempt",
      description: 'Filter: `status` (pending | delivered | failed).',
      params: webhookIdParams,
      query: deliveryListQuery,
      response: deliveryListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(
          await webhooks.listDeliveries(auth.scope, params.id, query),
          query,
          toPublicDelivery,
        ),
    }),
  ];
}
