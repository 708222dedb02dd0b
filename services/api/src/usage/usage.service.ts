import {
  USAGE_DEFAULT_DAYS,
  USAGE_MAX_DAYS,
  type UsageBudget,
  type UsageDay,
} from '@switchboard/contracts/usage';
import type { TeamBudgets } from '@switchboard/store/team-budget';
import { ValidationError } from '@switchboard/kit/errors';
import {
  LATENCY_BUCKETS_MS,
  utcDay,
  type UsageDayRecord,
  type UsageRollup,
} from '@switchboard/store/usage-rollup';
import type { Clock } from '../clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latency under which `quantile` of the day's replies fell, from its histogram. */
export function latencyQuantile(
  record: UsageDayRecord | undefined,
  quantile: number,
): number | null {
  if (!record) return null;
  const counts = [...LATENCY_BUCKETS_MS, Infinity].map((_, i) => record[`latency_b${i}`] ?? 0);
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [i, count] of counts.entries()) {
    seen += count;
    // The open last bucket reports its lower bound: the most that can be said.
    if (seen >= quantile * total) return LATENCY_BUCKETS_MS[i] ?? LATENCY_BUCKETS_MS.at(-1)!;
  }
  return LATENCY_BUCKETS_MS.at(-1)!;
}

function toUsageDay(date: string, record: UsageDayRecord | undefined): UsageDay {
  return {
    date,
    messages_received: record?.messages_received ?? 0,
    replies_sent: record?.replies_sent ?? 0,
    integration_failures: record?.integration_failures ?? 0,
    reply_latency_ms_p50: latencyQuantile(record, 0.5),
    reply_latency_ms_p95: latencyQuantile(record, 0.95),
    executions: {
      completed: record?.executions_completed ?? 0,
      failed: record?.executions_failed ?? 0,
      timeout: record?.executions_timeout ?? 0,
      cancelled: record?.executions_cancelled ?? 0,
    },
    tokens: record?.tokens ?? 0,
    cost_usd: Math.round((record?.cost_usd ?? 0) * 1e6) / 1e6,
  };
}

/** A team's usage per UTC day, days without activity included as zeros. */
export class UsageService {
  constructor(
    private readonly rollup: UsageRollup,
    private readonly budgets: TeamBudgets,
    private readonly clock: Clock,
  ) {}

  /** The team's spending this month against its monthly budget; null without one. */
  async budget(teamId: string): Promise<UsageBudget | null> {
    const status = await this.budgets.status(teamId, this.clock.now());
    if (!status) return null;
    return {
      monthly_budget_usd: status.budgetUsd,
      spent_usd: Math.round(status.spentUsd * 1e6) / 1e6,
      resets_at: status.resetsAt,
    };
  }

  async daily(
    teamId: string,
    query: { from?: string; to?: string },
  ): Promise<{ days: UsageDay[]; from: string; to: string }> {
    const to = query.to ?? utcDay(this.clock.now());
    const from = query.from ?? utcDay(new Date(Date.parse(to) - (USAGE_DEFAULT_DAYS - 1) * DAY_MS));
    const count = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
    if (count > USAGE_MAX_DAYS) {
      throw new ValidationError([
        {
          path: 'from',
          message: `the range must be at most ${USAGE_MAX_DAYS} days (got ${count})`,
        },
      ]);
    }
    const records = new Map(
      (await this.rollup.range(teamId, from, to)).map((record) => [record.date, record]),
    );
    const days = Array.from({ length: count }, (_, i) => {
      const date = utcDay(new Date(Date.parse(from) + i * DAY_MS));
      return toUsageDay(date, records.get(date));
    });
    return { days, from, to };
  }
}
