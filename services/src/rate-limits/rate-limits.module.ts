import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { HourlyLimits } from './hourly-limits';
import { MongoThrottlerStorage } from './mongo-throttler.storage';
import { RateLimit, RateLimitSchema } from './schemas/rate-limit.schema';

/**
 * @nestjs/throttler counters in MongoDB (`rate_limits`), shared by every API instance, and the
 * per-key hourly limits built on them (HourlyLimits: order actions, messages, confirmation mails).
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimit.name, schema: RateLimitSchema }])],
  providers: [MongoThrottlerStorage, HourlyLimits],
  exports: [MongoThrottlerStorage, HourlyLimits],
})
export class RateLimitsModule {}
