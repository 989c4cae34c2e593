import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A whole number as query text: decimal digits, an optional minus (for its "from <min>" message). */
const WHOLE_NUMBER_TEXT = /^-?\d+$/;

/**
 * Query text written as a whole number becomes that number; anything else is left as it came for
 * IsInt to refuse. `2.0` included: the document says integer, and a client that writes one with a
 * decimal point is sending something else than it means.
 */
const WholeNumberText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value,
  );

/**
 * An optional query parameter that is a whole number in [min, max], given as query text in decimal
 * digits; checked in this order, first failure only: '<name> must be a whole number from <min> to
 * <max>'. `doc` adds to the document (default, description).
 */
export function IntegerParam(
  name: string,
  min: number,
  max: number,
  doc: Pick<ApiPropertyOptions, 'default' | 'description'> = {},
): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, ...doc }),
    IsOptional(),
    WholeNumberText(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}
