import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link } from '@shop/router';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useMyBookingsQuery } from '../api/orders-api';
import { MyOrdersTable } from './my-orders-table';
import './my-orders.css';

export const MY_ORDERS_TITLE = 'My Booking Products';
export const NO_BOOKINGS_MESSAGE = 'You have no bookings yet.';
export const BOOKINGS_FAILED_MESSAGE = 'Your bookings could not be loaded.';

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

  let body;
  if (status === 'unknown' || query.isLoading) {
    body = (
      <div role="status" aria-label="Loading your bookings">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (!user) {
    body = <Alert type="warning" showIcon title="No user is logged in" />;
  } else if (query.isError && !query.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={BOOKINGS_FAILED_MESSAGE}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (orders.length === 0) {
    body = (
      <Empty description={NO_BOOKINGS_MESSAGE}>
        <Link to="/shops">Find something you like in the shops</Link>
      </Empty>
    );
  } else {
    body = <MyOrdersTable orders={orders} />;
  }

  return (
    <section className="my-orders">
      <PageHeader title={MY_ORDERS_TITLE} lead="Every product you booked, newest first." />
      {body}
    </section>
  );
}
