/**
 * Orders (spec §3 "Booking / order", §4, §7), redesigned for several lines per order. Amounts are
 * whole taka, computed by the API with the rules in `@shop/rules` (the browser shows the same
 * numbers with the same functions). The spec's single-part booking is an order with one line, and
 * every order answer keeps the spec's flat booking fields (`partsId`, `partsName`, `img`, `price`,
 * `quantity`, `paid`, `transactionId`) next to the richer ones.
 */
import type { Booking } from './entities';
import type { DeliveryAdvance } from './risk';
import type { Bilingual, Warranty } from './product-details';
import type { WalletClaim } from './wallets';

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
export type PaymentStatus =
  | 'unpaid'
  /** A send-money payment the customer reported (wallet + TrxID) waits for an admin to check it. */
  | 'verifying'
  | 'paid'
  | 'refund_pending'
  | 'partially_refunded'
  | 'refunded';

/** One line's return: none asked, requested, approved or rejected, received, refunded. */
export type ReturnState = 'none' | 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

/** One product of an order, frozen at the moment of ordering (name, picture, unit price). */
/**
 * Some units of one line of an order: its product, the variant ordered (`sku`) and how many. In
 * requests `sku` may be left out for a product sold in one variant; answers always name it.
 */
export interface OrderLineUnits {
  partId: string;
  sku: string;
  quantity: number;
}

/** A line as a request names it: the variant may be left out for a product sold in one variant. */
export type OrderLineRequest = Omit<OrderLineUnits, 'sku'> & { sku?: string };

export interface OrderLine {
  partId: string;
  /** The variant ordered. */
  sku: string;
  /** The product's name when ordered. */
  name: string;
  /** The variant's options when ordered ("Blue, 8/256 GB"); absent for a product without options. */
  variantName?: Bilingual;
  /** The warranty the product came with when ordered (absent when the shop named none). */
  warranty?: Warranty;
  img: string;
  /** Unit price in whole taka, read from the catalogue when the order was placed. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity. */
  lineTotal: number;
  /** Units of this line refunded so far (0 when none). */
  refundedQuantity?: number;
  /** Units of this line in returns that are not rejected (requested … refunded; 0 when none). */
  returnedQuantity?: number;
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
  lines: OrderLineUnits[];
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
  /**
   * Who took the money once paid: a card processor (`stripe`, `sandbox`), `bkash` (Tokenized
   * Checkout or its simulator), `wallet` (send money + TrxID, checked by an admin) or `cash`.
   */
  provider?: 'stripe' | 'sandbox' | 'bkash' | 'wallet' | 'cash';
  /** The latest send-money claim: waiting, verified, or refused as not received. */
  walletClaim?: WalletClaim;
}

/** How long after delivery a customer may ask to return lines (`RETURN_DAYS` on the API, default 7). */
export const DEFAULT_RETURN_DAYS = 7;

/** Longest reason a customer may give for a return, and longest admin note. */
export const MAX_RETURN_REASON_LENGTH = 500;
export const MAX_RETURN_NOTE_LENGTH = 500;

