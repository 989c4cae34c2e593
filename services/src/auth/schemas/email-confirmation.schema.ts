import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * An email confirmation link: single use, valid EMAIL_CONFIRMATION_TTL_MS, for the address it was
 * mailed to; only the token's SHA-256 is stored (as for password resets).
 */
@Schema({ collection: 'email_confirmations', timestamps: true })
export class EmailConfirmation {
  @Prop({ type: Types.ObjectId, required: true, index: true })
  userId!: Types.ObjectId;

  /** The address the link went to: confirming it confirms this address only. */
  @Prop({ required: true })
  email!: string;

  @Prop({ required: true, unique: true })
  tokenHash!: string;

  /** A real MongoDB drops the record a week after it expired. */
  @Prop({ required: true, index: { expireAfterSeconds: 7 * 24 * 3600 } })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  usedAt!: Date | null;
}

export const EmailConfirmationSchema = SchemaFactory.createForClass(EmailConfirmation);
