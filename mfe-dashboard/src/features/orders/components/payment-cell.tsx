import { WALLET_NAMES, type Order, type Wallet } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Link, useNavigate } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { IdText } from '@shop/ui';
import { Button, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { Message } from '../../../components/message';
import { TimeLeft } from '../../../components/time-left';
import { useDashboardT } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';
import { DeliveryAdvanceNote } from './delivery-advance';

const paymentPath = (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`;

/** A wallet's brand name, the same in every language. */
const walletPart = (wallet: Wallet) => <span translate="no">{WALLET_NAMES[wallet]}</span>;

/** A wallet's transaction id, as the wallet wrote it, with a button to copy it. */
const trxIdPart = (trxId: string) => <IdText id={trxId} copyable data-testid="transaction-id" />;

/**
 * The Payment column (spec §4): a card-paid order says 'Successful', 'paid' and its transaction id;
 * one paid in cash says so with the day; refunds say how much came back and when ('Refunded ৳1,200
 * on 25 Nov 2026'), or that one is on its way. An unpaid cash-on-delivery order says 'Cash on
 * delivery' and may still be paid by card ('Pay' link) — and, when the shop asked for the delivery
 * charge in advance, says so with 'Pay delivery charge by bKash'; an unpaid card order has a 'Pay' button and
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
  if (payment.status === 'verifying') {
    // The customer said they sent money from a wallet; the shop checks its statement.
    const claim = payment.walletClaim;
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state="verifying">
        <Tag color="gold">{t('orders.wallet.verifying')}</Tag>
        {claim && (
          <span className="my-orders__note">
            <Message
              k="orders.wallet.claim"
              parts={{ wallet: walletPart(claim.wallet), trx: trxIdPart(claim.trxId) }}
            />
          </span>
        )}
      </div>
    );
  }
  if (
    payment.status === 'paid' &&
    (payment.provider === 'wallet' || payment.provider === 'bkash')
  ) {
    const wallet: Wallet = payment.walletClaim?.wallet ?? 'bkash';
    const trxId =
      payment.provider === 'wallet' ? payment.walletClaim?.trxId : payment.transactionId;
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state="paid">
        <Tag color="green">{t('orders.paid')}</Tag>
        <span className="my-orders__transaction">
          {trxId ? (
            <Message
              k="orders.wallet.paidBy"
              parts={{ wallet: walletPart(wallet), trx: trxIdPart(trxId) }}
            />
          ) : (
            <Message k="orders.wallet.paidByNoId" parts={{ wallet: walletPart(wallet) }} />
          )}
        </span>
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
          // The card processor's reference: small, to copy when writing to the shop.
          <span className="my-orders__transaction">
            {t('orders.transactionId')}{' '}
            <IdText id={payment.transactionId} copyable data-testid="transaction-id" />
          </span>
        )}
      </div>
    );
  }
  if (order.status === 'cancelled') {
    // A delivery charge paid in advance says what became of it (refunded, or on its way back).
    if (order.deliveryAdvance?.paid) return <DeliveryAdvanceNote order={order} />;
    return <span className="my-orders__none">{t('none')}</span>;
  }

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
  const refused = payment.walletClaim?.state === 'not_received' ? payment.walletClaim : undefined;
  if (refused) {
    // The shop did not find the money: why, in its words, and the way back to pay.
    return (
      <div className="my-orders__payment" data-testid="payment-state" data-state="not_received">
        <Tag color="red">{t('orders.wallet.notReceived')}</Tag>
        <span className="my-orders__note">
          <Message
            k="orders.wallet.claim"
            parts={{ wallet: walletPart(refused.wallet), trx: trxIdPart(refused.trxId) }}
          />
        </span>
        {refused.reason && (
          <span className="my-orders__note" data-testid="not-received-reason">
            <Message
              k="orders.wallet.shopSays"
              parts={{ reason: <q translate="no">{refused.reason}</q> }}
            />
          </span>
        )}
        {payable && <PayButton to={paymentPath(order._id)} label={t('orders.wallet.payAgain')} />}
        {payable && order.expiresAt && <TimeLeft expiresAt={order.expiresAt} now={now} />}
      </div>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <div className="my-orders__payment">
        <Tag color="gold">{t('orders.cashOnDelivery')}</Tag>
        <DeliveryAdvanceNote order={order} />
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
