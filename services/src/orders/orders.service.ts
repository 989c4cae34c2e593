import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  type Order as OrderAnswer,
  type OrderPage,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
  VISIBLE_ORDER_STATUSES,
  type VisibleOrderStatus,
} from '@shop/contracts';
import {
  canCancel,
  canTransition,
  findDistrict,
  lineTotal,
  normalizeBdMobile,
  type OrderActor,
  orderTotals,
  readDecimal,
  settlesCashOnDelivery,
} from '@shop/rules';
import mongoose, { type FilterQuery, type Model, Types } from 'mongoose';
import { CatalogueService } from '../catalogue/catalogue.service';
import {
  AppError,
  ForbiddenError,
  IdempotencyKeyReusedError,
  InsufficientStockError,
  InvalidStatusTransitionError,
  OrderInProgressError,
  OrderNotCancellableError,
  OrderNotFoundError,
  ProductNotFoundError,
} from '../common';
import { DEFAULT_ORDER_PAGE_LIMIT, type ListOrdersQueryDto } from './dto/list-orders.dto';
import { toOrderAnswer, type OrderRow } from './order-answer';
import {
  Order,
  type OrderHistoryRecord,
  type OrderLineRecord,
  type StoredOrderStatus,
} from './schemas/order.schema';

/** Who is acting on an order. */
export interface OrderActorRef {
  id: string;
  role: 'customer' | 'admin';
}

/** The signed-in customer placing an order: the account's id and email are used, never the body's. */
export interface OrderingUser extends OrderActorRef {
  email: string;
}

/** What a booking or a checkout asks for, once validated by the DTOs. */
export interface PlaceOrderInput {
  lines: ReadonlyArray<{ partId: string; quantity: number | string }>;
  name: string;
  phone: string;
  address: string;
  district: string;
  paymentMethod?: PaymentMethod;
}

export interface RecoveryReport {
  /** Stale pending orders whose every line's part held its units: now placed. */
  finished: number;
  /** Stale pending (or failed) orders undone, and holds of orders that no longer exist given back. */
  undone: number;
  /** Cancelled orders whose give-back a crash interrupted: finished. */
  restocked: number;
  /** Records left in parts by a crash after the order was placed or noted its return: dropped. */
  cleaned: number;
}

/** A pending order older than this is finished or undone by recovery (a live request takes < 1 s). */
export const PENDING_ORDER_TIMEOUT_MS = 2 * 60_000;
/** How long a request with a known Idempotency-Key waits for the first one to finish. */
const IDEMPOTENT_WAIT_MS = 10_000;
const IDEMPOTENT_POLL_MS = 50;
/** Dhaka is UTC+6 all year (no daylight saving time). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const VISIBLE = [...VISIBLE_ORDER_STATUSES] as StoredOrderStatus[];
const OPEN_STATUSES: VisibleOrderStatus[] = ['placed', 'confirmed', 'shipped'];
const PAYABLE_STATUSES: StoredOrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

const trusted = <T>(operator: T): T => mongoose.trusted(operator) as T;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** The statuses from which `actor` may cancel an unpaid order with a price (the rule, for a filter). */
function cancellableStatuses(actor: OrderActor): StoredOrderStatus[] {
  return VISIBLE_ORDER_STATUSES.filter((status) =>
    canCancel({ status, paymentStatus: 'unpaid', price: 1 }, actor),
  );
}

