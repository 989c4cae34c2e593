/** The rate-limits module's public surface: what other modules use of it. */
export { HOUR_MS, HourlyLimits } from './hourly-limits';
export { MongoThrottlerStorage } from './mongo-throttler.storage';
export { RateLimitsModule } from './rate-limits.module';
export { waitText } from './wait-text';
