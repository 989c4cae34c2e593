import { HttpStatus, Injectable } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';
import { HOUR_MS, HourlyLimits, waitText } from '../rate-limits';

const MINUTE_MS = 60_000;

/**
 * Sign-ups per address per hour. Many phones share one address (Bangladeshi mobile carriers put
 * whole neighbourhoods behind one NAT address), so this is a generous fallback, not a per-person
 * limit; and only sign-ups the rules accepted are counted (a refused password never reaches it).
 */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 30;

/** Reset-link uses per account (the link's) per 15 minutes: the person with the link, not the address. */
export const RESET_CONFIRMS_PER_ACCOUNT = 10;
/** Reset-link uses per address per 15 minutes, links known or not: generous, for shared addresses. */
export const RESET_CONFIRMS_PER_ADDRESS = 100;
export const RESET_CONFIRM_WINDOW_MS = 15 * MINUTE_MS;

/** Reset links asked for one email address per 15 minutes: the mails one inbox gets. */
export const RESET_REQUESTS_PER_EMAIL = 5;
/** Reset links asked for from one address per 15 minutes, any email: generous, for shared addresses. */
export const RESET_REQUESTS_PER_ADDRESS = 50;

/** 429 TOO_MANY_REQUESTS that says how long to wait, in its message and as numbers. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const retryAfterMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      ErrorCode.TOO_MANY_REQUESTS,
      `Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { retryAfterSeconds, retryAfterMinutes },
    );
  }
}

/**
 * The limits of sign-up and of using a reset link, keyed by what identifies the person where there
 * is such a thing (the reset link's account) and by address only as a generous fallback. Counted in
 * MongoDB (HourlyLimits), so they hold across API processes. Each throws TooManyAttemptsError (the
 * API's filter adds Retry-After).
 */
@Injectable()
export class AuthAttemptLimits {
  constructor(private readonly limits: HourlyLimits) {}

  /** One sign-up whose details the rules accepted, from `address`. */
  async signup(address: string): Promise<void> {
    await this.take('signup-address', address, SIGNUPS_PER_ADDRESS_PER_HOUR, HOUR_MS);
  }

  /** One reset link asked for `email` from `address`. */
  async resetRequest(email: string, address: string): Promise<void> {
    await this.take('reset-request-address', address, RESET_REQUESTS_PER_ADDRESS, RESET_CONFIRM_WINDOW_MS);
    await this.take('reset-request-email', email.trim().toLowerCase(), RESET_REQUESTS_PER_EMAIL, RESET_CONFIRM_WINDOW_MS);
  }

  /** One use of a reset link from `address`; `accountId` is the link's account when the link is known. */
  async resetConfirm(accountId: string | undefined, address: string): Promise<void> {
    await this.take('reset-confirm-address', address, RESET_CONFIRMS_PER_ADDRESS, RESET_CONFIRM_WINDOW_MS);
    if (accountId) {
      await this.take('reset-confirm-account', accountId, RESET_CONFIRMS_PER_ACCOUNT, RESET_CONFIRM_WINDOW_MS);
    }
  }

  private async take(bucket: string, key: string, limit: number, windowMs: number): Promise<void> {
    const decision = await this.limits.take(bucket, key, limit, windowMs);
    if (!decision.allowed) throw new TooManyAttemptsError(decision.retryAfterSeconds);
  }
}
