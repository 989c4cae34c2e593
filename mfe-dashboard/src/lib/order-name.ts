import type { Order } from '@shop/contracts';
import { truncate } from '@shop/rules';

/**
 * How an order is named in a list: its first product's name (cut to `max` characters plus '..'
 * when `max` is given) and, for an order of several products, how many more there are.
 */
export function orderName(order: Pick<Order, 'lines' | 'partsName'>, max?: number): string {
  const first = order.lines[0]?.name ?? order.partsName;
  const shown = max === undefined ? first : truncate(first, max);
  const more = order.lines.length - 1;
  return more > 0 ? `${shown} +${more} more` : shown;
}
