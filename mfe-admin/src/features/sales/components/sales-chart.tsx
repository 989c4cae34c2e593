import type { DailySales } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
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
import { useAdminT } from '../../../lib/i18n';

/** A summary day ("2026-11-23", a Dhaka calendar day) as an instant inside that day in Dhaka. */
const dayStart = (date: string) => `${date}T00:00:00+06:00`;

/** "23 Nov 2026" → "23 Nov" (the axis has no room for the year; the tooltip shows it). */
const withoutYear = (text: string) => text.replace(/\s+\S+$/, '');

/**
 * The last 30 days: revenue as bars, orders as a line, in the active language (dates, taka and
 * counts with its digits). recharts is big, so this module is its own chunk, loaded by
 * `LazySalesChart` only when the admin dashboard shows it.
 */
export default function SalesChart({ daily }: { daily: DailySales[] }) {
  const { t } = useAdminT();
  const f = useFormat();
  return (
    <div className="sales__chart" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => withoutYear(f.date(dayStart(date)))}
            minTickGap={24}
          />
          <YAxis
            yAxisId="revenue"
            tickFormatter={(value: number) =>
              t('sales.chart.thousands', { count: Math.round(value / 1000) })
            }
          />
          <YAxis
            yAxisId="orders"
            orientation="right"
            allowDecimals={false}
            tickFormatter={(value: number) => f.number(value)}
          />
          <Tooltip
            labelFormatter={(label) => f.date(dayStart(String(label)))}
            formatter={(value, _name, item) =>
              item.dataKey === 'revenue' ? f.price(Number(value)) : f.number(Number(value))
            }
          />
          <Legend />
          <Bar
            yAxisId="revenue"
            dataKey="revenue"
            name={t('sales.chart.revenue')}
            fill="#1f3fbf"
            radius={[4, 4, 0, 0]}
          />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={t('sales.chart.orders')}
            stroke="#f59e0b"
            strokeWidth={2}
            dot={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
