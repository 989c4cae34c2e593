import type { Connection, Types } from 'mongoose';
import type { Migration, MigrationResult } from './migration';

interface Actor {
  byUserId?: Types.ObjectId;
  byRole?: string;
  byName?: string;
}

interface StoredOrder {
  _id: Types.ObjectId;
  history?: Actor[];
  returns?: { steps?: Actor[] }[];
}

const unnamed = (entry: Actor) => !entry.byName && entry.byUserId && entry.byRole !== 'system';

/** The name a history entry or return step is given (at most 100 characters, as the schema keeps). */
const stored = (name: string) => name.trim().slice(0, 100);

/**
 * History entries and return steps written before the API kept who acted by name carry only an
 * account id; the admin's list used to name them from the account as it is now, so an old event
 * took a later name. Each gets its `byName` once, here: the account's name at the upgrade, kept from
 * then on as the entries written since keep theirs. An account removed since stays unnamed (the page
 * says its role). One update per order, each element set only where it is still unnamed, so a rerun
 * after an interruption skips what is done and entries pushed meanwhile are untouched.
 */
export const orderHistoryNamesMigration: Migration = {
  name: '2026-12-03-order-history-names',
  description: 'orders: byName on history entries and return steps that have only an account id',
  async up(connection: Connection): Promise<MigrationResult> {
    const orders = connection.collection<StoredOrder>('orders');
    const users = connection.collection('users');
    const names = new Map<string, string | null>();
    const nameOf = async (id: Types.ObjectId): Promise<string | null> => {
      const key = id.toHexString();
      if (!names.has(key)) {
        const user = await users.findOne({ _id: id }, { projection: { name: 1 } });
        const name = typeof user?.name === 'string' && user.name.trim() ? stored(user.name) : null;
        names.set(key, name);
      }
      return names.get(key) ?? null;
    };

    let ordersNamed = 0;
    let entriesNamed = 0;
    const cursor = orders.find(
      {
        $or: [
          { history: { $elemMatch: { byName: { $exists: false }, byUserId: { $exists: true } } } },
          {
            'returns.steps': {
              $elemMatch: { byName: { $exists: false }, byUserId: { $exists: true } },
            },
          },
        ],
      },
      { projection: { history: 1, 'returns.steps': 1 } },
    );
    for await (const order of cursor) {
      const filter: Record<string, unknown> = { _id: order._id };
      const set: Record<string, string> = {};
      const name = async (path: string, entry: Actor) => {
        if (!unnamed(entry)) return;
        const byName = await nameOf(entry.byUserId!);
        if (!byName) return;
        filter[`${path}.byUserId`] = entry.byUserId;
        filter[`${path}.byName`] = { $exists: false };
        set[`${path}.byName`] = byName;
      };
      for (const [index, entry] of (order.history ?? []).entries()) {
        await name(`history.${index}`, entry);
      }
      for (const [r, item] of (order.returns ?? []).entries()) {
        for (const [s, step] of (item.steps ?? []).entries()) {
          await name(`returns.${r}.steps.${s}`, step);
        }
      }
      const count = Object.keys(set).length;
      if (count === 0) continue;
      const updated = await orders.updateOne(filter, { $set: set });
      if (updated.modifiedCount === 1) {
        ordersNamed += 1;
        entriesNamed += count;
      }
    }
    return { orders: ordersNamed, entries: entriesNamed };
  },
};
