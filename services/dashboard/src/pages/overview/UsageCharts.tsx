import type { ReactElement, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { components } from '../../api/schema';

type UsageDay = components['schemas']['UsageDay'];

// Colours readable on both the light and the dark background.
const COLORS = {
  blue: '#3b82f6',
  green: '#16a34a',
  red: '#dc2626',
  amber: '#d97706',
  grey: '#8b93a1',
  purple: '#8b5cf6',
};

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="card chart" aria-label={title}>
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      <ResponsiveContainer width="100%" height={220}>
        {children as ReactElement}
      </ResponsiveContainer>
    </figure>
  );
}

const axis = { stroke: 'currentColor', fontSize: 12 };

/** The usage rows as charts: messages, failures, latency, executions, tokens and cost per day. */
export function UsageCharts({ rows }: { rows: UsageDay[] }) {
  const data = rows.map((row) => ({
    ...row,
    day: row.date.slice(5),
    ...row.executions,
  }));
  return (
    <div className="charts">
      <Chart title="Messages per day">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip />
          <Legend />
          <Bar dataKey="messages_received" name="received" fill={COLORS.blue} />
          <Bar dataKey="replies_sent" name="answered" fill={COLORS.green} />
        </BarChart>
      </Chart>
      <Chart title="Integration failures per day">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip />
          <Bar dataKey="integration_failures" name="failures" fill={COLORS.red} />
        </BarChart>
      </Chart>
      <Chart title="Reply latency (ms)">
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="day" {...axis} />
          <YAxis {...axis} />
          <Tooltip />
          <Legend />
          <Line dataKey="reply_latency_ms_p50" name="p50" stroke={COLORS.blue} connectNulls />
          <Line dataKey="reply_latency_ms_p95" name="p95" stroke={COLORS.amber} connectNulls />
        </LineChart>
      </Chart>
      <Chart title="Executions per day by status">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="day" {...axis} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip />
          <Legend />
          <Bar dataKey="completed" stackId="e" fill={COLORS.green} />
          <Bar dataKey="failed" stackId="e" fill={COLORS.red} />
          <Bar dataKey="timeout" stackId="e" fill={COLORS.amber} />
          <Bar dataKey="cancelled" stackId="e" fill={COLORS.grey} />
        </BarChart>
      </Chart>
      <Chart title="Tokens and cost per day">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
          <XAxis dataKey="day" {...axis} />
          <YAxis yAxisId="tokens" allowDecimals={false} {...axis} />
          <YAxis yAxisId="cost" orientation="right" {...axis} />
          <Tooltip />
          <Legend />
          <Bar yAxisId="tokens" dataKey="tokens" fill={COLORS.purple} />
          <Bar yAxisId="cost" dataKey="cost_usd" name="cost (USD)" fill={COLORS.amber} />
        </BarChart>
      </Chart>
    </div>
  );
}
