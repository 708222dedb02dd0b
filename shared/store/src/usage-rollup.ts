/**
 * Daily usage rollups: one record per team and UTC day, bumped with atomic `$inc`s as messages,
 * replies, failures and executions happen, so reading a month of usage is one small indexed query
 * on either engine and never a scan of history. The api (relay) and the agent runner both write.
 */
import {
  teamScope,
  upsertStep,
  type BaseRecord,
  type Collection,
  type DocumentStore,
  type WriteStep,
} from './port.js';

/** Upper bounds (ms) of the reply-latency histogram buckets; the last bucket is open-ended. */
export const LATENCY_BUCKETS_MS = [
  50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10_000, 15_000, 20_000, 30_000,
  60_000, 120_000,
] as const;

/** The counters of one day; each is a flat field so `$inc` works the same on both engines. */
export interface UsageCounters {
  messages_received: number;
  replies_sent: number;
  integration_failures: number;
  executions_completed: number;
  executions_failed: number;
  executions_timeout: number;
  executions_cancelled: number;
  tokens: number;
  cost_usd: number;
  /** `latency_b<i>`: replies whose latency fell in bucket i (LATENCY_BUCKETS_MS, then +inf). */
  [latencyBucket: `latency_b${number}`]: number;
}

export interface UsageDayRecord extends BaseRecord, Partial<UsageCounters> {
  date: string;
}

export type UsageIncrements = Partial<UsageCounters>;

export const USAGE_COLLECTION = {
  name: 'usage_daily',
  indexes: [
    {
      fields: [
        ['team_id', 1],
        ['date', 1],
      ],
      unique: true,
    },
  ],
} as const;

/** The counter field for a reply that took `latencyMs`. */
export function latencyBucketField(latencyMs: number): `latency_b${number}` {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => latencyMs <= bound);
  return `latency_b${index === -1 ? LATENCY_BUCKETS_MS.length : index}`;
}

/** The UTC day (YYYY-MM-DD) of a time. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class UsageRollup {
  private readonly days: Collection<UsageDayRecord>;

  constructor(private readonly store: DocumentStore) {
    this.days = store.collection<UsageDayRecord>({
      name: USAGE_COLLECTION.name,
      indexes: USAGE_COLLECTION.indexes.map((index) => ({ ...index, fields: [...index.fields] })),
    });
  }

  /** Adds `increments` to the team's counters for the day of `at` (atomic, across processes). */
  async add(teamId: string, at: Date, increments: UsageIncrements): Promise<void> {
    const step = this.addStep(teamId, at, increments);
    if (step) await this.store.writeTogether([step]);
  }

  /**
   * `add` as a step of a `writeTogether` batch, to count with the records counted; null when there
   * is nothing to add.
   */
  addStep(teamId: string, at: Date, increments: UsageIncrements): WriteStep | null {
    const $inc = Object.fromEntries(
      Object.entries(increments).filter(([, by]) => typeof by === 'number' && by !== 0),
    ) as Record<string, number>;
    if (Object.keys($inc).length === 0) return null;
    const date = utcDay(at);
    const id = `usage_${teamId}_${date}`;
    const now = at.toISOString();
    // The day's first count creates its record; two processes racing to create it both count.
    return upsertStep(
      this.days,
      teamScope(teamId),
      { id },
      { $inc },
      {
        id,
        team_id: teamId,
        date,
        ...$inc,
        created_at: now,
        updated_at: now,
      },
    );
  }

  /** What the team's ended executions cost (USD) in the UTC calendar month of `at`. */
  async monthCost(teamId: string, at: Date): Promise<number> {
    const today = utcDay(at);
    const days = await this.range(teamId, `${today.slice(0, 8)}01`, today);
    const total = days.reduce((sum, day) => sum + (day.cost_usd ?? 0), 0);
    return Math.round(total * 1e10) / 1e10;
  }

  /** The team's day records from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
  range(teamId: string, from: string, to: string): Promise<UsageDayRecord[]> {
    return this.days
      .find(teamScope(teamId), { date: { $gte: from } }, { sort: [['date', 1]], limit: 400 })
      .then((days) => days.filter((day) => day.date <= to));
  }
}
