import type { ApiKey } from '@switchboard/contracts/api-keys';
import { meResponse } from '@switchboard/contracts/teams';
import type { Scope } from '@switchboard/store/port';
import { defineRoute, type RouteDefinition } from '../http/route.js';
import type { TeamService } from './team.service.js';

/** `GET /v1/me`: the calling key's team and key record (what a signed-in client shows). */
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
  ];
}
