import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Look-ups of the track form per client address, counted in MongoDB like Contact Us (every API
 * process shares the count): plenty for a customer who mistypes, too few to try phone numbers.
 */
export const TRACK_RATE_LIMIT = { limit: 10, ttlMs: 15 * 60 * 1000 } as const;

export const TRACK_TOO_MANY_MESSAGE =
  'Too many look-ups from your address. Please try again in 15 minutes.';

@Injectable()
export class TrackThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(request: { ip?: string }): Promise<string> {
    return Promise.resolve(`track:${request.ip ?? ''}`);
  }

  protected override getErrorMessage(): Promise<string> {
    return Promise.resolve(TRACK_TOO_MANY_MESSAGE);
  }
}
