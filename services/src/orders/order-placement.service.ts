import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Order as OrderAnswer, PaymentMethod, ProductVariant } from '@shop/contracts';
import {
  findDhakaArea,
  findDistrict,
  lineTotal,
  nameWithVariant,
  normalizeBdMobile,
  orderNumber,
  orderTotals,
  readDecimal,
  sameSku,
  shippingWeightOf,
  variantLabel,
} from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { CatalogueService, type OrderablePart, VariantError } from '../catalogue';
import { ShippingService } from '../shipping';
import { StockService } from '../stock';
import {
  AppError,
  IdempotencyKeyReusedError,
  InsufficientStockError,
  OrderInProgressError,
  ProductNotFoundError,
  storedCollection,
  withUpdatedAt,
} from '../common';
import type { AppConfig } from '../config';
import { type NotificationLanguage, notificationEntry } from '../notifications';
import { toOrderAnswer, type OrderRow } from './order-answer';
import { OrderOutcomeUnknownError, TooManyUnitsError, TooManyUnpaidOrdersError } from './order-errors';
import { OrderOpenLimitService } from './order-open-limit.service';
import {
  type ChangeBy,
  changeByOf,
  delay,
  historyEntry,
  isDuplicateKey,
  type OrderingUser,
  VISIBLE,
} from './order-records';
import { lineKey } from './order-lines';
import { OrderStockService } from './order-stock.service';
import { Order, type OrderLineRecord } from './schemas/order.schema';

/** What a booking or a checkout asks for, once validated by the DTOs. */
export interface PlaceOrderInput {
  lines: ReadonlyArray<{ partId: string; sku?: string | null; quantity: number | string }>;
  name: string;
  phone: string;
  address: string;
  district: string;
  /** In Dhaka district: the area (city or suburb for the delivery charge). */
  area?: string;
  paymentMethod?: PaymentMethod;
  /** The language the customer uses on the site (their messages are written in it). */
  language?: NotificationLanguage;
  /** The field a quantity error names (the booking's `quantity`; else `lines[i].quantity`). */
  quantityField?: string;
  /** The field a variant error names (the booking's `sku`; else `lines[i].sku`). */
  skuField?: string;
}

/** A placing request's answer: its order, and whether another request with its key placed it. */
export interface PlacedOrder {
  order: OrderAnswer;
  /** True when the order is an earlier request's with the same Idempotency-Key (nothing placed now). */
  replayed: boolean;
}

/** How long a request with a known Idempotency-Key waits for the first one to finish. */
const IDEMPOTENT_WAIT_MS = 10_000;
const IDEMPOTENT_POLL_MS = 50;
/**
 * A pending order older than this was left by a request that died (a live one takes well under a
 * second): a retry with its key settles it. Settling a slow live request's order early is safe too
 * (README.md "Every crash point"), only wasteful.
 */
const ABANDONED_AFTER_MS = 5_000;

/**
 * Placing orders without ever overselling (README.md "Placing an order"): the order written as
 * `pending`, each line's stock taken with one conditional update, then `pending → placed` (the
 * machine's `place`); compensation when a line cannot be served; the Idempotency-Key replay; and
 * the limit of open unpaid orders per account.
 */
