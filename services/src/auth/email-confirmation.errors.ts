import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';
import { waitText } from '../rate-limits';

/** A confirmation token that is unknown, already used, expired, or for an address the account no longer has. */
export class EmailConfirmationInvalidError extends AppError {
  constructor() {
    super(
      ErrorCode.EMAIL_CONFIRMATION_INVALID,
      'This confirmation link is wrong, was already used or has expired. Ask for a new one from your dashboard.',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** 429 for a confirmation link asked for again too often; the controller adds Retry-After. */
export class ConfirmationMailsThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      ErrorCode.TOO_MANY_REQUESTS,
      `You have asked for several confirmation links already. Try again in ${waitText(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { retryAfterSeconds },
    );
  }
}
