import type { Order } from '@shop/contracts';
import { Trans, useFormat } from '@shop/i18n';
import { useWarrantyText } from '@shop/ui';
import { historyNote, readableNote } from '@shop/rules';
import { LineName, LineSku, lineKey, useLineName } from '../../../components/line-name';
import { Thumbnail } from '../../../components/thumbnail';
import { type AdminT, useAdminT } from '../../../lib/i18n';

type HistoryEntry = Order['history'][number];

/**
 * Who made a change: "you" for the signed-in admin, "the system", else the person's name as the
 * API recorded it (`byName`); an account removed since is only its role. Never an account id.
 */
function ChangedBy({ entry, myId, t }: { entry: HistoryEntry; myId?: string; t: AdminT }) {
  if (entry.byUserId && entry.byUserId === myId) return <>{t('orders.history.byYou')}</>;
  if (entry.byRole === 'system' || !entry.byRole) return <>{t('orders.history.bySystem')}</>;
  if (entry.byName) {
    return (
      <Trans
        t={t}
        i18nKey="orders.history.byName"
        values={{ name: entry.byName }}
        components={{ name: <span translate="no" /> }}
      />
    );
  }
  return <>{t('orders.history.byRole', { role: t(`orders.history.roles.${entry.byRole}`) })}</>;
}

type Price = (amount: number) => string;

/**
 * An entry that keeps the status of the one before is an event on the order — cash collected, a
 * card payment, a return's step, a refund — not the status again: it is said as that event, so a
 * delivered order does not read "delivered" twice.
 */
function EventOf({ entry, t, price }: { entry: HistoryEntry; t: AdminT; price: Price }) {
  const text = entry.note ?? '';
  if (!text) return <strong>{t('orders.history.changed')}</strong>;
  const note = historyNote(text);
  switch (note.kind) {
    case 'paidByWallet': {
      const detail = note.detail ?? note.wallet;
      return (
        <>
          <strong>{t('orders.payment.paid')}</strong>
          {detail && <span translate="no"> · {readableNote(detail, price)}</span>}
        </>
      );
    }
    case 'paid':
      return (
        <strong>
          {t(note.by === 'cash' ? 'orders.history.cashCollected' : 'orders.history.paidByCard')}
        </strong>
      );
    case 'return':
      return (
        <>
          <strong>{t(`orders.history.return.${note.step}`)}</strong>
          {note.damaged && <> ({t('orders.history.damaged')})</>}
          {note.note && <span translate="no">: {readableNote(note.note, price)}</span>}
        </>
      );
    default:
      // Refunds and cancel reasons read as the API wrote them (the admin sees the whole note).
      return <strong translate="no">{readableNote(text, price)}</strong>;
  }
}

/**
 * The order's history (expanded row): every line's picture, name and variant (its SKU small, for
 * picking the stock), the district, then each
 * change, when, and who made it — "you" for the signed-in admin, the system, else the person's
 * name.
 */
export function OrderHistory({ order, myId }: { order: Order; myId?: string }) {
  const { t } = useAdminT();
  const f = useFormat();
  const lineName = useLineName();
  // The warranty the customer was promised when ordering: what the staff honour, whatever the
  // product's page says today.
  const warrantyText = useWarrantyText();
  return (
    <div className="admin-orders__history" data-testid="order-history">
      <p className="admin-orders__lines-title">
        <strong>{t('orders.history.products')}</strong>
      </p>
      <ul className="admin-orders__lines" data-testid="order-lines">
        {order.lines.map((line) => (
          <li key={lineKey(line)} className="admin-orders__line" data-testid="order-line">
            <Thumbnail img={line.img} alt={lineName(line)} />
            <span>
              <LineName line={line} /> × {f.number(line.quantity)} <LineSku line={line} />
              {line.warranty && (
                <span className="admin-muted" data-testid="line-warranty">
                  {' · '}
                  {warrantyText(line.warranty)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="admin-orders__district">
        <strong>{t('orders.history.district')}</strong> <span translate="no">{order.district}</span>
      </p>
      {order.history.length === 0 ? (
        <p className="admin-muted">{t('orders.history.none')}</p>
      ) : (
        <ol className="admin-orders__events">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{f.dateTime(entry.at)}</time> —{' '}
              {index > 0 && order.history[index - 1].status === entry.status ? (
                <EventOf entry={entry} t={t} price={f.price} />
              ) : (
                <>
                  <strong>
                    {t(`orders.status.${entry.status}`, { defaultValue: entry.status })}
                  </strong>
                  {entry.note && <span translate="no"> ({readableNote(entry.note, f.price)})</span>}
                </>
              )}
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
