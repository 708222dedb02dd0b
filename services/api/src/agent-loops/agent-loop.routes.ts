import {
  BUILT_IN_TOOL_SERVERS,
  agentLoopIdParams,
  agentLoopListResponse,
  agentLoopResponse,
  createAgentLoopBody,
  toPublicAgentLoop,
  updateAgentLoopBody,
} from '@switchboard/contracts/agent-loop';
import { paginationQuery } from '@switchboard/contracts/query';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { AgentLoopService } from './agent-loop.service.js';
import { loopCallback } from '../http/openapi-outbound.js';

const TAG = 'Agent loops';

/**
 * `/v1/agent-loops` and `/v1/agent-loops/{id}`. Single-record responses carry the callback secret
 * (receivers verify signatures with it); lists mask it. Callback header values are always masked.
 */
export function agentLoopRoutes(loops: AgentLoopService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/agent-loops',
      tag: TAG,
      summary: 'List agent loops, newest first',
      query: paginationQuery,
      response: agentLoopListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await loops.list(auth.scope, query), query, (loop) =>
          toPublicAgentLoop(loop, { inList: true }),
        ),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/agent-loops',
      tag: TAG,
      summary: 'Create an agent loop',
      description: `Required: name, system_prompt, user_message. \`mcp_servers\` holds registered tool server ids (mcp_...) or the built-ins ${BUILT_IN_TOOL_SERVERS.map((name) => `\`${name}\``).join(', ')}. The response includes the generated \`callback_secret\` (whsec_...) that signs callbacks.`,
      body: createAgentLoopBody,
      status: 201,
      response: agentLoopResponse,
      callbacks: { executionEnded: loopCallback('{$request.body#/callback_url}') },
      handler: async ({ auth, body }) => ({
        data: toPublicAgentLoop(await loops.create(auth, body), { inList: false }),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/agent-loops/{id}',
      tag: TAG,
      summary: 'Get an agent loop',
      params: agentLoopIdParams,
      response: agentLoopResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: toPublicAgentLoop(await loops.get(auth.scope, params.id), { inList: false }),
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/agent-loops/{id}',
      tag: TAG,
      summary: 'Update some of an agent loop’s fields',
      description:
        '`null` clears `model` (back to the operator default) or `callback_url`. A callback header value sent back exactly as masked keeps the stored secret.',
      params: agentLoopIdParams,
      body: updateAgentLoopBody,
      response: agentLoopResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: toPublicAgentLoop(await loops.update(auth.scope, params.id, body), {
          inList: false,
        }),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/agent-loops/{id}',
      tag: TAG,
      summary: 'Delete an agent loop',
      params: agentLoopIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => loops.delete(auth.scope, params.id),
    }),
  ];
}
