import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Schema as MongooseSchema, Types } from 'mongoose';

/**
 * The VAT invoice number given to one order (collection `invoices`), once: printing the invoice
 * again prints the same number, date and time. Written first without a serial (the order's claim,
 * unique per order), then completed with the serial taken from the year's counter, so two admins
 * printing the same order at once never take two serials.
 */
@Schema({ collection: 'invoices', versionKey: false })
export class Invoice {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, unique: true })
  orderId!: Types.ObjectId;

  /** "2026-27": the Bangladeshi financial year (July–June) of `issuedAt`. */
  @Prop({ required: true })
  financialYear!: string;

  /** 1, 2, 3 … within the financial year; absent while the claim is being completed. */
  @Prop()
  serial?: number;

  /** "2026-27/000042". */
  @Prop()
  number?: string;

  /** The invoice's date and time (the first time it was issued). */
  @Prop({ required: true })
  issuedAt!: Date;

  /** When the claim was written or last taken over (a claim whose process died is taken over). */
  @Prop({ required: true })
  claimedAt!: Date;
}

export type InvoiceDocument = HydratedDocument<Invoice>;
export const InvoiceSchema = SchemaFactory.createForClass(Invoice);

/** The last serial given in one financial year (collection `invoice_counters`, `_id` = "2026-27"). */
@Schema({ collection: 'invoice_counters', versionKey: false })
export class InvoiceCounter {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  last!: number;
}

export const InvoiceCounterSchema = SchemaFactory.createForClass(InvoiceCounter);