@Injectable()
export class OrderPlacementService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly catalogue: CatalogueService,
    private readonly stockService: StockService,
    private readonly stock: OrderStockService,
    private readonly openLimit: OrderOpenLimitService,
    private readonly shipping: ShippingService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /**
   * Places an order for `user`: prices from the catalogue, totals from @shop/rules, each line's
   * stock taken with one conditional atomic update. With an Idempotency-Key, the same user and key
   * answer the same order (also for concurrent duplicates); a different request with that key is
   * refused. Throws ProductNotFoundError, InsufficientStockError (nothing taken, no order kept),
   * TooManyUnpaidOrdersError.
   */
  async placeOrder(
    user: OrderingUser,
    input: PlaceOrderInput,
    idempotencyKey?: string,
  ): Promise<PlacedOrder> {
    const request = normalizeRequest(input);
    this.assertUnitsPerLine(request, input.quantityField);
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const key = idempotencyKey === undefined ? undefined : `${user.id}:${idempotencyKey}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      // Round trip 1: the parts (names, prices), and a place among the account's open unpaid
      // orders claimed for the order about to be written, together.
      const limit = this.config.get('MAX_OPEN_UNPAID_ORDERS', { infer: true });
      const orderId = new Types.ObjectId();
      const [parts, withinLimit] = await Promise.all([
        this.catalogue.findPartsForOrder(request.lines.map((line) => line.partId)),
        this.openLimit.claim(user.id, orderId, limit),
      ]);
      const missing = request.lines.find((line) => !parts.has(line.partId));
      if (!withinLimit || missing) {
        if (withinLimit) void this.givePlaceBack(user, orderId);
        // A retried request answers its order even when the limit is reached or the part gone since.
        const replay = key === undefined ? undefined : await this.replay(key, requestHash);
        if (replay) return { order: replay, replayed: true };
        if (!withinLimit) throw new TooManyUnpaidOrdersError(limit);
        throw new ProductNotFoundError(missing!.partId);
      }
      // Round trip 2: the pending order. A known Idempotency-Key is refused by the unique index.
      const pending = await this.writePending(
        user,
        orderId,
        request,
        parts,
        key,
        requestHash,
        input,
      );
      if (pending) return { order: await this.takeStock(pending, user), replayed: false };
      // A request with this key got there first: answer its order (or go round again when it
      // failed and was deleted meanwhile). This one's order will never be written.
      const [replay] = await Promise.all([
        this.replay(key!, requestHash),
        this.givePlaceBack(user, orderId),
      ]);
      if (replay) return { order: replay, replayed: true };
    }
    throw new OrderInProgressError();
  }

  /**
   * MAX_UNITS_PER_LINE: no order takes more units of one product than that (one product twice in a
   * request counts together), so one order cannot hold a whole stock. 400 naming the line's field.
   */
  private assertUnitsPerLine(request: NormalizedRequest, quantityField?: string): void {
    const limit = this.config.get('MAX_UNITS_PER_LINE', { infer: true });
    const units = new Map<string, number>();
    request.lines.forEach(({ partId, quantity }, index) => {
      const total = (units.get(partId) ?? 0) + quantity;
      units.set(partId, total);
      if (total > limit) throw new TooManyUnitsError(quantityField ?? `lines[${index}].quantity`, limit);
    });
  }

  /**
   * Gives back the order's place among the account's open unpaid orders (it was not written, or is
   * undone). A failure only costs the account that place until the list is next rebuilt.
   */
  private givePlaceBack(user: OrderingUser, orderId: Types.ObjectId): Promise<void> {
    return this.openLimit.release(user.id, orderId).catch(() => undefined);
  }

  /**
   * The order already made with this key (waiting while it is being placed), or undefined. One
   * left pending or failed for longer than a placing request takes (its request died with the
   * database: answered ORDER_OUTCOME_UNKNOWN) is settled here as recovery would: placed when every
   * line's part holds its units, else undone — then undefined, and the retry places it afresh.
   */
  private async replay(key: string, requestHash: string): Promise<OrderAnswer | undefined> {
    const deadline = Date.now() + IDEMPOTENT_WAIT_MS;
    for (;;) {
      const row = await this.orders.findOne({ idempotencyKey: key }).lean<OrderRow>().exec();
      if (!row) return undefined;
      if (row.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      if (row.status !== 'pending' && row.status !== 'failed') return toOrderAnswer(row);
      const abandoned = new Date(row.createdAt).getTime() + ABANDONED_AFTER_MS < Date.now();
      if (abandoned) {
        const settled = await this.settleAbandoned(row, 'settled by a retry');
        if (settled) return toOrderAnswer(settled);
        continue;
      }
      if (Date.now() > deadline) throw new OrderInProgressError();
      await delay(IDEMPOTENT_POLL_MS);
    }
  }

  /**
   * Settles an order its placing request left behind (crashed, or lost its database): a pending
   * order whose every line's part holds its units is placed (`by`: system) and its holds dropped;
   * any other pending order is undone; a failed one finishes its undo. Safe alongside the request
   * (if it is still alive after all), recovery and other retries: each step is conditional (see
   * README.md "Every crash point"). Answers the placed order, or null when it is undone.
   */
  async settleAbandoned(order: OrderRow, note: string, now = new Date()): Promise<OrderRow | null> {
    if (order.status === 'failed') {
      await this.finishUndo(order);
      return null;
    }
    const held = await this.stockService.variantsHolding(
      order._id,
      order.lines.map((line) => line.partId),
    );
    if (order.lines.length > 0 && order.lines.every((line) => held.has(lineKey(line)))) {
      const placed = await this.markPlaced(order, { role: 'system' }, note, now);
      if (placed) {
        await this.stock.releaseHolds(placed);
        return placed;
      }
    } else {
      await this.undoPending(order, note);
    }
    // Someone else moved it meanwhile: placed (answered), or undone.
    const current = await this.orders.findOne({ _id: order._id }).lean<OrderRow>().exec();
    return current && VISIBLE.includes(current.status) ? current : null;
  }

  /** Step 1: the order, priced from the catalogue, written as `pending` (no stock taken yet). */
  private async writePending(
    user: OrderingUser,
    orderId: Types.ObjectId,
    request: NormalizedRequest,
    parts: ReadonlyMap<string, OrderablePart>,
    key: string | undefined,
    requestHash: string,
    input: PlaceOrderInput,
  ): Promise<OrderRow | undefined> {
    const language = input.language;
    const seen = new Set<string>();
    const lines: OrderLineRecord[] = request.lines.map(({ partId, sku, quantity }, index) => {
      const part = parts.get(partId);
      if (!part) throw new ProductNotFoundError(partId);
      const field = input.skuField ?? `lines[${index}].sku`;
      const variant = chosenVariant(part, sku, field);
      const key = lineKey({ partId, sku: variant.sku });
      // The same variant twice (once by its SKU, once left to the product's only variant).
      if (seen.has(key)) throw new VariantError(field, 'lineRepeated');
      seen.add(key);
      const variantName = variantLabel(part.options, variant.values);
      return {
        partId: new Types.ObjectId(partId),
        sku: variant.sku,
        name: part.name,
        ...(variantName.en ? { variantName } : {}),
        ...(part.warranty ? { warranty: part.warranty } : {}),
        img: variant.img ?? part.img,
        unitPrice: variant.price,
        quantity,
        lineTotal: lineTotal({ unitPrice: variant.price, quantity }),
        stockReturned: false,
        refundedQuantity: 0,
      };
    });
    // The delivery charge is the rate table's quote of what is ordered, computed here (the quote
    // the checkout showed is never read back from the browser) and stored with the order.
    const subtotal = orderTotals(lines, request.district).subtotal;
    const quote = await this.shipping.quote({
      district: request.district,
      ...(request.area ? { area: request.area } : {}),
      lines: request.lines.map((line) => ({
        quantity: line.quantity,
        weightGrams: shippingWeightOf(parts.get(line.partId)!),
      })),
      subtotal,
      paymentMethod: request.paymentMethod,
    });
    const totals = { subtotal, deliveryFee: quote.fee, total: subtotal + quote.fee };
    const now = new Date();
    try {
      return await this.insertOrder({
        _id: orderId,
        number: orderNumber(orderId.toHexString()),
        userId: new Types.ObjectId(user.id),
        name: request.name,
        email: user.email,
        phone: request.phone,
        address: request.address,
        district: request.district,
        ...(request.area ? { area: request.area } : {}),
        delivery: {
          zone: quote.zone,
          weightGrams: quote.weightGrams,
          charge: quote.charge,
          codFee: quote.codFee,
          ...(quote.free ? { free: quote.free } : {}),
        },
        lines,
        subtotal: totals.subtotal,
        deliveryFee: totals.deliveryFee,
        total: totals.total,
        paymentMethod: request.paymentMethod,
        payment: { status: 'unpaid', refundedTaka: 0, refundedCents: 0, refunds: [] },
        status: 'pending',
        history: [],
        ...(language ? { language } : {}),
        notifications: [],
        ...(key === undefined ? {} : { idempotencyKey: key, requestHash }),
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (key !== undefined && isDuplicateKey(error)) return undefined;
      throw error;
    }
  }

  /**
   * Writes a new order in one `insertOne` of the driver, as `Model.create()` stored it (with
   * `__v: 0`; the e2e test "stores a new order as Mongoose's create() did" compares the two), and
   * answers it. Built here in its stored form, typed by the schema's class, instead of through a
   * Mongoose document: making, validating and copying that document was a fifth of a booking's CPU
   * in the API (docs/performance.md). What the schema's validators checked is checked before: the
   * contact fields by the DTOs (contact-fields.ts, the same lengths), the district and phone by
   * normalizeRequest, the amounts by @shop/rules over the catalogue's whole-taka prices and the
   * units per line; the enums by their types. Fields left undefined are not written, as Mongoose
   * leaves them out. Nothing hooks an order's save.
   */
  private async insertOrder(fields: Omit<OrderRow, '__v'>): Promise<OrderRow> {
    const row = { ...fields, __v: 0 };
    await storedCollection<OrderRow>(this.orders).insertOne(row, { ignoreUndefined: true });
    return row;
  }

  /**
   * Step 2: take every line's stock (one conditional update per part, sent together, which also
   * leaves a hold of this order in each part); step 3: pending → placed while the catalogue's
   * version moves; then the holds are dropped after the answer. On a line without enough stock,
   * undo what was taken and answer 409 naming the part.
   */
  private async takeStock(order: OrderRow, user: OrderingUser): Promise<OrderAnswer> {
    let outcome: OrderRow | null;
    try {
      // Round trip 3.
      const take = await this.stockService.takeStockFor(
        order._id,
        order.lines.map((line) => ({
          partId: line.partId.toHexString(),
          sku: line.sku,
          quantity: line.quantity,
        })),
      );
      const [refused] = take.refused;
      if (refused) {
        await Promise.all([
          this.undoPending(order, 'not enough stock'),
          this.givePlaceBack(user, order._id),
        ]);
        if (refused.available === null) throw new ProductNotFoundError(refused.partId);
        const line = order.lines.find(
          (candidate) => lineKey(candidate) === lineKey(refused),
        )!;
        throw new InsufficientStockError(
          refused.partId,
          nameWithVariant(line.name, line.variantName?.en),
          refused.available,
          line.sku,
        );
      }
      // Round trip 4: placed, alongside the catalogue version's bump (other instances see the stock).
      const [placed] = await Promise.all([
        this.markPlaced(order, changeByOf(user)),
        take.cacheUpdated,
      ]);
      // Not pending any more: recovery (or a retry with the key) finished or undid this order
      // meanwhile (it outlived PENDING_ORDER_TIMEOUT_MS).
      outcome = placed ?? (await this.afterLostOrder(order));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw await this.afterFailure(order, error);
    }
    if (!outcome)
      throw new OrderInProgressError(
        'This order took too long and was undone. Please order again.',
      );
    // Clean-up, not waited for: the units stay taken, the holds are only records now.
    this.stock.releaseHoldsLater(outcome);
    return toOrderAnswer(outcome);
  }

  /**
   * What a placing request answers when the database failed once stock may have been taken (its
   * connection died mid-command: the command may or may not have been applied). If the order can
   * still be undone here, it is, and the failure is answered as it is (503: no order). Otherwise
   * the order may exist — every line taken, it is placed by recovery or by a retry with the same
   * Idempotency-Key — and the answer says so (503 ORDER_OUTCOME_UNKNOWN), never that it failed.
   */
  private async afterFailure(order: OrderRow, error: unknown): Promise<unknown> {
    const undone = await this.undoPending(order, 'error while placing').catch(() => false);
    if (undone) return error;
    this.logger.warn(
      `Order ${String(order._id)}: outcome unknown after ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
    return new OrderOutcomeUnknownError();
  }

  /**
   * The machine's `place`: pending → placed with one conditional update, which also starts the
   * payment window of a card order (`expiresAt`) and records the 'placed' message. Null when the
   * order was not pending any more.
   */
  async markPlaced(
    order: OrderRow,
    by: ChangeBy,
    note?: string,
    now = new Date(),
  ): Promise<OrderRow | null> {
    const windowMs = this.config.get('PAYMENT_WINDOW_MINUTES', { infer: true }) * 60_000;
    const expires =
      order.paymentMethod === 'card' && order.total > 0
        ? { expiresAt: new Date(now.getTime() + windowMs) }
        : {};
    // By the driver (see withUpdatedAt): every booking makes this update, and its entries are
    // built in their stored form (historyEntry, notificationEntry).
    return storedCollection<OrderRow>(this.orders).findOneAndUpdate(
      { _id: order._id, status: 'pending' },
      withUpdatedAt(
        {
          $set: { status: 'placed' as const, ...expires },
          $push: {
            history: historyEntry('placed', by, note, now),
            notifications: notificationEntry('placed', {}, now),
          },
        },
        now,
      ),
      { returnDocument: 'after' },
    );
  }

  /**
   * Undoes a pending order: claims it (pending → failed, one conditional update, so the placing
   * request and recovery never both undo it), gives back what its lines' parts hold for it, then
   * deletes it. When someone else had already claimed or finished it, the request's own late takes
   * are still given back (afterLostOrder). False when this call did not claim it.
   */
  async undoPending(order: OrderRow, reason: string): Promise<boolean> {
    const claimed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'pending' },
        {
          $set: { status: 'failed' },
          $push: { history: historyEntry('failed', { role: 'system' }, reason) },
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
    await this.stock.undoHolds(order);
    return null;
  }

  async finishUndo(order: OrderRow): Promise<void> {
    await this.stock.undoHolds(order);
    await this.orders.deleteOne({ _id: order._id, status: 'failed' }).exec();
  }
}

