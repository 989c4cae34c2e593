import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  MAX_RETURN_NOTE_LENGTH,
  MAX_RETURN_REASON_LENGTH,
  type ReturnState,
  type Wallet,
  type WalletClaimState,
  WALLETS,
  WARRANTY_TYPES,
  type WarrantyType,
} from '@shop/contracts';
import { DELIVERY_ZONES, type DeliveryZone, PAYMENT_STATES, RETURN_STATES } from '@shop/rules';
import type { PaymentStatus } from '@shop/contracts';
import { type HydratedDocument, Types } from 'mongoose';
import {
  NOTIFICATION_LANGUAGES,
  type NotificationLanguage,
  OrderNotificationSchema,
  type OrderNotificationRecord,
} from '../../notifications';

const wholeNumber = { validator: Number.isInteger, message: '{PATH} must be a whole number' };

/** How an order's delivery was charged (see `Order.delivery`). */
@Schema({ _id: false })
export class OrderDeliveryRecord {
  @Prop({ type: String, required: true, enum: DELIVERY_ZONES })
  zone!: DeliveryZone;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  weightGrams!: number;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  charge!: number;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  codFee!: number;

  @Prop({ type: String, enum: ['district', 'items'] })
  free?: 'district' | 'items';
}
const OrderDeliverySchema = SchemaFactory.createForClass(OrderDeliveryRecord);

/**
 * The statuses stored in the database: the contract's, plus `failed` — an order whose stock could
 * not all be taken, being undone (its taken lines given back) just before it is deleted. Internal
 * like `pending`: never answered, never listed.
 */
export const STORED_ORDER_STATUSES = [...ORDER_STATUSES, 'failed'] as const;
export type StoredOrderStatus = OrderStatus | 'failed';

/** Some units of one line of an order (a refund's, a return's): the line's variant, and how many. */
export interface OrderLineRef {
  partId: Types.ObjectId;
  sku: string;
  quantity: number;
}

/** A line's warranty as the product had it when ordered. */
@Schema({ _id: false })
export class LineWarranty {
  @Prop({ required: true, min: 0 })
  months!: number;

  @Prop({ type: String, required: true, enum: WARRANTY_TYPES })
  type!: WarrantyType;

  @Prop({ type: { _id: false, en: String, bn: String }, required: true })
  covers!: { en: string; bn: string };
}

const LineWarrantySchema = SchemaFactory.createForClass(LineWarranty);

/** One product of an order, frozen at the moment of ordering. */
@Schema({ _id: false })
export class OrderLineRecord {
  @Prop({ type: Types.ObjectId, required: true })
  partId!: Types.ObjectId;

  /** The variant ordered: with partId, what identifies a line (an order may hold two of one part). */
  @Prop({ required: true, trim: true })
  sku!: string;

  @Prop({ required: true, trim: true })
  name!: string;

  /** The variant's options as named when ordering ("Blue, 8/256 GB"); absent without options. */
  @Prop({ type: { _id: false, en: String, bn: String } })
  variantName?: { en: string; bn: string };

  /** The product's warranty when ordered: what the customer was promised, whatever changes later. */
  @Prop({ type: LineWarrantySchema })
  warranty?: LineWarranty;

  @Prop({ required: true, trim: true })
  img!: string;

  /** Whole taka, read from the catalogue when the order was placed (never from the request). */
  @Prop({ required: true, min: 0, validate: wholeNumber })
  unitPrice!: number;

  @Prop({ required: true, min: 1, validate: wholeNumber })
  quantity!: number;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  lineTotal!: number;

  /**
   * For a cancelled order: true once this line's units are back in stock (false until then; set to
   * false on every line by the cancel itself). Whether the units were *taken* is recorded in the part
   * (`holds`), and a return in progress too (`returns`). See README.md.
   */
  @Prop({ required: true, default: false })
  stockReturned!: boolean;

  /** Units of this line refunded (and, for an order not cancelled, given back to stock) so far. */
  @Prop({ required: true, default: 0, min: 0, validate: wholeNumber })
  refundedQuantity!: number;
}

const OrderLineSchema = SchemaFactory.createForClass(OrderLineRecord);

