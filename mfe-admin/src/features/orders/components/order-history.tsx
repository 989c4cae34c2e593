import type { Order } from '@shop/contracts';
import { Trans, useFormat } from '@shop/i18n';
import { Fragment } from 'react';
import { type AdminT, useAdminT } from '../../../lib/i18n';

type HistoryEntry = Order['history'][number];

/** Who made a change: "you" for the signed-in admin, the system, else the role and the account id. */
function ChangedBy({ entry, myId, t }: { entry: HistoryEntry; myId?: string; t: AdminT }) {
  if (entry.byUserId && entry.byUserId === myId) return <>{t('orders.history.byYou')}</>;
  if (entry.byRole === 'system' || !entry.byRole) return <>{t('orders.history.bySystem')}</>;
  const role = t(`orders.history.roles.${entry.byRole}`);
  if (!entry.byUserId) return <>{t('orders.history.byRole', { role })}</>;
  return (
    <Trans
      t={t}
      i18nKey="orders.history.byRoleId"
      values={{ role, id: entry.byUserId }}
      components={{ id: <span translate="no" /> }}
    />
  );
}

/**
 * The order's history (expanded row): each change, when, and who made it — "you" for the signed-in
 * admin, else the role and the account id.
 */
export function OrderHistory({ order, myId }: { order: Order; myId?: string }) {
  const { t } = useAdminT();
  const f = useFormat();
  return (
    <div className="admin-orders__history" data-testid="order-history">
      <p className="admin-orders__lines">
        <strong>{t('orders.history.products')}</strong>{' '}
        {order.lines.map((line, index) => (
          <Fragment key={`${line.partId}-${index}`}>
            {index > 0 && ', '}
            <span translate="no">{line.name}</span> × {f.number(line.quantity)}
          </Fragment>
        ))}{' '}
        · <strong>{t('orders.history.district')}</strong>{' '}
        <span translate="no">{order.district}</span>
      </p>
      {order.history.length === 0 ? (
        <p className="admin-muted">{t('orders.history.none')}</p>
      ) : (
        <ol className="admin-orders__events">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{f.dateTime(entry.at)}</time> —{' '}
              <strong>{t(`orders.status.${entry.status}`, { defaultValue: entry.status })}</strong>
              {entry.note && <span translate="no"> ({entry.note})</span>}
              <span className="admin-muted">
                {' '}
                <ChangedBy entry={entry} myId={myId} t={t} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
