import type { Order } from '@shop/contracts';
import { canDo } from '@shop/rules';

/** How the order's money was taken: by a card provider, in cash on delivery, or not yet. */
export function paidWith(
  order: Pick<Order, 'payment' | 'paymentMethod'>,
): 'card' | 'cash' | undefined {
  if (order.payment.status === 'unpaid') return undefined;
  const provider = (order.payment as { provider?: string }).provider;
  if (provider) return provider === 'cash' ? 'cash' : 'card';
  return order.paymentMethod === 'cod' ? 'cash' : 'card';
}

/** Taka not refunded yet: what a refund of the whole order gives back. */
export const refundableTaka = (order: Pick<Order, 'total' | 'payment'>) =>
  Math.max(0, order.total - (order.payment.refundedTaka ?? 0));

/** Units of a line not refunded yet. */
export const unitsLeft = (line: Order['lines'][number]) =>
  Math.max(0, line.quantity - (line.refundedQuantity ?? 0));

/**
 * Which refund an admin may make now, as the order state machine says: through the card provider
 * (`refund`: paid or partly refunded by card, no refund in flight), or cash handed back for a
 * delivered cash-on-delivery order (`refund_cash`); none otherwise.
 */
export function refundKind(order: Order): 'card' | 'cash' | undefined {
  const how = paidWith(order);
  if (!how || refundableTaka(order) <= 0) return undefined;
  const facts = {
    subtotal: order.subtotal,
    total: order.total,
    paymentMethod: order.paymentMethod,
    paidWith: how,
    refundsAll: true,
  };
  const state = { status: order.status, payment: order.payment.status };
  if (how === 'card') return canDo(state, 'refund', 'admin', facts) ? 'card' : undefined;
  return canDo(state, 'refund_cash', 'admin', facts) ? 'cash' : undefined;
}
