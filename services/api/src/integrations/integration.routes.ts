import { paginationQuery } from '@switchboard/contracts/query';
import {
  botIntegrationsParams,
  createIntegrationBody,
  integrationIdParams,
  integrationListResponse,
  integrationResponse,
  toPublicIntegration,
  updateIntegrationBody,
} from '@switchboard/contracts/integration';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { IntegrationService } from './integration.service.js';

const TAG = 'Integrations';

/** `/v1/bots/{bot_id}/integrations` and `/v1/integrations/{id}`; header values always masked. */
export function integrationRoutes(integrations: IntegrationService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/bots/{bot_id}/integrations',
      tag: TAG,
      summary: "List a bot's integrations, newest first",
      params: botIntegrationsParams,
      query: paginationQuery,
      response: integrationListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(
          await integrations.list(auth.scope, params.bot_id, query),
          query,
          toPublicIntegration,
        ),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/bots/{bot_id}/integrations',
      tag: TAG,
      summary: 'Add an integration (AI backend webhook) to a bot',
      params: botIntegrationsParams,
      body: createIntegrationBody,
      status: 201,
      response: integrationResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: toPublicIntegration(await integrations.create(auth, params.bot_id, body)),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/integrations/{id}',
      tag: TAG,
      summary: 'Get an integration',
      params: integrationIdParams,
      response: integrationResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: toPublicIntegration(await integrations.get(auth.scope, params.id)),
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/integrations/{id}',
      tag: TAG,
      summary: 'Update some of an integration’s fields',
      description:
        '`headers` replaces the whole map; a value sent back exactly as a response showed it (masked) keeps the stored secret.',
      params: integrationIdParams,
      body: updateIntegrationBody,
      response: integrationResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: toPublicIntegration(await integrations.update(auth.scope, params.id, body)),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/integrations/{id}',
      tag: TAG,
      summary: 'Delete an integration',
      params: integrationIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => integrations.delete(auth.scope, params.id),
    }),
  ];
}
