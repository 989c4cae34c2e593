import { notify } from '@shop/api-client';
import type { Order, OrderLineUnits } from '@shop/contracts';
import { parseTypedNumber } from '@shop/ui';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LineName, LineSku, lineKey, useLineName } from '../../../components/line-name';
import { useAdminT } from '../../../lib/i18n';
import { useRefundOrderMutation } from '../api/orders-api';
import { refundableTaka, refundKind, unitsLeft } from '../utils/refunds';

interface PendingRefund {
  lines?: OrderLineUnits[];
  amount: number;
}

/**
 * Refunds of one order (its expanded row): for a card-paid order, a Refund per line (how many units)
 * and for the whole order, through the provider that took the money; for a delivered
 * cash-on-delivery order, 'Cash refund' records the cash handed back. Each asks first, naming the
 * amount. Shown only when the order state machine allows a refund.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const { t } = useAdminT();
  const [refund, state] = useRefundOrderMutation();
  // Units chosen per line, by product and variant: an order may hold two variants of one product.
  const [units, setUnits] = useState<Record<string, number>>({});
  const lineName = useLineName();
  const [pending, setPending] = useState<PendingRefund>();
  const kind = refundKind(order);
  if (!kind) return null;

  const whole = refundableTaka(order);
  const send = async ({ lines }: PendingRefund) => {
    setPending(undefined);
    const result = await refund({ id: order._id, ...(lines ? { lines } : {}) });
    if ('data' in result && result.data) notify.success(t('orders.refunds.done'));
  };

  return (
    <div className="admin-orders__refunds" data-testid="order-refunds">
      <strong>{t(kind === 'cash' ? 'orders.refunds.cashTitle' : 'orders.refunds.title')}</strong>
      <ul className="admin-orders__refund-lines">
        {order.lines.map((line) => {
          const left = unitsLeft(line);
          const chosen = Math.min(units[lineKey(line)] ?? left, left);
          return (
            <li key={lineKey(line)} data-testid="refund-line">
              <LineName line={line} /> <LineSku line={line} />{' '}
              <span className="admin-muted">
                {t('orders.refunds.unitsLeft', {
                  count: left,
                  refunded: line.refundedQuantity ?? 0,
                })}
              </span>
              {left > 0 && (
                <Space size={4}>
                  <InputNumber
                    size="small"
                    min={1}
                    max={left}
                    parser={parseTypedNumber}
                    value={chosen}
                    aria-label={t('orders.refunds.unitsOf', { name: lineName(line) })}
                    onChange={(value) =>
                      setUnits((all) => ({ ...all, [lineKey(line)]: Number(value) || 1 }))
                    }
                  />
                  <Button
                    size="small"
                    disabled={state.isLoading}
                    onClick={() =>
                      setPending({
                        lines: [{ partId: line.partId, sku: line.sku, quantity: chosen }],
                        amount: Math.min(line.unitPrice * chosen, whole),
                      })
                    }
                  >
                    {t(kind === 'cash' ? 'orders.refunds.cashLine' : 'orders.refunds.line')}
                  </Button>
                </Space>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        size="small"
        danger
        loading={state.isLoading}
        onClick={() => setPending({ amount: whole })}
      >
        {t(kind === 'cash' ? 'orders.refunds.cashWhole' : 'orders.refunds.whole', {
          amount: whole,
        })}
      </Button>
      <ConfirmDialog
        open={pending !== undefined}
        danger
        title={t(kind === 'cash' ? 'orders.refunds.confirmCash' : 'orders.refunds.confirmCard', {
          amount: pending?.amount ?? 0,
        })}
        okText={t(kind === 'cash' ? 'orders.refunds.cashOk' : 'orders.refunds.ok', {
          amount: pending?.amount ?? 0,
        })}
        onCancel={() => setPending(undefined)}
        onConfirm={() => pending && void send(pending)}
      />
    </div>
  );
}