/** One refund of an order: all of it or some lines, through the provider that took the money or in cash. */
@Schema({ _id: true })
export class OrderRefundRecord {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ['pending', 'succeeded', 'failed'] })
  status!: 'pending' | 'succeeded' | 'failed';

  @Prop({ required: true, min: 0, validate: wholeNumber })
  amountTaka!: number;

  /** Card refunds: the US cents given back (a share of what was charged, never more). */
  @Prop({ min: 0, validate: wholeNumber })
  amountCents?: number;

  /** 'stripe', 'sandbox' or 'cash'. */
  @Prop({ required: true })
  provider!: string;

  /** The provider's refund id, once it answered. */
  @Prop()
  providerRefundId?: string;

  /** `refund-<order>-<refund>`: a retried provider call makes no second refund. */
  @Prop({ required: true })
  idempotencyKey!: string;

  @Prop({
    type: [
      {
        _id: false,
        partId: { type: Types.ObjectId, required: true },
        sku: { type: String, required: true },
        quantity: Number,
      },
    ],
    default: [],
  })
  lines!: OrderLineRef[];

  /** For an order that is not cancelled: true once these lines' units are back in stock. */
  @Prop({ required: true, default: true })
  stockReturned!: boolean;

  @Prop({ trim: true, maxlength: 300 })
  reason?: string;

  @Prop({ type: Types.ObjectId })
  byUserId?: Types.ObjectId;

  @Prop({ required: true })
  createdAt!: Date;

  @Prop()
  refundedAt?: Date;

  /** The provider's refusal, for a failed refund. */
  @Prop()
  failure?: string;

  /** The return (`returns[]._id`) this refund pays back, if any. */
  @Prop({ type: Types.ObjectId })
  returnId?: Types.ObjectId;
}

const OrderRefundSchema = SchemaFactory.createForClass(OrderRefundRecord);

/** A send-money claim: the latest one of the order, see services/src/payments/README.md. */
@Schema({ _id: false })
export class WalletClaimRecord {
  @Prop({ type: String, required: true, enum: WALLETS })
  wallet!: Wallet;

  /** National form `01XXXXXXXXX`. */
  @Prop({ required: true, trim: true, maxlength: 20 })
  senderNumber!: string;

  /** Upper-cased; unique over every claim (the `wallet_trx_ids` collection holds the index). */
  @Prop({ required: true, trim: true, maxlength: 20 })
  trxId!: string;

  @Prop({ required: true, trim: true, maxlength: 20 })
  toNumber!: string;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  amountTaka!: number;

  @Prop({
    type: String,
    required: true,
    enum: ['verifying', 'verified', 'not_received', 'expired'],
  })
  state!: WalletClaimState;

  @Prop({ required: true })
  submittedAt!: Date;

  /** submittedAt + WALLET_CLAIM_HOURS: still waiting then, the claim expires (order unpaid again). */
  @Prop()
  checkBy?: Date;

  @Prop()
  decidedAt?: Date;

  @Prop({ type: Types.ObjectId })
  decidedByUserId?: Types.ObjectId;

  /** The admin's name when they decided. */
  @Prop({ trim: true, maxlength: 100 })
  decidedByName?: string;

  @Prop({ trim: true, maxlength: 300 })
  reason?: string;
}

const WalletClaimSchema = SchemaFactory.createForClass(WalletClaimRecord);

@Schema({ _id: false })
export class OrderPaymentRecord {
  @Prop({ type: String, required: true, enum: PAYMENT_STATES, default: 'unpaid' })
  status!: PaymentStatus;

  @Prop({ trim: true })
  transactionId?: string;

  @Prop()
  paidAt?: Date;

  /** Who settled it: 'stripe', 'sandbox' or 'cash'; before that, the provider of the stored intent. */
  @Prop({ trim: true })
  provider?: string;

  /** The card provider's payment id (first one attached wins). */
  @Prop({ trim: true })
  intentId?: string;

  @Prop({ min: 0, validate: wholeNumber })
  amountCents?: number;

  @Prop({ trim: true })
  currency?: string;

  /** Whole taka refunded by succeeded refunds. */
  @Prop({ required: true, default: 0, min: 0, validate: wholeNumber })
  refundedTaka!: number;

