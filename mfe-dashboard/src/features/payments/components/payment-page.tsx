import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link, useParams } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { Alert, Button, Result, Spin, Tag } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useCreatePaymentIntentQuery, useGetOrderQuery } from '../api/payments-api';
import { usePayment } from '../hooks/use-payment';
import type { Payment } from '../hooks/use-payment';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import './payments.css';

/** Spec §8: what a successful payment says. */
export const PAYMENT_SUCCESS_MESSAGE = 'Congrats! Your payment is completed.';
export const TRANSACTION_ID_LABEL = 'Your transaction Id:';
export const ORDER_NOT_FOUND_MESSAGE = 'We could not find this order.';
export const ORDER_CANCELLED_MESSAGE = 'This order was cancelled, so there is nothing to pay.';
export const ORDER_NOT_PAYABLE_MESSAGE = 'This order cannot be paid by card.';
export const ALREADY_PAID_MESSAGE = 'This order is paid.';
export const INTENT_FAILED_MESSAGE = 'The card payment could not be started.';
export const UNRECORDED_MESSAGE =
  'The card processor accepted your card, but the shop has not recorded the payment yet.';

const MY_ORDERS = '/dashboard/myOrders';

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 403 || status === 404;
};

function BackToOrders() {
  return <Link to={MY_ORDERS}>Back to My Booking Products</Link>;
}

/** /dashboard/payment/:id — pays one unpaid order by card (spec §2 payment page, §4, §8). */
export function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(id || skipToken);
  // Here, not in the form: the order is refetched as paid once this page records the payment,
  // and the page keeps showing the form and its success message rather than the "paid" view.
  const payment = usePayment(id);

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="payment__loading">
        <Spin /> Loading your order…
      </div>
    );
  } else if (error && isMissing(error)) {
    body = <Result status="warning" title={ORDER_NOT_FOUND_MESSAGE} extra={<BackToOrders />} />;
  } else if (error || !order) {
    body = (
      <Result
        status="error"
        title="We couldn’t load this order."
        extra={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  } else if (order.payment.status === 'paid' && payment.step !== 'succeeded') {
    body = <AlreadyPaid order={order} />;
  } else if (order.status === 'cancelled') {
    body = <Result status="warning" title={ORDER_CANCELLED_MESSAGE} extra={<BackToOrders />} />;
  } else if (
    payment.step === 'ready' &&
    !canPayByCard({ status: order.status, paymentStatus: order.payment.status, total: order.total })
  ) {
    body = <Result status="info" title={ORDER_NOT_PAYABLE_MESSAGE} extra={<BackToOrders />} />;
  } else {
    body = <PayForOrder order={order} payment={payment} />;
  }

  return (
    <section className="payment">
      <PageHeader title="Payment" />
      {body}
    </section>
  );
}

function AlreadyPaid({ order }: { order: Order }) {
  return (
    <Result
      status="success"
      title={ALREADY_PAID_MESSAGE}
      subTitle={
        <span className="payment__paid">
          <Tag color="green">paid</Tag>
          {order.payment.transactionId && (
            <span>
              Transaction Id:{' '}
              <strong data-testid="transaction-id">{order.payment.transactionId}</strong>
            </span>
          )}
        </span>
      }
      extra={<BackToOrders />}
    />
  );
}

function PayForOrder({ order, payment }: { order: Order; payment: Payment }) {
  const { user } = useAuth();
  const intent = useCreatePaymentIntentQuery(order._id);
  const billing = { name: order.name, email: user?.email ?? order.email };

  return (
    <div className="payment__layout">
      <OrderSummary order={order} intent={intent.data} />
      <div className="payment__pay">
        {intent.error ? (
          <Alert
            type="error"
            showIcon
            title={INTENT_FAILED_MESSAGE}
            action={<Button onClick={() => void intent.refetch()}>Try again</Button>}
          />
        ) : (
          <CardForm intent={intent.data} billing={billing} payment={payment} />
        )}
        <PaymentOutcome payment={payment} />
      </div>
    </div>
  );
}

/** Spec §8: 'Congrats! Your payment is completed.' and 'Your transaction Id:' plus the id. */
function PaymentOutcome({ payment }: { payment: Payment }) {
  if (payment.step === 'succeeded') {
    return (
      <div className="payment__success" role="status">
        <p className="payment__success-title">{PAYMENT_SUCCESS_MESSAGE}</p>
        <p className="payment__success-id">
          {TRANSACTION_ID_LABEL}{' '}
          <strong data-testid="transaction-id">{payment.transactionId}</strong>
        </p>
        <BackToOrders />
      </div>
    );
  }
  if (payment.step === 'unrecorded') {
    return (
      <Alert
        type="warning"
        showIcon
        className="payment__unrecorded"
        title={UNRECORDED_MESSAGE}
        description={`${TRANSACTION_ID_LABEL} ${payment.transactionId ?? ''}`}
        action={<Button onClick={() => void payment.retryRecording()}>Try again</Button>}
      />
    );
  }
  return null;
}
