import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A courier's answer about one phone number (`_id: '<courier>:<phone>'`), kept until `expiresAt`
 * (COURIER_HISTORY_TTL_MS after it answered) so that opening an order again, or another order of the
 * same customer, does not spend the merchant's fraud-check allowance. Reads ask for
 * `expiresAt > now`; the TTL index only clears old ones away.
 */
@Schema({ collection: 'risk_courier_histories', versionKey: false })
export class CourierPhoneHistoryRecord {
  @Prop({ type: String })
  _id!: string;

  @Prop({ required: true })
  courier!: string;

  @Prop({ required: true })
  phone!: string;

  @Prop({ required: true, min: 0 })
  parcels!: number;

  @Prop({ required: true, min: 0 })
  delivered!: number;

  @Prop({ required: true, min: 0 })
  cancelled!: number;

  @Prop({ required: true })
  checkedAt!: Date;

  @Prop({ required: true })
  expiresAt!: Date;
}

export const CourierPhoneHistorySchema = SchemaFactory.createForClass(CourierPhoneHistoryRecord);
CourierPhoneHistorySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