  /** US cents refunded by succeeded card refunds. */
  @Prop({ required: true, default: 0, min: 0, validate: wholeNumber })
  refundedCents!: number;

  @Prop()
  refundedAt?: Date;

  @Prop({ type: [OrderRefundSchema], default: [] })
  refunds!: OrderRefundRecord[];

  /** The latest send-money claim. */
  @Prop({ type: WalletClaimSchema })
  walletClaim?: WalletClaimRecord;
}

const OrderPaymentSchema = SchemaFactory.createForClass(OrderPaymentRecord);

/** The delivery charge of a risky cash order, asked in advance (services/src/risk/README.md). */
@Schema({ _id: false })
export class DeliveryAdvanceRecord {
  /** `asked`: unpaid, confirming the order is held; `paid`: the rider collects the total less it. */
  @Prop({ type: String, required: true, enum: ['asked', 'paid'] })
  state!: 'asked' | 'paid';

  /** The order's delivery charge when asked, whole taka: what bKash is asked for, never the browser's. */
  @Prop({ required: true, min: 1, validate: wholeNumber })
  amount!: number;

  @Prop({ required: true })
  requestedAt!: Date;

  /** The bKash payment started for it (its own `bkash_payments` record, kind `delivery_advance`). */
  @Prop({ trim: true })
  paymentID?: string;

  @Prop({
    type: {
      _id: false,
      amount: { type: Number, required: true },
      trxId: { type: String, required: true },
      paymentID: { type: String, required: true },
      paidAt: { type: Date, required: true },
    },
  })
  paid?: { amount: number; trxId: string; paymentID: string; paidAt: Date };

  /** Given back through bKash after a cancel before shipping; `pending` = owed (no answer yet). */
  @Prop({
    type: {
      _id: false,
      status: { type: String, required: true, enum: ['pending', 'succeeded', 'failed'] },
      amount: { type: Number, required: true },
      idempotencyKey: { type: String, required: true },
      refundTrxId: String,
      refundedAt: Date,
      failure: String,
      createdAt: { type: Date, required: true },
    },
  })
  refund?: {
    status: 'pending' | 'succeeded' | 'failed';
    amount: number;
    idempotencyKey: string;
    refundTrxId?: string;
    refundedAt?: Date;
    failure?: string;
    createdAt: Date;
  };
}

const DeliveryAdvanceSchema = SchemaFactory.createForClass(DeliveryAdvanceRecord);

/** One step of a return: the state reached, when, by whom, with the admin's note. */
@Schema({ _id: false })
export class OrderReturnStepRecord {
  @Prop({ type: String, required: true, enum: RETURN_STATES })
  state!: Exclude<ReturnState, 'none'>;

  @Prop({ required: true })
  at!: Date;

  @Prop({ type: Types.ObjectId })
  byUserId?: Types.ObjectId;

  @Prop({ type: String, enum: ['customer', 'admin', 'system'] })
  byRole?: 'customer' | 'admin' | 'system';

  /** The account's name when the step was taken (absent on older steps). */
  @Prop({ trim: true, maxlength: 100 })
  byName?: string;

  @Prop({ trim: true, maxlength: MAX_RETURN_NOTE_LENGTH })
  note?: string;
}

const OrderReturnStepSchema = SchemaFactory.createForClass(OrderReturnStepRecord);

/** A return request of some units of delivered lines (see README.md "Returns"). */
@Schema()
export class OrderReturnRecord {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: RETURN_STATES })
  state!: Exclude<ReturnState, 'none'>;

  @Prop({
    type: [
      {
        _id: false,
        partId: { type: Types.ObjectId, required: true },
        sku: { type: String, required: true },
        quantity: Number,
      },
    ],
    required: true,
  })
  lines!: OrderLineRef[];

  @Prop({ required: true, trim: true, maxlength: MAX_RETURN_REASON_LENGTH })
  reason!: string;

  @Prop({ trim: true })
  photo?: string;

  @Prop({ trim: true, maxlength: MAX_RETURN_NOTE_LENGTH })
  note?: string;

  @Prop()
  damaged?: boolean;

  /** True once the received units are back in stock (or, damaged, deliberately not). */
  @Prop({ required: true, default: false })
  stockReturned!: boolean;

  @Prop({ type: Types.ObjectId })
  refundId?: Types.ObjectId;

  @Prop({ min: 0, validate: wholeNumber })
  refundedTaka?: number;

  @Prop({ type: Types.ObjectId, required: true })
  byUserId!: Types.ObjectId;

  @Prop({ required: true })
  requestedAt!: Date;

  @Prop()
  decidedAt?: Date;

  @Prop()
  receivedAt?: Date;

  @Prop()
  refundedAt?: Date;

  @Prop({ type: [OrderReturnStepSchema], default: [] })
  steps!: OrderReturnStepRecord[];
}

