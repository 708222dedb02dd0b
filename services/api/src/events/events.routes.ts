import { emptyBody, pathIdOf } from '@switchboard/contracts/common';
import { deliveryResponse } from '@switchboard/contracts/events';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import { redeliver, type RedeliverDeps } from './redeliver.js';

const retryParams = z.strictObject({
  id: pathIdOf('webhook'),
  delivery_id: pathIdOf('delivery'),
});

/** `POST /v1/webhooks/{id}/deliveries/{delivery_id}/retry`; the endpoint CRUD lives in webhooks/. */
export function eventRoutes(deps: RedeliverDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
      tag: 'Webhooks',
      summary: 'Send a delivery again now',
      description:
        'Makes one more signed attempt at once (same webhook-id) and returns the delivery with ' +
        'the attempt recorded. Works for delivered, failed and pending deliveries; does not ' +
        'change the automatic retry schedule. 409 when the endpoint is disabled or another ' +
        'attempt of this delivery is in flight.',
      params: retryParams,
      body: emptyBody,
      response: deliveryResponse,
      errors: [404, 409],
      handler: async ({ auth, params }) => ({
        data: await redeliver(deps, auth.scope, params.id, params.delivery_id),
      }),
    }),
  ];
}
