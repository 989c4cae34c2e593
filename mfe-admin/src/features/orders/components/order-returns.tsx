import { assetUrl, notify } from '@shop/api-client';
import type { Order, OrderReturn, ReturnAction } from '@shop/contracts';
import { MAX_RETURN_NOTE_LENGTH } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { Button, Checkbox, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LineName, LineSku, lineKey, lineOf } from '../../../components/line-name';
import { useAdminT } from '../../../lib/i18n';
import { useUpdateReturnMutation } from '../api/orders-api';

/** The admin's next moves of a return, by its state (the machine's RETURN_TRANSITIONS). */
const NEXT: Record<OrderReturn['state'], readonly ReturnAction[]> = {
  requested: ['approve', 'reject'],
  approved: ['receive'],
  received: ['refund'],
  rejected: [],
  refunded: [],
};

const STATE_COLORS: Record<OrderReturn['state'], string> = {
  requested: 'gold',
  approved: 'blue',
  rejected: 'default',
  received: 'purple',
  refunded: 'green',
};

interface Asking {
  ret: OrderReturn;
  action: ReturnAction;
}

/**
 * The order's return requests (its expanded row): lines, reason, photo and state of each, and the
 * admin's move — approve, reject (a note is required), received (with 'damaged — no stock back'),
 * refund. Each move asks first.
 */
export function OrderReturns({ order }: { order: Order }) {
  const { t } = useAdminT();
  const f = useFormat();
  const [update, state] = useUpdateReturnMutation();
  const [asking, setAsking] = useState<Asking>();
  const [note, setNote] = useState('');
  const [damaged, setDamaged] = useState(false);
  if (!order.returns?.length) return null;

  const amountOf = (ret: OrderReturn) =>
    ret.lines.reduce((sum, l) => sum + (lineOf(order.lines, l)?.unitPrice ?? 0) * l.quantity, 0);

  const ask = (ret: OrderReturn, action: ReturnAction) => {
    setNote('');
    setDamaged(false);
    setAsking({ ret, action });
  };
  const send = async ({ ret, action }: Asking) => {
    setAsking(undefined);
    const result = await update({
      id: order._id,
      returnId: ret.id,
      action,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(action === 'receive' ? { damaged } : {}),
    });
    if ('data' in result && result.data) notify.success(t(`orders.returns.done.${action}`));
  };

  return (
    <div className="admin-orders__returns" data-testid="order-returns">
      <strong>{t('orders.returns.title')}</strong>
      <ul>
        {order.returns.map((ret) => (
          <li key={ret.id} data-testid="return-request" data-state={ret.state}>
            <Tag color={STATE_COLORS[ret.state]}>{t(`orders.returns.state.${ret.state}`)}</Tag>{' '}
            {ret.lines.map((l, index) => {
              const line = lineOf(order.lines, l);
              return (
                <span key={lineKey(l)} data-testid="return-line">
                  {index > 0 && ', '}
                  {line ? <LineName line={line} /> : <LineSku line={l} />} × {f.number(l.quantity)}
                </span>
              );
            })}{' '}
            <span className="admin-muted">
              {f.dateTime(ret.requestedAt)} · {t('orders.returns.reason')}{' '}
              <span translate="no">{ret.reason}</span>
            </span>
            {ret.photo && (
              <>
                {' '}
                <a href={assetUrl(ret.photo)} target="_blank" rel="noreferrer">
                  {t('orders.returns.photo')}
                </a>
              </>
            )}
            {ret.note && (
              <span className="admin-muted">
                {' '}
                · {t('orders.returns.note')} <span translate="no">{ret.note}</span>
              </span>
            )}
            {ret.damaged && <Tag color="red">{t('orders.returns.damagedTag')}</Tag>}
            {ret.refundedTaka !== undefined && (
              <span className="admin-muted">
                {' '}
                · {t('orders.returns.refunded', { amount: ret.refundedTaka })}
              </span>
            )}
            {NEXT[ret.state].length > 0 && (
              <Space size={4} className="admin-orders__return-actions">
                {NEXT[ret.state].map((action) => (
                  <Button
                    key={action}
                    size="small"
                    danger={action === 'reject'}
                    type={action === 'reject' ? 'default' : 'primary'}
                    disabled={state.isLoading}
                    onClick={() => ask(ret, action)}
                  >
                    {t(`orders.returns.actions.${action}`)}
                  </Button>
                ))}
              </Space>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== undefined}
        danger={asking?.action === 'reject'}
        title={
          asking
            ? t(`orders.returns.confirm.${asking.action}`, { amount: amountOf(asking.ret) })
            : ''
        }
        okText={asking ? t(`orders.returns.actions.${asking.action}`) : ''}
        okDisabled={asking?.action === 'reject' && !note.trim()}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void send(asking)}
      >
        {asking?.action === 'receive' && (
          <Checkbox checked={damaged} onChange={(event) => setDamaged(event.target.checked)}>
            {t('orders.returns.damaged')}
          </Checkbox>
        )}
        {asking && asking.action !== 'refund' && (
          <Input.TextArea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={MAX_RETURN_NOTE_LENGTH}
            rows={2}
            aria-label={t(
              asking.action === 'reject'
                ? 'orders.returns.noteRequired'
                : 'orders.returns.noteOptional',
            )}
            placeholder={t(
              asking.action === 'reject'
                ? 'orders.returns.noteRequired'
                : 'orders.returns.noteOptional',
            )}
          />
        )}
      </ConfirmDialog>
    </div>
  );
}
