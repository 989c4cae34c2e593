import type { Connection, Types } from 'mongoose';
import { orderNumber } from '@shop/rules';
import type { Migration, MigrationResult } from './migration';

/**
 * Orders placed before the order number was stored have none, so the admin's search by number
 * (an index on `number`) would not find them. Each gets the number its messages already quoted (the
 * id's last 6 characters, upper-cased): one update per order, conditional on having none, so a rerun
 * after an interruption skips what is done.
 */
export const orderNumbersMigration: Migration = {
  name: '2026-12-05-order-numbers',
  description: 'orders: the short order number (number) stored for search',
  async up(connection: Connection): Promise<MigrationResult> {
    const orders = connection.collection<{ _id: Types.ObjectId; number?: string }>('orders');
    let numbered = 0;
    const cursor = orders.find({ number: { $exists: false } }, { projection: { _id: 1 } });
    for await (const order of cursor) {
      const updated = await orders.updateOne(
        { _id: order._id, number: { $exists: false } },
        { $set: { number: orderNumber(order._id.toHexString()) } },
      );
      numbered += updated.modifiedCount;
    }
    return { orders: numbered };
  },
};
