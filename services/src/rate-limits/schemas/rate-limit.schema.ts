import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Requests of one throttler key (route + client) in its current window (MongoThrottlerStorage). */
@Schema({ collection: 'rate_limits', versionKey: false })
export class RateLimit {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  count!: number;

  /** End of the window, which starts with its first request. TTL: real MongoDB drops it then. */
  @Prop({ required: true, index: { expireAfterSeconds: 60 } })
  expiresAt!: Date;
}

export const RateLimitSchema = SchemaFactory.createForClass(RateLimit);
