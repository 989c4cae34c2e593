import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * What the customer is told about: every step of an order's life, and each step of a return.
 * The orders module records one of these with the change that causes it (see notificationEntry).
 */
export const ORDER_NOTIFICATION_EVENTS = [
  'placed',
  'paid',
  'payment_not_received',
  'confirmed',
  'shipped',
  /** The courier's rider has the parcel and brings it today (from the courier's own status). */
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'return_refunded',
] as const;
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number];

/** The languages a message is written in (the site's two; the same values as `@shop/i18n`). */
export const NOTIFICATION_LANGUAGES = ['en', 'bn'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export function isNotificationLanguage(value: unknown): value is NotificationLanguage {
  return typeof value === 'string' && (NOTIFICATION_LANGUAGES as readonly string[]).includes(value);
}

/** What an event says beyond the order itself. */
export interface OrderNotificationPayload {
  /** Why: the cancel reason ("not paid in time"), the admin's note on a rejected return. */
  reason?: string;
  /** Whole taka: what was refunded (`refunded`, `return_refunded`), or paid (`paid`). */
  amount?: number;
  /**
   * The language the customer used on the site when this happened (the `lang` cookie). Without it
   * the order's `language`, then the account's, then English.
   */
  language?: NotificationLanguage;
  /**
   * Tells apart two events of the same kind on one order (a second return: its id). Omit it for
   * events that happen once per order; the pair (event, seq) is sent at most once.
   */
  seq?: string;
}

/**
 * One notification waiting on an order (the order's `notifications` array). Written by the orders
 * module in the same atomic update as the status change (`$push`), so the change and its message
 * are recorded together; the relay (notification-relay.ts) copies it into `notification_outbox`
 * and marks it `relayed`.
 */
@Schema({ _id: true })
export class OrderNotificationRecord {
  _id!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: ORDER_NOTIFICATION_EVENTS })
  event!: OrderNotificationEvent;

  /** `event` or `event:seq`; unique per order in the outbox. */
  @Prop({ required: true })
  key!: string;

  @Prop({ trim: true, maxlength: 300 })
  reason?: string;

  @Prop({ min: 0 })
  amount?: number;

  @Prop({ type: String, enum: NOTIFICATION_LANGUAGES })
  language?: NotificationLanguage;

  @Prop({ type: String, required: true, enum: ['pending', 'relayed'], default: 'pending' })
  state!: 'pending' | 'relayed';

  @Prop({ required: true })
  createdAt!: Date;

  /** Set by the relay while it copies the entry: another relay leaves it alone until then. */
  @Prop()
  claimedUntil?: Date;

  /** Which relay holds the claim (so only it marks the entry relayed). */
  @Prop()
  claimToken?: string;

  @Prop()
  relayedAt?: Date;
}

/**
 * Put this in the Order schema, or Mongoose (strict) drops the `$push`:
 * `@Prop({ type: [OrderNotificationSchema], default: [] }) notifications!: OrderNotificationRecord[];`
 */
export const OrderNotificationSchema = SchemaFactory.createForClass(OrderNotificationRecord);

/**
 * The entry to `$push` into the order's `notifications` IN THE SAME update as the change:
 *
 * ```ts
 * orders.findOneAndUpdate(
 *   { _id, status: 'shipped' },
 *   { $set: { status: 'delivered' }, $push: { history: …, notifications: notificationEntry('delivered', { language }) } },
 * );
 * ```
 *
 * Pure: no I/O, `now` given by the caller.
 */
export function notificationEntry(
  event: OrderNotificationEvent,
  payload: OrderNotificationPayload = {},
  now: Date = new Date(),
): OrderNotificationRecord {
  const entry: OrderNotificationRecord = {
    _id: new Types.ObjectId(),
    event,
    key: payload.seq ? `${event}:${payload.seq}` : event,
    state: 'pending',
    createdAt: now,
  };
  if (payload.reason !== undefined) entry.reason = payload.reason.slice(0, 300);
  if (payload.amount !== undefined) entry.amount = payload.amount;
  if (payload.language !== undefined) entry.language = payload.language;
  return entry;
}
