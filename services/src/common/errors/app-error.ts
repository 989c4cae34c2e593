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
