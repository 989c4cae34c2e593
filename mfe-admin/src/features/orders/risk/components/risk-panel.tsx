import { notify } from '@shop/api-client';
import type { AdvanceRequestView, Order, OrderRisk } from '@shop/contracts';
import { useFormat, useLanguage } from '@shop/i18n';
import { successPercent } from '@shop/rules';
import { Alert, Button, Input, Skeleton, Tag } from 'antd';
import { useId, useState } from 'react';
import { useAdminT } from '../../../../lib/i18n';
import {
  useOrderRiskQuery,
  useRequestAdvanceMutation,
  useWithdrawAdvanceMutation,
} from '../api/risk-api';
import { RiskRuleDialog } from './risk-rule-form';
import './risk.css';

/** Statuses an order can still be asked to pay its delivery charge first in. */
const BEFORE_SHIPPING: readonly string[] = ['placed', 'confirmed'];

/**
 * Manage All Orders → an order → Risk: what became of this phone number's earlier parcels in this
 * shop and with every merchant (Steadfast's fraud check, when it is set up), the owner's rule and
 * its mark, and — when the rule asks for it — the ask for the delivery charge in advance by bKash.
 * Staff only: the customer never sees any of it.
 */
export function RiskPanel({ order }: { order: Order }) {
  const { t } = useAdminT();
  const { data, isLoading, isError, refetch } = useOrderRiskQuery(order._id);
  const [ruleOpen, setRuleOpen] = useState(false);

  return (
    <section className="order-risk" aria-labelledby={`risk-${order._id}`} data-testid="order-risk">
      <div className="order-risk__head">
        <h4 id={`risk-${order._id}`} className="order-risk__title">
          {t('orders.risk.title')}
        </h4>
        {data &&
          (data.flagged ? (
            <Tag color="red" data-testid="risk-flag">
              {t('orders.risk.flagged')}
            </Tag>
          ) : (
            <Tag color="green">{t('orders.risk.clear')}</Tag>
          ))}
        <Button
          size="small"
          type="link"
          onClick={() => setRuleOpen(true)}
          data-testid="risk-rule-open"
        >
          {t('orders.risk.rule.open')}
        </Button>
      </div>
      <p className="admin-muted order-risk__lead">{t('orders.risk.staffOnly')}</p>
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={t('orders.risk.loadError')}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {t('orders.risk.retry')}
            </Button>
          }
        />
      )}
      {data && <RiskFigures risk={data} order={order} />}
      {ruleOpen && <RiskRuleDialog onClose={() => setRuleOpen(false)} />}
    </section>
  );
}

function RiskFigures({ risk, order }: { risk: OrderRisk; order: Order }) {
  const { t } = useAdminT();
  const f = useFormat();
  const shopRatio = successPercent(risk.shop.delivered, risk.shop.refused);
  const courierRatio = risk.courier
    ? successPercent(risk.courier.delivered, risk.courier.cancelled)
    : null;
  const ratio = (value: number | null) =>
    value === null ? t('orders.risk.noParcels') : t('orders.risk.ratio', { percent: value });
  const canAsk =
    risk.flagged &&
    risk.rule.action === 'require_advance' &&
    order.paymentMethod === 'cod' &&
    order.payment.status === 'unpaid' &&
    BEFORE_SHIPPING.includes(order.status) &&
    risk.deliveryCharge > 0;

  return (
    <>
      {risk.flagged && (
        <Alert
          className="order-risk__alert"
          type="warning"
          showIcon
          data-testid="risk-reason"
          title={t('orders.risk.marked', {
            parcels: risk.rule.minParcels,
            percent: risk.rule.minSuccessPercent,
            where: risk.flaggedBy.map((by) => t(`orders.risk.by.${by}`)).join(', '),
          })}
        />
      )}
      <div className="order-risk__parts">
        <div className="order-risk__part" data-testid="risk-shop">
          <h5>{t('orders.risk.shop')}</h5>
          <dl className="order-risk__figures">
            <dt>{t('orders.risk.orders')}</dt>
            <dd>{f.number(risk.shop.orders)}</dd>
            <dt>{t('orders.risk.delivered')}</dt>
            <dd>{f.number(risk.shop.delivered)}</dd>
            <dt>{t('orders.risk.refused')}</dt>
            <dd data-testid="risk-shop-refused">{f.number(risk.shop.refused)}</dd>
            <dt>{t('orders.risk.cancelled')}</dt>
            <dd>{f.number(risk.shop.cancelled)}</dd>
            <dt>{t('orders.risk.open')}</dt>
            <dd>{f.number(risk.shop.open)}</dd>
          </dl>
          <p className="order-risk__ratio">{ratio(shopRatio)}</p>
        </div>
        <div className="order-risk__part" data-testid="risk-courier">
          <h5>{t('orders.risk.courier')}</h5>
          {risk.courier ? (
            <>
              <dl className="order-risk__figures">
                <dt>{t('orders.risk.parcels')}</dt>
                <dd>{f.number(risk.courier.parcels)}</dd>
                <dt>{t('orders.risk.delivered')}</dt>
                <dd>{f.number(risk.courier.delivered)}</dd>
                <dt>{t('orders.risk.courierCancelled')}</dt>
                <dd>{f.number(risk.courier.cancelled)}</dd>
              </dl>
              <p className="order-risk__ratio">{ratio(courierRatio)}</p>
              <p className="admin-muted">
                {t('orders.risk.checkedAt', {
                  courier: t(`orders.risk.couriers.${risk.courier.courier}`, {
                    defaultValue: risk.courier.courier,
                  }),
                  when: f.dateTime(risk.courier.checkedAt),
                })}
              </p>
            </>
          ) : (
            <p className="admin-muted" data-testid="risk-courier-missing">
              {t(
                risk.courierUnavailable
                  ? 'orders.risk.courierUnavailable'
                  : 'orders.risk.noCourier',
              )}
            </p>
          )}
        </div>
      </div>
      {risk.advanceRequest ? <AdvanceAsked risk={risk} /> : canAsk && <AskAdvance risk={risk} />}
    </>
  );
}