const OrderReturnSchema = SchemaFactory.createForClass(OrderReturnRecord);

@Schema({ _id: false })
export class OrderHistoryRecord {
  @Prop({ type: String, required: true, enum: STORED_ORDER_STATUSES })
  status!: StoredOrderStatus;

  @Prop({ required: true })
  at!: Date;

  @Prop({ type: Types.ObjectId })
  byUserId?: Types.ObjectId;

  @Prop({ type: String, enum: ['customer', 'admin', 'system'] })
  byRole?: 'customer' | 'admin' | 'system';

  /** The account's name when the change was made (absent on older entries). */
  @Prop({ trim: true, maxlength: 100 })
  byName?: string;

  @Prop({ trim: true, maxlength: 200 })
  note?: string;
}

const OrderHistorySchema = SchemaFactory.createForClass(OrderHistoryRecord);

/**
 * An order (spec §3 "Booking / order", one or more lines). Amounts are whole taka computed by the
 * server with `orderTotals` from @shop/rules. The spec's flat booking fields are derived when answering.
 */
@Schema({ collection: 'orders', timestamps: true })
export class Order {
  /**
   * The short order number people see (`orderNumber` of @shop/rules: the id's last 6 characters,
   * upper-cased, without `#`), stored so the admin's list can search by it through an index.
   * Written with the order; the 2026-12-05 migration gave older orders theirs.
   */
  @Prop({ trim: true, uppercase: true, maxlength: 6 })
  number?: string;

  /**
   * The account that placed it. A customer's orders are found by this, never by email: an account
   * signed up again with a removed one's email sees none of its orders. Required since orders could
   * first be placed, so every stored order has one.
   */
  @Prop({ type: Types.ObjectId, required: true })
  userId!: Types.ObjectId;

  @Prop({ required: true, trim: true, maxlength: 100 })
  name!: string;

  /** The account's email at the moment of ordering, lower-cased. */
  @Prop({ required: true, trim: true, lowercase: true })
  email!: string;

  /** National form `01XXXXXXXXX`. */
  @Prop({ required: true, trim: true, maxlength: 20 })
  phone!: string;

  @Prop({ required: true, trim: true, maxlength: 500 })
  address!: string;

  /** One of the 64 districts, as spelled in BANGLADESH_DISTRICTS. */
  @Prop({ required: true, trim: true })
  district!: string;

  /** In Dhaka district: the area (DHAKA_AREAS' spelling, or as typed), city or suburb. */
  @Prop({ trim: true, maxlength: 60 })
  area?: string;

  /**
   * The delivery quote computed when the order was placed (`quoteDelivery` over the rate table of
   * that moment): kept as it was when the rates change. deliveryFee = charge + codFee.
   */
  @Prop({ type: OrderDeliverySchema })
  delivery?: OrderDeliveryRecord;

  @Prop({ type: [OrderLineSchema], required: true })
  lines!: OrderLineRecord[];

  @Prop({ required: true, min: 0, validate: wholeNumber })
  subtotal!: number;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  deliveryFee!: number;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  total!: number;

  @Prop({ type: String, required: true, enum: PAYMENT_METHODS, default: 'cod' })
  paymentMethod!: PaymentMethod;

  @Prop({ type: OrderPaymentSchema, required: true, default: () => ({ status: 'unpaid' }) })
  payment!: OrderPaymentRecord;

  @Prop({ type: String, required: true, enum: STORED_ORDER_STATUSES, default: 'pending' })
  status!: StoredOrderStatus;

