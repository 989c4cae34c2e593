/**
 * Orders (spec §3 "Booking / order", §4, §7), redesigned for several lines per order. Amounts are
 * whole taka, computed by the API with the rules in `@shop/rules` (the browser shows the same
 * numbers with the same functions). The spec's single-part booking is an order with one line, and
 * every order answer keeps the spec's flat booking fields (`partsId`, `partsName`, `img`, `price`,
 * `quantity`, `paid`, `transactionId`) next to the richer ones.
 */
import type { Booking } from './entities';

/** How the customer pays: cash on delivery (the default) or card (the payment page). */
export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where an order is in its life. `pending` is internal: the order is written in this state before
 * any stock is taken and becomes `placed` once every line's stock is held (see
 * services/src/orders/README.md); nobody ever sees a pending order in a list.
 * Customer-visible: placed → confirmed → shipped → delivered, or cancelled.
 */
export const ORDER_STATUSES = [
  'pending',
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a person can see and an admin can filter by. */
export const VISIBLE_ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export type VisibleOrderStatus = (typeof VISIBLE_ORDER_STATUSES)[number];

/**
 * Where an order's money is: not paid yet, paid, a refund in flight with the provider, some lines
 * refunded, or all of it refunded. The moves between them are the order state machine's
 * (`ORDER_MACHINE` in @shop/rules).
 */
export type PaymentStatus = 'unpaid' | 'paid' | 'refund_pending' | 'partially_refunded' | 'refunded';

/** One line's return: none asked, requested, approved or rejected, received, refunded. */
export type ReturnState = 'none' | 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

/** One product of an order, frozen at the moment of ordering (name, picture, unit price). */
export interface OrderLine {
  partId: string;
  name: string;
  img: string;
  /** Unit price in whole taka, read from the catalogue when the order was placed. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  lineTotal: number;
  /** Units of this line refunded so far (0 when none). */
  refundedQuantity?: number;
}

/** A refund of an order (all of it, or some lines), through the provider that took the money or in cash. */
export interface OrderRefund {
  /** The shop's id of this refund. */
  id: string;
  /** `pending` while the provider has not confirmed it. */
  status: 'pending' | 'succeeded' | 'failed';
  /** Whole taka given back. */
  amountTaka: number;
  /** For card refunds: US cents given back (a proportional share of what was charged). */
  amountCents?: number;
  /** `stripe`, `sandbox` or `cash`. */
  provider: string;
  /** The provider's refund id (Stripe `re_…`, sandbox `re_sandbox_…`); absent for cash. */
  providerRefundId?: string;
  lines: { partId: string; quantity: number }[];
  reason?: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, once it succeeded. */
  refundedAt?: string;
  /** The admin who made it; absent for refunds the shop made itself. */
  byUserId?: string;
}

export interface OrderPayment {
  status: PaymentStatus;
  /** The card provider's id (Stripe PaymentIntent, sandbox transaction) or the cash receipt id. */
  transactionId?: string;
  /** ISO 8601 time the order became paid. */
  paidAt?: string;
  /** Whole taka refunded so far (succeeded refunds). */
  refundedTaka?: number;
  /** ISO 8601 time of the last refund that succeeded. */
  refundedAt?: string;
  /** Every refund of the order, oldest first. */
  refunds?: OrderRefund[];
}

/** One change of status: what it became, when, and who made it. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
  /** The account that made the change; absent for changes the system made (crash recovery). */
  byUserId?: string;
  byRole?: 'customer' | 'admin' | 'system';
  note?: string;
}

/**
 * An order as the API answers it. The spec's booking fields come first: `name, email, phone,
 * address` are the customer's contact; `partsId, partsName, img` are the first line's; `price` is the
 * subtotal (unit price × quantity for a one-line booking); `quantity` is the total number of units.
 */
export interface Order extends Booking {
  userId: string;
  district: string;
  lines: OrderLine[];
  /** Sum of the lines' totals. */
  subtotal: number;
  deliveryFee: number;
  /** subtotal + deliveryFee: what the customer pays. */
  total: number;
  paymentMethod: PaymentMethod;
  payment: OrderPayment;
  status: VisibleOrderStatus;
  history: OrderHistoryEntry[];
  /**
   * ISO 8601: an unpaid card order is cancelled ("not paid in time") at this moment unless it is paid
   * by then (PAYMENT_WINDOW_MINUTES after it was placed). Absent for other orders.
   */
  expiresAt?: string;
  /** Why a cancelled order was cancelled, when known ('not paid in time' for an expired one). */
  cancelReason?: string;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** The contact and delivery fields of a booking or checkout (what the form asks for). */
export interface OrderContact {
  name: string;
  phone: string;
  address: string;
  /** One of the 64 districts (`BANGLADESH_DISTRICTS` in @shop/rules). */
  district: string;
}

/**
 * `POST /api/booking`: the spec's payload. Only `partsId`, `quantity`, `name`, `phone`, `address`,
 * `district` and `paymentMethod` are used; `partsName`, `email`, `price` and `img` are accepted for
 * compatibility and ignored (the email is the signed-in account's, the price the catalogue's).
 */
export interface NewBooking extends OrderContact {
  partsId: string;
  quantity: number;
  paymentMethod?: PaymentMethod;
  partsName?: string;
  email?: string;
  price?: number | string;
  img?: string;
}

/** `POST /api/orders`: the cart's checkout, one order for every line. */
export interface NewOrder extends OrderContact {
  lines: { partId: string; quantity: number }[];
  paymentMethod?: PaymentMethod;
}

/** The header that makes order creation safe to retry: the same key answers the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** `GET /api/booking` (admin): one page of orders, newest first. */
export interface OrderPage {
  items: Order[];
  total: number;
  page: number;
  limit: number;
}

/** `GET /api/orders/summary`: the dashboard index. */
export interface CustomerOrderSummary {
  /** Orders not yet delivered or cancelled. */
  openOrders: number;
  /** Open orders by status. */
  openByStatus: Partial<Record<VisibleOrderStatus, number>>;
  /** The newest order that is not pending, if any. */
  lastOrder: Order | null;
  /** Sum of `total` over paid orders. */
  totalSpent: number;
  orderCount: number;
}

export interface AdminTodaySummary {
  /** Orders placed since midnight (Asia/Dhaka), cancelled ones excluded. */
  ordersToday: number;
  /** Sum of their totals. */
  revenueToday: number;
}

export interface OrderSummary {
  customer: CustomerOrderSummary;
  /** Present for admins only. */
  admin?: AdminTodaySummary;
}
