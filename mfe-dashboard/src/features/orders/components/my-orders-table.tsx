import { assetUrl } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Link } from '@shop/router';
import { canCancel, TRUNCATE_AT } from '@shop/rules';
import { OrderStatusTag, TableFrame, type TableFrameColumn, Unbroken } from '@shop/ui';
import { useMemo } from 'react';
import { useLineName, variantOf } from '../../../components/line-name';
import { OrderName, WholeName } from '../../../components/order-name';
import { OrderNumber } from '../../../components/order-number';
import { useDashboardT } from '../../../lib/i18n';
import { orderNameParts } from '../../../lib/order-name';
import { CancelOrderButton } from './cancel-order-button';
import { OrderHistory } from './order-history';
import { OrderTracking } from './order-tracking';
import { canAskReturn } from '../utils/return-form';
import { PaymentCell } from './payment-cell';
import { ReturnOrder, ReturnStates } from './return-order';

/** The API's reason for an order that expired unpaid; shown in the customer's language. */
const NOT_PAID_IN_TIME = 'not paid in time';
/** The API's cancel reason of a cash-on-delivery order the shop did not confirm in time. */
const NOT_CONFIRMED_IN_TIME = 'not confirmed by the shop in time';

const reviewPath = (order: Order) =>
  `/dashboard/addReview?partId=${encodeURIComponent(order.lines[0]?.partId ?? order.partsId)}`;

const ownerMayCancel = (order: Order) =>
  canCancel(
    { status: order.status, paymentStatus: order.payment.status, price: order.price },
    'owner',
  );

/**
 * Spec §2 My Booking Products: Index, Picture, Name, Quantity, Price, Cancel order, Payment (+ Status).
 * On a phone each order is a card: picture and name on top, then quantity, price, status and
 * payment (with Pay), and Cancel at its foot.
 */
function useColumns(): TableFrameColumn<Order>[] {
  const { t } = useDashboardT();
  const f = useFormat();
  const lineName = useLineName();
  return useMemo(() => {
    const nameOf = (order: Order) => {
      const { first, more } = orderNameParts(order);
      return more > 0 ? `${first} ${t('orderName.more', { count: more })}` : first;
    };
    return [
      {
        title: t('orders.columns.index'),
        key: 'index',
        width: 56,
        card: 'hidden',
        render: (_value, _order, index) => f.number(index + 1),
      },
      {
        title: t('orders.columns.picture'),
        key: 'picture',
        width: 80,
        card: 'media',
        render: (_value, order) => (
          <img
            className="my-orders__picture"
            src={assetUrl(order.lines[0]?.img ?? order.img)}
            alt={order.lines[0] ? lineName(order.lines[0]) : order.partsName}
            translate="no"
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ),
      },
      {
        title: t('orders.columns.name'),
        key: 'name',
        card: 'title',
        // The spec's cut name, and the whole one under it (beside the picture) for the customer to
        // tell "Samsung Ga.." the phone from "Samsung Ga.." the watch at a glance; then the first
        // line's variant ("Blue, 8/256 GB"), the order's details naming every line's.
        render: (_value, order) => {
          const variant = order.lines[0] ? variantOf(order.lines[0], f.language) : '';
          return (
            <span className="my-orders__name">
              <span data-testid="order-name" title={order.lines.map(lineName).join(', ')}>
                <OrderName order={order} max={TRUNCATE_AT.orderList} reveal />
              </span>
              <WholeName
                order={order}
                max={TRUNCATE_AT.orderList}
                className="my-orders__whole-name"
              />
              {variant && (
                <span className="my-orders__whole-name" data-testid="order-variant">
                  {variant}
                </span>
              )}
              {/* The number the shop's messages quote, to ask about the order by. */}
              <span className="my-orders__number" data-testid="order-number">
                <OrderNumber number={order.number} />
              </span>
            </span>
          );
        },
      },
      {
        title: t('orders.columns.quantity'),
        key: 'quantity',
        align: 'right',
        // In a narrow box (the dashboard at 1024–1280 px) the quantity goes under the price and the
        // payment under the status: room for the whole product name and the history's column.
        fold: 'price',
        render: (_value, order) => <Unbroken>{f.number(order.quantity)}</Unbroken>,
      },
      {
        title: t('orders.columns.price'),
        key: 'price',
        align: 'right',
        render: (_value, order) => (
          <span className="my-orders__price">
            <Unbroken data-testid="order-total">{f.price(order.total)}</Unbroken>
            {order.deliveryFee > 0 && (
              <span className="my-orders__note">
                {t('orders.inclDelivery', { fee: order.deliveryFee })}
              </span>
            )}
          </span>
        ),
      },
      {
        title: t('orders.columns.status'),
        key: 'status',
        render: (_value, order) => (
          <span className="my-orders__status">
            <OrderStatusTag status={order.status}>{t(`status.${order.status}`)}</OrderStatusTag>
            <Unbroken className="my-orders__note" data-testid="order-date">
              {f.date(order.createdAt)}
            </Unbroken>
            {order.status === 'cancelled' && order.cancelReason && (
              <span className="my-orders__note" data-testid="cancel-reason">
                {order.cancelReason === NOT_PAID_IN_TIME
                  ? t('orders.reasons.notPaidInTime')
                  : order.cancelReason === NOT_CONFIRMED_IN_TIME
                    ? t('orders.reasons.notConfirmedInTime')
                    : t('orders.reasons.other', { reason: order.cancelReason })}
              </span>
            )}
            {order.status === 'delivered' && (
              <Link to={reviewPath(order)}>{t('orders.review')}</Link>
            )}
            {canAskReturn(order, new Date()) && <ReturnOrder order={order} />}
            <ReturnStates order={order} />
          </span>
        ),
      },
      {
        title: t('orders.columns.cancel'),
        key: 'cancel',
        card: 'actions',
        render: (_value, order) =>
          ownerMayCancel(order) ? (
            <CancelOrderButton order={order} name={nameOf(order)} />
          ) : (
            <span className="my-orders__none">{t('none')}</span>
          ),
      },
      {
        title: t('orders.columns.payment'),
        key: 'payment',
        fold: 'status',
        render: (_value, order) => <PaymentCell order={order} />,
      },
    ] satisfies TableFrameColumn<Order>[];
  }, [t, f, lineName]);
}

export function MyOrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useDashboardT();
  return (
    <TableFrame<Order>
      className="my-orders__table"
      label={t('orders.title')}
      columns={useColumns()}
      rows={orders}
      rowKey={(order) => order._id}
      rowProps={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order._id })}
      emptyText={t('orders.empty')}
      expandable={{
        title: t('orders.history.title'),
        render: (order) => (
          <>
            <OrderTracking order={order} />
            <OrderHistory order={order} />
          </>
        ),
      }}
    />
  );
}
