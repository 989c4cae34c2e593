import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link } from '@shop/router';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { useMyBookingsQuery } from '../api/orders-api';
import { MyOrdersTable } from './my-orders-table';
import './my-orders.css';

const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * My Booking Products: the signed-in customer's orders, newest first, with their status, payment
 * and — while the rules allow it — a Cancel button. Cancelled orders stay listed, marked cancelled.
 */
export function MyOrdersPage() {
  const { status, user } = useAuth();
  const query = useMyBookingsQuery(user?.email ?? skipToken);
  const orders = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const { t } = useDashboardT();

  let body;
  if (status === 'unknown' || query.isLoading) {
    body = (
      <div role="status" aria-label={t('orders.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (!user) {
    body = <Alert type="warning" showIcon title={t('noUser')} />;
  } else if (query.isError && !query.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('orders.failed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (orders.length === 0) {
    body = (
      <Empty description={t('orders.empty')}>
        <Link to="/shops">{t('orders.findInShops')}</Link>
      </Empty>
    );
  } else {
    body = <MyOrdersTable orders={orders} />;
  }

  return (
    <section className="my-orders">
      <PageHeader title={t('orders.title')} lead={t('orders.lead')} />
      {body}
    </section>
  );
}
