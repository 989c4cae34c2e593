import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link, useParams, useSearchParams } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { Alert, Button, Result, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { msLeft, useNow } from '../../../lib/use-now';
import {
  useCreatePaymentIntentQuery,
  useGetOrderQuery,
  useGetPaymentOptionsQuery,
} from '../api/payments-api';
import { usePayment } from '../hooks/use-payment';
import type { Payment } from '../hooks/use-payment';
import { CardForm } from './card-form';
import { BkashReturn } from './bkash-checkout';
import { OrderSummary } from './order-summary';
import { PayBy } from './pay-by';
import { PaymentWays, usePaymentWay } from './payment-ways';
import { CheckingPayment, ClaimNotReceived } from './wallet-status';
import './payments.css';

const MY_ORDERS = '/dashboard/myOrders';

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 403 || status === 404;
};

/** The API's reason for an order that expired unpaid. */
const NOT_PAID_IN_TIME = 'not paid in time';

const errorCode = (error: unknown) =>
  (error as { data?: { code?: unknown } } | undefined)?.data?.code;

/** The order's payment window is over: by the clock, or because the API expired it. */
const isExpired = (order: Order, now: Date) =>
  (order.status === 'cancelled' && order.cancelReason === NOT_PAID_IN_TIME) ||
  (order.payment.status === 'unpaid' &&
    order.status !== 'cancelled' &&
    msLeft(order.expiresAt, now) === 0);

/** Where bKash sent the customer back to (`?bkash=success|cancel|failure&reason=…`), if it did. */
function useBkashReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('bkash');
  const reason = params.get('reason')?.trim() || undefined;
  if (outcome === 'success' || outcome === 'cancel' || outcome === 'failure') {
    return { outcome, reason } as const;
  }
  return undefined;
}

function BackToOrders() {
  const { t } = useDashboardT();
  return <Link to={MY_ORDERS}>{t('payment.backToOrders')}</Link>;
}

/**
 * /dashboard/payment/:id — pays one unpaid order (spec §2 payment page, §4, §8): by card, or (issue
 * 22) from a mobile wallet — bKash's checkout, or send money and the TrxID, which the shop checks.
 */
