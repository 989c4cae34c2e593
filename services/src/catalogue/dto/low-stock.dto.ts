import { LOW_STOCK_THRESHOLD } from '@shop/contracts';
import { IntegerParam } from '../../common';

export const MAX_LOW_STOCK = 1_000_000;

/** `GET /api/admin/low-stock?max=`. */
export class LowStockQueryDto {
  @IntegerParam('max', 0, MAX_LOW_STOCK, {
    default: LOW_STOCK_THRESHOLD,
    description: 'Products with at most this many units left',
  })
  max?: number;
}
