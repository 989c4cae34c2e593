import { applyDecorators } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';

/** A MongoDB ObjectId as the API writes and reads it: 24 hexadecimal characters. */
export const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';

/** Longest email address (RFC 5321), as the API's email fields accept. */
export const EMAIL_MAX_LENGTH = 254;

/** `@ApiProperty(OBJECT_ID)`: the schema of an id field. */
export const OBJECT_ID = {
  type: String,
  pattern: OBJECT_ID_PATTERN,
  description: '24-character hex id',
  example: '665f1e000000000000000008',
} as const;

/** `@ApiProperty(EMAIL)`: the schema of an email address the API answers with. */
export const EMAIL = {
  type: String,
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  example: 'customer@shop.local',
} as const;

/** `@ApiProperty(INTEGER)`: a whole number (counts, pages, money in whole taka). */
export const INTEGER = { type: 'integer' } as const;

/** A path parameter that must be an id (ParseObjectIdPipe answers 400 INVALID_ID otherwise). */
export function ApiObjectIdParam(
  name: string,
  description = '24-character hex id',
): MethodDecorator {
  return applyDecorators(
    ApiParam({
      name,
      description,
      schema: { type: 'string', pattern: OBJECT_ID_PATTERN, example: '665f1e000000000000000008' },
    }),
  );
}

/**
 * A path parameter that names an account by its email address (compared lower-cased). Any text is
 * taken: text that is no account's email simply matches none, so the schema states no format.
 */
export function ApiEmailParam(
  name: string,
  description = "An account's email address; other text matches no account",
): MethodDecorator {
  return applyDecorators(
    ApiParam({ name, description, schema: { type: 'string', example: 'customer@shop.local' } }),
  );
}
