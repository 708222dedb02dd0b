import { usageQuery, usageResponse } from '@switchboard/contracts/usage';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { UsageService } from './usage.service.js';

/** `GET /v1/usage`: the team's activity per day, for dashboards and API users alike. */
export function usageRoutes(usage: UsageService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/usage',
      tag: 'Usage',
      summary:
        'Messages, replies, failures, reply latency, executions, tokens and cost per UTC day',
      description:
        'Default range: the last 30 days up to today; at most 366 days. Days without activity are included as zeros. Read from daily rollups, so the cost does not grow with history. `meta.budget` shows this month’s spending against the team’s monthly budget.',
      query: usageQuery,
      response: usageResponse,
      handler: async ({ auth, query }) => {
        const [{ days, from, to }, budget] = await Promise.all([
          usage.daily(auth.teamId, query),
          usage.budget(auth.teamId),
        ]);
        return { data: days, meta: { from, to, budget } };
      },
    }),
  ];
}
