import { type Order, type Wallet, WALLET_NAMES } from '@shop/contracts';
import { Trans, useFormat } from '@shop/i18n';
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

/** How the API notes events that do not change the status (order-lifecycle / order-returns). */
const PAID = /^paid \((cash|stripe|sandbox)\)$/;
/** A payment through a wallet: bKash's checkout ("paid (bkash)") or a checked send-money claim. */
const PAID_BY_WALLET = /^paid \((bkash|nagad|rocket|wallet)\)(?::\s*(.*))?$/s;

type Format = ReturnType<typeof useFormat>;

/**
 * A note as the API wrote it, made readable: amounts in the shop's format and the page's digits
 * ("৳38500" → "৳38,500", "৳৩৮,৫০০"), wallets by their brand names ("bkash" → "bKash").
 */
function readableNote(note: string, f: Pick<Format, 'price'>): string {
  return note
    .replace(/৳\s?(\d+)/g, (_match, amount: string) => f.price(Number(amount)))
    .replace(/\b(bkash|nagad|rocket)\b/gi, (name: string) =>
      WALLET_NAMES[name.toLowerCase() as Wallet] ?? name,
    );
}
const RETURN_STEP =
  /^return (requested|approved|rejected|received|refunded)( \(damaged\))?(?::\s*(.*))?$/s;

/**
 * An entry that keeps the status of the one before is an event on the order — cash collected, a
 * card payment, a return's step, a refund — not the status again: it is said as that event, so a
 * delivered order does not read "delivered" twice.
 */
function EventOf({ entry, t, f }: { entry: HistoryEntry; t: AdminT; f: Format }) {
  const note = entry.note ?? '';
  const byWallet = PAID_BY_WALLET.exec(note);
  if (byWallet) {
    const detail = byWallet[1] === 'wallet' ? (byWallet[2] ?? '') : byWallet[1];
    return (
      <>
        <strong>{t('orders.payment.paid')}</strong>
        {detail && <span translate="no"> · {readableNote(detail, f)}</span>}
      </>
    );
  }
  const paid = PAID.exec(note);
  if (paid) {
    return (
      <strong>
        {t(paid[1] === 'cash' ? 'orders.history.cashCollected' : 'orders.history.paidByCard')}
      </strong>
    );
  }
  const step = RETURN_STEP.exec(note);
  if (step) {
    return (
      <>
        <strong>{t(`orders.history.return.${step[1]}`)}</strong>
        {step[2] && <> ({t('orders.history.damaged')})</>}
        {step[3] && <span translate="no">: {readableNote(step[3], f)}</span>}
      </>
    );
  }
  return <strong translate="no">{note ? readableNote(note, f) : t('orders.history.changed')}</strong>;
}

/**
 * The order's history (expanded row): every line's picture and name, the district, then each
 * change, when, and who made it — "you" for the signed-in admin, the system, else the person's
 * name.
 */
export function OrderHistory({ order, myId }: { order: Order; myId?: string }) {
  const { t } = useAdminT();
  const f = useFormat();
  return (
    <div className="admin-orders__history" data-testid="order-history">
      <p className="admin-orders__lines-title">
        <strong>{t('orders.history.products')}</strong>
      </p>
      <ul className="admin-orders__lines" data-testid="order-lines">
        {order.lines.map((line, index) => (
          <li key={`${line.partId}-${index}`} className="admin-orders__line">
            <Thumbnail img={line.img} alt={line.name} />
            <span>
              <span translate="no">{line.name}</span> × {f.number(line.quantity)}
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
                <EventOf entry={entry} t={t} f={f} />
              ) : (
                <>
                  <strong>
                    {t(`orders.status.${entry.status}`, { defaultValue: entry.status })}
                  </strong>
                  {entry.note && <span translate="no"> ({readableNote(entry.note, f)})</span>}
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
