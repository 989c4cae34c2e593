import { assetUrl } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link } from '@shop/router';
import { canCancel, formatTaka, TRUNCATE_AT } from '@shop/rules';
import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { orderName } from '../../../lib/order-name';
import { CancelOrderButton } from './cancel-order-button';
import { PaymentCell } from './payment-cell';

const reviewPath = (order: Order) =>
  `/dashboard/addReview?partId=${encodeURIComponent(order.lines[0]?.partId ?? order.partsId)}`;

const orderedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const ownerMayCancel = (order: Order) =>
  canCancel(
    { status: order.status, paymentStatus: order.payment.status, price: order.price },
    'owner',
  );

/** Spec §2 My Booking Products: Index, Picture, Name, Quantity, Price, Cancel order, Payment (+ Status). */
const columns: TableColumnsType<Order> = [
  { title: 'Index', key: 'index', width: 64, render: (_value, _order, index) => index + 1 },
  {
    title: 'Picture',
    key: 'picture',
    width: 80,
    render: (_value, order) => (
      <img
        className="my-orders__picture"
        src={assetUrl(order.lines[0]?.img ?? order.img)}
        alt={order.lines[0]?.name ?? order.partsName}
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
      />
    ),
  },
  {
    title: 'Name',
    key: 'name',
    render: (_value, order) => (
      <span title={order.lines.map((line) => line.name).join(', ')} data-testid="order-name">
        {orderName(order, TRUNCATE_AT.orderList)}
      </span>
    ),
  },
  { title: 'Quantity', dataIndex: 'quantity', key: 'quantity', align: 'right' },
  {
    title: 'Price',
    key: 'price',
    align: 'right',
    render: (_value, order) => (
      <span className="my-orders__price">
        <span data-testid="order-total">{formatTaka(order.total)}</span>
        {order.deliveryFee > 0 && (
          <span className="my-orders__note">incl. {formatTaka(order.deliveryFee)} delivery</span>
        )}
      </span>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_value, order) => (
      <span className="my-orders__status">
        <OrderStatusTag status={order.status} />
        <span className="my-orders__note">{orderedOn(order.createdAt)}</span>
        {order.status === 'delivered' && <Link to={reviewPath(order)}>Review</Link>}
      </span>
    ),
  },
  {
    title: 'Cancel order',
    key: 'cancel',
    render: (_value, order) =>
      ownerMayCancel(order) ? (
        <CancelOrderButton orderId={order._id} name={orderName(order)} />
      ) : (
        <span className="my-orders__none">—</span>
      ),
  },
  { title: 'Payment', key: 'payment', render: (_value, order) => <PaymentCell order={order} /> },
];

export function MyOrdersTable({ orders }: { orders: Order[] }) {
  return (
    <Table<Order>
      className="my-orders__table"
      rowKey="_id"
      columns={columns}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id }) as object}
    />
  );
}
