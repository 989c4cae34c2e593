import type { Order } from '@shop/contracts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The order's history (expanded row): each change, when, and who made it — "you" for the signed-in
 * admin, else the role and the account id.
 */
export function OrderHistory({ order, myId }: { order: Order; myId?: string }) {
  const lines = order.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
  return (
    <div className="admin-orders__history" data-testid="order-history">
      <p className="admin-orders__lines">
        <strong>Products:</strong> {lines} · <strong>District:</strong> {order.district}
      </p>
      {order.history.length === 0 ? (
        <p className="admin-muted">No changes recorded yet.</p>
      ) : (
        <ol className="admin-orders__events">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>{when(entry.at)}</time> — <strong>{entry.status}</strong>
              {entry.note && <span> ({entry.note})</span>}
              <span className="admin-muted">
                {' '}
                by{' '}
                {entry.byUserId && entry.byUserId === myId
                  ? 'you'
                  : entry.byRole === 'system' || !entry.byRole
                    ? 'the system'
                    : `${entry.byRole}${entry.byUserId ? ` ${entry.byUserId}` : ''}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
