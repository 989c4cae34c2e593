import type { Order } from '@shop/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { leaveTo } from '../../../lib/redirect';
import { useStartBkashCheckoutMutation } from '../api/payments-api';

const BKASH = <span translate="no">bKash</span>;

/**
 * bKash Tokenized Checkout: 'Pay with bKash' asks the shop to create the payment
 * (`POST /payments/bkash/checkout`) and sends the browser to bKash's page (or the simulator's,
 * labelled as such); bKash sends it back here with `?bkash=`. A refusal (BKASH_ERROR, the order
 * expired…) is toasted by the shop's error middleware and the button can be pressed again.
 */
export function BkashCheckout({ order, simulator }: { order: Order; simulator: boolean }) {
  const { t } = useDashboardT();
  const [start] = useStartBkashCheckoutMutation();
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    setLeaving(true);
    const result = await start({ orderId: order._id });
    if ('data' in result && result.data) {
      leaveTo(result.data.bkashURL); // the page stays busy until the browser has left
      return;
    }
    setLeaving(false);
  };

  return (
    <div className="payment-card payment-bkash">
      {simulator && (
        <Alert
          type="warning"
          showIcon
          role="note"
          className="payment-card__test-mode"
          title={<Message k="payment.bkash.simulator" parts={{ bkash: BKASH }} />}
        />
      )}
      <p className="payment-bkash__lead">
        <Message k="payment.bkash.lead" parts={{ bkash: BKASH }} />
      </p>
      {/* bKash's page and the customer's bKash statement name the order by its number. */}
      <p className="payment-bkash__invoice" data-testid="bkash-invoice">
        <Message
          k="payment.bkash.invoice"
          parts={{
            bkash: BKASH,
            number: (
              <strong translate="no" className="payment-bkash__number">
                {order.number}
              </strong>
            ),
          }}
        />
      </p>
      <Button
        type="primary"
        size="large"
        block
        className="payment-bkash__button"
        loading={leaving}
        onClick={() => void pay()}
      >
        {/* One span: antd's button spaces its children apart (icon and text). */}
        <span>
          {leaving ? (
            t('payment.bkash.opening')
          ) : (
            <Message k="payment.bkash.pay" parts={{ bkash: BKASH }} />
          )}
        </span>
      </Button>
    </div>
  );
}

/**
 * Back from bKash without paying: `?bkash=cancel|failure&reason=<bKash's statusMessage>`. bKash's
 * reason is shown as bKash wrote it (marked as not to translate), after a sentence of ours.
 */
export function BkashReturn({
  outcome,
  reason,
}: {
  outcome: 'cancel' | 'failure';
  reason?: string;
}) {
  return (
    <Alert
      type={outcome === 'cancel' ? 'warning' : 'error'}
      showIcon
      className="payment__notice"
      data-testid="bkash-outcome"
      title={<Message k={`payment.bkash.${outcome}`} parts={{ bkash: BKASH }} />}
      description={
        reason ? (
          <Message
            k="payment.bkash.reason"
            parts={{ bkash: BKASH, reason: <q translate="no">{reason}</q> }}
          />
        ) : undefined
      }
    />
  );
}
