import type { DailySales } from '@shop/contracts';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useAdminT } from '../../../lib/i18n';

const SalesChart = lazy(() => import(/* webpackChunkName: "sales-chart" */ './sales-chart'));

/** The daily chart, its code (recharts) fetched only when the dashboard shows it. */
export function LazySalesChart({ daily }: { daily: DailySales[] }) {
  const { t } = useAdminT();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t('sales.chart.loading')}>
          <Skeleton.Node active style={{ width: '100%', height: 260 }} />
        </div>
      }
    >
      <SalesChart daily={daily} />
    </Suspense>
  );
}
