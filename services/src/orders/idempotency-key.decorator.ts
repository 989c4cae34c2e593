import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts';
import { InvalidIdempotencyKeyError } from '../common';

/** 1 to 100 visible ASCII characters (a UUID, or anything a client generates per submit). */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The `Idempotency-Key` header, or undefined without one; 400 VALIDATION_FAILED when malformed. */
export function readIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw new InvalidIdempotencyKeyError();
  return value;
}

export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const headers = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers;
  return readIdempotencyKey(headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
});

/** The header in the OpenAPI document. */
export const ApiIdempotencyKey = () =>
  ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    schema: { type: 'string', pattern: KEY_PATTERN.source, minLength: 1, maxLength: 100 },
    description:
      'Makes the submit safe to retry: the same user and key answer the same order (with `Idempotent-Replayed: true` when an earlier request placed it: nothing new is placed, and no order action is counted); the same key with a different order → 422 IDEMPOTENCY_KEY_REUSED',
  });
