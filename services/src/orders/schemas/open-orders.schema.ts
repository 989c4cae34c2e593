import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * One account's orders that may still be open and unpaid (`_id`: the account's id), for
 * MAX_OPEN_UNPAID_ORDERS (order-open-limit.service.ts). A superset: every order is named here before it is
 * written, and names are dropped only when the list is rebuilt from the orders themselves.
 */
@Schema({ collection: 'open_orders', versionKey: false })
export class OpenOrders {
  @Prop({ type: Types.ObjectId, required: true })
  _id!: Types.ObjectId;

  @Prop({ type: [Types.ObjectId], default: [] })
  orders!: Types.ObjectId[];
}

export const OpenOrdersSchema = SchemaFactory.createForClass(OpenOrders);
