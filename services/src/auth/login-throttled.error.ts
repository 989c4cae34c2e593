import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** "in 1 second", "in 8 seconds", "in 5 minutes": how long until the next attempt is admitted. */
export function waitText(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60)
    return `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

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
