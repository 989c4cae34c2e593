import { notify } from '@shop/api-client';
import type { Order } from '@shop/contracts';
import { formatTaka } from '@shop/rules';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetOrderStatusMutation } from '../api/orders-api';
import {
  asksForCash,
  type OrderAction,
  orderActions,
  STATUS_CHANGED_MESSAGES,
} from '../utils/order-actions';

/** Spec §5: the browser confirmation before an order is cancelled. */
export const CANCEL_CONFIRMATION = 'Are you sure?';
export const CASH_COLLECTED_LABEL = 'Cash collected';
export const PAID_IN_CASH_MESSAGE = 'Order delivered and paid in cash';

/**
 * The workflow buttons of one order (Confirm, Ship, Mark delivered, Cancel — what the rules allow
 * next). Cancel asks 'Are you sure?'; delivering an unpaid cash-on-delivery order asks whether the
 * cash was collected (then the order becomes paid). The dialog closes before the call, so its toast
 * never covers it.
 */
export function OrderActions({ order }: { order: Order }) {
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
        ? PAID_IN_CASH_MESSAGE
        : STATUS_CHANGED_MESSAGES[action.to],
    );
  };

  const run = (action: OrderAction) => {
    if (action.to === 'cancelled') {
      if (window.confirm(CANCEL_CONFIRMATION)) void send(action);
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
            {action.label}
          </Button>
        ))}
      </Space>
      {deliver && (
        <ConfirmDialog
          open={askingCash}
          title="Mark this order delivered?"
          okText={deliver.label}
          onCancel={() => setAskingCash(false)}
          onConfirm={() => {
            setAskingCash(false);
            void send(deliver, cashCollected);
          }}
        >
          <p>
            {order.name} pays {formatTaka(order.total)} in cash on delivery.
          </p>
          <Checkbox
            checked={cashCollected}
            onChange={(event) => setCashCollected(event.target.checked)}
          >
            {CASH_COLLECTED_LABEL} ({formatTaka(order.total)}): the order becomes paid
          </Checkbox>
        </ConfirmDialog>
      )}
    </>
  );
}
