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

/**
 * The console's charts, on recharts. This module is loaded only when a report is drawn, so the
 * chart library stays out of every other page.
 */

/** A report's rows: a category or a day, and its counts. */
type Row = Record<string, unknown>;

export interface Series {
  key: string;
  label: string;
  color: string;
}

const AXIS = { stroke: 'var(--color-muted)', fontSize: 12 } as const;
const TOOLTIP = {
  contentStyle: {
    background: 'var(--color-surface-2)',
    border: '1px solid var(--color-border)',
    borderRadius: 12,
    color: 'var(--color-text)',
  },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
  cursor: { fill: 'rgb(255 255 255 / 0.06)', stroke: 'var(--color-border)' },
} as const;
const HEIGHT = 280;

/** Counts per day as lines; the axis shows month and day. */
export function TrendChart({ data, x, series }: { data: Row[]; x: string; series: Series[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey={x}
          {...AXIS}
          tickFormatter={(day: string) => day.slice(5)}
          minTickGap={16}
        />
        <YAxis {...AXIS} allowDecimals={false} width={48} />
        <Tooltip {...TOOLTIP} />
        <Legend itemSorter={null} />
        {series.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.label}
            stroke={line.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** One bar per category (a game, a channel, a sign-up method), laid sideways for long names. */
export function BarsChart({
  data,
  category,
  series,
}: {
  data: Row[];
  category: string;
  series: Series[];
}) {
  const height = Math.max(HEIGHT, data.length * 36 + 60);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" {...AXIS} allowDecimals={false} />
        <YAxis type="category" dataKey={category} {...AXIS} width={140} interval={0} />
        <Tooltip {...TOOLTIP} />
        {series.length > 1 && <Legend itemSorter={null} />}
        {series.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.label}
            fill={bar.color}
            radius={[0, 6, 6, 0]}
            maxBarSize={22}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
