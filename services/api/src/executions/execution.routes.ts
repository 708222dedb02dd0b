import { agentLoopIdParams } from '@switchboard/contracts/agent-loop';
import {
  executionIdParams,
  executionListQuery,
  executionListResponse,
  executionResponse,
} from '@switchboard/contracts/execution';
import { emptyBody } from '@switchboard/contracts/common';
import { executionEventStream } from '@switchboard/contracts/execution-event';
import { runBody, runQuery } from '@switchboard/contracts/run-input';
import { ValidationError } from '@switchboard/kit/errors';
import type { ApiRequest } from '../http/api-request.js';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ExecutionService } from './execution.service.js';
import type { ExecutionWatch } from './execution-watch.js';
import { loopCallback } from '../http/openapi-outbound.js';

const TAG = 'Executions';

/** The `Last-Event-ID` a reconnecting client sends: the last event it got (0: none). */
function lastEventIdOf(req: ApiRequest): number {
  const value = req.headers['last-event-id'];
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^[0-9]{1,15}$/.test(value)) {
    throw new ValidationError([
      { path: 'Last-Event-ID', message: 'must be the id of an event of this stream (a number)' },
    ]);
  }
  return Number(value);
}

/** Running agent loops and watching, listing and cancelling their executions. */
export function executionRoutes(
  executions: ExecutionService,
  watch: ExecutionWatch,
): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/agent-loops/{id}/run',
      tag: TAG,
      summary: 'Run an agent loop: queues an execution (no body needed)',
      description:
        'The optional body gives this run its own `user_message`, `variables` (filling `{{name}}` placeholders) and `metadata` (returned in the callback). 429 CONCURRENCY_LIMIT_EXCEEDED when the team already has its plan’s number of executions queued or running (free 5, pro 50, enterprise 500); 403 BUDGET_EXCEEDED when the team spent its monthly budget (`details: { spent_usd, budget_usd, resets_at }`).',
      params: agentLoopIdParams,
      query: runQuery,
      body: runBody,
      status: 201,
      response: executionResponse,
      also: [
        {
          status: 200,
          description:
            'With `?wait=N`: the execution when it ended or after N seconds. With `?stream=true`: its events as they happen (as GET /executions/{id}/events), ending after the terminal one; a retry with the same Idempotency-Key streams that execution again (after its `Last-Event-ID`, when sent) rather than queueing another.',
          response: executionResponse,
          stream: executionEventStream,
        },
      ],
      callbacks: { executionEnded: loopCallback('{$response.body#/data/callback/url}') },
      errors: [403, 404, 429],
      // A retried `?stream=true` (same Idempotency-Key) streams the first run's execution again,
      // from after its `Last-Event-ID` when the client sends one, instead of queueing another run.
      replay: async ({ auth, req, res, stored }) => {
        if (req.query.stream !== 'true') return stored;
        const { data } = stored.body as { data: { id: string } };
        await watch.stream(res, auth.scope, data.id, lastEventIdOf(req));
        return 'sent';
      },
      handler: async ({ auth, params, query, body, res, setStatus, settle }) => {
        const queued = await executions.queueRun({
          teamId: auth.teamId,
          plan: auth.plan,
          agentLoopId: params.id,
          input: body,
          trigger: { type: 'api' },
        });
        if (query.stream === 'true') {
          await settle({ status: 200, body: { data: queued } });
          await watch.stream(res, auth.scope, queued.id, 0);
          return { data: queued };
        }
        if (query.wait === undefined) return { data: queued };
        setStatus(200);
        return { data: await watch.waitForEnd(auth.scope, queued.id, query.wait) };
      },
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
      path: '/v1/executions',
      tag: TAG,
      summary: "List the team's executions across its agent loops, newest first",
      description:
        'With `?status=awaiting_approval`: every run waiting for a person’s decision (an approvals inbox).',
      query: executionListQuery,
      response: executionListResponse,
      handler: async ({ auth, query }) =>
        listResponse(await executions.listForTeam(auth.scope, query), query, (e) => e),
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
      method: 'get',
      path: '/v1/executions/{id}/events',
      tag: TAG,
      summary: 'Watch an execution live: its events as Server-Sent Events',
      description:
        'One event per state change and per step, numbered 1, 2, 3... (`id:`), from the store, so any API process serves any execution. A finished execution replays its whole history and the stream ends; a running one continues until its terminal event. Reconnect with `Last-Event-ID: N` to get only the events after N. `: ping` comments every 15 s keep proxies from closing an idle stream. Try it: `curl -N -H "Authorization: Bearer $KEY" .../v1/executions/{id}/events`.',
      params: executionIdParams,
      stream: executionEventStream,
      errors: [404],
      handler: async ({ auth, params, req, res }) =>
        watch.stream(res, auth.scope, params.id, lastEventIdOf(req)),
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
