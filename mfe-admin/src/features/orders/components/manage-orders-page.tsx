import { useAuth } from '@shop/api-client';
import { type Order, VISIBLE_ORDER_STATUSES, type VisibleOrderStatus } from '@shop/contracts';
import { useSearchParams } from '@shop/router';
import { formatTaka } from '@shop/rules';
import { Input, Segmented, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { PageHeader } from '@shop/ui';
import { ADMIN_PAGE_SIZE, rowNumber, tableEmptyText } from '../../../components/table-states';
import { Thumbnail } from '../../../components/thumbnail';
import { useAdminOrderPageQuery } from '../api/orders-api';
import { OrderActions } from './order-actions';
import { OrderHistory } from './order-history';
import { OrderStatusTag } from './order-status-tag';
import { PaymentState } from './payment-state';
import './orders.css';

/** Spec §2 columns of Manage All Orders, then the workflow's. */
export const MANAGE_ORDERS_COLUMNS = [
  'Index',
  'User Details',
  'Picture',
  'Price',
  'Quantity',
  'Status',
  'Payment',
  'Actions',
] as const;

const ALL = 'all';

const statusFrom = (value: string | null): VisibleOrderStatus | null =>
  (VISIBLE_ORDER_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as VisibleOrderStatus)
    : null;

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const orderedOn = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Spec §2 Manage All Orders: every order newest first, paged, filtered by status and searched by the
 * customer's email or phone (in the address: `?status=&q=&page=`), with the status, the payment
 * state and the workflow's buttons; a row expands to the order's history (who changed what, when).
 */
export function ManageOrdersPage() {
  const { user: me } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const status = statusFrom(params.get('status'));
  const q = params.get('q') ?? '';
  const { data, isLoading, isFetching, isError, refetch } = useAdminOrderPageQuery({
    page,
    limit: ADMIN_PAGE_SIZE,
    status,
    q,
  });

  const go = (next: { page?: number; status?: VisibleOrderStatus | null; q?: string }) => {
    const search = new URLSearchParams(params);
    const set = (key: string, value: string | null | undefined) =>
      value ? search.set(key, value) : search.delete(key);
    set('status', next.status === undefined ? status : next.status);
    set('q', next.q ?? q);
    set('page', next.page && next.page > 1 ? String(next.page) : null);
    setParams(search);
  };

  const columns: TableColumnsType<Order> = [
    {
      title: MANAGE_ORDERS_COLUMNS[0],
      key: 'index',
      width: 64,
      render: (_value, _order, index) => rowNumber(page, ADMIN_PAGE_SIZE, index),
    },
    {
      title: MANAGE_ORDERS_COLUMNS[1],
      key: 'details',
      render: (_value, order) => (
        <div className="admin-orders__details" data-testid="order-customer">
          <strong>{order.name}</strong>
          <span>{order.email}</span>
          <span>{order.phone}</span>
          <span>
            {order.address}, {order.district}
          </span>
          <span className="admin-muted">
            <time dateTime={order.createdAt}>{orderedOn(order.createdAt)}</time>
          </span>
        </div>
      ),
    },
    {
      title: MANAGE_ORDERS_COLUMNS[2],
      key: 'picture',
      width: 80,
      render: (_value, order) => (
        <Thumbnail
          img={order.lines[0]?.img ?? order.img}
          alt={order.lines[0]?.name ?? order.partsName}
        />
      ),
    },
    {
      title: MANAGE_ORDERS_COLUMNS[3],
      key: 'price',
      align: 'right',
      render: (_value, order) => (
        <span className="admin-orders__price">
          <span data-testid="order-total">{formatTaka(order.total)}</span>
          {order.deliveryFee > 0 && (
            <span className="admin-muted">incl. {formatTaka(order.deliveryFee)} delivery</span>
          )}
        </span>
      ),
    },
    { title: MANAGE_ORDERS_COLUMNS[4], dataIndex: 'quantity', key: 'quantity', align: 'right' },
    {
      title: MANAGE_ORDERS_COLUMNS[5],
      key: 'status',
      render: (_value, order) => <OrderStatusTag status={order.status} />,
    },
    {
      title: MANAGE_ORDERS_COLUMNS[6],
      key: 'payment',
      render: (_value, order) => <PaymentState order={order} />,
    },
    {
      title: MANAGE_ORDERS_COLUMNS[7],
      key: 'actions',
      render: (_value, order) => <OrderActions order={order} />,
    },
    // The expand button, last: a row opens to the order's history.
    Table.EXPAND_COLUMN,
  ];

  const total = data?.total ?? 0;
  const filtered = Boolean(status || q);
  return (
    <section>
      <PageHeader
        title="Manage All Orders"
        lead={data ? `${total} ${filtered ? 'matching ' : ''}orders, newest first` : undefined}
      />
      <div className="admin-toolbar">
        <Segmented<string>
          value={status ?? ALL}
          onChange={(value) => go({ status: value === ALL ? null : (value as VisibleOrderStatus) })}
          aria-label="Filter orders by status"
          options={[
            { value: ALL, label: 'All' },
            ...VISIBLE_ORDER_STATUSES.map((value) => ({ value, label: value })),
          ]}
        />
        <Input.Search
          key={q}
          className="admin-toolbar__search"
          defaultValue={q}
          allowClear
          placeholder="Customer email or phone"
          aria-label="Search orders by customer email or phone"
          enterButton="Search"
          onSearch={(value) => go({ q: value.trim() })}
        />
      </div>
      <Table<Order>
        rowKey="_id"
        dataSource={data?.items ?? []}
        columns={columns}
        loading={isLoading || isFetching}
        // No scrolling box around an empty table: one with nothing to focus is out of a keyboard's reach.
        scroll={data?.items.length ? { x: 'max-content' } : undefined}
        onRow={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id }) as object}
        expandable={{
          columnTitle: 'History',
          expandedRowRender: (order) => <OrderHistory order={order} myId={me?._id} />,
        }}
        pagination={
          total > ADMIN_PAGE_SIZE || page > 1
            ? {
                current: page,
                pageSize: ADMIN_PAGE_SIZE,
                total,
                showSizeChanger: false,
                onChange: (next) => go({ page: next }),
              }
            : false
        }
        locale={{
          emptyText: tableEmptyText({
            isError,
            refetch,
            errorText: 'The orders could not be loaded.',
            emptyText: filtered ? 'No order matches these filters.' : 'No orders yet.',
          }),
        }}
      />
    </section>
  );
}
