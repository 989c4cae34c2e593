import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_ORDER_LINES } from '@shop/rules';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRule } from '../../common';
import { NewOrderLineDto, orderLinesError } from './create-order.dto';

/** No lines (refund everything left), or the order's lines with their quantities. */
export function refundLinesError(lines: unknown): string | undefined {
  if (lines === undefined || (Array.isArray(lines) && lines.length === 0)) return undefined;
  return orderLinesError(lines);
}

/** `POST /api/orders/:id/refunds` (admin). */
export class RefundOrderDto {
  @ApiPropertyOptional({
    type: NewOrderLineDto,
    isArray: true,
    maxItems: MAX_ORDER_LINES,
    uniqueItems: true,
    description:
      'The lines (product and units) to refund; absent or empty: everything not refunded yet',
  })
  @FollowsRule('refundLines', refundLinesError)
  lines?: NewOrderLineDto[];

  @ApiPropertyOptional({ maxLength: 300, example: 'Customer changed their mind' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason must be text' })
  @MaxLength(300, { message: 'reason must be at most 300 characters' })
  reason?: string;
}
