import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

const wholeNumber = { validator: Number.isInteger, message: '{PATH} must be a whole number' };

/** A booking of a part (spec §3 "Booking / order"). `price` is unit price times quantity, in taka. */
@Schema({ collection: 'orders', timestamps: true })
export class Order {
  @Prop({ type: Types.ObjectId, required: true, index: true })
  partsId!: Types.ObjectId;

  @Prop({ required: true, trim: true })
  partsName!: string;

  @Prop({ required: true, trim: true, maxlength: 100 })
  name!: string;

  @Prop({ required: true, trim: true, lowercase: true, index: true })
  email!: string;

  @Prop({ required: true, trim: true, maxlength: 20 })
  phone!: string;

  @Prop({ required: true, trim: true, maxlength: 500 })
  address!: string;

  @Prop({ required: true, trim: true })
  img!: string;

  @Prop({ required: true, min: 0, validate: wholeNumber })
  price!: number;

  @Prop({ required: true, min: 1, validate: wholeNumber })
  quantity!: number;

  @Prop({ default: false })
  paid!: boolean;

  @Prop({ trim: true })
  transactionId?: string;
}

export type OrderDocument = HydratedDocument<Order>;

export const OrderSchema = SchemaFactory.createForClass(Order);
