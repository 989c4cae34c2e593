import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * bKash's grant token, one document shared by every API process (`_id: 'bkash'`). A process that
 * needs a new token takes the lease (`leaseUntil`, `leaseOwner`) with one conditional update, so two
 * processes never both grant; the others wait for the token it writes.
 */
@Schema({ collection: 'bkash_tokens', versionKey: false })
export class BkashToken {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop()
  idToken?: string;

  @Prop()
  refreshToken?: string;

  @Prop()
  expiresAt?: Date;

  @Prop()
  leaseUntil?: Date;

  @Prop()
  leaseOwner?: string;

  @Prop()
  grantedAt?: Date;
}

export const BkashTokenSchema = SchemaFactory.createForClass(BkashToken);
