import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link, useSearchParams } from '@shop/router';
import { Alert, Button, Empty, Skeleton, Switch } from 'antd';
import { useId, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { useMyBookingsQuery } from '../api/orders-api';
import { DeliveryAdvanceReturn } from './delivery-advance';
import { MyOrdersTable } from './my-orders-table';
import './my-orders.css';

/** Where bKash sent the customer back to after paying a delivery charge (`?advance=…&reason=…`). */
function useAdvanceReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('advance');
  const reason = params.get('reason')?.trim() || undefined;
  if (outcome === 'success' || outcome === 'cancel' || outcome === 'failure') {
    return { outcome, reason } as const;
  }
  return undefined;
}

const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * My Booking Products: the signed-in customer's orders, newest first, with their status, payment
 * and — while the rules allow it — a Cancel button. Cancelling removes the order from the list (spec
 * §7): cancelled and expired orders are hidden unless 'Show cancelled' is on.
 */
export function MyOrdersPage() {
  const { status, user } = useAuth();
  const query = useMyBookingsQuery(user?.email ?? skipToken);
  const all = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const [showCancelled, setShowCancelled] = useState(false);
  const orders = useMemo(
    () => (showCancelled ? all : all.filter((order) => order.status !== 'cancelled')),
    [all, showCancelled],
  );
  const hiddenCount = all.length - orders.length;
  const switchId = useId();
  const { t } = useDashboardT();
  const advanceReturn = useAdvanceReturn();

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
  } else if (all.length === 0) {
    body = (
      <Empty description={t('orders.empty')}>
        <Link to="/shops">{t('orders.findInShops')}</Link>
      </Empty>
    );
  } else {
    body = (
      <>
        <div className="my-orders__toolbar">
          <Switch
            id={switchId}
            size="small"
            checked={showCancelled}
            onChange={setShowCancelled}
            data-testid="show-cancelled"
          />
          <label htmlFor={switchId}>
            {t('orders.showCancelled')}
            {!showCancelled && hiddenCount > 0 && (
              <span className="my-orders__note">
                {' '}
                ({t('orders.hiddenCount', { count: hiddenCount })})
              </span>
            )}
          </label>
        </div>
        {orders.length === 0 ? (
          <Empty description={t('orders.noOpen')} />
        ) : (
          <MyOrdersTable orders={orders} />
        )}
      </>
    );
  }

  return (
    <section className="my-orders">
      <PageHeader title={t('orders.title')} lead={t('orders.lead')} />
      {advanceReturn && <DeliveryAdvanceReturn {...advanceReturn} />}
      {body}
    </section>
  );
}
