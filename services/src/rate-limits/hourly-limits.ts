import { Injectable } from '@nestjs/common';
import { MongoThrottlerStorage } from './mongo-throttler.storage';

export const HOUR_MS = 60 * 60 * 1000;

/** What one counted action was told. */
export interface LimitDecision {
  allowed: boolean;
  /** How many actions of the key this window has counted, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1): when an action over the limit may try again. */
  retryAfterSeconds: number;
  /** When the window that counted this action ends: it names the window for `giveBack`. */
  window: Date;
}

/**
 * "At most N of these per key per hour" for things that are not whole routes: order actions per
 * account, messages per phone number and per email address, confirmation mails per account. The
 * counts live in MongoDB (`rate_limits`, the same atomic counters as the throttled routes'), so a
 * limit holds across every API process. A window starts with its key's first action and lasts
 * `windowMs`; actions over the limit are refused until it ends (and are counted, so trying harder
 * does not help).
 */
@Injectable()
export class HourlyLimits {
  constructor(private readonly storage: MongoThrottlerStorage) {}

  /** Counts one action of `bucket` for `key`; allowed while the window holds at most `limit`. */
  async take(bucket: string, key: string, limit: number, windowMs = HOUR_MS): Promise<LimitDecision> {
    const { count, expiresAt, secondsLeft } = await this.storage.hit(key, windowMs, bucket);
    return { allowed: count <= limit, count, retryAfterSeconds: secondsLeft, window: expiresAt };
  }

  /**
   * Uncounts an allowed action that did not happen after all (it was refused for what it asked),
   * in the window that counted it (`decision.window`); a window that has ended since is left alone.
   */
  giveBack(bucket: string, key: string, window: Date): Promise<void> {
    return this.storage.giveBack(key, bucket, window);
  }
}
