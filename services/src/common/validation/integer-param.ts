import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WholeNumberText } from './decimal-text';

/**
 * An optional query parameter that is a whole number in [min, max], given as query text in decimal
 * digits (WholeNumberText); checked in this order, first failure only: '<name> must be a whole
 * number from <min> to <max>'. `doc` adds to the document (default, description).
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