export function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(id || skipToken);
  // Here, not in the form: the order is refetched as paid once this page records the payment,
  // and the page keeps showing the form and its success message rather than the "paid" view.
  const payment = usePayment(id);
  const now = useNow(order?.payment.status === 'unpaid' ? order.expiresAt : undefined);
  const { t } = useDashboardT();

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="payment__loading">
        <Spin /> {t('payment.loading')}
      </div>
    );
  } else if (error && isMissing(error)) {
    body = <Result status="warning" title={t('payment.notFound')} extra={<BackToOrders />} />;
  } else if (error || !order) {
    body = (
      <Result
        status="error"
        title={t('payment.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('tryAgain')}</Button>}
      />
    );
  } else if (payment.step === 'succeeded') {
    // Paid here and now: the congratulations take the form's place, as after bKash.
    body = <PaymentDone transactionId={payment.transactionId} />;
  } else if (order.payment.status === 'verifying') {
    body = <CheckingPayment order={order} extra={<BackToOrders />} />;
  } else if (order.payment.status === 'paid') {
    body = <AlreadyPaid order={order} />;
  } else if (isExpired(order, now)) {
    body = <Expired />;
  } else if (order.status === 'cancelled') {
    body = <Result status="warning" title={t('payment.cancelled')} extra={<BackToOrders />} />;
  } else if (
    payment.step === 'ready' &&
    !canPayByCard({ status: order.status, paymentStatus: order.payment.status, total: order.total })
  ) {
    body = <Result status="info" title={t('payment.notPayable')} extra={<BackToOrders />} />;
  } else {
    body = <PayForOrder order={order} payment={payment} now={now} />;
  }

  return (
    <section className="payment">
      <PageHeader title={t('payment.title')} />
      {body}
    </section>
  );
}

function AlreadyPaid({ order }: { order: Order }) {
  const { t } = useDashboardT();
  // Back from bKash's page with the payment done: the spec's congratulations, not "is paid".
  const justPaid = useBkashReturn()?.outcome === 'success';
  return (
    <Result
      status="success"
      title={justPaid ? t('payment.success') : t('payment.alreadyPaid')}
      subTitle={
        <span className="payment__paid">
          <Tag color="green">{t('payment.paid')}</Tag>
          {order.payment.transactionId && (
            <span className="payment__reference">
              {t('payment.transactionId')}{' '}
              <Typography.Text copyable={{ text: order.payment.transactionId }}>
                <span data-testid="transaction-id" translate="no">
                  {order.payment.transactionId}
                </span>
              </Typography.Text>
            </span>
          )}
        </span>
      }
      extra={<BackToOrders />}
    />
  );
}

/** The payment window is over (spec: "not paid in time"): no card form, the way back. */
function Expired() {
  const { t } = useDashboardT();
  return (
    <Result
      status="warning"
      title={t('payment.expired')}
      subTitle={t('payment.expiredDetail')}
      extra={<BackToOrders />}
    />
  );
}

function PayForOrder({ order, payment, now }: { order: Order; payment: Payment; now: Date }) {
  const { user } = useAuth();
  const intent = useCreatePaymentIntentQuery(order._id);
  const options = useGetPaymentOptionsQuery();
  const bkash = useBkashReturn();
  const { t } = useDashboardT();
  const choice = usePaymentWay(options.data, payment.step !== 'ready');
  const claim = order.payment.walletClaim;
  const billing = { name: order.name, email: user?.email ?? order.email };
  // The API refuses to start a payment once the window is over (409 ORDER_EXPIRED), even when
  // this browser's clock is behind.
  if (intent.error && errorCode(intent.error) === 'ORDER_EXPIRED') return <Expired />;

  return (
    <div className="payment__layout">
      <OrderSummary order={order} intent={intent.data} inDollars={choice.way === 'card'} />
      <div className="payment__pay">
        {order.expiresAt && <PayBy expiresAt={order.expiresAt} now={now} />}
        {bkash && bkash.outcome !== 'success' && payment.step === 'ready' && (
          <BkashReturn outcome={bkash.outcome} reason={bkash.reason} />
        )}
        {claim?.state === 'not_received' && payment.step === 'ready' && (
          <ClaimNotReceived claim={claim} />
        )}
        <PaymentWays
          order={order}
          options={options.data}
          optionsLoading={options.isLoading}
          choice={choice}
          cardLocked={payment.step !== 'ready'}
          card={
            intent.error ? (
              <Alert
                type="error"
                showIcon
                title={t('payment.intentFailed')}
                action={<Button onClick={() => void intent.refetch()}>{t('tryAgain')}</Button>}
              />
            ) : (
              <CardForm intent={intent.data} billing={billing} payment={payment} />
            )
          }
        />
        <PaymentOutcome payment={payment} />
      </div>
    </div>
  );
}

/** Scrolls an element into view once, when it appears (smoothly unless motion is reduced). */
function useScrolledIntoView<E extends HTMLElement>(shown: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!shown) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest' });
  }, [shown]);
  return ref;
}

/**
 * Spec §8: 'Congrats! Your payment is completed.' and 'Your transaction Id:' plus the id (a
 * reference in small text, with a copy button), in place of the form, brought into view.
 */
function PaymentDone({ transactionId }: { transactionId?: string }) {
  const { t } = useDashboardT();
  const success = useScrolledIntoView<HTMLDivElement>(true);
  return (
    <div className="payment__success" role="status" ref={success}>
      <p className="payment__success-title">{t('payment.success')}</p>
      {transactionId && (
        <p className="payment__success-id">
          {t('payment.yourTransactionId')}{' '}
          <Typography.Text className="payment__reference" copyable={{ text: transactionId }}>
            <span data-testid="transaction-id" translate="no">
              {transactionId}
            </span>
          </Typography.Text>
        </p>
      )}
      <BackToOrders />
    </div>
  );
}

/** A confirmed card payment the shop could not record yet: the way to try again. */
function PaymentOutcome({ payment }: { payment: Payment }) {
  const { t } = useDashboardT();
  if (payment.step === 'unrecorded') {
    return (
      <Alert
        type="warning"
        showIcon
        className="payment__unrecorded"
        title={t('payment.unrecorded')}
        description={
          <>
            {t('payment.yourTransactionId')}{' '}
            <span translate="no">{payment.transactionId ?? ''}</span>
          </>
        }
        action={<Button onClick={() => void payment.retryRecording()}>{t('tryAgain')}</Button>}
      />
    );
  }
  return null;
}
