import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { usd, when } from '../../ui/format';
import { UsageCharts } from './UsageCharts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGES = [7, 30] as const;

/** The team's last 7 or 30 days at a glance, from GET /v1/usage. */
export default function OverviewPage() {
  const [days, setDays] = useState<(typeof RANGES)[number]>(7);
  const usage = useQuery({
    queryKey: ['usage', days],
    queryFn: async () => {
      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      return unwrap(await api.GET('/v1/usage', { params: { query: { from, to } } }));
    },
    // Counts move with every message: opening the overview always asks again.
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });
  const rows = usage.data?.data ?? [];
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const executions = sum(
    (r) =>
      r.executions.completed + r.executions.failed + r.executions.timeout + r.executions.cancelled,
  );
  const quiet = sum((r) => r.messages_received + r.integration_failures) + executions === 0;
  return (
    <>
      <div className="toolbar">
        <h1>Overview</h1>
        <div role="group" aria-label="Range">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className={range === days ? '' : 'secondary'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              Last {range} days
            </button>
          ))}
        </div>
      </div>
      <ErrorMessage error={usage.error} />
      {usage.data && (
        <>
          <section className="stats" aria-label="Totals">
            <Stat label="Messages received" value={sum((r) => r.messages_received)} />
            <Stat label="Replies sent" value={sum((r) => r.replies_sent)} />
            <Stat label="Integration failures" value={sum((r) => r.integration_failures)} />
            <Stat label="Executions" value={executions} />
            <Stat label="Tokens" value={sum((r) => r.tokens)} />
            <Stat label="Cost" value={usd(sum((r) => r.cost_usd))} />
          </section>
          {usage.data.meta.budget && (
            <section className="card" aria-label="Monthly budget">
              <h2>Monthly budget</h2>
              <p>
                <strong>{usd(usage.data.meta.budget.spent_usd)}</strong> spent of{' '}
                <strong>{usd(usage.data.meta.budget.monthly_budget_usd)}</strong> this month (resets{' '}
                {when(usage.data.meta.budget.resets_at)})
              </p>
              <meter
                min={0}
                max={usage.data.meta.budget.monthly_budget_usd}
                value={usage.data.meta.budget.spent_usd}
                aria-label="Spent of the monthly budget"
              />
            </section>
          )}
          {quiet && (
            <p className="muted">
              No data yet in the last {days} days: it shows here once a bot gets a message (try a
              bot’s Playground) or an agent loop runs.
            </p>
          )}
          <UsageCharts rows={rows} />
        </>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="card stat">
      <div className="muted">{label}</div>
      <div className="stat-value">{value}</div>
    </div>
  );
}
