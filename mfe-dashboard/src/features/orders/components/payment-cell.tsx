import type { Order } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Link, useNavigate } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { Button, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { TimeLeft } from '../../../components/time-left';
import { useDashboardT } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';

const paymentPath = (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`;

/**
 * The Payment column (spec §4): a card-paid order says 'Successful', 'paid' and its transaction id;
 * one paid in cash says so with the day; refunds say how much came back and when ('Refunded ৳1,200
 * on 25 Nov 2026'), or that one is on its way. An unpaid cash-on-delivery order says 'Cash on
 * delivery' and may still be paid by card ('Pay' link); an unpaid card order has a 'Pay' button and
 * the time left to pay (`expiresAt`), and once that is over neither. Cancelled unpaid orders have
 * nothing to pay.
 */
export function PaymentCell({ order }: { order: Order }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const { payment } = order;
  const counting = payment.status === 'unpaid' && order.status !== 'cancelled';
  const now = useNow(counting ? order.expiresAt : undefined);

  if (payment.status === 'refunded' || payment.status === 'partially_refunded') {
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state={payment.status}>
        <Tag color={payment.status === 'refunded' ? 'blue' : 'geekblue'}>
          {t(`orders.payment.${payment.status}`)}
        </Tag>
        {payment.refundedTaka !== undefined && (
          <span className="my-orders__note" data-testid="refund-note">
            {payment.refundedAt
              ? t('orders.refundedOn', {
                  amount: payment.refundedTaka,
                  date: f.date(payment.refundedAt),
                })
              : t('orders.refundedAmount', { amount: payment.refundedTaka })}
          </span>
        )}
      </div>
    );
  }
  if (payment.status === 'refund_pending') {
    const pending = payment.refunds?.filter((refund) => refund.status === 'pending') ?? [];
    const amount = pending.reduce((sum, refund) => sum + refund.amountTaka, 0);
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state="refund_pending">
        <Tag color="orange">{t('orders.payment.refund_pending')}</Tag>
        {amount > 0 && (
          <span className="my-orders__note" data-testid="refund-note">
            {t('orders.refundOnItsWay', { amount })}
          </span>
        )}
      </div>
    );
  }
  if (payment.status === 'paid') {
    if (order.paymentMethod === 'cod') {
      return (
        <div className="my-orders__payment" data-testid="payment-state" data-state="paid">
          <Tag color="green">{t('orders.paid')}</Tag>
          <span className="my-orders__note">
            {payment.paidAt
              ? t('orders.paidInCashOn', { date: f.date(payment.paidAt) })
              : t('orders.paidInCash')}
          </span>
        </div>
      );
    }
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state="paid">
        <span className="my-orders__paid">
          <Tag color="green">{t('orders.paid')}</Tag>
          <span>{t('orders.successful')}</span>
        </span>
        {payment.transactionId && (
          <span className="my-orders__transaction">
            {t('orders.transactionId')}{' '}
            <code data-testid="transaction-id" translate="no">
              {payment.transactionId}
            </code>
          </span>
        )}
      </div>
    );
  }
  if (order.status === 'cancelled') return <span className="my-orders__none">{t('none')}</span>;

  const payable = canPayByCard(
    {
      status: order.status,
      paymentStatus: payment.status,
      total: order.total,
      paymentMethod: order.paymentMethod,
      expiresAt: order.expiresAt,
    },
    now,
  );
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
  return (
    <div className="my-orders__payment">
      {payable ? (
        <PayButton to={paymentPath(order._id)} label={t('orders.pay')} />
      ) : (
        <Tag>{t('orders.unpaid')}</Tag>
      )}
      {order.expiresAt && <TimeLeft expiresAt={order.expiresAt} now={now} />}
    </div>
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
