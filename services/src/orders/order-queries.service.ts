import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  OPEN_RETURN_STATES,
  type Order as OrderAnswer,
  type OrderPage,
  type OrderSummary,
  type PhoneOrderStats,
  type ShopPhoneHistory,
  type VisibleOrderStatus,
} from '@shop/contracts';
import { ORDER_NUMBER_LENGTH, orderNumberQuery } from '@shop/rules';
import { type FilterQuery, type Model, Types } from 'mongoose';
import { ForbiddenError, OrderNotFoundError, OBJECT_ID, toObjectId } from '../common';
import { DEFAULT_ORDER_PAGE_LIMIT, type ListOrdersQueryDto } from './dto/list-orders.dto';
import { toOrderAnswer, type OrderRow } from './order-answer';
import {
  mayAccess,
  type OrderActorRef,
  type OrderingUser,
  trusted,
  VISIBLE,
} from './order-records';
import { Order, type StoredOrderStatus } from './schemas/order.schema';

/** Dhaka is UTC+6 all year (no daylight saving time). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
const OPEN_STATUSES: VisibleOrderStatus[] = ['placed', 'confirmed', 'shipped'];
const PAYABLE_STATUSES: StoredOrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];
/** Payment states in which the customer's money is (still, or partly) with the shop. */
const MONEY_KEPT = ['paid', 'partially_refunded', 'refund_pending'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * Reading orders: one order (owner or admin), a customer's list, the admin's pages, the dashboard
 * summary, and what payments and reviews need to know. Pending and failed orders are never read.
 */
@Injectable()
export class OrderQueriesService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  async countOrders(): Promise<number> {
    return this.orders.countDocuments().exec();
  }

  /** The order with this id if a person may see it (not pending, not being undone), or null. */
  async findVisible(orderId: string): Promise<OrderRow | null> {
    const id = toObjectId(orderId);
    if (!id) return null;
    return this.orders
      .findOne({ _id: id, status: trusted({ $in: VISIBLE }) })
      .lean<OrderRow>()
      .exec();
  }

  /**
   * The visible order with this short number placed with this phone (both already normalised), or
   * null: the public tracking form's lookup. Numbers are 6 hex digits, so two orders may share one;
   * the phone tells them apart, and both fields are indexed.
   */
  async findByNumberAndPhone(number: string, phone: string): Promise<OrderAnswer | null> {
    const row = await this.orders
      .findOne({ number, phone, status: trusted({ $in: VISIBLE }) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderRow>()
      .exec();
    return row ? toOrderAnswer(row) : null;
  }

  /** The stored order if `user` owns it or is admin, else OrderNotFoundError (404). */
  async findFor(orderId: string, user: OrderActorRef): Promise<OrderRow> {
    const row = await this.findVisible(orderId);
    if (!row || !mayAccess(row, user)) throw new OrderNotFoundError();
    return row;
  }

  /** The order if `user` owns it or is admin, else OrderNotFoundError (404). */
  async getOrderFor(orderId: string, user: OrderActorRef): Promise<OrderAnswer> {
    return toOrderAnswer(await this.findFor(orderId, user));
  }

  /**
   * GET /booking/:email, newest first, cancelled ones included. The caller's own email lists the
   * orders their account placed (by userId): an account removed and signed up again with the same
   * email starts with none. An admin looking up someone else's email sees every order placed under
   * it, removed accounts' included (the shop's books).
   */
  async listForEmail(email: string, caller: OrderingUser): Promise<OrderAnswer[]> {
    const wanted = email.trim().toLowerCase();
    const own = wanted === caller.email.toLowerCase();
    if (!own && caller.role !== 'admin')
      throw new ForbiddenError('You can only look up your own account');
    const rows = await this.orders
      .find({
        ...(own ? { userId: toObjectId(caller.id) } : { email: wanted }),
        status: trusted({ $in: VISIBLE }),
      })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderRow[]>()
      .exec();
    return rows.map(toOrderAnswer);
  }

  /** GET /booking (admin): one page, newest first, by status and/or email, phone or order number. */
  async listOrders(query: ListOrdersQueryDto): Promise<OrderPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_ORDER_PAGE_LIMIT;
    const filter: FilterQuery<Order> = { status: query.status ?? trusted({ $in: VISIBLE }) };
    if (query.q !== undefined) {
      const text = new RegExp(escapeRegExp(query.q), 'i');
      filter.$or = [{ email: text }, { phone: text }];
      // "#0B3DF8", "0b3df8" or a part of it: the stored number is upper-case, so the whole number is
      // an exact match on its index, and a part a regular expression over the index's keys.
      const number = orderNumberQuery(query.q);
      if (number !== undefined) {
        filter.$or.push({
          number: number.length === ORDER_NUMBER_LENGTH ? number : new RegExp(escapeRegExp(number)),
        });
      }
    }
    if (query.returns === 'open') filter['returns.state'] = trusted({ $in: [...OPEN_RETURN_STATES] });
    const [rows, total] = await Promise.all([
      this.orders
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<OrderRow[]>()
        .exec(),
      this.orders.countDocuments(filter).exec(),
    ]);
    const stats = await this.phoneStats(rows.map((row) => row.phone));
    return {
      items: rows.map((row) => ({ ...toOrderAnswer(row), phoneStats: stats.get(row.phone) ?? { orders: 0, cancelled: 0 } })),
      total,
      page,
      limit,
    };
  }

  /**
   * The cash-on-delivery fraud signal: per phone number, how many orders it placed and how many of
   * them were cancelled — one aggregation for all the phones of a page.
   */
  async phoneStats(phones: readonly string[]): Promise<Map<string, PhoneOrderStats>> {
    const unique = [...new Set(phones)];
    if (unique.length === 0) return new Map();
    const groups = await this.orders
      .aggregate<{ _id: string; orders: number; cancelled: number }>([
        { $match: { phone: { $in: unique }, status: { $in: VISIBLE } } },
        {
          $group: {
            _id: '$phone',
            orders: { $sum: 1 },
            cancelled: { $sum: { $cond: [{ $eq: ['$status', 'cancelled'] }, 1, 0] } },
          },
        },
      ])
      .exec();
    return new Map(groups.map((group) => [group._id, { orders: group.orders, cancelled: group.cancelled }]));
  }

  /**
   * What became of a phone number's orders (risk check before confirming cash on delivery): a
   * cancel after the order was shipped is a parcel refused at the door or sent back; one before it
   * never reached the customer, so it says nothing about them. `exceptOrderId` is the order asked about.
   */
  async phoneHistory(phone: string, exceptOrderId?: string): Promise<ShopPhoneHistory> {
    const except = exceptOrderId ? toObjectId(exceptOrderId) : undefined;
    const [group] = await this.orders
      .aggregate<ShopPhoneHistory>([
        {
          $match: {
            phone,
            status: { $in: VISIBLE },
            ...(except ? { _id: { $ne: except } } : {}),
          },
        },
        {
          $project: {
            status: 1,
            shipped: { $in: ['shipped', { $ifNull: ['$history.status', []] }] },
          },
        },
        {
          $group: {
            _id: null,
            orders: { $sum: 1 },
            delivered: { $sum: { $cond: [{ $eq: ['$status', 'delivered'] }, 1, 0] } },
            refused: {
              $sum: { $cond: [{ $and: [{ $eq: ['$status', 'cancelled'] }, '$shipped'] }, 1, 0] },
            },
            cancelled: {
              $sum: {
                $cond: [{ $and: [{ $eq: ['$status', 'cancelled'] }, { $not: ['$shipped'] }] }, 1, 0],
              },
            },
            open: { $sum: { $cond: [{ $in: ['$status', OPEN_STATUSES] }, 1, 0] } },
          },
        },
        { $project: { _id: 0 } },
      ])
      .exec();
    return group ?? { orders: 0, delivered: 0, refused: 0, cancelled: 0, open: 0 };
  }

  /** GET /orders/summary: the caller's own orders; for an admin also today's shop-wide figures. */
  async summary(user: OrderActorRef, now = new Date()): Promise<OrderSummary> {
    const rows = await this.orders
      .find({ userId: toObjectId(user.id), status: trusted({ $in: VISIBLE }) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<OrderRow[]>()
      .exec();
    const openByStatus: Partial<Record<VisibleOrderStatus, number>> = {};
    let openOrders = 0;
    let totalSpent = 0;
    for (const row of rows) {
      const status = row.status as VisibleOrderStatus;
      if (OPEN_STATUSES.includes(status)) {
        openOrders += 1;
        openByStatus[status] = (openByStatus[status] ?? 0) + 1;
      }
      if (MONEY_KEPT.includes(row.payment.status) && status !== 'cancelled')
        totalSpent += row.total - (row.payment.refundedTaka ?? 0);
    }
    const summary: OrderSummary = {
      customer: {
        openOrders,
        openByStatus,
        lastOrder: rows.length > 0 ? toOrderAnswer(rows[0]) : null,
        totalSpent,
        orderCount: rows.length,
      },
    };
    if (user.role === 'admin') {
      const today = await this.orders
        .find(
          {
            createdAt: trusted({ $gte: dhakaMidnight(now) }),
            status: trusted({ $in: PAYABLE_STATUSES }),
          },
          { total: 1 },
        )
        .lean<{ total: number }[]>()
        .exec();
      summary.admin = {
        ordersToday: today.length,
        revenueToday: today.reduce((sum, row) => sum + row.total, 0),
      };
    }
    return summary;
  }

  /** For payments: the stored order, its payment state and stored intent, without the owner check. */
  async getPaymentView(orderId: string): Promise<{
    order: OrderAnswer;
    intent?: { provider: string; intentId: string; amountCents: number; currency: string };
  } | null> {
    const row = await this.findVisible(orderId);
    if (!row) return null;
    const { provider, intentId, amountCents, currency } = row.payment;
    const intent =
      intentId !== undefined
        ? {
            provider: provider ?? '',
            intentId,
            amountCents: amountCents ?? 0,
            currency: currency ?? 'usd',
          }
        : undefined;
    return { order: toOrderAnswer(row), ...(intent ? { intent } : {}) };
  }

  /** For reviews: for each user id, the part ids of their delivered orders (empty set when none). */
  async deliveredPartIdsByUser(userIds: string[]): Promise<Map<string, Set<string>>> {
    const ids = [
      ...new Set(userIds.filter((id) => OBJECT_ID.test(id)).map((id) => id.toLowerCase())),
    ];
    const result = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
    if (ids.length === 0) return result;
    const rows = await this.orders
      .find(
        { userId: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }), status: 'delivered' },
        { userId: 1, 'lines.partId': 1 },
      )
      .lean<{ userId: Types.ObjectId; lines: { partId: Types.ObjectId }[] }[]>()
      .exec();
    for (const row of rows) {
      const parts = result.get(row.userId.toHexString());
      for (const line of row.lines) parts?.add(line.partId.toHexString());
    }
    return result;
  }

  /**
   * For the catalogue's delete: true when any order names the part, whatever its status (pending
   * ones included: an order being placed right now keeps the part archived rather than erased).
   */
  async hasOrdersForPart(partId: string): Promise<boolean> {
    const id = toObjectId(partId);
    if (!id) return false;
    return (await this.orders.exists({ 'lines.partId': id }).exec()) !== null;
  }
}

/** Midnight in Dhaka (UTC+6) at or before `now`, as a Date. */
export function dhakaMidnight(now: Date): Date {
  const local = now.getTime() + DHAKA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - DHAKA_OFFSET_MS);
}
