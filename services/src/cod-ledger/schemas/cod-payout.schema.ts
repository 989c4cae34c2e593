import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { COD_COURIERS, type CodCourier } from '@shop/contracts';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/** Part of a payout that pays one consignment, with the statement's figures when imported. */
@Schema({ _id: false })
export class CodAllocation {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  shipmentId!: Types.ObjectId;

  @Prop({ required: true })
  consignmentId!: string;

  /** Whole taka (negative: the courier kept a charge, e.g. a return). */
  @Prop({ required: true })
  amount!: number;

  /** The statement's figures for the consignment (absent for a payout recorded by hand). */
  @Prop()
  collected?: number;

  @Prop()
  deliveryCharge?: number;

  @Prop()
  codFee?: number;
}

/** One payment from a courier to the shop (collection `cod_payouts`). Never changed once written. */
@Schema({
  collection: 'cod_payouts',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class CodPayoutRecord {
  @Prop({ type: String, required: true, enum: COD_COURIERS })
  courier!: CodCourier;

  /** The courier's payment reference. */
  @Prop({ required: true })
  reference!: string;

  /** YYYY-MM-DD. */
  @Prop({ required: true })
  paidOn!: string;

  @Prop({ required: true })
  amount!: number;

  @Prop({ type: [CodAllocation], default: [] })
  allocations!: CodAllocation[];

  @Prop({ type: String, required: true, enum: ['manual', 'statement'] })
  source!: 'manual' | 'statement';

  @Prop({ type: MongooseSchema.Types.ObjectId, required: true })
  recordedBy!: Types.ObjectId;

  createdAt!: Date;
}

export type CodPayoutDocument = HydratedDocument<CodPayoutRecord>;
export const CodPayoutSchema = SchemaFactory.createForClass(CodPayoutRecord);

/**
 * A courier's reference is recorded once: the same statement imported twice, or a payout typed in
 * again, never counts the money twice (the insert itself refuses the second).
 */
CodPayoutSchema.index({ courier: 1, reference: 1 }, { unique: true });
CodPayoutSchema.index({ 'allocations.shipmentId': 1 });
