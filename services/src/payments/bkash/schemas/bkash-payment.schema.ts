import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * A bKash payment this shop created: which order, for how much, and the page to send the customer
 * to (reused while the payment is still open). The callback finds the order here by paymentID —
 * never from the query string.
 */
@Schema({ collection: 'bkash_payments', versionKey: false, timestamps: true })
export class BkashPayment {
  @Prop({ required: true, unique: true })
  paymentID!: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  orderId!: Types.ObjectId;

  @Prop({ required: true })
  amountPoisha!: number;

  @Prop({ required: true })
  bkashURL!: string;

  /**
   * What it pays: the order's total (`order`; absent on older records), or the delivery charge the
   * shop asked in advance (`delivery_advance`), which is recorded on the order's ask and never marks
   * the order paid.
   */
  @Prop({ type: String, enum: ['order', 'delivery_advance'] })
  kind?: 'order' | 'delivery_advance';

  createdAt?: Date;
}

export const BkashPaymentSchema = SchemaFactory.createForClass(BkashPayment);
