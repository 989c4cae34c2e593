import { HttpException, HttpStatus } from '@nestjs/common';
import { type ApiErrorBody, ErrorCode } from '@shop/contracts';
import { mongo } from 'mongoose';
import { AppError } from '../errors';

/** What the filter sends for an exception, and whether it is a server fault worth logging. */
export interface MappedError {
  body: ApiErrorBody & Record<string, unknown>;
  /** True for faults of the server (5xx other than a known outage): logged with their stack. */
  unexpected: boolean;
}

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Driver errors that mean "the database cannot be reached right now". */
const DATABASE_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoServerClosedError',
  'MongoPoolClosedError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: ErrorCode.BAD_REQUEST,
  [HttpStatus.UNAUTHORIZED]: ErrorCode.UNAUTHORIZED,
  [HttpStatus.FORBIDDEN]: ErrorCode.FORBIDDEN,
  [HttpStatus.NOT_FOUND]: ErrorCode.NOT_FOUND,
  [HttpStatus.METHOD_NOT_ALLOWED]: ErrorCode.METHOD_NOT_ALLOWED,
  [HttpStatus.CONFLICT]: ErrorCode.CONFLICT,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ErrorCode.PAYLOAD_TOO_LARGE,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  [HttpStatus.TOO_MANY_REQUESTS]: ErrorCode.TOO_MANY_REQUESTS,
  // 431 Request Header Fields Too Large (not in Nest's HttpStatus).
  431: ErrorCode.REQUEST_HEADERS_TOO_LARGE,
  [HttpStatus.SERVICE_UNAVAILABLE]: ErrorCode.DATABASE_UNAVAILABLE,
};

/** Nest's not-found handler throws NotFoundException('Cannot GET /path') for unknown routes. */
const UNKNOWN_ROUTE = /^Cannot [A-Z]+ \//;

const INTERNAL_MESSAGE = 'Internal server error';

/**
 * @fastify/multipart's answers to a form with more parts than the upload takes (a text field, a
 * second file): 413 'reach fields limit' by default, though nothing is too large — the form is not
 * the one the operation reads.
 */
const MULTIPART_SHAPE_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);
export const MULTIPART_SHAPE_MESSAGE = 'The form takes exactly one file and no other fields';

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws for a body it cannot read:
 * plain Errors without a code or status, so they are known by their text.
 */
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * Maps anything thrown while handling a request to the one error body of the API,
 * `{statusCode, code, message}`. Messages of unexpected errors never reach the client.
 */
export function mapError(exception: unknown): MappedError {
  if (exception instanceof AppError) {
    return known(exception.statusCode, exception.code, exception.message, exception.extra);
  }
  if (exception instanceof HttpException) {
    return fromHttpException(exception);
  }
  const error = exception instanceof Error ? exception : undefined;
  const name = error?.name ?? '';
  if (name === 'CastError') {
    // A value mongoose could not turn into the field's type: an id, or (say) an object where a
    // number belongs, which is what an operator injected into a sanitised filter becomes.
    const { path = 'value', kind } = error as Error & { path?: string; kind?: string };
    const code = kind === 'ObjectId' ? ErrorCode.INVALID_ID : ErrorCode.VALIDATION_FAILED;
    return known(HttpStatus.BAD_REQUEST, code, `Invalid ${path}`);
  }
  if (name === 'ValidationError' && isMongooseValidation(error)) {
    const messages = Object.values(error.errors).map((e) => e.message);
    return known(HttpStatus.BAD_REQUEST, ErrorCode.VALIDATION_FAILED, messages.join('; '));
  }
  if (name === 'MongoServerError' && (error as Error & { code?: unknown }).code === 11000) {
    return known(HttpStatus.CONFLICT, ErrorCode.CONFLICT, 'A record with the same unique value already exists');
  }
  if (isDatabaseDown(error)) {
    return known(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.DATABASE_UNAVAILABLE, 'The database is unreachable');
  }
  if (MULTIPART_SHAPE_ERRORS.has((error as { code?: unknown } | undefined)?.code as string)) {
    return known(HttpStatus.BAD_REQUEST, ErrorCode.VALIDATION_FAILED, MULTIPART_SHAPE_MESSAGE);
  }
  if (error && error.constructor === Error && MALFORMED_MULTIPART.test(error.message)) {
    return known(HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST, `The multipart body is malformed: ${error.message}`);
  }
  const clientStatus = clientErrorStatus(error);
  if (clientStatus !== undefined) {
    return known(clientStatus, CODE_BY_STATUS[clientStatus] ?? ErrorCode.BAD_REQUEST, error?.message ?? 'Bad request');
  }
  return {
    body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: ErrorCode.INTERNAL_ERROR, message: INTERNAL_MESSAGE },
    unexpected: true,
  };
}

