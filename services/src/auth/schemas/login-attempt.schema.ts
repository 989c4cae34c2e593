import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Failed logins of one key (`email:<address>` or `ip:<address>`) in the current 15-minute window. */
@Schema({ collection: 'login_attempts', versionKey: false })
export class LoginAttempt {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  count!: number;

  @Prop({ required: true })
  windowStart!: Date;

  /** TTL: real MongoDB drops the record once its window is over (the embedded server ignores it). */
  @Prop({ required: true, index: { expireAfterSeconds: 0 } })
  expiresAt!: Date;
}

export const LoginAttemptSchema = SchemaFactory.createForClass(LoginAttempt);