/**
 * Orders: placing them without ever overselling, reading them (owner or admin), cancelling and the
 * admin's workflow. The only code that touches the Order model; stock goes through CatalogueService.
 * The design (pending first, the stock ledger in the parts, compensation, recovery) is in README.md.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalogue: CatalogueService,
  ) {}

  async countOrders(): Promise<number> {
    return this.orders.countDocuments().exec();
  }

  // ---------------------------------------------------------------------------------------------
  // Placing an order

  /**
   * Places an order for `user`: prices from the catalogue, totals from @shop/rules, each line's
   * stock taken with one conditional atomic update. With an Idempotency-Key, the same user and key
   * answer the same order (also for concurrent duplicates); a different request with that key is
   * refused. Throws ProductNotFoundError, InsufficientStockError (nothing taken, no order kept).
   */
  async placeOrder(
    user: OrderingUser,
    input: PlaceOrderInput,
    idempotencyKey?: string,
  ): Promise<OrderAnswer> {
    const request = normalizeRequest(input);
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const key = idempotencyKey === undefined ? undefined : `${user.id}:${idempotencyKey}`;
    // A duplicate key on insert means a concurrent request with the same key got there first: go
    // round again and answer its order (or try again if it failed and was deleted meanwhile).
    for (let attempt = 0; attempt < 3; attempt++) {
      if (key !== undefined) {
        const replay = await this.replay(key, requestHash);
        if (replay) return replay;
      }
      const pending = await this.writePending(user, request, key, requestHash);
      if (pending) return this.takeStock(pending, user);
    }
    throw new OrderInProgressError();
  }

  /** The order already made with this key (waiting while it is being placed), or undefined. */
  private async replay(key: string, requestHash: string): Promise<OrderAnswer | undefined> {
    const deadline = Date.now() + IDEMPOTENT_WAIT_MS;
    for (;;) {
      const row = await this.orders.findOne({ idempotencyKey: key }).lean<OrderRow>().exec();
      if (!row) return undefined;
      if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      if (row.status !== 'pending' && row.status !== 'failed') return toOrderAnswer(row);
      if (Date.now() > deadline) throw new OrderInProgressError();
      await delay(IDEMPOTENT_POLL_MS);
    }
  }

  /** Step 1: the order, priced from the catalogue, written as `pending` (no stock taken yet). */
  private async writePending(
    user: OrderingUser,
    request: NormalizedRequest,
    key: string | undefined,
    requestHash: string,
  ): Promise<OrderRow | undefined> {
    const parts = await this.catalogue.findPartsForOrder(request.lines.map((line) => line.partId));
    const lines: OrderLineRecord[] = request.lines.map(({ partId, quantity }) => {
      const part = parts.get(partId);
      if (!part) throw new ProductNotFoundError(partId);
      return {
        partId: new Types.ObjectId(partId),
        name: part.name,
        img: part.img,
        unitPrice: part.price,
        quantity,
        lineTotal: lineTotal({ unitPrice: part.price, quantity }),
        stockReturned: false,
      };
    });
    const totals = orderTotals(lines, request.district);
    try {
      const created = await this.orders.create({
        userId: new Types.ObjectId(user.id),
        name: request.name,
        email: user.email,
        phone: request.phone,
        address: request.address,
        district: request.district,
        lines,
        subtotal: totals.subtotal,
        deliveryFee: totals.deliveryFee,
        total: totals.total,
        paymentMethod: request.paymentMethod,
        payment: { status: 'unpaid' },
        status: 'pending',
        history: [],
        ...(key === undefined ? {} : { idempotencyKey: key, requestHash }),
      });
      return created.toObject<OrderRow>();
    } catch (error) {
      if (key !== undefined && isDuplicateKey(error)) return undefined;
      throw error;
    }
  }

  /**
   * Step 2: take each line's stock (one conditional update per part, which also leaves a hold of this
   * order in the part); step 3: pending → placed, then drop the holds. On a line without enough stock,
   * undo what was taken and answer 409 naming the part.
   */
  private async takeStock(order: OrderRow, user: OrderingUser): Promise<OrderAnswer> {
    try {
      for (const line of order.lines) {
        const partId = line.partId.toHexString();
        const take = await this.catalogue.takeStock(partId, order._id, line.quantity);
        if (!take.taken) {
          await this.undoPending(order, 'not enough stock');
          if (take.available === null) throw new ProductNotFoundError(partId);
          throw new InsufficientStockError(partId, line.name, take.available);
        }
      }
    } catch (error) {
      if (!(error instanceof AppError)) {
        // An unexpected failure (database gone): undo now if we can; recovery does it otherwise.
        await this.undoPending(order, 'error while placing').catch(() => undefined);
      }
      throw error;
    }
    const placed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'pending' },
        { $set: { status: 'placed' }, $push: { history: historyEntry('placed', user) } },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    // Not pending any more: recovery finished or undid this order meanwhile (it outlived
    // PENDING_ORDER_TIMEOUT_MS).
    const outcome = placed ?? (await this.afterLostOrder(order));
    if (!outcome)
      throw new OrderInProgressError(
        'This order took too long and was undone. Please order again.',
      );
    await this.releaseHolds(outcome);
    return toOrderAnswer(outcome);
  }

  /**
   * Undoes a pending order: claims it (pending → failed, one conditional update, so the placing
   * request and recovery never both undo it), gives back what its lines' parts hold for it, then
   * deletes it. When someone else had already claimed or finished it, the request's own late takes
   * are still given back (afterLostOrder). False when this call did not claim it.
   */
  private async undoPending(order: OrderRow, reason: string): Promise<boolean> {
    const claimed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'pending' },
        {
          $set: { status: 'failed' },
          $push: { history: { status: 'failed', at: new Date(), byRole: 'system', note: reason } },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!claimed) {
      await this.afterLostOrder(order);
      return false;
    }
    await this.finishUndo(claimed);
    return true;
  }

  /**
   * For whoever lost `order` to someone else (the placing request to recovery, or the other way
   * round): the order as the other one placed it, or — when it is being undone or gone — null, after
   * giving back any units taken after the other one's pass (a late take of the request). The parts'
   * holds say which; each is given back at most once, so undoing alongside the other one is safe.
   */
  private async afterLostOrder(order: OrderRow): Promise<OrderRow | null> {
    const current = await this.orders.findOne({ _id: order._id }).lean<OrderRow>().exec();
    if (current && VISIBLE.includes(current.status)) return current;
    await this.undoHolds(order);
    return null;
  }

  private async finishUndo(order: OrderRow): Promise<void> {
    await this.undoHolds(order);
    await this.orders.deleteOne({ _id: order._id, status: 'failed' }).exec();
  }

  /**
   * Gives back every unit the lines' parts hold for this (unplaced) order. Each part's give-back is one
   * update conditional on the hold, which it removes: concurrent undoers never give a line twice, and
   * a line whose units were never taken gives nothing. Answers how many lines were given back.
   */
  private async undoHolds(order: OrderRow): Promise<number> {
    let given = 0;
    for (const line of order.lines) {
      const partId = line.partId.toHexString();
      if (await this.catalogue.undoTake(partId, order._id, line.quantity)) given += 1;
    }
    return given;
  }

  /** Clean-up once the order is placed: its units stay taken, the parts forget the holds. */
  private async releaseHolds(order: OrderRow): Promise<void> {
    try {
      for (const line of order.lines)
        await this.catalogue.releaseHold(line.partId.toHexString(), order._id);
    } catch (error) {
      // The order is placed and answered; recovery drops leftover holds of placed orders.
      this.logger.warn(
        `Order ${String(order._id)}: holds not released yet (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  /**
   * Gives a cancelled order's units back, line by line, each exactly once: the part `$inc`s and
   * records the order in `returns` in one conditional update (a no-op when already recorded), then
   * the order notes the line `stockReturned`, then the part forgets the record. A crash anywhere
   * leaves the line either unnoted with the part's record (redone as a no-op) or noted.
   */
  private async giveBack(order: OrderRow): Promise<void> {
    for (const [index, line] of order.lines.entries()) {
      if (line.stockReturned) continue;
      const partId = line.partId.toHexString();
      const outcome = await this.catalogue.returnStock(partId, order._id, line.quantity);
      if (outcome === 'gone') {
        this.logger.warn(
          `Order ${String(order._id)}: part ${partId} no longer exists; ${line.quantity} units not restocked`,
        );
      }
      const path = `lines.${index}.stockReturned`;
      await this.orders
        .updateOne(
          { _id: order._id, status: 'cancelled', [path]: false },
          { $set: { [path]: true } },
        )
        .exec();
      await this.catalogue.forgetReturn(partId, order._id);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Crash recovery

  /**
   * Finishes or undoes what a crash left half done (README.md "Crash recovery"), deciding from the
   * parts' records: pending orders older than `olderThanMs` become placed when every line's part holds
   * their units, and are undone otherwise; failed orders are finished undoing; cancelled orders with
   * lines not yet given back finish their give-back; holds and returns left behind are dropped (or
   * given back, for an order that no longer exists). Safe to run from several instances at once.
   */
  async recoverStaleOrders(
    olderThanMs = PENDING_ORDER_TIMEOUT_MS,
    now = new Date(),
  ): Promise<RecoveryReport> {
    const cutoff = new Date(now.getTime() - olderThanMs);
    const report: RecoveryReport = { finished: 0, undone: 0, restocked: 0, cleaned: 0 };
    const stale = await this.orders
      .find({ status: 'pending', createdAt: trusted({ $lt: cutoff }) })
      .lean<OrderRow[]>()
      .exec();
    for (const order of stale) {
      if (await this.finishPending(order, now)) report.finished += 1;
      else if (await this.undoPending(order, 'undone by recovery')) report.undone += 1;
    }
    const failed = await this.orders
      .find({ status: 'failed', updatedAt: trusted({ $lt: cutoff }) })
      .lean<OrderRow[]>()
      .exec();
    for (const order of failed) {
      await this.finishUndo(order);
      report.undone += 1;
    }
    const cancelled = await this.orders
      .find({
        status: 'cancelled',
        'lines.stockReturned': false,
        updatedAt: trusted({ $lt: cutoff }),
      })
      .lean<OrderRow[]>()
      .exec();
    for (const order of cancelled) {
      // Claimed by moving updatedAt (one conditional update): one instance per order and pass.
      const claim = await this.orders
        .updateOne(
          { _id: order._id, status: 'cancelled', updatedAt: order.updatedAt },
          { $set: { updatedAt: now } },
          { timestamps: false },
        )
        .exec();
      if (claim.modifiedCount !== 1) continue;
      await this.giveBack(order);
      report.restocked += 1;
    }
    await this.sweepStockLedger(report);
    return report;
  }

  /** A stale pending order whose every line's part holds its units: placed (holds then dropped). */
  private async finishPending(order: OrderRow, now: Date): Promise<boolean> {
    const held = await this.catalogue.partsHolding(
      order._id,
      order.lines.map((line) => line.partId),
    );
    if (
      order.lines.length === 0 ||
      !order.lines.every((line) => held.has(line.partId.toHexString()))
    )
      return false;
    const placed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'pending' },
        {
          $set: { status: 'placed' },
          $push: {
            history: { status: 'placed', at: now, byRole: 'system', note: 'finished by recovery' },
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!placed) return false;
    await this.releaseHolds(placed);
    return true;
  }

  /**
   * The records a crash left in the parts after the order moved on: a hold of an order that is
   * placed (or later) is dropped, the units stay taken; a hold of an order that no longer exists
   * (undone and deleted while a late take of its request landed) is given back; a return the order
   * has already noted is forgotten. Holds of pending or failed orders, and returns not noted yet, are
   * left to the passes above.
   */
  private async sweepStockLedger(report: RecoveryReport): Promise<void> {
    const ledger = await this.catalogue.stockLedger();
    if (ledger.holds.length === 0 && ledger.returns.length === 0) return;
    const ids = [
      ...new Set([...ledger.holds, ...ledger.returns].map((entry) => entry.orderId.toHexString())),
    ].map((id) => new Types.ObjectId(id));
    const rows = await this.orders
      .find({ _id: trusted({ $in: ids }) }, { status: 1, lines: 1 })
      .lean<Pick<OrderRow, '_id' | 'status' | 'lines'>[]>()
      .exec();
    const byId = new Map(rows.map((row) => [row._id.toHexString(), row]));
    for (const hold of ledger.holds) {
      const order = byId.get(hold.orderId.toHexString());
      const partId = hold.partId.toHexString();
      if (!order) {
        if (await this.catalogue.undoTake(partId, hold.orderId, hold.quantity)) report.undone += 1;
      } else if (VISIBLE.includes(order.status)) {
        await this.catalogue.releaseHold(partId, hold.orderId);
        report.cleaned += 1;
      }
    }
    for (const entry of ledger.returns) {
      const order = byId.get(entry.orderId.toHexString());
      const line = order?.lines.find((candidate) => candidate.partId.equals(entry.partId));
      if (order && line && !line.stockReturned) continue;
      await this.catalogue.forgetReturn(entry.partId.toHexString(), entry.orderId);
      report.cleaned += 1;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  /** The order if `user` owns it or is admin, else OrderNotFoundError (404). */
  async getOrderFor(orderId: string, user: OrderActorRef): Promise<OrderAnswer> {
    const row = await this.findVisible(orderId);
    if (!row || !mayAccess(row, user)) throw new OrderNotFoundError();
    return toOrderAnswer(row);
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

  /** GET /booking (admin): one page, newest first, by status and/or email/phone text. */
  async listOrders(query: ListOrdersQueryDto): Promise<OrderPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_ORDER_PAGE_LIMIT;
    const filter: FilterQuery<Order> = { status: query.status ?? trusted({ $in: VISIBLE }) };
    if (query.q !== undefined) {
      const text = new RegExp(escapeRegExp(query.q), 'i');
      filter.$or = [{ email: text }, { phone: text }];
    }
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
    return { items: rows.map(toOrderAnswer), total, page, limit };
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
      if (row.payment.status === 'paid' && status !== 'cancelled') totalSpent += row.total;
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

  // ---------------------------------------------------------------------------------------------
  // Cancelling and the admin's workflow

  /**
   * Cancels an order: the owner while it is unpaid, has a price and is not shipped; an admin until
   * it is delivered. The status change is one conditional update, and only the caller whose update
   * matched gives the stock back: a second cancel (even a concurrent one) changes nothing (409).
   */
  async cancelOrder(orderId: string, user: OrderActorRef, note?: string): Promise<OrderAnswer> {
    const row = await this.findVisible(orderId);
    if (!row || !mayAccess(row, user)) throw new OrderNotFoundError();
    const actor: OrderActor = user.role === 'admin' ? 'admin' : 'owner';
    const paymentStatus = row.payment.status;
    if (
      !canCancel({ status: row.status as OrderStatus, paymentStatus, price: row.subtotal }, actor)
    ) {
      throw new OrderNotCancellableError(notCancellableReason(row, actor));
    }
    const filter: FilterQuery<Order> = {
      _id: row._id,
      status: trusted({ $in: cancellableStatuses(actor) }),
    };
    if (actor === 'owner') {
      filter.userId = row.userId;
      filter['payment.status'] = 'unpaid';
      filter.subtotal = trusted({ $gt: 0 });
    }
    // Every line starts its give-back unnoted (see giveBack).
    const unreturned = Object.fromEntries(
      row.lines.map((_line, index) => [`lines.${index}.stockReturned`, false]),
    );
    const cancelled = await this.orders
      .findOneAndUpdate(
        filter,
        {
          $set: { status: 'cancelled', ...unreturned },
          $push: { history: historyEntry('cancelled', user, note) },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!cancelled)
      throw new OrderNotCancellableError(
        'This order was changed meanwhile and can no longer be cancelled',
      );
    await this.giveBack(cancelled);
    return toOrderAnswer(cancelled);
  }

  /**
   * PATCH /orders/:id/status (admin): one step along the workflow (ORDER_TRANSITIONS), as one
   * conditional update from the status it was read in. Cancelling gives the stock back once;
   * delivered with `cashCollected` settles an unpaid cash-on-delivery order.
   */
  async updateStatus(
    orderId: string,
    change: { status: VisibleOrderStatus; cashCollected?: boolean },
    admin: OrderActorRef,
  ): Promise<OrderAnswer> {
    const row = await this.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    const from = row.status as OrderStatus;
    if (!canTransition(from, change.status))
      throw new InvalidStatusTransitionError(from, change.status);
    if (change.status === 'cancelled') return this.cancelOrder(orderId, admin);
    const updated = await this.orders
      .findOneAndUpdate(
        { _id: row._id, status: from },
        { $set: { status: change.status }, $push: { history: historyEntry(change.status, admin) } },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!updated) {
      const current = await this.findVisible(orderId);
      throw new InvalidStatusTransitionError(current?.status ?? from, change.status);
    }
    const settles = settlesCashOnDelivery(
      { paymentMethod: updated.paymentMethod, paymentStatus: updated.payment.status },
      change.status,
      change.cashCollected === true,
    );
    if (!settles) return toOrderAnswer(updated);
    const { order } = await this.markPaid(
      orderId,
      { transactionId: `cash-${orderId}`, provider: 'cash' },
      { userId: admin.id, role: 'admin' },
    );
    return order;
  }

  // ---------------------------------------------------------------------------------------------
  // For payments and reviews

  /** Remembers the provider's payment id on the order (the first one wins); answers the stored one. */
  async attachPaymentIntent(
    orderId: string,
    ref: { provider: 'stripe' | 'sandbox'; intentId: string; amountCents: number; currency: 'usd' },
  ): Promise<{ intentId: string; provider: string }> {
    const id = toObjectId(orderId);
    if (!id) throw new OrderNotFoundError();
    const attached = await this.orders
      .findOneAndUpdate(
        {
          _id: id,
          status: trusted({ $in: VISIBLE }),
          'payment.intentId': trusted({ $exists: false }),
        },
        {
          $set: {
            'payment.intentId': ref.intentId,
            'payment.provider': ref.provider,
            'payment.amountCents': ref.amountCents,
            'payment.currency': ref.currency,
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    const row = attached ?? (await this.findVisible(orderId));
    if (!row?.payment.intentId) throw new OrderNotFoundError();
    return { intentId: row.payment.intentId, provider: row.payment.provider ?? ref.provider };
  }

  /**
   * Marks the order paid exactly once (one atomic conditional update: unpaid and not
   * cancelled/pending). Answers { order, changed } — changed false when it was already paid (no-op)
   * or not payable.
   */
  async markPaid(
    orderId: string,
    payment: { transactionId: string; provider: 'stripe' | 'sandbox' | 'cash'; paidAt?: Date },
    by: { userId?: string; role: 'customer' | 'admin' | 'system' } = { role: 'system' },
  ): Promise<{ order: OrderAnswer; changed: boolean }> {
    const id = toObjectId(orderId);
    if (!id) throw new OrderNotFoundError();
    const paid = await this.orders
      .findOneAndUpdate(
        { _id: id, 'payment.status': 'unpaid', status: trusted({ $in: PAYABLE_STATUSES }) },
        {
          $set: {
            'payment.status': 'paid',
            'payment.transactionId': payment.transactionId,
            'payment.paidAt': payment.paidAt ?? new Date(),
            'payment.provider': payment.provider,
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!paid) {
      const current = await this.findVisible(orderId);
      if (!current) throw new OrderNotFoundError();
      return { order: toOrderAnswer(current), changed: false };
    }
    // The payment in the order's history (its status stays what it was).
    const byUserId = by.userId === undefined ? undefined : toObjectId(by.userId);
    const recorded = await this.orders
      .findOneAndUpdate(
        { _id: id },
        {
          $push: {
            history: {
              status: paid.status,
              at: new Date(),
              ...(byUserId ? { byUserId } : {}),
              byRole: by.role,
              note: `paid (${payment.provider})`,
            },
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    return { order: toOrderAnswer(recorded ?? paid), changed: true };
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

  /** The order with this id if a person may see it (not pending, not being undone), or null. */
  private async findVisible(orderId: string): Promise<OrderRow | null> {
    const id = toObjectId(orderId);
    if (!id) return null;
    return this.orders
      .findOne({ _id: id, status: trusted({ $in: VISIBLE }) })
      .lean<OrderRow>()
      .exec();
  }
}

interface NormalizedRequest {
  lines: { partId: string; quantity: number }[];
  name: string;
  phone: string;
  address: string;
  district: string;
  paymentMethod: PaymentMethod;
}

/** The validated input in its stored form: ids lower-case, phone national, district as spelled. */
function normalizeRequest(input: PlaceOrderInput): NormalizedRequest {
  const phone = normalizeBdMobile(input.phone);
  const district = findDistrict(input.district)?.name;
  // The DTOs have checked both; this guards direct callers.
  if (phone === undefined || district === undefined)
    throw new RangeError('Phone or district not validated');
  return {
    lines: input.lines.map((line) => ({
      partId: line.partId.toLowerCase(),
      quantity: wholeQuantity(line.quantity),
    })),
    name: input.name.trim(),
    phone,
    address: input.address.trim(),
    district,
    paymentMethod: input.paymentMethod ?? 'cod',
  };
}

/** A line's validated quantity as a number, read as the DTO's rule read it (decimal digits only). */
function wholeQuantity(value: number | string): number {
  const quantity = readDecimal(value);
  if (quantity === undefined) throw new RangeError(`Quantity not validated: ${String(value)}`);
  return quantity;
}

function toObjectId(id: string): Types.ObjectId | undefined {
  return typeof id === 'string' && OBJECT_ID.test(id)
    ? new Types.ObjectId(id.toLowerCase())
    : undefined;
}

/** Orders belong to the account that placed them (userId), never to an email. */
function mayAccess(row: OrderRow, user: OrderActorRef): boolean {
  return user.role === 'admin' || row.userId?.toHexString() === user.id.toLowerCase();
}

function historyEntry(
  status: StoredOrderStatus,
  user: OrderActorRef,
  note?: string,
): OrderHistoryRecord {
  return {
    status,
    at: new Date(),
    byUserId: toObjectId(user.id),
    byRole: user.role,
    ...(note ? { note } : {}),
  };
}

function notCancellableReason(row: OrderRow, actor: OrderActor): string {
  if (row.status === 'cancelled') return 'This order is already cancelled';
  if (row.status === 'delivered') return 'A delivered order cannot be cancelled';
  if (actor === 'owner' && row.payment.status === 'paid') {
    return 'A paid order cannot be cancelled here; please contact the shop';
  }
  if (actor === 'owner' && row.status === 'shipped')
    return 'This order has shipped and can no longer be cancelled';
  return 'This order cannot be cancelled';
}

/** Midnight in Dhaka (UTC+6) at or before `now`, as a Date. */
export function dhakaMidnight(now: Date): Date {
  const local = now.getTime() + DHAKA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - DHAKA_OFFSET_MS);
}
