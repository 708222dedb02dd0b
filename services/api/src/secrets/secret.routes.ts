import { paginationQuery } from '@switchboard/contracts/query';
import {
  putSecretBody,
  putSecretParams,
  secretListResponse,
  secretNameParams,
  secretResponse,
  toPublicSecret,
} from '@switchboard/contracts/secret';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { SecretService } from './secret.service.js';

const TAG = 'Secrets';

/** `/v1/secrets` and `/v1/secrets/{name}`; values are write-only. */
export function secretRoutes(secrets: SecretService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/secrets',
      tag: TAG,
      summary: 'List the team’s secrets (never their values), newest first',
      query: paginationQuery,
      response: secretListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await secrets.list(auth.scope, query), query, toPublicSecret),
    }),
    defineRoute({
      method: 'put',
      path: '/v1/secrets/{name}',
      tag: TAG,
      summary: 'Create or replace a secret',
      description:
        'Names match `^[A-Z][A-Z0-9_]{0,63}$`. The value is never shown again: responses carry ' +
        '`last4` (its last 4 characters, for values of 8 or more). Refer to it as ' +
        '`{{secret.NAME}}` in any header value of integrations, tool servers and loop ' +
        '`callback_headers`; it is filled in at call time, so replacing it here rotates it ' +
        'everywhere. 201 when created, 200 when replaced.',
      params: putSecretParams,
      body: putSecretBody,
      status: 201,
      response: secretResponse,
      also: [{ status: 200, description: 'Replaced', response: secretResponse }],
      handler: async ({ auth, params, body, setStatus }) => {
        const { record, created } = await secrets.put(auth, params.name, body);
        setStatus(created ? 201 : 200);
        return { data: toPublicSecret(record) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/secrets/{name}',
      tag: TAG,
      summary: 'Delete a secret',
      description:
        'Refused with 409 while a header refers to it: `details.used_by` lists the ' +
        'integrations, mcp_servers and agent_loops (the first 20 ids of each; ' +
        '`details.used_by_count` counts them all).',
      params: secretNameParams,
      status: 204,
      errors: [404, 409],
      handler: async ({ auth, params }) => secrets.delete(auth.scope, params.name),
    }),
  ];
}
