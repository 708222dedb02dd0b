import {
  apiKeyIdParams,
  apiKeyListResponse,
  createApiKeyBody,
  createdApiKeyResponse,
} from '@switchboard/contracts/api-keys';
import { paginationQuery } from '@switchboard/contracts/query';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ApiKeyService } from './api-key.service.js';

const TAG = 'API keys';

/** `/v1/api-keys`: a team manages its own keys. */
export function apiKeyRoutes(apiKeys: ApiKeyService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/api-keys',
      tag: TAG,
      summary: 'List the team’s API keys (secrets are never shown again)',
      query: paginationQuery,
      response: apiKeyListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await apiKeys.list(auth.scope, query), query, (key) => key),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/api-keys',
      tag: TAG,
      summary: 'Create an API key; the response holds the secret `key`, shown only this once',
      body: createApiKeyBody,
      status: 201,
      response: createdApiKeyResponse,
      handler: async ({ auth, body }) => ({ data: await apiKeys.create(auth.teamId, body.name) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/api-keys/{id}',
      tag: TAG,
      summary: 'Revoke an API key (idempotent); requests with it then get 401',
      params: apiKeyIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => {
        await apiKeys.revoke(auth.scope, params.id);
      },
    }),
  ];
}
