import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

/**
 * One refresh token of a login ("family"). Each refresh revokes the presented token and inserts its
 * successor in the same family; the raw token only ever lives in the browser's cookie — the database
 * holds its SHA-256.
 */
@Schema({ collection: 'sessions', timestamps: true })
export class Session {
  @Prop({ type: Types.ObjectId, required: true, index: true })
  userId!: Types.ObjectId;

  /** Shared by every token descended from one login; reuse of a rotated token revokes the family. */
  @Prop({ required: true, index: true })
  familyId!: string;

  @Prop({ required: true, unique: true })
  tokenHash!: string;

  /** Removed by MongoDB's TTL monitor once past (real MongoDB; the embedded server ignores it). */
  @Prop({ required: true, index: { expireAfterSeconds: 0 } })
  expiresAt!: Date;

  @Prop({ type: Date, default: null })
  revokedAt!: Date | null;

  /** Id of the session that replaced this one on refresh; set means "rotated". */
  @Prop({ type: Types.ObjectId, default: null })
  replacedBy!: Types.ObjectId | null;

  /** Until then, presenting this rotated token again answers its successor instead of revoking the family. */
  @Prop({ type: Date, default: null })
  graceUntil!: Date | null;

  /** The successor token, encrypted under a key derived from this record's token (sealSuccessor). */
  @Prop({ type: String, default: null })
  sealedSuccessor!: string | null;

  @Prop({ maxlength: 300 })
  userAgent?: string;

  @Prop()
  ip?: string;
}

export type SessionDocument = HydratedDocument<Session>;

export const SessionSchema = SchemaFactory.createForClass(Session);