  @Prop({ type: [OrderHistorySchema], default: [] })
  history!: OrderHistoryRecord[];

  /**
   * An unpaid card order is cancelled ("not paid in time") from this moment on: placed +
   * PAYMENT_WINDOW_MINUTES. Unset for cash on delivery, and once paid.
   */
  @Prop()
  expiresAt?: Date;

  /** Why a cancelled order was cancelled ('not paid in time' when it expired). */
  @Prop({ trim: true, maxlength: 200 })
  cancelReason?: string;

  /** A delivered order may be returned until this moment (delivery + RETURN_DAYS). */
  @Prop()
  returnableUntil?: Date;

  /** Return requests, oldest first (README.md "Returns"). */
  @Prop({ type: [OrderReturnSchema], default: undefined })
  returns?: OrderReturnRecord[];

  /** Incremented by every new return request: the condition that makes concurrent requests one at a time. */
  @Prop({ min: 0 })
  returnsVersion?: number;

  /** The shop's ask for the delivery charge in advance (services/src/orders/order-advance.service.ts). */
  @Prop({ type: DeliveryAdvanceSchema })
  deliveryAdvance?: DeliveryAdvanceRecord;

  /** The language the customer used on the site when ordering (messages are written in it). */
  @Prop({ type: String, enum: NOTIFICATION_LANGUAGES })
  language?: NotificationLanguage;

  /** Messages to the customer recorded with the changes that cause them (services/src/notifications). */
  @Prop({ type: [OrderNotificationSchema], default: [] })
  notifications!: OrderNotificationRecord[];

  /**
   * The courier's steps this order has followed (`<shipment id>:<step>`), each written in the same
   * update as the change it made: a step carried out again (a crash before the couriers' outbox
   * heard it was done) matches nothing. Never answered.
   */
  @Prop({ type: [String], default: undefined })
  shipmentMoves?: string[];

  /**
   * `<userId>:<Idempotency-Key>` when the request carried one. A single field so that a unique
   * sparse index works on MongoDB and on the embedded server (which ignores partial indexes).
   */
  @Prop()
  idempotencyKey?: string;

  /** SHA-256 of the normalised request, to refuse the same key with a different order. */
  @Prop()
  requestHash?: string;

  createdAt!: Date;
  updatedAt!: Date;
}

export type OrderDocument = HydratedDocument<Order>;

export const OrderSchema = SchemaFactory.createForClass(Order);

/** A customer's orders, newest first (My Booking Products, the dashboard summary). */
OrderSchema.index({ userId: 1, createdAt: -1 });
/** GET /booking/:email looked up by an admin (a customer's own list goes by userId). */
OrderSchema.index({ email: 1, createdAt: -1 });
/** The admin list filtered by status; crash recovery's scan of old pending orders. */
OrderSchema.index({ status: 1, createdAt: -1 });
/** The admin list, newest first; today's orders. */
OrderSchema.index({ createdAt: -1 });
/** Whether a product was ever ordered (the catalogue's delete: archive or erase). */
OrderSchema.index({ 'lines.partId': 1 });
/** The expiry sweep: unpaid card orders past their payment window. */
OrderSchema.index({ expiresAt: 1 }, { sparse: true });
/** Refunds interrupted by a crash (finished by recovery); the notifications relay. */
OrderSchema.index({ 'payment.status': 1 });
OrderSchema.index({ 'notifications.state': 1 });
/** The admin list's open returns filter. */
OrderSchema.index({ 'returns.state': 1 }, { sparse: true });
/** The admin's queue of send-money claims: by state, oldest waiting first. */
OrderSchema.index(
  { 'payment.walletClaim.state': 1, 'payment.walletClaim.submittedAt': 1 },
  { sparse: true },
);
/** The fraud signal: orders per phone number. */
OrderSchema.index({ phone: 1 });
// The admin's search by order number (full or part of it: `q` of GET /api/booking).
OrderSchema.index({ number: 1 });
/** One order per user and Idempotency-Key, even for concurrent duplicates. */
OrderSchema.index({ idempotencyKey: 1 }, { unique: true, sparse: true });
