/**
 * Whether an order can be paid now, and what a settlement's outcome means for the payer: shared by
 * the card, bKash and wallet checkouts (each its own service, none importing another).
 */
import type { Order } from '@shop/contracts';
import { canPayByCard } from '@shop/rules';
import { NOT_PAID_IN_TIME, OrderExpiredError, PaymentBeingVerifiedError } from '../orders';
import { OrderNotPayableError } from '../payment-providers';
import { PaymentNotConfirmedError } from './payment-errors';
import type { Settlement } from './payment-settlement.service';

/**
 * 409 ORDER_NOT_PAYABLE (or ORDER_EXPIRED once its payment window has closed), saying why, unless the
 * order can be paid by card now (the state machine's `start_payment`). Asked before any card is
 * charged.
 */
export function assertPayable(order: Order, now = new Date()): void {
  if (
    canPayByCard(
      {
        status: order.status,
        paymentStatus: order.payment.status,
        total: order.total,
        ...(order.expiresAt ? { expiresAt: order.expiresAt } : {}),
      },
      now,
    )
  )
    return;
  if (order.payment.status === 'paid') throw new OrderNotPayableError('This order is already paid');
  if (order.payment.status === 'verifying') throw new PaymentBeingVerifiedError();
  if (order.payment.status !== 'unpaid')
    throw new OrderNotPayableError('This order was paid and refunded');
  if (
    (order.status === 'cancelled' && order.cancelReason === NOT_PAID_IN_TIME) ||
    (order.expiresAt !== undefined &&
      new Date(order.expiresAt) <= now &&
      order.status !== 'cancelled')
  )
    throw new OrderExpiredError();
  if (order.status === 'cancelled') throw new OrderNotPayableError('This order was cancelled');
  if (order.status === 'delivered') throw new OrderNotPayableError('This order was delivered');
  if (order.total <= 0) throw new OrderNotPayableError('This order has nothing to pay');
  throw new OrderNotPayableError();
}

/** The order a settlement paid (or found paid); an error saying why otherwise. */
export function orderOf(settlement: Settlement): Order {
  switch (settlement.outcome) {
    case 'paid':
    case 'already-paid':
      return settlement.order;
    case 'refunding':
      throw settlement.order.cancelReason === NOT_PAID_IN_TIME
        ? new OrderExpiredError(
            'This order was not paid in time and had expired: your payment is refunded. Please order again.',
          )
        : new OrderNotPayableError('This order was cancelled: your payment is refunded');
    case 'not-payable':
      assertPayable(settlement.order);
      throw new OrderNotPayableError();
    default:
      throw new PaymentNotConfirmedError();
  }
}
