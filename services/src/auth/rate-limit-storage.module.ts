import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MongoThrottlerStorage } from './mongo-throttler.storage';
import { RateLimit, RateLimitSchema } from './schemas/rate-limit.schema';

/** @nestjs/throttler counters in MongoDB (`rate_limits`), shared by every API instance. */
@Module({
  imports: [MongooseModule.forFeature([{ name: RateLimit.name, schema: RateLimitSchema }])],
  providers: [MongoThrottlerStorage],
  exports: [MongoThrottlerStorage],
})
export class RateLimitStorageModule {}
