import { useAuth } from '@shop/api-client';
import type { AdminTodaySummary, CustomerOrderSummary, VisibleOrderStatus } from '@shop/contracts';
import { VISIBLE_ORDER_STATUSES } from '@shop/contracts';
import { Link } from '@shop/router';
import { formatTaka } from '@shop/rules';
import { Alert, Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { PageHeader } from '../../../components/page-header';
import { orderName } from '../../../lib/order-name';
import { useOrderSummaryQuery } from '../api/summary-api';
import './dashboard-home.css';

export const SUMMARY_FAILED_MESSAGE = 'Your summary could not be loaded.';

/**
 * The dashboard index: the customer's open orders by status, the last order and what they have
 * spent; for an admin also today's orders and revenue in the shop (`GET /orders/summary`).
 */
export function DashboardHomePage() {
  const { status, user } = useAuth();
  const summary = useOrderSummaryQuery(undefined, { skip: !user });

  let body;
  if (status !== 'unknown' && !user) {
    body = <Alert type="warning" showIcon title="No user is logged in" />;
  } else if (!user || summary.isLoading) {
    body = (
      <div role="status" aria-label="Loading your summary">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (!summary.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={SUMMARY_FAILED_MESSAGE}
        action={
          <Button size="small" onClick={() => void summary.refetch()}>
            Retry
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
      <PageHeader title="Dashboard" lead={user ? `Hello, ${user.displayName}.` : undefined} />
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

function AdminToday({ today }: { today: AdminTodaySummary }) {
  return (
    <div className="overview__group" aria-label="Today in the shop" role="group">
      <h3 className="overview__heading">Today in the shop</h3>
      <div className="overview__figures">
        <Figure label="Orders today" value={today.ordersToday} testId="orders-today">
          <Link to="/dashboard/manageOrders">Manage All Orders</Link>
        </Figure>
        <Figure
          label="Revenue today"
          value={formatTaka(today.revenueToday)}
          testId="revenue-today"
        />
      </div>
    </div>
  );
}

function CustomerFigures({ summary }: { summary: CustomerOrderSummary }) {
  const open = VISIBLE_ORDER_STATUSES.filter((status) => (summary.openByStatus[status] ?? 0) > 0);
  return (
    <div className="overview__group" aria-label="Your orders" role="group">
      <h3 className="overview__heading">Your orders</h3>
      <div className="overview__figures">
        <Figure label="Open orders" value={summary.openOrders} testId="open-orders">
          {open.length > 0 ? (
            <ul className="overview__statuses" aria-label="Open orders by status">
              {open.map((status: VisibleOrderStatus) => (
                <li key={status}>
                  <OrderStatusTag status={status} /> {summary.openByStatus[status]}
                </li>
              ))}
            </ul>
          ) : (
            <span className="overview__muted">Nothing on its way</span>
          )}
        </Figure>
        <Figure label="Total spent" value={formatTaka(summary.totalSpent)} testId="total-spent">
          <span className="overview__muted">
            {summary.orderCount} {summary.orderCount === 1 ? 'order' : 'orders'} in all
          </span>
        </Figure>
      </div>
    </div>
  );
}

function LastOrder({ summary }: { summary: CustomerOrderSummary }) {
  const order = summary.lastOrder;
  return (
    <Card size="small" title="Your last order" className="overview__last" data-testid="last-order">
      {order ? (
        <div className="overview__last-body">
          <span className="overview__last-name">{orderName(order)}</span>
          <span>{formatTaka(order.total)}</span>
          <OrderStatusTag status={order.status} />
          <Link to="/dashboard/myOrders">My Booking Products</Link>
        </div>
      ) : (
        <div className="overview__last-body">
          <span className="overview__muted">You have not booked anything yet.</span>
          <Link to="/shops">Visit the shops</Link>
        </div>
      )}
    </Card>
  );
}
