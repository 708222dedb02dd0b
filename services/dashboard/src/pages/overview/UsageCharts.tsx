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

interface Series {
  key: string;
  name?: string;
  color: string;
  /** Series with the same stack id are stacked. */
  stack?: string;
  /** Plotted against the right-hand axis (a second unit). */
  right?: boolean;
}

const axis = { stroke: 'currentColor', fontSize: 12 };

/** One chart of daily rows: bars (or lines) per series, one or two value axes. */
function DailyChart({
  title,
  data,
  series,
  lines = false,
  decimals = false,
}: {
  title: string;
  data: Array<Record<string, unknown>>;
  series: Series[];
  lines?: boolean;
  decimals?: boolean;
}) {
  const twoAxes = series.some((s) => s.right);
  const yAxes = twoAxes
    ? [
        <YAxis key="left" yAxisId="left" allowDecimals={decimals} {...axis} />,
        <YAxis key="right" yAxisId="right" orientation="right" {...axis} />,
      ]
    : [<YAxis key="left" allowDecimals={decimals} {...axis} />];
  const marks = series.map((s) => {
    const common = {
      key: s.key,
      dataKey: s.key,
      name: s.name ?? s.key,
      ...(twoAxes ? { yAxisId: s.right ? 'right' : 'left' } : {}),
    };
    return lines ? (
      <Line {...common} stroke={s.color} connectNulls />
    ) : (
      <Bar {...common} fill={s.color} {...(s.stack ? { stackId: s.stack } : {})} />
    );
  });
  const Kind = lines ? LineChart : BarChart;
  const empty = data.every((row) => series.every((s) => !row[s.key]));
  return (
    <figure className="card chart" aria-label={title}>
      <figcaption>
        <h2>{title}</h2>
      </figcaption>
      {empty ? (
        // Bare axes would read as a broken chart.
        <p className="muted chart-empty">No data yet in these days.</p>
      ) : (
        <ResponsiveContainer width="100%" height={220}>
          <Kind data={data}>
            <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
            <XAxis dataKey="day" {...axis} />
            {yAxes}
            <Tooltip />
            {series.length > 1 && <Legend />}
            {marks}
          </Kind>
        </ResponsiveContainer>
      )}
    </figure>
  );
}

/** The usage rows as charts: messages, failures, latency, executions, tokens and cost per day. */
export function UsageCharts({ rows }: { rows: UsageDay[] }) {
  const data = rows.map((row) => ({
    ...row,
    day: row.date.slice(5),
    ...row.executions,
  }));
  return (
    <div className="charts">
      <DailyChart
        title="Messages per day"
        data={data}
        series={[
          { key: 'messages_received', name: 'received', color: COLORS.blue },
          { key: 'replies_sent', name: 'answered', color: COLORS.green },
        ]}
      />
      <DailyChart
        title="Integration failures per day"
        data={data}
        series={[{ key: 'integration_failures', name: 'failures', color: COLORS.red }]}
      />
      <DailyChart
        title="Reply latency (ms)"
        data={data}
        lines
        decimals
        series={[
          { key: 'reply_latency_ms_p50', name: 'p50', color: COLORS.blue },
          { key: 'reply_latency_ms_p95', name: 'p95', color: COLORS.amber },
        ]}
      />
      <DailyChart
        title="Executions per day by status"
        data={data}
        series={[
          { key: 'completed', color: COLORS.green, stack: 'e' },
          { key: 'failed', color: COLORS.red, stack: 'e' },
          { key: 'timeout', color: COLORS.amber, stack: 'e' },
          { key: 'cancelled', color: COLORS.grey, stack: 'e' },
        ]}
      />
      <DailyChart
        title="Tokens and cost per day"
        data={data}
        series={[
          { key: 'tokens', color: COLORS.purple },
          { key: 'cost_usd', name: 'cost (USD)', color: COLORS.amber, right: true },
        ]}
      />
    </div>
  );
}
