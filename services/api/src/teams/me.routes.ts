import type { ApiKey } from '@switchboard/contracts/api-keys';
import { meResponse, teamResponse, updateTeamBody } from '@switchboard/contracts/teams';
import type { Scope } from '@switchboard/store/port';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { TeamService } from './team.service.js';

/**
 * `GET /v1/me`: the calling key's team and key record (what a signed-in client shows);
 * `PATCH /v1/team`: the team's own settings (its monthly budget).
 */
export function meRoutes(
  teams: TeamService,
  apiKeys: { get(scope: Scope, id: string): Promise<ApiKey> },
): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/v1/me',
      tag: 'Teams',
      summary:
        'The team and API key behind this request; the rate limit is in the X-RateLimit headers',
      response: meResponse,
      handler: async ({ auth }) => {
        const [team, apiKey] = await Promise.all([
          teams.getForCaller(auth.teamId),
          apiKeys.get(auth.scope, auth.keyId),
        ]);
        return { data: { team, api_key: apiKey } };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/v1/team',
      tag: 'Teams',
      summary: "Change the team's settings: its monthly budget",
      description:
        'At `monthly_budget_usd` (what the team’s ended executions cost this UTC calendar month) new runs are refused with 403 BUDGET_EXCEEDED and running ones pause with a budget approval. `null` removes the budget.',
      body: updateTeamBody,
      response: teamResponse,
      handler: async ({ auth, body }) => ({
        data: await teams.setMonthlyBudget(auth.teamId, body.monthly_budget_usd),
      }),
    }),
  ];
}
