import { ApiPropertyOptional } from '@nestjs/swagger';
import { LOW_STOCK_THRESHOLD } from '@shop/contracts';
import { DecimalText } from '../../common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_LOW_STOCK = 1_000_000;
const MAX_MESSAGE = `max must be a whole number from 0 to ${MAX_LOW_STOCK}`;

/** `GET /api/admin/low-stock?max=`. */
export class LowStockQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_LOW_STOCK,
    default: LOW_STOCK_THRESHOLD,
    description: 'Products with at most this many units left',
  })
  @IsOptional()
  @DecimalText()
  @IsInt({ message: MAX_MESSAGE })
  @Min(0, { message: MAX_MESSAGE })
  @Max(MAX_LOW_STOCK, { message: MAX_MESSAGE })
  max?: number;
}
