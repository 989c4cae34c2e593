import type { Order as OrderAnswer, OrderHistoryEntry, VisibleOrderStatus } from '@shop/contracts';
import type { Types } from 'mongoose';
import type { Order } from './schemas/order.schema';

/** An order as read with `.lean()`. */
export type OrderRow = Order & { _id: Types.ObjectId };

/**
 * The stored order as the API answers it: the contract's `Order`, with the spec's flat booking
 * fields derived from the lines (first line's part, name and picture; price = subtotal; quantity =
 * total units; paid and transactionId from the payment). Internal fields (stockReturned, idempotency)
 * never leave the server.
 */
export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const first = row.lines[0];
  const transactionId = row.payment.transactionId;
  return {
    _id: row._id.toHexString(),
    partsId: first.partId.toHexString(),
    partsName: first.name,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    img: first.img,
    price: row.subtotal,
    quantity: row.lines.reduce((sum, line) => sum + line.quantity, 0),
    paid: row.payment.status === 'paid',
    ...(transactionId ? { transactionId } : {}),
    userId: row.userId.toHexString(),
    district: row.district,
    lines: row.lines.map((line) => ({
      partId: line.partId.toHexString(),
      name: line.name,
      img: line.img,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    total: row.total,
    paymentMethod: row.paymentMethod,
    payment: {
      status: row.payment.status,
      ...(transactionId ? { transactionId } : {}),
      ...(row.payment.paidAt ? { paidAt: new Date(row.payment.paidAt).toISOString() } : {}),
    },
    status: row.status as VisibleOrderStatus,
    history: row.history.map((entry): OrderHistoryEntry => ({
      status: entry.status as OrderHistoryEntry['status'],
      at: new Date(entry.at).toISOString(),
      ...(entry.byUserId ? { byUserId: entry.byUserId.toHexString() } : {}),
      ...(entry.byRole ? { byRole: entry.byRole } : {}),
      ...(entry.note ? { note: entry.note } : {}),
    })),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
