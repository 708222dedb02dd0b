import { agentLoopIdParams } from '@switchboard/contracts/agent-loop';
import {
  executionIdParams,
  executionListQuery,
  executionListResponse,
  executionResponse,
} from '@switchboard/contracts/execution';
import { emptyBody } from '@switchboard/contracts/common';
import { runBody } from '@switchboard/contracts/run-input';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ExecutionService } from './execution.service.js';

const TAG = 'Executions';

/** Running agent loops and watching, listing and cancelling their executions. */
export function executionRoutes(executions: ExecutionService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/agent-loops/{id}/run',
      tag: TAG,
      summary: 'Run an agent loop: queues an execution (no body needed)',
      description:
        'The optional body gives this run its own `user_message`, `variables` (filling `{{name}}` placeholders) and `metadata` (returned in the callback). 429 CONCURRENCY_LIMIT_EXCEEDED when the team already has its plan’s number of executions queued or running (free 5, pro 50, enterprise 500).',
      params: agentLoopIdParams,
      body: runBody,
      status: 201,
      response: executionResponse,
      errors: [404, 429],
      handler: async ({ auth, params, body }) => ({
        data: await executions.queueRun({
          teamId: auth.teamId,
          plan: auth.plan,
          agentLoopId: params.id,
          input: body,
          trigger: { type: 'api' },
        }),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/agent-loops/{id}/executions',
      tag: TAG,
      summary: "List an agent loop's executions, newest first",
      params: agentLoopIdParams,
      query: executionListQuery,
      response: executionListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(await executions.listForLoop(auth.scope, params.id, query), query, (e) => e),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/executions/{id}',
      tag: TAG,
      summary: 'Get an execution with its step log',
      params: executionIdParams,
      response: executionResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({ data: await executions.get(auth.scope, params.id) }),
    }),
    defineRoute({
      method: 'post',
      path: '/v1/executions/{id}/cancel',
      tag: TAG,
      summary: 'Cancel an execution (an execution that already ended is returned unchanged)',
      params: executionIdParams,
      body: emptyBody,
      response: executionResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({
        data: await executions.cancel(auth.scope, params.id),
      }),
    }),
  ];
}
