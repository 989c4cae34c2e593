/**
 * Names on the history of orders written before the API kept them (issue 19). New history entries
 * and return steps carry `byName`, the account's name at the time (order-records.ts `actorFields`);
 * older ones only an account id. When an admin reads orders, those are named from the accounts as
 * they are now rather than migrated: nothing stored is rewritten, and an account removed since stays
 * unnamed (the page then says its role). Pure; OrdersService looks the names up.
 */
import type { Order } from '@shop/contracts';

type Named = { byUserId?: string; byRole?: string; byName?: string };

function entriesOf(order: Order): Named[] {
  return [...order.history, ...(order.returns ?? []).flatMap((item) => item.steps)];
}

/** The account ids of entries without a name (the system's have none to find). */
export function unnamedActorIds(orders: readonly Order[]): string[] {
  const ids = new Set<string>();
  for (const order of orders) {
    for (const entry of entriesOf(order)) {
      if (!entry.byName && entry.byUserId && entry.byRole !== 'system') ids.add(entry.byUserId);
    }
  }
  return [...ids];
}

/** The orders with `byName` filled where it was missing and the account's name is known. */
export function withActorNames<O extends Order>(orders: O[], names: ReadonlyMap<string, string>): O[] {
  const name = <E extends Named>(entry: E): E =>
    entry.byName || !entry.byUserId || entry.byRole === 'system' || !names.has(entry.byUserId)
      ? entry
      : { ...entry, byName: names.get(entry.byUserId) };
  return orders.map((order) => ({
    ...order,
    history: order.history.map(name),
    ...(order.returns
      ? { returns: order.returns.map((item) => ({ ...item, steps: item.steps.map(name) })) }
      : {}),
  }));
}
