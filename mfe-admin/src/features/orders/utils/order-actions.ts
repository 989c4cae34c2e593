import type { Order, OrderStatus, VisibleOrderStatus } from '@shop/contracts';
import { canCancel, nextStatuses } from '@shop/rules';

/** The button of each workflow step, and the toast once the API has taken it. */
export const ACTION_LABELS: Record<Exclude<VisibleOrderStatus, 'placed'>, string> = {
  confirmed: 'Confirm',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel',
};

export const STATUS_CHANGED_MESSAGES: Record<Exclude<VisibleOrderStatus, 'placed'>, string> = {
  confirmed: 'Order confirmed',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled; its stock is back on sale',
};

export interface OrderAction {
  to: Exclude<VisibleOrderStatus, 'placed'>;
  label: string;
}

const isActionStatus = (status: OrderStatus): status is OrderAction['to'] =>
  status in ACTION_LABELS;

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
    .map((to) => ({ to, label: ACTION_LABELS[to] }));
}

/** Delivering an unpaid cash-on-delivery order: the admin says whether the cash was collected. */
export function asksForCash(
  order: Pick<Order, 'paymentMethod' | 'payment'>,
  to: OrderStatus,
): boolean {
  return to === 'delivered' && order.paymentMethod === 'cod' && order.payment.status === 'unpaid';
}
