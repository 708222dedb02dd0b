import { z } from 'zod';
import { defineRoute, type RouteDefinition } from './route.js';

const TAG = 'System';

/** `GET /health` and `GET /v1/openapi.json`: unauthenticated, and documented like every route. */
export function systemRoutes(openApiDocument: () => unknown): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      tag: TAG,
      summary: 'Liveness: the process is up and serving requests',
      auth: false,
      response: z.strictObject({ status: z.literal('ok') }),
      handler: async () => ({ status: 'ok' as const }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/openapi.json',
      tag: TAG,
      summary: 'This API’s OpenAPI 3.1 document',
      auth: false,
      response: z.record(z.string(), z.unknown()),
      handler: async () => openApiDocument() as Record<string, unknown>,
    }),
  ];
}
