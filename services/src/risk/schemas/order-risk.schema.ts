import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

@Schema({ _id: false })
export class AdvanceRequestRecord {
  /** The delivery charge asked for, whole taka. */
  @Prop({ required: true, min: 0 })
  amount!: number;

  @Prop({ required: true })
  requestedAt!: Date;

  @Prop({ type: Types.ObjectId })
  byUserId?: Types.ObjectId;

  @Prop({ trim: true, maxlength: 100 })
  byName?: string;

  @Prop({ type: { _id: false, en: String, bn: String }, required: true })
  message!: { en: string; bn: string };
}

const AdvanceRequestSchema = SchemaFactory.createForClass(AdvanceRequestRecord);

/**
 * The risk check's outcome for one order (`_id` = the order's id), written each time an admin
 * looks: whether the owner's rule marked it (the list shows the mark) and whether the customer was
 * asked to pay the delivery charge first. Staff only: no customer route reads this collection.
 */
@Schema({ collection: 'order_risks', timestamps: true })
export class OrderRiskRecord {
  @Prop({ type: Types.ObjectId })
  _id!: Types.ObjectId;

  @Prop({ required: true })
  phone!: string;

  @Prop({ required: true })
  flagged!: boolean;

  @Prop({ type: [String], default: [] })
  flaggedBy!: ('shop' | 'courier')[];

  @Prop({ required: true })
  checkedAt!: Date;

  @Prop({ type: AdvanceRequestSchema })
  advanceRequest?: AdvanceRequestRecord;
}

export const OrderRiskSchema = SchemaFactory.createForClass(OrderRiskRecord);
OrderRiskSchema.index({ flagged: 1 });
