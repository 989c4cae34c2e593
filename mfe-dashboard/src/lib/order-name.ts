import type { Order } from '@shop/contracts';
import { truncate } from '@shop/rules';

/**
 * How an order is named in a list: its first product's name (cut to `max` characters plus '..'
 * when `max` is given) and, for an order of several products, how many more there are (shown as
 * "+N more" in the active language by `OrderName`).
 */
export function orderNameParts(
  order: Pick<Order, 'lines' | 'partsName'>,
  max?: number,
): { first: string; more: number } {
  const first = order.lines[0]?.name ?? order.partsName;
  return {
    first: max === undefined ? first : truncate(first, max),
    more: Math.max(order.lines.length - 1, 0),
  };
}
