import type { Order, OrderStatus, VisibleOrderStatus } from '@shop/contracts';
import { canCancel, nextStatuses } from '@shop/rules';

/** A workflow step an admin can take: its button reads `orders.actions.<to>`, its toast `orders.changed.<to>`. */
export type ActionStatus = Exclude<VisibleOrderStatus, 'placed'>;

export interface OrderAction {
  to: ActionStatus;
}

const ACTION_STATUSES: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered', 'cancelled'];

const isActionStatus = (status: OrderStatus): status is ActionStatus =>
  ACTION_STATUSES.includes(status);

/**
 * The admin's buttons for an order: the next steps of the workflow (`nextStatuses` of @shop/rules),
 * Cancel only when the rules let an admin cancel it.
 */
export function orderActions(order: Pick<Order, 'status' | 'payment' | 'price'>): OrderAction[] {
  return nextStatuses(order.status)
    .filter(isActionStatus)
    .filter(
      (to) =>
        to !== 'cancelled' ||
        canCancel(
          { status: order.status, paymentStatus: order.payment.status, price: order.price },
          'admin',
        ),
    )
    .map((to) => ({ to }));
}

/** Delivering an unpaid cash-on-delivery order: the admin says whether the cash was collected. */
export function asksForCash(
  order: Pick<Order, 'paymentMethod' | 'payment'>,
  to: OrderStatus,
): boolean {
  return to === 'delivered' && order.paymentMethod === 'cod' && order.payment.status === 'unpaid';
}

/**
 * A cash-on-delivery order marked delivered before its cash was recorded: the admin can still
 * record it (the machine's `collect_cash` from delivered + unpaid), so it becomes paid.
 */
export function recordsCash(order: Pick<Order, 'status' | 'paymentMethod' | 'payment'>): boolean {
  return (
    order.status === 'delivered' &&
    order.paymentMethod === 'cod' &&
    order.payment.status === 'unpaid'
  );
}
