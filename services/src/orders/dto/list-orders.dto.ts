import { ApiPropertyOptional } from '@nestjs/swagger';
import { VISIBLE_ORDER_STATUSES, type VisibleOrderStatus } from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IntegerParam } from '../../common';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_ORDER_PAGE_LIMIT = 100;
export const DEFAULT_ORDER_PAGE_LIMIT = 20;
export const MAX_ORDER_PAGE = 1_000_000;
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** `GET /api/booking` (admin): one page of orders, newest first, optionally filtered. */
export class ListOrdersQueryDto {
  @IntegerParam('page', 1, MAX_ORDER_PAGE, { description: 'Page number, from 1 (default 1)' })
  page?: number;

  @IntegerParam('limit', 1, MAX_ORDER_PAGE_LIMIT, {
    description: `Orders per page (default ${DEFAULT_ORDER_PAGE_LIMIT})`,
  })
  limit?: number;

  @ApiPropertyOptional({ enum: VISIBLE_ORDER_STATUSES, description: 'Only orders in this status' })
  @IsOptional()
  @IsIn(VISIBLE_ORDER_STATUSES, {
    message: `status must be one of: ${VISIBLE_ORDER_STATUSES.join(', ')}`,
  })
  status?: VisibleOrderStatus;

  @ApiPropertyOptional({
    description:
      'Only orders whose email or phone contains this text, or whose order number ("#0B3DF8") it is or is part of (with or without "#"; case-insensitive)',
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
