import type { Order } from '@shop/contracts';
import { cashToCollect } from '@shop/rules';
import { IdText } from '@shop/ui';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { leaveTo } from '../../../lib/redirect';
import { usePayDeliveryAdvanceMutation } from '../api/orders-api';

const BKASH = <span translate="no">bKash</span>;

/**
 * The delivery charge the shop asked in advance for a cash-on-delivery order (never why): while
 * unpaid, the amount, the rest paid on delivery and 'Pay delivery charge by bKash', which starts
 * bKash's checkout for exactly the ask (`POST /payments/bkash/advance`, the amount decided by the
 * server) and sends the browser to bKash's page; bKash sends it back to My Booking Products with
 * `?advance=`. Once paid: the TrxID and what is left to pay on delivery; after a cancel, the refund.
 */
export function DeliveryAdvanceNote({ order }: { order: Order }) {
  const { t } = useDashboardT();
  const [start] = usePayDeliveryAdvanceMutation();
  const [leaving, setLeaving] = useState(false);
  const advance = order.deliveryAdvance;
  if (!advance) return null;
  const amount = advance.amount;

  if (advance.refund) {
    return (
      <span className="my-orders__note" data-testid="delivery-advance" data-state="refund">
        <Message
          k={
            advance.refund.status === 'succeeded'
              ? 'orders.advance.refunded'
              : 'orders.advance.refundPending'
          }
          values={{ amount: advance.refund.amount }}
          parts={{ bkash: BKASH }}
        />
      </span>
    );
  }
  if (advance.paid) {
    const rest = cashToCollect(order);
    return (
      <span className="my-orders__advance" data-testid="delivery-advance" data-state="paid">
        <span className="my-orders__note">
          <Message
            k="orders.advance.paid"
            values={{ amount: advance.paid.amount }}
            parts={{ bkash: BKASH, trx: <IdText id={advance.paid.trxId} copyable /> }}
          />
        </span>
        {rest > 0 && order.status !== 'cancelled' && (
          <span className="my-orders__note">
            {t('orders.advance.onDelivery', { amount: rest })}
          </span>
        )}
      </span>
    );
  }
  if (order.status !== 'placed' && order.status !== 'confirmed') return null;
  if (order.payment.status !== 'unpaid') return null;

  const pay = async () => {
    setLeaving(true);
    const result = await start({ orderId: order._id });
    if ('data' in result && result.data) {
      leaveTo(result.data.bkashURL); // busy until the browser has left
      return;
    }
    setLeaving(false); // the refusal is toasted by the shop's error middleware
  };

  return (
    <span className="my-orders__advance" data-testid="delivery-advance" data-state="asked">
      <span className="my-orders__advance-ask">{t('orders.advance.asked', { amount })}</span>
      <span className="my-orders__note">
        {t('orders.advance.rest', { amount: Math.max(0, order.total - amount) })}
      </span>
      <Button type="primary" size="small" loading={leaving} onClick={() => void pay()}>
        {/* One span: antd's button spaces its children apart. */}
        <span>
          {leaving ? (
            t('orders.advance.opening')
          ) : (
            <Message k="orders.advance.pay" parts={{ bkash: BKASH }} />
          )}
        </span>
      </Button>
    </span>
  );
}

/** Back from bKash on My Booking Products: `?advance=success|cancel|failure&reason=<bKash's words>`. */
export function DeliveryAdvanceReturn({
  outcome,
  reason,
}: {
  outcome: 'success' | 'cancel' | 'failure';
  reason?: string;
}) {
  const type = outcome === 'success' ? 'success' : outcome === 'cancel' ? 'warning' : 'error';
  return (
    <Alert
      type={type}
      showIcon
      className="my-orders__notice"
      data-testid="advance-outcome"
      title={<Message k={`orders.advance.${outcome}`} parts={{ bkash: BKASH }} />}
      description={
        reason && outcome !== 'success' ? (
          <Message
            k="orders.advance.reason"
            parts={{ bkash: BKASH, reason: <q translate="no">{reason}</q> }}
          />
        ) : undefined
      }
    />
  );
}
