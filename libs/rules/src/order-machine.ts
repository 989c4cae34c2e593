/**
 * The order state machine, written down once: what an order can do next, who may do it, and what
 * it becomes. The API asks it before every change (and makes the change with one conditional update
 * on the state it decided from); the browser asks it which buttons to show.
 *
 * An order's state is two things that move together — its `status` (the workflow) and its payment
 * state — and, per line, a return state (`RETURN_TRANSITIONS`). Each row of `ORDER_MACHINE` says:
 * this event, from these statuses and payment states, by these actors, when these guards hold, leads
 * to this status and payment state (unchanged when not given).
 */
import type { OrderStatus, PaymentMethod, PaymentStatus, ReturnState } from '@shop/contracts';

/** Who acts: the order's own customer, an admin, or the shop itself (sweeps, webhooks, recovery). */
export type MachineActor = 'customer' | 'admin' | 'system';
export const MACHINE_ACTORS: readonly MachineActor[] = ['customer', 'admin', 'system'];

/** What can happen to an order. */
export const ORDER_EVENTS = [
  /** pending → placed: every line's stock is held (the request, or recovery finishing it). */
  'place',
  'confirm',
  'ship',
  'deliver',
  /** Cancel: stock back; a paid order's money goes back too (its refund starts). */
  'cancel',
  /**
   * An unpaid card order not paid within the payment window (`expiresAt`, from placing or from its
   * lapsed send-money claim): cancelled, stock back.
   */
  'expire',
  /**
   * A cash-on-delivery order the shop did not confirm within COD_CONFIRM_HOURS: cancelled, stock
   * back (else one order could hold a product's stock with no end).
   */
  'expire_unconfirmed',
  /** The customer starts (or resumes) paying by card: asked before the card is charged. */
  'start_payment',
  /** The provider confirmed a card payment of the order (webhook, verification, sandbox form). */
  'pay',
  /** A card payment confirmed for an order already cancelled or expired: refunded at once. */
  'pay_after_cancel',
  /** Cash on delivery: the cash collected when the order was delivered. */
  'collect_cash',
  /** An admin refunds the whole order or some of its lines through the provider that took the money. */
  'refund',
  /** The provider confirmed the refund in flight. */
  'refund_succeeded',
  /** The provider refused the refund in flight: the money is where it was. */
  'refund_failed',
  /**
   * Money handed back by hand, recorded (no provider): cash for a delivered cash-on-delivery order,
   * or money sent back to the wallet a send-money payment came from.
   */
  'refund_cash',
  /** A refund made outside the shop (Stripe's dashboard), learnt from the provider's webhook. */
  'refund_recorded',
  /**
   * Send money + TrxID: the customer says they sent the total from a wallet; the payment
   * waits for an admin to check the wallet's statement (`verifying`: no expiry, no cancel).
   */
  'submit_wallet',
  /** An admin found the money in the wallet: the order is paid (by `wallet`). */
  'verify_wallet',
  /** An admin did not find it ('Not received', with why): unpaid again, the customer may try again. */
  'reject_wallet',
  /**
   * Nobody checked the claim within WALLET_CLAIM_HOURS: unpaid again (the claim kept as expired) —
   * a card order with a new payment window, a cash-on-delivery one under COD_CONFIRM_HOURS again —
   * so a made-up TrxID cannot hold the stock for ever.
   */
  'claim_expired',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Every payment state, in the order they are usually met. */
export const PAYMENT_STATES = [
  'unpaid',
  'verifying',
  'paid',
  'refund_pending',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

/** What the guards look at besides the state. */
export interface OrderFacts {
  /** The order's subtotal in taka (spec §5: the owner cancels only an order with a price). */
  readonly subtotal: number;
  /** What the customer pays, in taka. */
  readonly total: number;
  readonly paymentMethod: PaymentMethod;
  /** The payment window has passed (an unpaid card order with `expiresAt` ≤ now). */
  readonly overdue?: boolean;
  /** The send-money claim being checked is older than WALLET_CLAIM_HOURS. */
  readonly claimOverdue?: boolean;
  /** The order was placed longer than COD_CONFIRM_HOURS ago. */
  readonly confirmOverdue?: boolean;
  /**
   * For refunds: after the refund being made (or settled), everything that was paid is refunded.
   * False for a refund of some lines only.
   */
  readonly refundsAll?: boolean;
  /** For refund_failed: an earlier refund of this order had already succeeded. */
  readonly refundedBefore?: boolean;
  /**
   * How the money was taken (unset while unpaid): through a provider that can refund it (card,
   * bKash checkout), in cash on delivery, or sent to the shop's wallet (refunded by hand, like cash).
   */
  readonly paidWith?: 'card' | 'cash' | 'wallet';
}

/** The named conditions a row may require, each a plain predicate over the facts. */
export const ORDER_GUARDS = {
  hasPrice: (facts: OrderFacts) => facts.subtotal > 0,
  hasTotal: (facts: OrderFacts) => facts.total > 0,
  notOverdue: (facts: OrderFacts) => facts.overdue !== true,
  overdue: (facts: OrderFacts) => facts.overdue === true,
  card: (facts: OrderFacts) => facts.paymentMethod === 'card',
  claimOverdue: (facts: OrderFacts) => facts.claimOverdue === true,
  confirmOverdue: (facts: OrderFacts) => facts.confirmOverdue === true,
  cashOnDelivery: (facts: OrderFacts) => facts.paymentMethod === 'cod',
  paidByCard: (facts: OrderFacts) => facts.paidWith === 'card',
  paidInCash: (facts: OrderFacts) => facts.paidWith === 'cash',
  paidByWallet: (facts: OrderFacts) => facts.paidWith === 'wallet',
  refundsAll: (facts: OrderFacts) => facts.refundsAll === true,
  refundsPart: (facts: OrderFacts) => facts.refundsAll !== true,
  refundedBefore: (facts: OrderFacts) => facts.refundedBefore === true,
  nothingRefundedBefore: (facts: OrderFacts) => facts.refundedBefore !== true,
} as const;
export type OrderGuard = keyof typeof ORDER_GUARDS;

export interface OrderTransitionRow {
  readonly event: OrderEvent;
  readonly from: readonly OrderStatus[];
  readonly payment: readonly PaymentStatus[];
  readonly by: readonly MachineActor[];
  readonly guards?: readonly OrderGuard[];
  /** The status after the event (unchanged when absent). */
  readonly to?: OrderStatus;
  /** The payment state after the event (unchanged when absent). */
  readonly paymentTo?: PaymentStatus;
}

const OPEN = ['placed', 'confirmed', 'shipped'] as const satisfies readonly OrderStatus[];
const AFTER_PLACING = [...OPEN, 'delivered'] as const satisfies readonly OrderStatus[];
const REFUNDABLE = ['paid', 'partially_refunded'] as const satisfies readonly PaymentStatus[];
/** The workflow goes on while a send-money payment is being checked (it is checked, not waited for). */
const WORKFLOW_PAYMENT = [
  'unpaid',
  'verifying',
  'paid',
] as const satisfies readonly PaymentStatus[];

/**
 * The table. An event may have several rows (different actors, payment states or guards); at most
 * one row applies to any state, actor and facts (the spec checks it).
 */
export const ORDER_MACHINE: readonly OrderTransitionRow[] = [
  {
    event: 'place',
    from: ['pending'],
    payment: ['unpaid'],
    by: ['customer', 'system'],
    to: 'placed',
  },
  { event: 'confirm', from: ['placed'], payment: WORKFLOW_PAYMENT, by: ['admin'], to: 'confirmed' },
  // The shop itself (`system`) follows the courier: picked up → shipped, delivered → delivered.
  {
    event: 'ship',
    from: ['confirmed'],
    payment: WORKFLOW_PAYMENT,
    by: ['admin', 'system'],
    to: 'shipped',
  },
  {
    event: 'deliver',
    from: ['shipped'],
    payment: WORKFLOW_PAYMENT,
    by: ['admin', 'system'],
    to: 'delivered',
  },

  // The customer cancels their own unpaid order with a price until it ships.
  {
    event: 'cancel',
    from: ['placed', 'confirmed'],
    payment: ['unpaid'],
    by: ['customer'],
    guards: ['hasPrice'],
    to: 'cancelled',
  },
  // An admin cancels any order until it is delivered; a paid one is refunded.
  { event: 'cancel', from: OPEN, payment: ['unpaid'], by: ['admin'], to: 'cancelled' },
  {
    event: 'cancel',
    from: OPEN,
    payment: ['paid'],
    by: ['admin'],
    guards: ['paidByCard'],
    to: 'cancelled',
    paymentTo: 'refund_pending',
  },
  // A wallet-paid order is cancelled with its payment kept: the admin then records the money sent
  // back by hand (refund_cash), as for cash. While a wallet payment is being checked, nobody cancels.
  {
    event: 'cancel',
    from: OPEN,
    payment: ['paid'],
    by: ['admin'],
    guards: ['paidByWallet'],
    to: 'cancelled',
  },
  {
    event: 'expire',
    from: ['placed', 'confirmed'],
    payment: ['unpaid'],
    by: ['system'],
    guards: ['card', 'overdue'],
    to: 'cancelled',
  },
  // A parcel the courier brought back undelivered: an unpaid order is cancelled, stock back (no
  // money moves; a paid one stays with the admin, who decides between sending it again and a refund).
  {
    event: 'cancel',
    from: ['confirmed', 'shipped'],
    payment: ['unpaid'],
    by: ['system'],
    to: 'cancelled',
  },
  // Cash on delivery holds stock without paying: the shop confirms it in time, or it is cancelled.
  {
    event: 'expire_unconfirmed',
    from: ['placed'],
    payment: ['unpaid'],
    by: ['system'],
    guards: ['cashOnDelivery', 'confirmOverdue'],
    to: 'cancelled',
  },

  {
    event: 'start_payment',
    from: OPEN,
    payment: ['unpaid'],
    by: ['customer'],
    guards: ['hasTotal', 'notOverdue'],
  },
  {
    event: 'pay',
    from: AFTER_PLACING,
    payment: ['unpaid'],
    by: ['customer', 'admin', 'system'],
    paymentTo: 'paid',
  },
  {
    event: 'pay_after_cancel',
    from: ['cancelled'],
    payment: ['unpaid'],
    by: ['customer', 'admin', 'system'],
    paymentTo: 'refund_pending',
  },
  // The admin records the cash, or the shop does once the courier says it collected it.
  {
    event: 'collect_cash',
    from: ['delivered'],
    payment: ['unpaid'],
    by: ['admin', 'system'],
    guards: ['cashOnDelivery'],
    paymentTo: 'paid',
  },

  // Refunds through the provider: one at a time (refund_pending), never more than was paid.
  {
    event: 'refund',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: REFUNDABLE,
    by: ['admin'],
    guards: ['paidByCard'],
    paymentTo: 'refund_pending',
  },
  {
    event: 'refund_succeeded',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: ['refund_pending'],
    by: ['system'],
    guards: ['refundsAll'],
    paymentTo: 'refunded',
  },
  {
    event: 'refund_succeeded',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: ['refund_pending'],
    by: ['system'],
    guards: ['refundsPart'],
    paymentTo: 'partially_refunded',
  },
  {
    event: 'refund_failed',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: ['refund_pending'],
    by: ['system'],
    guards: ['nothingRefundedBefore'],
    paymentTo: 'paid',
  },
  {
    event: 'refund_failed',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: ['refund_pending'],
    by: ['system'],
    guards: ['refundedBefore'],
    paymentTo: 'partially_refunded',
  },
  // Cash handed back for a delivered cash-on-delivery order: recorded, settled at once.
  {
    event: 'refund_cash',
    from: ['delivered'],
    payment: REFUNDABLE,
    by: ['admin'],
    guards: ['paidInCash', 'refundsAll'],
    paymentTo: 'refunded',
  },
  {
    event: 'refund_cash',
    from: ['delivered'],
    payment: REFUNDABLE,
    by: ['admin'],
    guards: ['paidInCash', 'refundsPart'],
    paymentTo: 'partially_refunded',
  },
  // Money sent back by hand to the wallet a send-money payment came from: recorded, settled at once,
  // while the order is open, delivered or cancelled.
  {
    event: 'refund_cash',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: REFUNDABLE,
    by: ['admin'],
    guards: ['paidByWallet', 'refundsAll'],
    paymentTo: 'refunded',
  },
  {
    event: 'refund_cash',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: REFUNDABLE,
    by: ['admin'],
    guards: ['paidByWallet', 'refundsPart'],
    paymentTo: 'partially_refunded',
  },
  // Send money + TrxID: claimed by the customer while the order is open and payable, then checked.
  {
    event: 'submit_wallet',
    from: OPEN,
    payment: ['unpaid'],
    by: ['customer'],
    guards: ['hasTotal', 'notOverdue'],
    paymentTo: 'verifying',
  },
  {
    event: 'verify_wallet',
    from: AFTER_PLACING,
    payment: ['verifying'],
    by: ['admin'],
    paymentTo: 'paid',
  },
  {
    event: 'reject_wallet',
    from: AFTER_PLACING,
    payment: ['verifying'],
    by: ['admin'],
    paymentTo: 'unpaid',
  },
  // A claim left unchecked past its deadline stops holding the open order (a delivered one stays
  // with the admin, who decides it).
  {
    event: 'claim_expired',
    from: OPEN,
    payment: ['verifying'],
    by: ['system'],
    guards: ['claimOverdue'],
    paymentTo: 'unpaid',
  },
  // A refund made in the provider's dashboard, reconciled from its webhook.
  {
    event: 'refund_recorded',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: REFUNDABLE,
    by: ['system'],
    guards: ['paidByCard', 'refundsAll'],
    paymentTo: 'refunded',
  },
  {
    event: 'refund_recorded',
    from: [...AFTER_PLACING, 'cancelled'],
    payment: REFUNDABLE,
    by: ['system'],
    guards: ['paidByCard', 'refundsPart'],
    paymentTo: 'partially_refunded',
  },
];

/** An order's state: its status and its payment state. */
export interface OrderState {
  readonly status: OrderStatus;
  readonly payment: PaymentStatus;
}

/** The row that applies, or undefined when the event is not allowed. */
export function transitionRow(
  state: OrderState,
  event: OrderEvent,
  actor: MachineActor,
  facts: OrderFacts,
): OrderTransitionRow | undefined {
  return ORDER_MACHINE.find(
    (row) =>
      row.event === event &&
      row.from.includes(state.status) &&
      row.payment.includes(state.payment) &&
      row.by.includes(actor) &&
      (row.guards ?? []).every((guard) => ORDER_GUARDS[guard](facts)),
  );
}

/** The state after `event`, or undefined when the machine does not allow it. */
export function nextOrderState(
  state: OrderState,
  event: OrderEvent,
  actor: MachineActor,
  facts: OrderFacts,
): OrderState | undefined {
  const row = transitionRow(state, event, actor, facts);
  if (!row) return undefined;
  return { status: row.to ?? state.status, payment: row.paymentTo ?? state.payment };
}

/** True when `actor` may do `event` to an order in `state` with these facts. */
export function canDo(
  state: OrderState,
  event: OrderEvent,
  actor: MachineActor,
  facts: OrderFacts,
): boolean {
  return transitionRow(state, event, actor, facts) !== undefined;
}

/** The events `actor` may do now (the buttons to show), in table order. */
export function availableEvents(
  state: OrderState,
  actor: MachineActor,
  facts: OrderFacts,
): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => canDo(state, event, actor, facts));
}

