import type { Order, OrderHistoryEntry } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { useWarrantyText } from '@shop/ui';
import { type HistoryEvent, historyEvent, type HistoryNote, readableNote } from '@shop/rules';
import { LineName, lineKey } from '../../../components/line-name';
import { AsEntered, Message } from '../../../components/message';
import { type DashboardT, useDashboardT } from '../../../lib/i18n';

type Price = (amount: number) => string;

/** A note in the page's words where it has them; else as the API wrote it, made readable. */
function NoteText({ note, t, price }: { note: HistoryNote; t: DashboardT; price: Price }) {
  switch (note.kind) {
    case 'paid':
      return (
        <>{t(note.by === 'cash' ? 'orders.history.paidInCash' : 'orders.history.paidByCard')}</>
      );
    case 'paidByWallet':
      return (
        <>
          {note.wallet ? (
            <Message
              k="orders.history.paidBy"
              parts={{ wallet: <AsEntered>{note.wallet}</AsEntered> }}
            />
          ) : (
            t('orders.history.paidByWallet')
          )}
          {note.detail && <span translate="no"> · {readableNote(note.detail, price)}</span>}
        </>
      );
    case 'return':
      return (
        <>
          {t(`orders.history.return.${note.step}`)}
          {note.damaged && <> ({t('orders.history.damaged')})</>}
          {note.note && <span translate="no">: {readableNote(note.note, price)}</span>}
        </>
      );
    case 'refund':
      return (
        <>
          {t(note.done ? 'orders.refundedAmount' : 'orders.refundOnItsWay', {
            amount: note.amount,
          })}
        </>
      );
    case 'reason':
      return <>{t(`orders.reasons.${note.reason}`)}</>;
    case 'text':
      return <span translate="no">{readableNote(note.text, price)}</span>;
  }
}

/** A new status in bold with its note after it; an event on the order (same status) is its note. */
function EventText({ event, t, price }: { event: HistoryEvent; t: DashboardT; price: Price }) {
  if (event.status) {
    return (
      <>
        <strong>{t(`status.${event.status}`, { defaultValue: event.status })}</strong>
        {event.note && (
          <>
            {' ('}
            <NoteText note={event.note} t={t} price={price} />)
          </>
        )}
      </>
    );
  }
  return (
    <strong>
      {event.note ? (
        <NoteText note={event.note} t={t} price={price} />
      ) : (
        t('orders.history.changed')
      )}
    </strong>
  );
}

/**
 * Who did it: the customer by the name the order recorded then (a later change of name does not
 * rewrite it), the shop's staff as "the shop", the shop's own timers as "automatically".
 */
function ByWhom({
  entry,
  order,
  t,
}: {
  entry: OrderHistoryEntry;
  order: Pick<Order, 'userId'>;
  t: DashboardT;
}) {
  if (entry.byRole === 'admin') return <>{t('orders.history.byShop')}</>;
  if (entry.byRole === 'customer' || (entry.byUserId && entry.byUserId === order.userId)) {
    return entry.byName ? (
      <Message k="orders.history.byName" parts={{ name: <AsEntered>{entry.byName}</AsEntered> }} />
    ) : (
      <>{t('orders.history.byYou')}</>
    );
  }
  return <>{t('orders.history.bySystem')}</>;
}

/**
 * An order's history on My Booking Products (a row's details, a card's toggle): the products by
 * the names (and variants) the order recorded when it was placed, then each event — when, what (amounts in the
 * shop's format, wallets by their brands, in the page's language) and who.
 */
export function OrderHistory({ order }: { order: Order }) {
  const { t } = useDashboardT();
  const f = useFormat();
  const warrantyText = useWarrantyText();
  return (
    <div className="order-history" data-testid="order-history">
      <p className="order-history__title">
        <strong>{t('orders.history.products')}</strong>
      </p>
      <ul className="order-history__lines">
        {order.lines.map((line) => (
          <li key={lineKey(line)} data-testid="history-line">
            <LineName line={line} /> × {f.number(line.quantity)}
            {line.warranty && (
              <span className="order-history__warranty" data-testid="line-warranty">
                {' · '}
                {warrantyText(line.warranty)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.history.length === 0 ? (
        <p className="my-orders__note">{t('orders.history.none')}</p>
      ) : (
        <ol className="order-history__events">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} data-testid="history-event">
              <time dateTime={entry.at}>{f.dateTime(entry.at)}</time> —{' '}
              <EventText
                event={historyEvent(entry, order.history[index - 1])}
                t={t}
                price={f.price}
              />
              <span className="my-orders__note">
                {' '}
                <ByWhom entry={entry} order={order} t={t} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
