import type { Order } from '@shop/contracts';
import { Link, useNavigate } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { Button, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useDashboardT } from '../../../lib/i18n';

const paymentPath = (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`;

/**
 * The Payment column (spec §4): a paid order says 'Successful', 'paid' and its transaction id; an
 * unpaid cash-on-delivery order says 'Cash on delivery' and may still be paid by card ('Pay' link);
 * an unpaid card order has a 'Pay' button to the payment page. Cancelled orders have nothing to pay.
 */
export function PaymentCell({ order }: { order: Order }) {
  const { t } = useDashboardT();
  if (order.payment.status === 'paid') {
    return (
      <div className="my-orders__payment">
        <span className="my-orders__paid">
          <Tag color="green">{t('orders.paid')}</Tag>
          <span>{t('orders.successful')}</span>
        </span>
        {order.payment.transactionId && (
          <span className="my-orders__transaction">
            {t('orders.transactionId')}{' '}
            <code data-testid="transaction-id" translate="no">
              {order.payment.transactionId}
            </code>
          </span>
        )}
      </div>
    );
  }
  if (order.status === 'cancelled') return <span className="my-orders__none">{t('none')}</span>;

  const payable = canPayByCard({
    status: order.status,
    paymentStatus: order.payment.status,
    total: order.total,
    paymentMethod: order.paymentMethod,
  });
  if (order.paymentMethod === 'cod') {
    return (
      <div className="my-orders__payment">
        <Tag color="gold">{t('orders.cashOnDelivery')}</Tag>
        {payable && (
          <Link
            to={paymentPath(order._id)}
            className="my-orders__pay-link"
            title={t('orders.payByCard')}
          >
            {t('orders.pay')}
          </Link>
        )}
      </div>
    );
  }
  return payable ? (
    <PayButton to={paymentPath(order._id)} label={t('orders.pay')} />
  ) : (
    <Tag>{t('orders.unpaid')}</Tag>
  );
}

/** A button-looking link: a real `<a href>` (new tab works), followed in-app by the router. */
function PayButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type="primary" size="small" href={to} onClick={onClick}>
      {label}
    </Button>
  );
}
