import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One login counter of one 15-minute window: `_id` is `<kind>:<subject>@<window>` where kind is
 * `pair` (account + address), `account` or `address` (see login-attempts.service.ts).
 */
@Schema({ collection: 'login_attempts', versionKey: false })
export class LoginAttempt {
  @Prop({ type: String, required: true })
  _id!: string;

  /** pair: attempts admitted to a password check; account: failures; address: failures (reserved before the check). */
  @Prop({ required: true, default: 0 })
  count!: number;

  /** pair: when the last attempt was admitted (the progressive delay runs from there). */
  @Prop({ type: Date })
  lastAt?: Date;

  /** TTL: real MongoDB drops the record after its window (the embedded server ignores it). */
  @Prop({ required: true, index: { expireAfterSeconds: 0 } })
  expiresAt!: Date;
}

export const LoginAttemptSchema = SchemaFactory.createForClass(LoginAttempt);