function fromHttpException(exception: HttpException): MappedError {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  // ValidationPipe answers BadRequestException({message: string[]}): one line per broken constraint.
  if (Array.isArray(raw)) {
    return known(status, ErrorCode.VALIDATION_FAILED, raw.map(String).join('; '));
  }
  const message = typeof raw === 'string' && raw !== '' ? raw : exception.message;
  if (status >= 500) {
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      return known(status, ErrorCode.DATABASE_UNAVAILABLE, message);
    }
    return { body: { statusCode: status, code: ErrorCode.INTERNAL_ERROR, message: INTERNAL_MESSAGE }, unexpected: true };
  }
  if (status === HttpStatus.NOT_FOUND && UNKNOWN_ROUTE.test(message)) {
    return known(status, ErrorCode.ROUTE_NOT_FOUND, message);
  }
  return known(status, CODE_BY_STATUS[status] ?? ErrorCode.BAD_REQUEST, message);
}

function known(statusCode: number, code: ErrorCode, message: string, extra?: Record<string, unknown>): MappedError {
  return { body: { ...extra, statusCode, code, message }, unexpected: false };
}

function isMongooseValidation(error: unknown): error is Error & { errors: Record<string, { message: string }> } {
  return typeof (error as { errors?: unknown }).errors === 'object';
}

function isBufferingTimeout(error: Error | undefined): boolean {
  return error?.name === 'MongooseError' && /buffering timed out/.test(error.message);
}

/**
 * Server error codes that mean the server is going away or not the one to write to: the command was
 * not applied and may be retried elsewhere or later (the driver's retryable codes for shutdowns and
 * step-downs).
 */
const SERVER_GOING_AWAY_CODES = new Set([
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * True when the error says the database could not be reached or went away mid-command: a driver
 * network, selection or pool error (subclasses and errors that wrap one, such as a bulk write's, by
 * their `cause`), one labelled a network or retryable error, a shutdown code, or mongoose's buffering
 * timeout. Answered 503 (with Retry-After), never 500.
 */
function isDatabaseDown(error: Error | undefined, depth = 0): boolean {
  if (!error || depth > 4) return false;
  if (DATABASE_DOWN_ERRORS.has(error.name) || isBufferingTimeout(error)) return true;
  if (
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    error instanceof mongo.MongoServerClosedError
  )
    return true;
  const labelled = error as Error & { hasErrorLabel?: (label: string) => boolean; code?: unknown };
  if (error instanceof mongo.MongoError) {
    if (labelled.hasErrorLabel?.('NetworkError') || labelled.hasErrorLabel?.('RetryableWriteError')) return true;
    if (typeof labelled.code === 'number' && SERVER_GOING_AWAY_CODES.has(labelled.code)) return true;
  }
  if (isBulkWriteCutOff(error)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error && isDatabaseDown(cause, depth + 1);
}

/**
 * A bulk write whose connection died: the driver wraps the network error in a MongoBulkWriteError
 * without its class or labels — no write error and no write concern error (the server never
 * answered), the network error's fields copied into `errorResponse` (`beforeHandshake` is only on
 * network errors), and its message (`connection 7 to 127.0.0.1:27017 closed`, `read ECONNRESET`).
 */
function isBulkWriteCutOff(error: Error): boolean {
  if (error.name !== 'MongoBulkWriteError') return false;
  const bulk = error as Error & { writeErrors?: unknown; writeConcernError?: unknown; errorResponse?: Record<string, unknown> };
  const writeErrors = bulk.writeErrors;
  if (Array.isArray(writeErrors) ? writeErrors.length > 0 : writeErrors != null) return false;
  if (bulk.writeConcernError) return false;
  return (
    (bulk.errorResponse !== undefined && 'beforeHandshake' in bulk.errorResponse) ||
    /ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|connection .* closed|timed out/i.test(error.message)
  );
}

/** Errors from Fastify or its plugins carry a 4xx `statusCode`; their messages are written for clients. */
function clientErrorStatus(error: Error | undefined): number | undefined {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
