import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';
import { COURIER_NAMES, type CourierName } from '../courier';
import { SHIPMENT_STATES, type ShipmentState } from '../shipment-state';

/** One thing a courier said about the parcel (booking answer, webhook, status read). */
@Schema({ _id: false })
export class ShipmentEvent {
  /** Idempotency key: the same event delivered again carries the same key and is not added twice. */
  @Prop({ required: true })
  key!: string;

  @Prop({ required: true })
  rawStatus!: string;

  /** The shop's state for it; null: informational (documented, moves nothing). */
  @Prop({ type: String, enum: [...SHIPMENT_STATES, null], default: null })
  state!: ShipmentState | null;

  /** When the courier says it happened. */
  @Prop({ required: true })
  at!: Date;

  @Prop({ required: true })
  receivedAt!: Date;

  @Prop({ type: String, required: true, enum: ['booking', 'webhook', 'status'] })
  source!: 'booking' | 'webhook' | 'status';

  /** Whether it moved the shipment's state. */
  @Prop({ required: true })
  applied!: boolean;

  @Prop()
  message?: string;

  @Prop({ type: MongooseSchema.Types.Mixed })
  payload?: Record<string, unknown>;
}

/**
 * Where a booking with the courier stands. `unconfirmed`: the courier's answer was lost (timeout,
 * 5xx): it may have booked the parcel, so the invoice is looked up before any new attempt.
 */
export const BOOKING_STATUSES = ['pending', 'booked', 'unconfirmed', 'failed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A consignment cancelled before pickup, kept when the order's parcel is booked again. */
@Schema({ _id: false })
export class EarlierConsignment {
  @Prop({ type: String, required: true, enum: COURIER_NAMES })
  courier!: CourierName;

  @Prop({ required: true })
  invoice!: string;

  @Prop()
  consignmentId?: string;

  @Prop()
  cancelledAt?: Date;

  @Prop({ type: [ShipmentEvent], default: [] })
  events!: ShipmentEvent[];
}
export const EarlierConsignmentSchema = SchemaFactory.createForClass(EarlierConsignment);

/**
 * One order's parcel with one courier (collection `shipments`); a consignment cancelled before
 * pickup moves to `earlier` when the parcel is booked again.
 */
@Schema({ collection: 'shipments', versionKey: false, timestamps: true })
export class Shipment {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  orderId!: Types.ObjectId;

  @Prop({ type: String, required: true, enum: COURIER_NAMES })
  courier!: CourierName;

  /** The order number sent as the courier's invoice / merchant order id. */
  @Prop({ required: true })
  invoice!: string;

  @Prop()
  consignmentId?: string;

  @Prop()
  trackingCode?: string;

  @Prop({ type: String, required: true, enum: BOOKING_STATUSES })
  booking!: BookingStatus;

  /** When the last booking attempt started (an unconfirmed one is judged by it). */
  @Prop({ required: true })
  bookingAttemptAt!: Date;

  /** The courier's refusal of the last attempt, for the admin. */
  @Prop()
  bookingError?: string;

  @Prop({ required: true, min: 0 })
  codAmount!: number;

  /**
   * Whole taka the courier says its rider collected, when its delivery event carries it
   * (Steadfast `cod_amount`, Pathao `collected_amount`); the orders side records the cash only
   * when it is the amount asked (`codAmount`).
   */
  @Prop({ min: 0 })
  collectedAmount?: number;

  /** Whole taka the courier charges for the parcel, when it says (Steadfast `delivery_charge`, Pathao `delivery_fee`). */
  @Prop({ min: 0 })
  deliveryCharge?: number;

  @Prop({ type: String, required: true, enum: SHIPMENT_STATES })
  state!: ShipmentState;

  /** The courier's word for the status that set `state`. */
  @Prop()
  rawStatus?: string;

  @Prop({ type: [ShipmentEvent], default: [] })
  events!: ShipmentEvent[];

  /** The courier's time of the newest event applied (older ones never move the state back). */
  @Prop()
  lastEventAt?: Date;

  /** A status the documents do not name arrived: the admin should look (kept in `events`). */
  @Prop({ required: true, default: false })
  needsAttention!: boolean;

  /** Consignments of this order cancelled before pickup, oldest first. */
  @Prop({ type: [EarlierConsignmentSchema], default: [] })
  earlier!: EarlierConsignment[];

  /**
   * Outbox for the orders module: the state it has not acted on yet (picked up → shipped,
   * delivered → delivered + cash, returned → stock back). Written in the same update as the state.
   */
  @Prop({ type: String, enum: [...SHIPMENT_STATES, null], default: null })
  orderMovePending!: ShipmentState | null;

  @Prop()
  orderMoveClaimedUntil?: Date;

  createdAt!: Date;
  updatedAt!: Date;
}

export type ShipmentDocument = HydratedDocument<Shipment>;
export const ShipmentSchema = SchemaFactory.createForClass(Shipment);

/** One shipment per order: two admins booking at once cannot book the parcel twice. */
ShipmentSchema.index({ orderId: 1 }, { unique: true });
/**
 * Webhooks find the shipment by the courier's id, or (after a lost answer) by invoice. Not unique:
 * a shipment has no consignment id until the courier answers, and the courier owns its ids.
 */
ShipmentSchema.index({ courier: 1, consignmentId: 1 });
ShipmentSchema.index({ courier: 1, invoice: 1 });
/** The orders side's outbox reads. */
ShipmentSchema.index({ orderMovePending: 1, orderMoveClaimedUntil: 1 });
