import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { isDuplicateKey, PENDING_ORDER_TIMEOUT_MS, trusted } from './order-records';
import { OpenOrders } from './schemas/open-orders.schema';
import { Order } from './schemas/order.schema';
import { storedCollection } from '../common';

/** An account's list as stored. */
interface OpenOrdersRow {
  _id: Types.ObjectId;
  orders: Types.ObjectId[];
}

/** The statuses of an order that is still open: it can be paid, cancelled or delivered. */
const OPEN = ['placed', 'confirmed', 'shipped'] as const;

/** How often a claim re-reads the list when another booking of the account changed it meanwhile. */
const REBUILD_ATTEMPTS = 3;

/**
 * MAX_OPEN_UNPAID_ORDERS: an account with that many open unpaid orders places no other until it
 * pays or cancels one (an order that expires or is cancelled stops counting). An order whose
 * send-money payment is being checked still counts: a claim is only a claim until the shop finds
 * the money, and a made-up TrxID must not free a place (nor hold stock past WALLET_CLAIM_HOURS).
 *
 * Counting the account's orders on every booking reads the whole `orders` collection on the
 * embedded database (mongo-java-server uses unique indexes only), and under a crowd that scan held
 * every other command back (bookings fell to ~60/s). So each account keeps the list of its orders
 * that may be open and unpaid (`open_orders`), and a booking claims a place in it with one
 * conditional update by `_id` — atomic, so concurrent bookings of one account can no longer pass
 * the limit together. The list is a superset: an order is named before it is written, and a name
 * leaves only when the list is rebuilt from the orders, which happens when it looks full (orders
 * paid, cancelled, expired or never written since) or does not exist yet (an account that ordered
 * before this list existed). Paying customers rebuild it once every MAX_OPEN_UNPAID_ORDERS orders.
 * A rebuild counts the orders being placed too: pending ones, and the names in the list without an
 * order yet that are younger than PENDING_ORDER_TIMEOUT_MS (about to be written). A booking that
 * is refused or answered by another request's order gives its name back (`release`).
 */
@Injectable()
export class OrderOpenLimitService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OpenOrders.name) private readonly open: Model<OpenOrders>,
  ) {}

  /**
   * Names `orderId` (not written yet) among the account's open orders. False when the account
   * already has `limit` open unpaid orders.
   */
  async claim(userId: string, orderId: Types.ObjectId, limit: number): Promise<boolean> {
    const account = new Types.ObjectId(userId);
    // By the driver: every booking claims (no timestamps on this list; the ids are ObjectIds).
    const claimed = await storedCollection<OpenOrdersRow>(this.open).updateOne(
      { _id: account, [`orders.${limit - 1}`]: { $exists: false } },
      { $push: { orders: orderId } },
    );
    return claimed.matchedCount === 1 || this.rebuild(account, orderId, limit);
  }

  /** Gives back the name of an order that was not written, or was undone. */
  async release(userId: string, orderId: Types.ObjectId): Promise<void> {
    await this.open
      .updateOne({ _id: new Types.ObjectId(userId) }, { $pull: { orders: orderId } })
      .exec();
  }

  /**
   * The list is full or missing: rebuilt from the account's orders, with `orderId` added when fewer
   * than `limit` are open and unpaid (a payment being checked included) or being placed. Replaced only if unchanged since it was read (else read again).
   */
  private async rebuild(account: Types.ObjectId, orderId: Types.ObjectId, limit: number) {
    for (let attempt = 0; attempt < REBUILD_ATTEMPTS; attempt++) {
      const soon = new Date(Date.now() - PENDING_ORDER_TIMEOUT_MS);
      const [list, orders] = await Promise.all([
        this.open.findById(account).lean().exec(),
        // The orders that may be unpaid, and every order written lately (whatever its state), to
        // tell a name whose order is about to be written from one whose order was undone.
        this.orders
          .find(
            {
              userId: account,
              $or: [
                {
                  status: trusted({ $in: ['pending', ...OPEN] }),
                  'payment.status': trusted({ $in: ['unpaid', 'verifying'] }),
                },
                { _id: trusted({ $gte: Types.ObjectId.createFromTime(Math.floor(+soon / 1000)) }) },
              ],
            },
            { _id: 1, status: 1, 'payment.status': 1 },
          )
          .lean<Array<{ _id: Types.ObjectId; status: string; payment: { status: string } }>>()
          .exec(),
      ]);
      const written = new Set(orders.map((order) => order._id.toHexString()));
      const beingWritten = (list?.orders ?? []).filter(
        (id) => !written.has(id.toHexString()) && id.getTimestamp() >= soon,
      );
      const mayBeUnpaid = orders.filter(
        ({ status, payment }) =>
          (status === 'pending' || (OPEN as readonly string[]).includes(status)) &&
          (payment.status === 'unpaid' || payment.status === 'verifying'),
      );
      // Open and not paid (unpaid, or a claim being checked), or being placed: what the limit counts.
      const taken = beingWritten.length + mayBeUnpaid.length;
      if (taken >= limit) return false;
      const next = [...mayBeUnpaid.map((order) => order._id), ...beingWritten, orderId];
      if (!list) {
        try {
          await this.open.create({ _id: account, orders: next });
          return true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          continue;
        }
      }
      const replaced = await this.open
        .updateOne({ _id: account, orders: list.orders }, { $set: { orders: next } })
        .exec();
      if (replaced.matchedCount === 1) return true;
    }
    // The account's bookings keep changing the list: let this one through, as a count read before
    // the write did (each concurrent booking passes the limit by one at most).
    return true;
  }
}
