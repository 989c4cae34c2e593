import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Trans } from '@shop/i18n';
import { orderReference } from '@shop/rules';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminT } from '../../../lib/i18n';
import { useCollectCashMutation, useSetOrderStatusMutation } from '../api/orders-api';
import { asksForCash, type OrderAction, orderActions, recordsCash } from '../utils/order-actions';
import { refundableTaka } from '../utils/refunds';

type Step = OrderAction['to'];

/**
 * The workflow buttons of one order (Confirm, Ship, Mark delivered — what the rules allow next —
 * with Cancel apart on the other side, so a slip never lands on it), and "Record cash collected"
 * for a cash-on-delivery order delivered without its cash. Cancel asks 'Are you sure?' (spec §5).
 *
 * Each step sends the customer a message, so it asks first, naming the order and the customer: a
 * confirmation rather than a few seconds' undo, because an undo that waits before calling the API
 * is lost when the admin leaves the page or the tab sleeps, and a mail already sent cannot be
 * recalled. Delivering an unpaid cash-on-delivery order asks in the same dialog whether the cash
 * was collected (ticked, as it usually is). The dialog closes before the call, so its toast never
 * covers it.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useAdminT();
  const [setStatus, change] = useSetOrderStatusMutation();
  const [collectCash, collecting] = useCollectCashMutation();
  const [asking, setAsking] = useState<Step | 'cash' | null>(null);
  const [cashCollected, setCashCollected] = useState(true);
  const actions = orderActions(order);
  const steps = actions.filter((action) => action.to !== 'cancelled');
  const cancel = actions.find((action) => action.to === 'cancelled');
  const cashAction = recordsCash(order);
  const busy = change.isLoading || collecting.isLoading;
  const who = { number: orderReference(order._id), name: order.name };

  const send = async (action: OrderAction, cash?: boolean) => {
    const result = await setStatus({
      id: order._id,
      status: action.to,
      ...(cash === undefined ? {} : { cashCollected: cash }),
    });
    if (!('data' in result) || !result.data) return; // toasted by the API error middleware
    notify.success(
      cash && result.data.payment.status === 'paid'
        ? t('orders.paidInCash')
        : action.to === 'cancelled' && result.data.payment.status !== 'unpaid'
          ? t('orders.cancelledRefunding')
          : t(`orders.changed.${action.to}`),
    );
  };

  const recordCash = async () => {
    const result = await collectCash({ id: order._id });
    if ('data' in result && result.data) notify.success(t('orders.cashRecorded'));
  };

  const runCancel = (action: OrderAction) => {
    // Cancelling a paid order refunds it: the confirmation says how much goes back.
    const question =
      order.payment.status === 'unpaid'
        ? t('orders.confirmCancel')
        : t('orders.confirmCancelRefund', { amount: refundableTaka(order) });
    if (window.confirm(question)) void send(action);
  };

  const confirmAsked = () => {
    const step = asking;
    setAsking(null);
    if (step === 'cash') {
      void recordCash();
      return;
    }
    const action = steps.find((candidate) => candidate.to === step);
    if (!action) return;
    void send(action, asksForCash(order, action.to) ? cashCollected : undefined);
  };

  if (actions.length === 0 && !cashAction) return <span className="admin-muted">—</span>;
  const tellsCustomer = (
    <p>
      <Trans
        t={t}
        i18nKey="orders.tellsCustomer"
        values={{ name: order.name }}
        components={{ name: <span translate="no" /> }}
      />
    </p>
  );
  return (
    <div className="admin-orders__actions">
      <Space wrap size={6}>
        {steps.map((action) => (
          <Button
            key={action.to}
            size="small"
            type="primary"
            loading={change.isLoading && change.originalArgs?.status === action.to}
            disabled={busy}
            onClick={() => {
              setCashCollected(true);
              setAsking(action.to);
            }}
          >
            {t(`orders.actions.${action.to}`)}
          </Button>
        ))}
        {cashAction && (
          <Button
            size="small"
            type="primary"
            loading={collecting.isLoading}
            disabled={busy}
            onClick={() => setAsking('cash')}
          >
            {t('orders.collectCash')}
          </Button>
        )}
      </Space>
      {cancel && (
        <div className="admin-orders__cancel">
          <Button
            size="small"
            danger
            loading={change.isLoading && change.originalArgs?.status === 'cancelled'}
            disabled={busy}
            onClick={() => runCancel(cancel)}
          >
            {t('orders.actions.cancelled')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'cash'
            ? t('orders.collectCashTitle', who)
            : asking
              ? t(`orders.stepTitle.${asking}`, who)
              : ''
        }
        okText={
          asking === 'cash' ? t('orders.collectCash') : asking ? t(`orders.actions.${asking}`) : ''
        }
        onCancel={() => setAsking(null)}
        onConfirm={confirmAsked}
      >
        {asking === 'cash' && <p>{t('orders.collectCashBody', { total: order.total })}</p>}
        {asking !== null && asking !== 'cash' && asksForCash(order, asking) && (
          <>
            <p>
              <Trans
                t={t}
                i18nKey="orders.paysCash"
                values={{ name: order.name, total: order.total }}
                components={{ name: <span translate="no" /> }}
              />
            </p>
            <p>
              <Checkbox
                checked={cashCollected}
                onChange={(event) => setCashCollected(event.target.checked)}
              >
                {t('orders.cashCollected', { total: order.total })}
              </Checkbox>
            </p>
          </>
        )}
        {tellsCustomer}
      </ConfirmDialog>
    </div>
  );
}
