import type { DailySales } from '@shop/contracts';
import { formatTaka } from '@shop/rules';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * The last 30 days: revenue as bars, orders as a line. recharts is big, so this module is its own
 * chunk, loaded by `LazySalesChart` only when the admin dashboard shows it.
 */
export default function SalesChart({ daily }: { daily: DailySales[] }) {
  return (
    <div className="sales__chart" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} minTickGap={24} />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(value: number) => `${Math.round(value / 1000)}k`}
          />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} />
          <Tooltip
            labelFormatter={(label) => dayLabel(String(label))}
            formatter={(value, name) =>
              name === 'Revenue' ? formatTaka(Number(value)) : String(value)
            }
          />
          <Legend />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            fill="#1f3fbf"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke="#f59e0b"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
