import { WALLET_NAMES, type Order } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Link } from '@shop/router';
import { IdText } from '@shop/ui';
import { Tag } from 'antd';
import { useAdminT } from '../../../lib/i18n';
import '../../../components/admin.css';

/** How a paid order was paid, by payment provider: keys of `orders.payment`. */
const PROVIDER_KEYS: Record<string, string> = {
  stripe: 'card',
  sandbox: 'sandbox',
  cash: 'cash',
  bkash: 'bkash',
  wallet: 'sendMoney',
};

/**
 * Where the money is: paid (by card, with the transaction id, or in cash on delivery), refunded or
 * partly refunded (how much of the total, when), a refund in flight, an unpaid cash-on-delivery
 * order, or an unpaid card order.
 */
export function PaymentState({ order }: { order: Order }) {
  const { t } = useAdminT();
  const f = useFormat();
  const { provider } = order.payment;
  const { status } = order.payment;
  if (status === 'refunded' || status === 'partially_refunded' || status === 'refund_pending') {
    const inFlight = (order.payment.refunds ?? [])
      .filter((refund) => refund.status === 'pending')
      .reduce((sum, refund) => sum + refund.amountTaka, 0);
    return (
      <div className="admin-orders__payment" data-testid="payment-state" data-state={status}>
        <Tag color={status === 'refund_pending' ? 'orange' : 'blue'}>
          {t(`orders.payment.${status}`)}
        </Tag>
        {(order.payment.refundedTaka ?? 0) > 0 && (
          <span className="admin-muted" data-testid="refunded-amount">
            {t('orders.payment.refundedOf', {
              amount: order.payment.refundedTaka,
              total: order.total,
            })}
            {order.payment.refundedAt && <> · {f.date(order.payment.refundedAt)}</>}
          </span>
        )}
        {inFlight > 0 && (
          <span className="admin-muted">
            {t('orders.payment.refundInFlight', { amount: inFlight })}
          </span>
        )}
      </div>
    );
  }
  const claim = order.payment.walletClaim;
  if (status === 'verifying') {
    // A send-money payment waits for an admin's check in Wallet payments.
    return (
      <div className="admin-orders__payment" data-testid="payment-state" data-state="verifying">
        <Tag color="gold">{t('orders.payment.verifying')}</Tag>
        {claim && (
          <span className="admin-muted">
            <span translate="no">{WALLET_NAMES[claim.wallet]}</span> · {f.price(claim.amountTaka)}
          </span>
        )}
        <Link to="/dashboard/walletPayments">{t('orders.payment.toQueue')}</Link>
      </div>
    );
  }
  if (order.payment.status === 'paid') {
    const howKey = provider
      ? PROVIDER_KEYS[provider]
      : order.paymentMethod === 'cod'
        ? 'cash'
        : 'card';
    return (
      <div className="admin-orders__payment" data-testid="payment-state">
        <span>
          <Tag color="green">{t('orders.payment.paid')}</Tag>
          {howKey ? (
            <span className="admin-muted">{t(`orders.payment.${howKey}`)}</span>
          ) : (
            // A provider this release does not know: its name as the API gives it.
            <span className="admin-muted" translate="no">
              {provider}
            </span>
          )}
        </span>
        {/* Cash has no transaction: the API's `cash-<order>` reference means nothing to a person. */}
        {/* Send money: the wallet's TrxID the admin verified. */}
        {provider === 'wallet' && claim && (
          <span className="admin-orders__transaction">
            <span translate="no">{WALLET_NAMES[claim.wallet]}</span> ·{' '}
            {t('orders.payment.transactionId')} <IdText id={claim.trxId} />
          </span>
        )}
        {order.payment.transactionId && howKey !== 'cash' && provider !== 'wallet' && (
          <span className="admin-orders__transaction">
            {t('orders.payment.transactionId')} <IdText id={order.payment.transactionId} />
          </span>
        )}
      </div>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <div className="admin-orders__payment" data-testid="payment-state">
        <Tag color="gold">{t('orders.payment.cashOnDelivery')}</Tag>
      </div>
    );
  }
  return (
    <div className="admin-orders__payment" data-testid="payment-state">
      <Tag color="red">{t('orders.payment.unpaid')}</Tag>
      <span className="admin-muted">{t('orders.payment.card')}</span>
    </div>
  );
}
