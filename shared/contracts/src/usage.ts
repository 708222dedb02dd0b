/**
 * `GET /v1/usage` (contract-decisions.md, "Dashboard support routes"): one row per UTC day of a
 * team's activity, read from daily rollups kept up to date as things happen.
 */
import { z } from 'zod';

export const USAGE_DEFAULT_DAYS = 30;
export const USAGE_MAX_DAYS = 366;

const day = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

export const usageQuery = z
  .object({
    from: day.optional().meta({
      description: `First day (UTC); default ${USAGE_DEFAULT_DAYS - 1} days before \`to\``,
    }),
    to: day.optional().meta({ description: 'Last day (UTC), included; default today' }),
    granularity: z.literal('day').default('day').meta({ description: 'Only `day` for now' }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'from must not be after to',
    path: ['from'],
  });
export type UsageQuery = z.output<typeof usageQuery>;

export const usageDay = z
  .strictObject({
    date: day,
    messages_received: z.number().int(),
    replies_sent: z.number().int().meta({
      description: 'Replies sent to users, the bot’s error_message included',
    }),
    integration_failures: z.number().int().meta({
      description: 'Messages no integration answered (integration.failed)',
    }),
    reply_latency_ms_p50: z.number().nullable().meta({
      description:
        'Median latency of replies an integration gave, from a histogram (the upper bound of its bucket); null without replies',
    }),
    reply_latency_ms_p95: z.number().nullable(),
    executions: z.strictObject({
      completed: z.number().int(),
      failed: z.number().int(),
      timeout: z.number().int(),
      cancelled: z.number().int(),
    }),
    tokens: z.number().int(),
    cost_usd: z.number(),
  })
  .meta({ id: 'UsageDay' });
export type UsageDay = z.output<typeof usageDay>;

export const usageBudget = z
  .strictObject({
    monthly_budget_usd: z.number(),
    spent_usd: z.number().meta({
      description: 'What the team’s ended executions cost this UTC calendar month',
    }),
    resets_at: z.iso.datetime().meta({ description: 'The next month’s first instant (UTC)' }),
  })
  .meta({ id: 'UsageBudget' });
export type UsageBudget = z.output<typeof usageBudget>;

export const usageResponse = z.strictObject({
  data: z.array(usageDay),
  meta: z.strictObject({
    from: day,
    to: day,
    budget: usageBudget.nullable().meta({
      description: 'Spending this month against the team’s monthly_budget_usd; null without one',
    }),
  }),
});
