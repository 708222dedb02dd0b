import { agentLoopIdParams } from '@switchboard/contracts/agent-loop';
import { paginationQuery } from '@switchboard/contracts/query';
import {
  createScheduleBody,
  scheduleIdParams,
  scheduleListResponse,
  scheduleResponse,
  updateScheduleBody,
} from '@switchboard/contracts/schedule';
import { listResponse } from '../http/pagination.js';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { ScheduleService } from './schedule.service.js';

const TAG = 'Schedules';

/** `/v1/agent-loops/{id}/schedules` and `/v1/schedules/{id}`. */
export function scheduleRoutes(schedules: ScheduleService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/agent-loops/{id}/schedules',
      tag: TAG,
      summary: "List an agent loop's schedules, newest first",
      params: agentLoopIdParams,
      query: paginationQuery,
      response: scheduleListResponse,
      errors: [404],
      handler: async ({ auth, params, query }) =>
        listResponse(await schedules.listForLoop(auth.scope, params.id, query), query, (s) => s),
    }),
    defineRoute({
      method: 'post',
      idempotent: true,
      path: '/v1/agent-loops/{id}/schedules',
      tag: TAG,
      summary: 'Schedule runs of an agent loop (cron or interval)',
      description:
        'Exactly one of `cron` (5 fields, read in `timezone`, default UTC) and `interval_seconds` (60..2592000). Every due time queues one run with `variables` and `trigger: {type: "schedule", id}`, once across all processes. A due time missed while no API process ran is made up by one run at start-up, not one per missed time. `next_runs` shows the next 3 due times.',
      params: agentLoopIdParams,
      body: createScheduleBody,
      status: 201,
      response: scheduleResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: await schedules.create(auth, params.id, body),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/v1/schedules/{id}',
      tag: TAG,
      summary: 'Get a schedule',
      params: scheduleIdParams,
      response: scheduleResponse,
      errors: [404],
      handler: async ({ auth, params }) => ({ data: await schedules.get(auth.scope, params.id) }),
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/schedules/{id}',
      tag: TAG,
      summary: 'Update a schedule',
      description:
        'A new `cron` replaces an interval and `interval_seconds` replaces a cron expression; changing the timing or `enabled` recomputes `next_run_at` from now. `variables: null` clears them.',
      params: scheduleIdParams,
      body: updateScheduleBody,
      response: scheduleResponse,
      errors: [404],
      handler: async ({ auth, params, body }) => ({
        data: await schedules.update(auth.scope, params.id, body),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/v1/schedules/{id}',
      tag: TAG,
      summary: 'Delete a schedule',
      params: scheduleIdParams,
      status: 204,
      errors: [404],
      handler: async ({ auth, params }) => schedules.delete(auth.scope, params.id),
    }),
  ];
}
