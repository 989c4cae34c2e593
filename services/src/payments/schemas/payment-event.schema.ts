import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A provider event (Stripe webhook) this API received. The unique event id makes handling
 * idempotent: a replayed or duplicated delivery finds its record processed and changes nothing.
 */
@Schema({ collection: 'payment_events', timestamps: true, versionKey: false })
export class PaymentEvent {
  @Prop({ required: true, unique: true })
  eventId!: string;

  @Prop({ required: true })
  type!: string;

  @Prop()
  intentId?: string;

  @Prop()
  orderId?: string;

  /** What handling it did: paid, already-paid, not-payable, mismatch: …, failed: …, ignored. */
  @Prop()
  outcome?: string;

  /** Set once handled; a record without it was interrupted and is handled again on redelivery. */
  @Prop()
  processedAt?: Date;
}

export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
