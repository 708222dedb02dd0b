/** Teams own every resource; a team's plan sets the per-key rate limit (contract-decisions.md). */
import { z } from 'zod';
import { apiKey } from './api-keys.js';
import { dataEnvelope, displayName, idOf, timestamp } from './common.js';

export const PLANS = ['free', 'pro', 'enterprise'] as const;
export const plan = z.enum(PLANS);
export type Plan = z.output<typeof plan>;

/** Requests per minute per API key, by plan. */
export const PLAN_REQUESTS_PER_MINUTE: Readonly<Record<Plan, number>> = {
  free: 60,
  pro: 300,
  enterprise: 1000,
};

/** Executions queued or running at once per team, by plan (the operator may change them). */
export const PLAN_CONCURRENT_EXECUTIONS: Readonly<Record<Plan, number>> = {
  free: 5,
  pro: 50,
  enterprise: 500,
};

export const TEAM_NAME_MAX = 100;

export const team = z
  .strictObject({
    id: idOf('team'),
    name: z.string(),
    plan,
    monthly_budget_usd: z.number().nullable().meta({
      description:
        'Spending (USD) per UTC calendar month at which new runs are refused (403 BUDGET_EXCEEDED) and running ones pause for a budget approval; null: none',
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Team' });
export type Team = z.output<typeof team>;

export const MONTHLY_BUDGET_MAX_USD = 10_000_000;

/** `PATCH /v1/team`. */
export const updateTeamBody = z.strictObject({
  monthly_budget_usd: z
    .number({ error: 'must be a number or null' })
    .positive({ error: 'must be more than 0 (null removes the budget)' })
    .max(MONTHLY_BUDGET_MAX_USD, { error: `must be at most ${MONTHLY_BUDGET_MAX_USD}` })
    .nullable(),
});
export type UpdateTeamBody = z.output<typeof updateTeamBody>;
export const teamResponse = dataEnvelope(team);

export const createTeamInput = z.strictObject({
  name: displayName(TEAM_NAME_MAX),
  plan: plan.default('free'),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;

/**
 * `GET /v1/me`: who the calling key is (its team and the key's own record), so a client such as
 * the dashboard can show the team it is signed in to. The key's remaining rate limit is in the
 * response's X-RateLimit-* headers, as on every authenticated response.
 */
export const me = z
  .strictObject({ team, api_key: apiKey })
  .meta({ id: 'Me', description: 'The team and API key behind the request' });
export type Me = z.output<typeof me>;
export const meResponse = dataEnvelope(me);
