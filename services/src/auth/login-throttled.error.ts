import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';
import { waitText } from '../rate-limits';

/** 429 for a login attempt that is not admitted to a password check; the controller adds Retry-After. */
export class LoginThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(
      ErrorCode.TOO_MANY_REQUESTS,
      `Too many failed login attempts. Try again in ${waitText(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
