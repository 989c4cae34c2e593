/**
 * Order rules shared by the API (which decides) and the browser (which shows the same numbers and
 * the same buttons): totals, the status workflow and who may cancel when.
 */
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/contracts';
import { canDo, ORDER_MACHINE } from './order-machine';
import { deliveryFee, itemCountOf } from './delivery';

export interface PricedLine {
  /** Unit price in whole taka. */
  readonly unitPrice: number;
  /** Whole units, at least 1. */
  readonly quantity: number;
}

export interface OrderTotals {
  /** Sum of unit price × quantity over the lines. */
  subtotal: number;
  /** deliveryFee() for the district and the total number of units. */
  deliveryFee: number;
  /** subtotal + deliveryFee. */
  total: number;
  /** Total number of units. */
  itemCount: number;
}

/** Most units of one product in one order: a shop, not a wholesaler (and no overflow). */
export const MAX_LINE_QUANTITY = 1000;
/**
 * Most units of one product one order may take (the API's MAX_UNITS_PER_LINE defaults to it, and
 * the storefront's quantity fields stop there): one order cannot hold a whole stock.
 */
export const MAX_UNITS_PER_LINE = 10;
/** Most lines in one order (the cart's distinct products). */
export const MAX_ORDER_LINES = 50;

function assertLine(line: PricedLine): void {
  if (!Number.isInteger(line.unitPrice) || line.unitPrice < 0) {
    throw new RangeError(`Unit price must be a whole number of taka ≥ 0, got ${String(line.unitPrice)}`);
  }
  if (!Number.isInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`Quantity must be a whole number ≥ 1, got ${String(line.quantity)}`);
  }
}

/** unitPrice × quantity of one line, in whole taka. Throws RangeError on a malformed line. */
export function lineTotal(line: PricedLine): number {
  assertLine(line);
  return line.unitPrice * line.quantity;
}

/**
 * The amounts of an order: subtotal, delivery fee (free in Dhaka or from two units, else Tk 120)
 * and total. Throws RangeError for an empty order, a malformed line or an unknown district.
 */
export function orderTotals(lines: ReadonlyArray<PricedLine>, district: string): OrderTotals {
  if (lines.length === 0) throw new RangeError('An order needs at least one line');
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (!Number.isSafeInteger(subtotal)) throw new RangeError(`Order subtotal is too large: ${subtotal}`);
  const itemCount = itemCountOf(lines);
  const fee = deliveryFee({ district, itemCount });
  return { subtotal, deliveryFee: fee, total: subtotal + fee, itemCount };
}

/**
 * The order workflow as status moves only: the `to` statuses of the state machine's rows
 * (`ORDER_MACHINE` in ./order-machine), per status, in the order of ORDER_STATUSES. `pending` is the
 * API's internal first state (stock not yet held); from `placed` an order moves forward one step at a
 * time, and can be cancelled until it is delivered.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> =
  Object.fromEntries(
    ORDER_STATUSES.map((from) => [
      from,
      ORDER_STATUSES.filter((to) =>
        ORDER_MACHINE.some((row) => row.to === to && to !== from && row.from.includes(from)),
      ),
    ]),
  ) as unknown as Record<OrderStatus, readonly OrderStatus[]>;

/** True when an order may go from `from` to `to` (never to itself; false for an unknown status). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** The statuses an order can move to next (empty once delivered or cancelled, or for an unknown status). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  // Own keys only: a status read from outside ('constructor', 'toString') is not a workflow state.
  return Object.prototype.hasOwnProperty.call(ORDER_TRANSITIONS, from) ? ORDER_TRANSITIONS[from] : [];
}

export type OrderActor = 'owner' | 'admin';

export interface CancellableOrder {
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  /** The amount of the order (spec §5: "Cancel is shown only when the order has a price"). */
  readonly price: number;
  /** How a paid order was paid (a card payment is refunded when an admin cancels). */
  readonly paidWith?: 'card' | 'cash' | 'wallet';
}

/**
 * Who may cancel when — the machine's `cancel` rows (spec §5/§6: a customer cancels their own
 * unpaid orders). The owner: while the order is unpaid, has a price and is not yet shipped (placed
 * or confirmed). An admin: any order that is not delivered or already cancelled; a card-paid one is
 * refunded.
 */
export function canCancel(order: CancellableOrder, actor: OrderActor): boolean {
  return canDo(
    { status: order.status, payment: order.paymentStatus },
    'cancel',
    actor === 'owner' ? 'customer' : 'admin',
    {
      subtotal: order.price,
      total: order.price,
      paymentMethod: 'cod',
      paidWith: order.paidWith ?? (order.paymentStatus === 'unpaid' ? undefined : 'card'),
    },
  );
}

/**
 * Whether the customer can pay this order by card now (the machine's `start_payment`): a card
 * order, or a cash-on-delivery order the customer decides to pay by card after all — both unpaid,
 * with something to pay, neither cancelled nor delivered, and within the payment window when the
 * order has one (`expiresAt`, compared with `now`).
 */
export function canPayByCard(order: {
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly total: number;
  readonly paymentMethod?: PaymentMethod;
  readonly expiresAt?: string | Date;
}, now: Date = new Date()): boolean {
  const overdue =
    order.expiresAt !== undefined && new Date(order.expiresAt).getTime() <= now.getTime();
  return canDo({ status: order.status, payment: order.paymentStatus }, 'start_payment', 'customer', {
    subtotal: order.total,
    total: order.total,
    paymentMethod: order.paymentMethod ?? 'card',
    overdue,
  });
}

/**
 * Cash on delivery: an order paid in cash becomes paid when it is marked delivered with the cash
 * collected (the machine's `collect_cash` after `deliver`). True when this status change settles
 * the payment.
 */
export function settlesCashOnDelivery(
  order: { readonly paymentMethod: PaymentMethod; readonly paymentStatus: PaymentStatus },
  to: OrderStatus,
  cashCollected: boolean,
): boolean {
  return (
    to === 'delivered' &&
    cashCollected &&
    canDo({ status: 'delivered', payment: order.paymentStatus }, 'collect_cash', 'admin', {
      subtotal: 0,
      total: 0,
      paymentMethod: order.paymentMethod,
    })
  );
}
