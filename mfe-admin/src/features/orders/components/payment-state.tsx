import type { Order } from '@shop/contracts';
import { Tag } from 'antd';
import '../../../components/admin.css';

export const CASH_ON_DELIVERY_LABEL = 'Cash on delivery';

const PROVIDER_LABELS: Record<string, string> = {
  stripe: 'card',
  sandbox: 'card (sandbox)',
  cash: 'cash',
};

/**
 * Where the money is: paid (by card, with the transaction id, or in cash on delivery), an unpaid
 * cash-on-delivery order, or an unpaid card order.
 */
export function PaymentState({ order }: { order: Order }) {
  const provider = (order.payment as { provider?: string }).provider;
  if (order.payment.status === 'paid') {
    const how = provider
      ? (PROVIDER_LABELS[provider] ?? provider)
      : order.paymentMethod === 'cod'
        ? 'cash'
        : 'card';
    return (
      <div className="admin-orders__payment" data-testid="payment-state">
        <span>
          <Tag color="green">paid</Tag>
          <span className="admin-muted">{how}</span>
        </span>
        {order.payment.transactionId && (
          <span className="admin-orders__transaction">
            Transaction id: <code>{order.payment.transactionId}</code>
          </span>
        )}
      </div>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <div className="admin-orders__payment" data-testid="payment-state">
        <Tag color="gold">{CASH_ON_DELIVERY_LABEL}</Tag>
      </div>
    );
  }
  return (
    <div className="admin-orders__payment" data-testid="payment-state">
      <Tag color="red">unpaid</Tag>
      <span className="admin-muted">card</span>
    </div>
  );
}
