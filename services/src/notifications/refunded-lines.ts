import type { OrderMessage } from './order-message';

/** What a refund message needs of the order: its lines' prices and its refunds' lines. */
export interface OrderForRefundLines {
  lines: Array<{ partId?: unknown; sku?: string; name: string; unitPrice?: number }>;
  payment?: {
    refunds?: Array<{
      _id?: unknown;
      returnId?: unknown;
      amountTaka: number;
      lines?: Array<{ partId: unknown; sku?: string; quantity: number }>;
    }>;
  };
}

/**
 * The lines one refund paid back, for its message to list them before the whole order: the refund
 * an entry is about is the one whose id is the `seq` of the entry's key (`refunded`), or whose return is
 * (`return_refunded`). Each line's amount is its units × unit price; what the refund gave back
 * beyond its lines (the delivery fee of a refund of everything) is a line of its own, `fee`.
 * Undefined when the refund or its lines cannot be found (an entry written before refunds had lines).
 */
export function refundedLinesOf(
  order: OrderForRefundLines,
  entry: { event: string; key: string },
): OrderMessage['refund'] {
  const seq = entry.key.split(':')[1];
  if (!seq || (entry.event !== 'refunded' && entry.event !== 'return_refunded')) return undefined;
  const refund = order.payment?.refunds?.find(
    (item) => String(entry.event === 'refunded' ? item._id : item.returnId) === seq,
  );
  if (!refund?.lines?.length) return undefined;
  const lines: NonNullable<OrderMessage['refund']>['lines'] = [];
  for (const refunded of refund.lines) {
    // A refund's line is the order's line of the same product and variant (an order may hold two
    // variants of one product; records written before variants name none).
    const line = order.lines.find(
      (candidate) =>
        String(candidate.partId) === String(refunded.partId) &&
        (refunded.sku === undefined || candidate.sku === refunded.sku),
    );
    if (!line || line.unitPrice === undefined) return undefined;
    lines.push({ name: line.name, quantity: refunded.quantity, amount: refunded.quantity * line.unitPrice });
  }
  const linesTaka = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    lines,
    ...(refund.amountTaka > linesTaka ? { fee: refund.amountTaka - linesTaka } : {}),
    amount: refund.amountTaka,
  };
}
