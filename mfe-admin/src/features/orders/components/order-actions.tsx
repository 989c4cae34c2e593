import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { Trans } from '@shop/i18n';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminT } from '../../../lib/i18n';
import { useSetOrderStatusMutation } from '../api/orders-api';
import { asksForCash, type OrderAction, orderActions } from '../utils/order-actions';
import { refundableTaka } from '../utils/refunds';

/**
 * The workflow buttons of one order (Confirm, Ship, Mark delivered, Cancel — what the rules allow
 * next). Cancel asks 'Are you sure?' (spec §5); delivering an unpaid cash-on-delivery order asks
 * whether the cash was collected (then the order becomes paid). The dialog closes before the call,
 * so its toast never covers it.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useAdminT();
  const [setStatus, change] = useSetOrderStatusMutation();
  const [askingCash, setAskingCash] = useState(false);
  const [cashCollected, setCashCollected] = useState(false);
  const actions = orderActions(order);

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

  const run = (action: OrderAction) => {
    if (action.to === 'cancelled') {
      // Cancelling a paid order refunds it: the confirmation says how much goes back.
      const question =
        order.payment.status === 'unpaid'
          ? t('orders.confirmCancel')
          : t('orders.confirmCancelRefund', { amount: refundableTaka(order) });
      if (window.confirm(question)) void send(action);
      return;
    }
    if (asksForCash(order, action.to)) {
      setCashCollected(false);
      setAskingCash(true);
      return;
    }
    void send(action);
  };

  if (actions.length === 0) return <span className="admin-muted">—</span>;
  const deliver = actions.find((action) => action.to === 'delivered');
  return (
    <>
      <Space wrap size={6}>
        {actions.map((action) => (
          <Button
            key={action.to}
            size="small"
            type={action.to === 'cancelled' ? 'default' : 'primary'}
            danger={action.to === 'cancelled'}
            loading={change.isLoading && change.originalArgs?.status === action.to}
            disabled={change.isLoading}
            onClick={() => run(action)}
          >
            {t(`orders.actions.${action.to}`)}
          </Button>
        ))}
      </Space>
      {deliver && (
        <ConfirmDialog
          open={askingCash}
          title={t('orders.deliverTitle')}
          okText={t('orders.actions.delivered')}
          onCancel={() => setAskingCash(false)}
          onConfirm={() => {
            setAskingCash(false);
            void send(deliver, cashCollected);
          }}
        >
          <p>
            <Trans
              t={t}
              i18nKey="orders.paysCash"
              values={{ name: order.name, total: order.total }}
              components={{ name: <span translate="no" /> }}
            />
          </p>
          <Checkbox
            checked={cashCollected}
            onChange={(event) => setCashCollected(event.target.checked)}
          >
            {t('orders.cashCollected', { total: order.total })}
          </Checkbox>
        </ConfirmDialog>
      )}
    </>
  );
}
