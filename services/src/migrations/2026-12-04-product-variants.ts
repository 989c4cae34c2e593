import { defaultSku } from '@shop/rules';
import type { Connection, Types } from 'mongoose';
import type { Migration, MigrationResult } from './migration';

interface StoredPart {
  _id: Types.ObjectId;
  name: string;
  price: number;
  quantity: number;
  variants?: {
    sku: string;
    values?: string[];
    price?: number;
    quantity?: number;
    archived?: boolean;
  }[];
  holds?: { orderId: Types.ObjectId; quantity: number; sku?: string }[];
  returns?: (Types.ObjectId | { ledgerId: Types.ObjectId; sku: string })[];
}

interface LineRef {
  partId: Types.ObjectId;
  sku?: string;
}

interface StoredOrder {
  _id: Types.ObjectId;
  lines?: (LineRef & { name?: string })[];
  payment?: { refunds?: { lines?: LineRef[] }[] };
  returns?: { lines?: LineRef[] }[];
}

const isLedgerRecord = (entry: unknown): entry is { ledgerId: Types.ObjectId; sku: string } =>
  typeof entry === 'object' && entry !== null && 'ledgerId' in entry;

/**
 * Products become a list of variants. Each part written before has one price and one stock: it gets
 * no options and exactly one variant with that price, that stock and a SKU made from its name and
 * id (defaultSku); its ledger of orders in flight names that variant (`holds[].sku`, and `returns`
 * from bare ledger ids to `{ledgerId, sku}`). Then every order line, refund line and return line
 * names the variant of its part (`sku`): the part's only variant, or — for a part erased since —
 * the SKU it would have had. One update per document (only where the new shape is missing; migrations run before the API serves, so nothing writes between the read and the
 * update), and a rerun after an interruption skips what is done.
 */
export const productVariantsMigration: Migration = {
  name: '2026-12-04-product-variants',
  description: 'parts: one variant each (SKU, price, stock); orders: lines name their variant',
  async up(connection: Connection): Promise<MigrationResult> {
    const parts = connection.collection<StoredPart>('parts');
    const orders = connection.collection<StoredOrder>('orders');
    const skuOf = new Map<string, string>();

    let partsMigrated = 0;
    for await (const part of parts.find(
      {},
      { projection: { name: 1, price: 1, quantity: 1, variants: 1, holds: 1, returns: 1 } },
    )) {
      const id = part._id.toHexString();
      if (part.variants?.length) {
        skuOf.set(id, part.variants[0].sku);
        const oldHolds = (part.holds ?? []).some((hold) => !hold.sku);
        const oldReturns = (part.returns ?? []).some((entry) => !isLedgerRecord(entry));
        if (!oldHolds && !oldReturns) continue;
      }
      const sku = part.variants?.[0]?.sku ?? defaultSku(part.name, id);
      skuOf.set(id, sku);
      const result = await parts.updateOne(
        { _id: part._id },
        {
          $set: {
            ...(part.variants?.length
              ? {}
              : {
                  options: [],
                  variants: [
                    {
                      sku,
                      values: [],
                      price: part.price,
                      quantity: part.quantity,
                      archived: false,
                    },
                  ],
                }),
            holds: (part.holds ?? []).map((hold) => ({ ...hold, sku: hold.sku ?? sku })),
            returns: (part.returns ?? []).map((entry) =>
              isLedgerRecord(entry) ? entry : { ledgerId: entry, sku },
            ),
          },
        },
      );
      partsMigrated += result.modifiedCount;
    }

    let ordersMigrated = 0;
    const unnamed = { $elemMatch: { sku: { $exists: false } } };
    for await (const order of orders.find(
      {
        $or: [
          { lines: unnamed },
          { 'payment.refunds.lines': unnamed },
          { 'returns.lines': unnamed },
        ],
      },
      { projection: { lines: 1, 'payment.refunds': 1, returns: 1 } },
    )) {
      const set: Record<string, string> = {};
      const name = (path: string, line: LineRef & { name?: string }) => {
        if (line.sku) return;
        const id = line.partId.toHexString();
        const lineName = order.lines?.find((candidate) =>
          candidate.partId.equals(line.partId),
        )?.name;
        set[`${path}.sku`] = skuOf.get(id) ?? defaultSku(lineName ?? line.name ?? 'PART', id);
      };
      (order.lines ?? []).forEach((line, i) => name(`lines.${i}`, line));
      (order.payment?.refunds ?? []).forEach((refund, r) =>
        (refund.lines ?? []).forEach((line, i) => name(`payment.refunds.${r}.lines.${i}`, line)),
      );
      (order.returns ?? []).forEach((item, r) =>
        (item.lines ?? []).forEach((line, i) => name(`returns.${r}.lines.${i}`, line)),
      );
      if (Object.keys(set).length === 0) continue;
      const result = await orders.updateOne({ _id: order._id }, { $set: set });
      ordersMigrated += result.modifiedCount;
    }
    return { partsMigrated, ordersMigrated };
  },
};
