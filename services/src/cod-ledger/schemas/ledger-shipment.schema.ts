import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { CodCourier } from '@shop/contracts';
import { Schema as MongooseSchema, type Types } from 'mongoose';

/**
 * A read-only view of the couriers module's `shipments` collection: the few fields the ledger
 * reads. The couriers module owns and writes these documents; this module never writes one
 * (ShipmentLedgerReader only runs `find().lean()`), and `autoIndex: false` leaves their indexes to
 * their owner. Kept here rather than as a method of ShipmentsService so the ledger adds nothing
 * to the booking and webhook code.
 */
@Schema({
  collection: 'shipments',
  versionKey: false,
  autoIndex: false,
  autoCreate: false,
  strict: false,
})
export class LedgerShipment {
  @Prop({ type: MongooseSchema.Types.ObjectId })
  orderId!: Types.ObjectId;

  @Prop({ type: String })
  courier!: CodCourier;

  @Prop()
  invoice!: string;

  @Prop()
  consignmentId?: string;

  @Prop()
  booking!: string;

  @Prop()
  codAmount!: number;

  @Prop()
  state!: string;

  @Prop({ type: [MongooseSchema.Types.Mixed] })
  events!: { state?: string | null; at?: Date; payload?: Record<string, unknown> }[];

  createdAt!: Date;
}

export const LedgerShipmentSchema = SchemaFactory.createForClass(LedgerShipment);
