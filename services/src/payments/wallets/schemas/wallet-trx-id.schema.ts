import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type Wallet, WALLETS } from '@shop/contracts';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * One TrxID claimed for an order. Written BEFORE the order's claim, so the unique index
 * on `trxId` decides between concurrent submits of one TrxID (no transactions on this database);
 * deleted again if the order's update then fails. A TrxID refused as 'Not received' stays here:
 * it can never pay another order.
 */
@Schema({ collection: 'wallet_trx_ids' })
export class WalletTrxId {
  /** Upper-cased; unique over every wallet (the wallets' ids do not collide in practice, and one shop checks them all). */
  @Prop({ required: true, trim: true, maxlength: 20 })
  trxId!: string;

  @Prop({ type: String, required: true, enum: WALLETS })
  wallet!: Wallet;

  @Prop({ type: Types.ObjectId, required: true })
  orderId!: Types.ObjectId;

  @Prop({ required: true })
  createdAt!: Date;

  /** Set once the order carries the claim: from then on the TrxID is spent for good. */
  @Prop()
  confirmed?: boolean;
}

export type WalletTrxIdDocument = HydratedDocument<WalletTrxId>;

export const WalletTrxIdSchema = SchemaFactory.createForClass(WalletTrxId);

/** One TrxID, one order: also under concurrent submits. */
WalletTrxIdSchema.index({ trxId: 1 }, { unique: true });
