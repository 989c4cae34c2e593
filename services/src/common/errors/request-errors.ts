import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from './app-error';

/** A value a DTO's own rules let through but the API refuses anyway (e.g. control characters). */
export class ValidationFailedError extends AppError {
  constructor(message: string) {
    super(ErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST);
  }
}

/** A request the API cannot read at all (a JSON body nested too deeply, a preflight without Origin …). */
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(ErrorCode.BAD_REQUEST, message, HttpStatus.BAD_REQUEST);
  }
}

/** The path exists, but not for this method; `allowed` goes into the Allow header. */
export class MethodNotAllowedError extends AppError {
  constructor(
    method: string,
    readonly allowed: readonly string[],
  ) {
    super(
      ErrorCode.METHOD_NOT_ALLOWED,
      `${method} is not allowed here; allowed: ${allowed.join(', ')}`,
      HttpStatus.METHOD_NOT_ALLOWED,
    );
  }
}