interface NormalizedRequest {
  lines: { partId: string; sku?: string; quantity: number }[];
  name: string;
  phone: string;
  address: string;
  district: string;
  area?: string;
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
      ...(typeof line.sku === 'string' ? { sku: line.sku.toUpperCase() } : {}),
      quantity: wholeQuantity(line.quantity),
    })),
    name: input.name.trim(),
    phone,
    address: input.address.trim(),
    district,
    // The area matters in Dhaka district only; kept as the list spells it, else as typed.
    ...(district === 'Dhaka' && input.area?.trim()
      ? { area: findDhakaArea(input.area)?.name ?? input.area.trim() }
      : {}),
    paymentMethod: input.paymentMethod ?? 'cod',
  };
}

/**
 * The variant a line orders: the one its SKU names (case aside), or — named by none — the product's
 * only variant on sale. 400 naming `field`: no variant named for a product sold in several, a SKU
 * of another product, a variant no longer sold. A product with no variant on sale is not on sale.
 */
function chosenVariant(part: OrderablePart, sku: string | undefined, field: string): ProductVariant {
  if (sku === undefined) {
    const onSale = part.variants.filter((variant) => !variant.archived);
    if (onSale.length === 1) return onSale[0];
    throw new VariantError(field, 'required');
  }
  const variant = part.variants.find((candidate) => sameSku(candidate.sku, sku));
  if (!variant) throw new VariantError(field, 'notOfProduct');
  if (variant.archived) throw new VariantError(field, 'archived');
  return variant;
}

/** A line's validated quantity as a number, read as the DTO's rule read it (decimal digits only). */
function wholeQuantity(value: number | string): number {
  const quantity = readDecimal(value);
  if (quantity === undefined) throw new RangeError(`Quantity not validated: ${String(value)}`);
  return quantity;
}
