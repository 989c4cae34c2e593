import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { VISIBLE_ORDER_STATUSES, type VisibleOrderStatus } from '@shop/contracts';
import { Transform } from 'class-transformer';
import { DecimalText } from '../../common';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export const MAX_ORDER_PAGE_LIMIT = 100;
export const DEFAULT_ORDER_PAGE_LIMIT = 20;
export const MAX_ORDER_PAGE = 1_000_000;
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** Query values are text: decimal digits become numbers, anything else stays text and fails IsInt. */
const toInteger = DecimalText();

function IntegerParam(
  name: string,
  min: number,
  max: number,
  description: string,
): PropertyDecorator {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description }),
    IsOptional(),
    toInteger,
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

/** `GET /api/booking` (admin): one page of orders, newest first, optionally filtered. */
export class ListOrdersQueryDto {
  @IntegerParam('page', 1, MAX_ORDER_PAGE, 'Page number, from 1 (default 1)')
  page?: number;

  @IntegerParam(
    'limit',
    1,
    MAX_ORDER_PAGE_LIMIT,
    `Orders per page (default ${DEFAULT_ORDER_PAGE_LIMIT})`,
  )
  limit?: number;

  @ApiPropertyOptional({ enum: VISIBLE_ORDER_STATUSES, description: 'Only orders in this status' })
  @IsOptional()
  @IsIn(VISIBLE_ORDER_STATUSES, {
    message: `status must be one of: ${VISIBLE_ORDER_STATUSES.join(', ')}`,
  })
  status?: VisibleOrderStatus;

  @ApiPropertyOptional({
    description: 'Only orders whose email or phone contains this text (case-insensitive)',
    minLength: 1,
    maxLength: MAX_ORDER_SEARCH_LENGTH,
    example: '01712',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: `q must be text of 1 to ${MAX_ORDER_SEARCH_LENGTH} characters` })
  @IsNotEmpty({ message: `q must be text of 1 to ${MAX_ORDER_SEARCH_LENGTH} characters` })
  @MaxLength(MAX_ORDER_SEARCH_LENGTH, {
    message: `q must be text of 1 to ${MAX_ORDER_SEARCH_LENGTH} characters`,
  })
  q?: string;

  @ApiPropertyOptional({
    enum: ['open'],
    description: 'open: only orders with a return that is requested, approved or received',
  })
  @IsOptional()
  @IsIn(['open'], { message: 'returns must be: open' })
  returns?: 'open';
}
