import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';

/**
 * The one base class for errors the API raises on purpose. Each carries a stable `code` that clients
 * branch on, and the HTTP status it maps to; the exception filter turns it into
 * `{statusCode, code, message}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    /** Extra fields added to the error body (never overriding statusCode, code or message). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A path or body id that is not a 24-character hex ObjectId. */
export class InvalidIdError extends AppError {
  constructor(value: unknown, what = 'id') {
    super(
      ErrorCode.INVALID_ID,
      `${what} must be a 24-character hexadecimal id, got ${describe(value)}`,
      HttpStatus.BAD_REQUEST,
    );
  }
}

export class ProductNotFoundError extends AppError {
  constructor(partId: string) {
    super(ErrorCode.PRODUCT_NOT_FOUND, `Product ${partId} not found`, HttpStatus.NOT_FOUND);
  }
}

export class DatabaseUnavailableError extends AppError {
  constructor(message = 'The database is unreachable', extra?: Record<string, unknown>) {
    super(ErrorCode.DATABASE_UNAVAILABLE, message, HttpStatus.SERVICE_UNAVAILABLE, extra);
  }
}

/** Quotes a client-supplied value for an error message, cut short so it cannot flood the body. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** No valid access token (spec §8: 'No user is logged in'). */
export class NotLoggedInError extends AppError {
  constructor() {
    super(ErrorCode.UNAUTHORIZED, 'No user is logged in', HttpStatus.UNAUTHORIZED);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(ErrorCode.FORBIDDEN, message, HttpStatus.FORBIDDEN);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super(ErrorCode.INVALID_CREDENTIALS, 'Email or password is incorrect', HttpStatus.UNAUTHORIZED);
  }
}

/** Refresh without a usable session: no cookie, unknown or expired token. */
export class NoSessionError extends AppError {
  constructor(message = 'Your session has ended. Please log in again.') {
    super(ErrorCode.UNAUTHORIZED, message, HttpStatus.UNAUTHORIZED);
  }
}

/** Refresh with a token of a revoked session (logout, password change, or reuse of a rotated token). */
export class SessionRevokedError extends AppError {
  constructor() {
    super(ErrorCode.SESSION_REVOKED, 'This session was revoked. Please log in again.', HttpStatus.UNAUTHORIZED);
  }
}

/** A request to a cookie-setting auth route that another site's page sent (SameOriginOnly). */
export class CrossSiteRequestError extends AppError {
  constructor() {
    super(ErrorCode.CROSS_SITE_REQUEST, "This request did not come from the shop's own pages", HttpStatus.FORBIDDEN);
  }
}

export class EmailTakenError extends AppError {
  constructor() {
    super(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists', HttpStatus.CONFLICT);
  }
}

export class GoogleSignInDisabledError extends AppError {
  constructor() {
    super(ErrorCode.GOOGLE_SIGN_IN_DISABLED, 'Google sign-in is not configured on this server', HttpStatus.NOT_FOUND);
  }
}

export class ResetTokenInvalidError extends AppError {
  constructor() {
    super(ErrorCode.RESET_TOKEN_INVALID, 'This reset link is invalid or has expired', HttpStatus.BAD_REQUEST);
  }
}

export class UserNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.USER_NOT_FOUND, 'No such user', HttpStatus.NOT_FOUND);
  }
}

export class LastAdminError extends AppError {
  constructor(action: 'demote' | 'remove') {
    super(
      ErrorCode.LAST_ADMIN,
      `The shop needs at least one admin: you cannot ${action} the last one`,
      HttpStatus.CONFLICT,
    );
  }
}

export class CannotChangeSelfError extends AppError {
  constructor(action: 'change your own role' | 'remove your own account') {
    super(ErrorCode.CANNOT_CHANGE_SELF, `You cannot ${action}; ask another admin`, HttpStatus.CONFLICT);
  }
}

export class UnsupportedPhotoError extends AppError {
  constructor() {
    super(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The photo must be a PNG, JPEG or WebP image', HttpStatus.UNSUPPORTED_MEDIA_TYPE);
  }
}

export class PhotoTooLargeError extends AppError {
  constructor() {
    super(ErrorCode.PAYLOAD_TOO_LARGE, 'The photo must be 2 MB or smaller', HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

/** Starts with a PNG, JPEG or WebP signature but does not decode as one (damaged, truncated, disguised). */
export class InvalidPhotoError extends AppError {
  constructor() {
    super(ErrorCode.INVALID_IMAGE, 'The photo is damaged or is not really a PNG, JPEG or WebP image', HttpStatus.BAD_REQUEST);
  }
}

/** More pixels than a profile photo may have (a small file can declare a huge canvas). */
export class PhotoTooManyPixelsError extends AppError {
  constructor(maxPixels: number) {
    super(ErrorCode.PAYLOAD_TOO_LARGE, `The photo must be ${maxPixels / 1_000_000} megapixels or smaller`, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}
