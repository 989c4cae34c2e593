import { skipToken, useAuth } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Link, useParams } from '@shop/router';
import { canPayByCard } from '@shop/rules';
import { Alert, Button, Result, Spin, Tag } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { useCreatePaymentIntentQuery, useGetOrderQuery } from '../api/payments-api';
import { usePayment } from '../hooks/use-payment';
import type { Payment } from '../hooks/use-payment';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import './payments.css';

const MY_ORDERS = '/dashboard/myOrders';

const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 400 || status === 403 || status === 404;
};

function BackToOrders() {
  const { t } = useDashboardT();
  return <Link to={MY_ORDERS}>{t('payment.backToOrders')}</Link>;
}

/** /dashboard/payment/:id — pays one unpaid order by card (spec §2 payment page, §4, §8). */
export function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(id || skipToken);
  // Here, not in the form: the order is refetched as paid once this page records the payment,
  // and the page keeps showing the form and its success message rather than the "paid" view.
  const payment = usePayment(id);
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
  } else if (order.payment.status === 'paid' && payment.step !== 'succeeded') {
    body = <AlreadyPaid order={order} />;
  } else if (order.status === 'cancelled') {
    body = <Result status="warning" title={t('payment.cancelled')} extra={<BackToOrders />} />;
  } else if (
    payment.step === 'ready' &&
    !canPayByCard({ status: order.status, paymentStatus: order.payment.status, total: order.total })
  ) {
    body = <Result status="info" title={t('payment.notPayable')} extra={<BackToOrders />} />;
  } else {
    body = <PayForOrder order={order} payment={payment} />;
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
  return (
    <Result
      status="success"
      title={t('payment.alreadyPaid')}
      subTitle={
        <span className="payment__paid">
          <Tag color="green">{t('payment.paid')}</Tag>
          {order.payment.transactionId && (
            <span>
              {t('payment.transactionId')}{' '}
              <strong data-testid="transaction-id" translate="no">
                {order.payment.transactionId}
              </strong>
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
  const { t } = useDashboardT();
  const billing = { name: order.name, email: user?.email ?? order.email };

  return (
    <div className="payment__layout">
      <OrderSummary order={order} intent={intent.data} />
      <div className="payment__pay">
        {intent.error ? (
          <Alert
            type="error"
            showIcon
            title={t('payment.intentFailed')}
            action={<Button onClick={() => void intent.refetch()}>{t('tryAgain')}</Button>}
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
  const { t } = useDashboardT();
  if (payment.step === 'succeeded') {
    return (
      <div className="payment__success" role="status">
        <p className="payment__success-title">{t('payment.success')}</p>
        <p className="payment__success-id">
          {t('payment.yourTransactionId')}{' '}
          <strong data-testid="transaction-id" translate="no">
            {payment.transactionId}
          </strong>
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
