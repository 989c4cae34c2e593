import { useAuth } from '@shop/api-client';
import type { AdminTodaySummary, CustomerOrderSummary, VisibleOrderStatus } from '@shop/contracts';
import { VISIBLE_ORDER_STATUSES } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Link } from '@shop/router';
import { OrderStatusTag } from '@shop/ui';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { AsEntered, Message } from '../../../components/message';
import { OrderName } from '../../../components/order-name';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { useOrderSummaryQuery } from '../api/summary-api';
import './dashboard-home.css';

/**
 * The dashboard index: the customer's open orders by status, the last order and what they have
 * spent; for an admin also today's orders and revenue in the shop (`GET /orders/summary`).
 */
export function DashboardHomePage() {
  const { status, user } = useAuth();
  const summary = useOrderSummaryQuery(undefined, { skip: !user });
  const { t } = useDashboardT();

  let body;
  if (status !== 'unknown' && !user) {
    body = <Alert type="warning" showIcon title={t('noUser')} />;
  } else if (!user || summary.isLoading) {
    body = (
      <div role="status" aria-label={t('overview.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (!summary.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('overview.failed')}
        action={
          <Button size="small" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="overview">
        {summary.data.admin && <AdminToday today={summary.data.admin} />}
        <CustomerFigures summary={summary.data.customer} />
        <LastOrder summary={summary.data.customer} />
      </div>
    );
  }

  return (
    <section>
      <PageHeader
        title={t('overview.title')}
        lead={
          user ? (
            <Message
              k="overview.hello"
              parts={{ name: <AsEntered>{user.displayName}</AsEntered> }}
            />
          ) : undefined
        }
      />
      {body}
    </section>
  );
}

function Figure({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Card size="small" className="overview__figure">
      <div className="overview__label">{label}</div>
      <div className="overview__value" data-testid={testId}>
        {value}
      </div>
      {children}
    </Card>
  );
}

/** A heading and its figures side by side, named for assistive technology by the heading. */
function FigureGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="overview__group" aria-label={heading} role="group">
      <h3 className="overview__heading">{heading}</h3>
      <div className="overview__figures">{children}</div>
    </div>
  );
}

function AdminToday({ today }: { today: AdminTodaySummary }) {
  const { t } = useDashboardT();
  const f = useFormat();
  return (
    <FigureGroup heading={t('overview.today.heading')}>
      <Figure
        label={t('overview.today.orders')}
        value={f.number(today.ordersToday)}
        testId="orders-today"
      >
        <Link to="/dashboard/manageOrders">{t('overview.today.manageOrders')}</Link>
      </Figure>
      <Figure
        label={t('overview.today.revenue')}
        value={f.price(today.revenueToday)}
        testId="revenue-today"
      />
    </FigureGroup>
  );
}

function CustomerFigures({ summary }: { summary: CustomerOrderSummary }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const open = VISIBLE_ORDER_STATUSES.filter((status) => (summary.openByStatus[status] ?? 0) > 0);
  return (
    <FigureGroup heading={t('overview.yours.heading')}>
      <Figure
        label={t('overview.yours.open')}
        value={f.number(summary.openOrders)}
        testId="open-orders"
      >
        {open.length > 0 ? (
          <ul className="overview__statuses" aria-label={t('overview.yours.openByStatus')}>
            {open.map((status: VisibleOrderStatus) => (
              <li key={status}>
                <OrderStatusTag status={status}>{t(`status.${status}`)}</OrderStatusTag>{' '}
                {f.number(summary.openByStatus[status] ?? 0)}
              </li>
            ))}
          </ul>
        ) : (
          <span className="overview__muted">{t('overview.yours.nothingOpen')}</span>
        )}
      </Figure>
      <Figure
        label={t('overview.yours.totalSpent')}
        value={f.price(summary.totalSpent)}
        testId="total-spent"
      >
        <span className="overview__muted">
          {t('overview.yours.orderCount', { count: summary.orderCount })}
        </span>
      </Figure>
    </FigureGroup>
  );
}

function LastOrder({ summary }: { summary: CustomerOrderSummary }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const order = summary.lastOrder;
  return (
    <Card
      size="small"
      title={t('overview.last.title')}
      className="overview__last"
      data-testid="last-order"
    >
      {order ? (
        <div className="overview__last-body">
          <span className="overview__last-name" data-testid="last-order-name">
            <OrderName order={order} />
          </span>
          <span>{f.price(order.total)}</span>
          <OrderStatusTag status={order.status}>{t(`status.${order.status}`)}</OrderStatusTag>
          <Link to="/dashboard/myOrders">{t('overview.last.myOrders')}</Link>
        </div>
      ) : (
        <div className="overview__last-body">
          <span className="overview__muted">{t('overview.last.none')}</span>
          <Link to="/shops">{t('overview.last.visitShops')}</Link>
        </div>
      )}
    </Card>
  );
}