/**
 * The event that moves an order to `status` in the admin's workflow (the status picker of Manage
 * All Orders), or undefined for a status no event leads to.
 */
export function workflowEventTo(status: OrderStatus): OrderEvent | undefined {
  const events: Partial<Record<OrderStatus, OrderEvent>> = {
    placed: 'place',
    confirmed: 'confirm',
    shipped: 'ship',
    delivered: 'deliver',
    cancelled: 'cancel',
  };
  return Object.prototype.hasOwnProperty.call(events, status) ? events[status] : undefined;
}

// -------------------------------------------------------------------------------------------------
// Returns, per line

/** What can happen to one line's return. */
export const RETURN_EVENTS = [
  'request_return',
  'approve_return',
  'reject_return',
  'receive_return',
  'refund_return',
] as const;
export type ReturnEvent = (typeof RETURN_EVENTS)[number];

export const RETURN_STATES = [
  'none',
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
] as const satisfies readonly ReturnState[];

export interface ReturnTransitionRow {
  readonly event: ReturnEvent;
  readonly from: ReturnState;
  readonly by: readonly MachineActor[];
  readonly to: ReturnState;
}

/**
 * A delivered line's return: requested by the customer within the return window, then approved or
 * rejected (with a note), received (stock back unless damaged) and refunded.
 */
export const RETURN_TRANSITIONS: readonly ReturnTransitionRow[] = [
  { event: 'request_return', from: 'none', by: ['customer'], to: 'requested' },
  { event: 'approve_return', from: 'requested', by: ['admin'], to: 'approved' },
  { event: 'reject_return', from: 'requested', by: ['admin'], to: 'rejected' },
  { event: 'receive_return', from: 'approved', by: ['admin'], to: 'received' },
  { event: 'refund_return', from: 'received', by: ['admin', 'system'], to: 'refunded' },
];

/**
 * A line's return state after `event`, or undefined when not allowed. Returns exist only for
 * delivered orders, and a new request only within the return window.
 */
export function nextReturnState(
  order: { readonly status: OrderStatus; readonly withinReturnWindow: boolean },
  line: ReturnState,
  event: ReturnEvent,
  actor: MachineActor,
): ReturnState | undefined {
  if (order.status !== 'delivered') return undefined;
  if (event === 'request_return' && !order.withinReturnWindow) return undefined;
  const row = RETURN_TRANSITIONS.find(
    (candidate) =>
      candidate.event === event && candidate.from === line && candidate.by.includes(actor),
  );
  return row?.to;
}