/** What an admin does to a return (`PATCH /api/orders/:id/returns/:returnId`). */
export const RETURN_ACTIONS = ['approve', 'reject', 'receive', 'refund'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Return states that still need the admin (the "open returns" filter of the admin's list). */
export const OPEN_RETURN_STATES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnState[];

/** One step of a return: the state it reached, when, by whom, with the admin's note. */
export interface OrderReturnStep {
  state: Exclude<ReturnState, 'none'>;
  /** ISO 8601. */
  at: string;
  byUserId?: string;
  byRole?: 'customer' | 'admin' | 'system';
  /** The account's name as it was when the step was taken (absent for the system). */
  byName?: string;
  note?: string;
}

/**
 * A return request: some units of one or more delivered lines, moving together through
 * requested → approved / rejected → received → refunded (`RETURN_TRANSITIONS` in @shop/rules).
 */
export interface OrderReturn {
  /** The shop's id of this return (the `:returnId` of the admin's route). */
  id: string;
  state: Exclude<ReturnState, 'none'>;
  lines: OrderLineUnits[];
  /** The customer's reason (required, at most MAX_RETURN_REASON_LENGTH characters). */
  reason: string;
  /** An image uploaded through `POST /api/images` (its `/uploads/images/…` URL), if the customer sent one. */
  photo?: string;
  /** The admin's note (required when rejecting; optional otherwise; the latest one). */
  note?: string;
  /** Set when received: the units came back damaged and were not put back in stock. */
  damaged?: boolean;
  /** Whole taka refunded for this return (once refunded). */
  refundedTaka?: number;
  /** The refund of `payment.refunds` that paid it back (card or cash). */
  refundId?: string;
  /** ISO 8601 times of each step reached. */
  requestedAt: string;
  decidedAt?: string;
  receivedAt?: string;
  refundedAt?: string;
  /** Who asked (the customer's account id). */
  byUserId: string;
  /** Every step, oldest first. */
  steps: OrderReturnStep[];
}

/** `POST /api/orders/:id/returns` (the order's customer, a delivered order within RETURN_DAYS). */
export interface NewOrderReturn {
  /** The lines and units to return: each ≤ delivered − already returned (not rejected) or refunded. */
  lines: OrderLineRequest[];
  reason: string;
  /** The URL `POST /api/images` answered. */
  photo?: string;
}

/** `PATCH /api/orders/:id/returns/:returnId` (admin). */
export interface OrderReturnUpdate {
  action: ReturnAction;
  /** Required for `reject`; kept with the step otherwise. */
  note?: string;
  /** Only with `receive`: the units came back damaged, no stock back. */
  damaged?: boolean;
}

/** The cash-on-delivery fraud signal the admin's list carries per order: that phone's orders. */
export interface PhoneOrderStats {
  /** Orders ever placed with this phone number (every account; pending ones excluded). */
  orders: number;
  /** How many of them were cancelled (by anyone, expiry included). */
  cancelled: number;
}

/** One change of status: what it became, when, and who made it. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
  /** The account that made the change; absent for changes the system made (crash recovery). */
  byUserId?: string;
  byRole?: 'customer' | 'admin' | 'system';
  /** The account's name as it was when the change was made (absent for the system). */
  byName?: string;
  note?: string;
}

/**
 * An order as the API answers it. The spec's booking fields come first: `name, email, phone,
 * address` are the customer's contact; `partsId, partsName, img` are the first line's; `price` is the
 * subtotal (unit price × quantity for a one-line booking); `quantity` is the total number of units.
 */
export interface Order extends Booking {
  /**
   * The short order number people see, without its `#` ("0B3DF8": the id's last 6 characters,
   * upper-cased; `formatOrderNumber` of @shop/rules prints "#0B3DF8"). Mails, SMS, both order lists,
   * the payment pages and bKash's invoice all say it; the admin's list searches by it (`q`).
   */
  number: string;
  userId: string;
  district: string;
  /** In Dhaka district, the area given (city or suburb); absent when none. */
  area?: string;
  /**
   * The delivery quote the server computed when the order was placed (kept when the rates change
   * later): zone, parcel weight, the zone's charge after the promotion and the cash-on-delivery fee.
   * `deliveryFee` = charge + codFee. Absent on orders placed before delivery zones.
   */
  delivery?: OrderDelivery;
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
  /** The order's return requests, oldest first (absent when none). */
  returns?: OrderReturn[];
  /**
   * ISO 8601: the last moment a return may be asked (delivery + RETURN_DAYS); only on delivered
   * orders.
   */
  returnableUntil?: string;
  /** The shop's ask for the delivery charge in advance (a cash-on-delivery order), when made. */
  deliveryAdvance?: DeliveryAdvance;
  /** Only in the admin's list (`GET /api/booking`): the fraud signal of the order's phone number. */
  phoneStats?: PhoneOrderStats;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** How an order's delivery was charged (`quoteDelivery` of @shop/rules, computed by the server). */
export interface OrderDelivery {
  zone: 'dhaka_city' | 'dhaka_suburbs' | 'outside_dhaka';
  weightGrams: number;
  charge: number;
  codFee: number;
  /** Why the charge is 0 by the promotion: free in the district, or for the number of units. */
  free?: 'district' | 'items';
}

/** The contact and delivery fields of a booking or checkout (what the form asks for). */
export interface OrderContact {
  name: string;
  phone: string;
  address: string;
  /** One of the 64 districts (`BANGLADESH_DISTRICTS` in @shop/rules). */
  district: string;
  /**
   * In Dhaka district: the area (`DHAKA_AREAS` of @shop/rules), which decides Dhaka city or its
   * suburbs for the delivery charge. Optional; ignored elsewhere.
   */
  area?: string;
}

/**
 * `POST /api/booking`: the spec's payload. Only `partsId`, `quantity`, `name`, `phone`, `address`,
 * `district` and `paymentMethod` are used; `partsName`, `email`, `price` and `img` are accepted for
 * compatibility and ignored (the email is the signed-in account's, the price the catalogue's).
 */
export interface NewBooking extends OrderContact {
  partsId: string;
  /** The variant (beyond the spec): required for a product sold in several. */
  sku?: string;
  quantity: number;
  paymentMethod?: PaymentMethod;
  partsName?: string;
  email?: string;
  price?: number | string;
  img?: string;
}

/** `POST /api/orders`: the cart's checkout, one order for every line. */
export interface NewOrder extends OrderContact {
  lines: OrderLineRequest[];
  paymentMethod?: PaymentMethod;
}

/** The header that makes order creation safe to retry: the same key answers the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Set (`true`) on the answer to a retry: the order is the one an earlier request with the same key
 * placed, and nothing new was placed (as Stripe's API says it).
 */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

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
