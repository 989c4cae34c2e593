/**
 * What the audit log keeps of an admin's change to an order: the order's number and
 * customer as its label, and the facts that changed — status, payment state, taka refunded, and for
 * a return its state. Pure: OrdersService reads the order before and after and records the result.
 */
import type { AuditAction, Order as OrderAnswer } from '@shop/contracts';
import { type AuditRecord, changesBetween } from '../audit';
import { orderNumber } from '../notifications';

interface OrderFacts {
  status: string;
  payment: string;
  refundedTaka: number;
  return?: string;
  damaged?: boolean;
}

const ORDER_FIELDS = ['status', 'payment', 'refundedTaka', 'return', 'damaged'] as const;

/** "#A1B2C3 · Karim Hasan": the number customers see in their messages, and the order's name. */
export function orderLabel(order: Pick<OrderAnswer, '_id' | 'name'>): string {
  return `#${orderNumber(order._id)} · ${order.name}`;
}

function factsOf(order: OrderAnswer, returnId?: string): OrderFacts {
  const orderReturn = returnId ? order.returns?.find((item) => item.id === returnId) : undefined;
  return {
    status: order.status,
    payment: order.payment.status,
    refundedTaka: order.payment.refundedTaka ?? 0,
    ...(orderReturn ? { return: orderReturn.state } : {}),
    ...(orderReturn?.damaged !== undefined ? { damaged: orderReturn.damaged } : {}),
  };
}

/** The entry of an admin's change from `before` to `after` (`returnId`: the return it moved). */
export function orderAuditRecord(
  action: AuditAction,
  admin: AuditRecord['actor'],
  before: OrderAnswer,
  after: OrderAnswer,
  options: { note?: string; returnId?: string } = {},
): AuditRecord {
  return {
    action,
    actor: admin,
    target: { type: 'order', id: after._id, label: orderLabel(after) },
    changes: changesBetween(
      factsOf(before, options.returnId),
      factsOf(after, options.returnId),
      ORDER_FIELDS,
    ),
    ...(options.note ? { note: options.note } : {}),
  };
}