function AskAdvance({ risk }: { risk: OrderRisk }) {
  const { t } = useAdminT();
  const [ask, { isLoading }] = useRequestAdvanceMutation();
  return (
    <Button
      className="order-risk__ask"
      type="primary"
      loading={isLoading}
      data-testid="risk-ask-advance"
      onClick={() => void ask(risk.orderId)}
    >
      {t('orders.risk.ask', { amount: risk.deliveryCharge })}
    </Button>
  );
}

function AdvanceAsked({ risk }: { risk: OrderRisk }) {
  const { t } = useAdminT();
  const f = useFormat();
  const language = useLanguage();
  const request = risk.advanceRequest!;
  const { paid, refund } = request;
  const message = language === 'bn' ? request.message.bn : request.message.en;
  const copy = () =>
    void navigator.clipboard
      ?.writeText(message)
      .then(() => notify.success(t('orders.risk.copied')))
      .catch(() => undefined);
  return (
    <div className="order-risk__asked" data-testid="risk-advance-asked">
      <p>
        {t('orders.risk.asked', {
          amount: request.amount,
          when: f.dateTime(request.requestedAt),
          who: request.byName ?? '',
        })}
      </p>
      {paid ? (
        // An alert rather than a tag: the sentence wraps on a phone.
        <Alert
          type="success"
          showIcon
          className="order-risk__paid"
          data-testid="risk-advance-paid"
          title={t('orders.risk.advancePaid', {
            amount: paid.amount,
            when: f.dateTime(paid.paidAt),
            trxId: paid.trxId,
          })}
        />
      ) : (
        <p>
          <Tag color="gold" data-testid="risk-advance-unpaid">
            {t('orders.risk.advanceUnpaid')}
          </Tag>
        </p>
      )}
      {refund && <AdvanceRefund refund={refund} />}
      {!paid && (
        <>
          <p className="order-risk__message" data-testid="risk-advance-message">
            {message}
          </p>
          <div className="order-risk__actions">
            <Button size="small" onClick={copy}>
              {t('orders.risk.copy')}
            </Button>
            <Button size="small" href={`sms:${risk.phone}?body=${encodeURIComponent(message)}`}>
              {t('orders.risk.sms')}
            </Button>
          </div>
          <p className="admin-muted">{t('orders.risk.askedHint')}</p>
          <WithdrawAdvance orderId={risk.orderId} />
        </>
      )}
    </div>
  );
}

/** What became of an advance after the order was cancelled before it left: given back, or owed. */
function AdvanceRefund({ refund }: { refund: NonNullable<AdvanceRequestView['refund']> }) {
  const { t } = useAdminT();
  const f = useFormat();
  if (refund.status === 'succeeded') {
    return (
      <p data-testid="risk-advance-refund">
        {t('orders.risk.advanceRefunded', {
          amount: refund.amount,
          when: refund.refundedAt ? f.dateTime(refund.refundedAt) : '',
        })}
      </p>
    );
  }
  return (
    <Alert
      type={refund.status === 'failed' ? 'error' : 'warning'}
      showIcon
      data-testid="risk-advance-refund"
      title={
        refund.status === 'failed'
          ? t('orders.risk.advanceRefundFailed', {
              amount: refund.amount,
              reason: refund.failure ?? '',
            })
          : t('orders.risk.advanceRefundOwed', { amount: refund.amount })
      }
    />
  );
}

/** Withdraws the unpaid ask with a reason (the activity log keeps it): confirming is no longer held. */
function WithdrawAdvance({ orderId }: { orderId: string }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [withdraw, { isLoading }] = useWithdrawAdvanceMutation();
  const reasonId = useId();
  if (!open) {
    return (
      <Button size="small" danger data-testid="risk-withdraw-advance" onClick={() => setOpen(true)}>
        {t('orders.risk.withdraw')}
      </Button>
    );
  }
  const submit = async () => {
    const result = await withdraw({ id: orderId, reason: reason.trim() });
    if ('data' in result) notify.success(t('orders.risk.withdrawn'));
  };
  return (
    <form
      className="order-risk__withdraw"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={reasonId}>{t('orders.risk.withdrawReason')}</label>
      <Input
        id={reasonId}
        value={reason}
        maxLength={200}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="order-risk__actions">
        <Button
          size="small"
          danger
          type="primary"
          htmlType="submit"
          loading={isLoading}
          disabled={reason.trim() === ''}
        >
          {t('orders.risk.withdrawConfirm')}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('orders.risk.withdrawCancel')}
        </Button>
      </div>
    </form>
  );
}
