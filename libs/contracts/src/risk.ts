/* ---------------------------------------------------------------------------------------------- *
 * Risk check by phone: before confirming a cash-on-delivery order the admin sees what became of
 * that phone's earlier parcels, in this shop and (where the courier tells) with every merchant.
 * Staff only: no customer route answers any of it.
 * ---------------------------------------------------------------------------------------------- */

/** What the owner's rule does to an order it matches. */
export const RISK_ACTIONS = ['mark', 'require_advance'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

/** The owner's rule: an order whose phone has at least `minParcels` finished parcels, fewer than `minSuccessPercent` % of them delivered, is risky. */
export interface RiskRule {
  enabled: boolean;
  minParcels: number;
  minSuccessPercent: number;
  action: RiskAction;
}

export interface StoredRiskRule extends RiskRule {
  /** 0: the default, never saved; a save names the version it edited. */
  version: number;
  updatedByName?: string;
  updatedAt?: string;
}

/** The phone's orders in this shop (pending and failed ones never count). */
export interface ShopPhoneHistory {
  /** Every other order placed with this phone number. */
  orders: number;
  delivered: number;
  /** Cancelled after it was shipped: refused at the door or sent back by the courier. */
  refused: number;
  /** Cancelled before it left the shop (by the customer, the shop, or expiry). */
  cancelled: number;
  /** Placed, confirmed or shipped: not finished yet. */
  open: number;
}

/** A courier's figures across every merchant it carries for (Steadfast's fraud check). */
export interface CourierHistoryView {
  courier: string;
  parcels: number;
  delivered: number;
  cancelled: number;
  /** When the courier answered (its answer is kept for a few hours). */
  checkedAt: string;
}

/** The admin's ask that the customer pays the delivery charge first. */
export interface AdvanceRequestView {
  amount: number;
  requestedAt: string;
  byName?: string;
  /** The message the customer was sent (English and Bengali). */
  message: { en: string; bn: string };
  /** Paid by the customer through bKash (absent while unpaid). */
  paid?: DeliveryAdvancePaid;
  /** The advance given back (or owed back) after the order was cancelled before it left. */
  refund?: DeliveryAdvanceRefund;
}

/** The delivery charge paid in advance: the rider collects the order's total minus `amount`. */
export interface DeliveryAdvancePaid {
  amount: number;
  /** bKash's transaction id. */
  trxId: string;
  /** ISO 8601. */
  paidAt: string;
}

/** An advance given back through bKash: `pending` while bKash has not answered (a refund owed). */
export interface DeliveryAdvanceRefund {
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  refundTrxId?: string;
  /** ISO 8601: when it was given back. */
  refundedAt?: string;
  failure?: string;
}

/**
 * On the customer's order (`Order.deliveryAdvance`): the shop asks for the delivery charge before it
 * confirms a cash-on-delivery order. `asked`: unpaid, the order is held; `paid`: the rider collects
 * the rest. Why the shop asks (the risk check) is never part of it.
 */
export interface DeliveryAdvance {
  state: 'asked' | 'paid';
  amount: number;
  /** ISO 8601. */
  requestedAt: string;
  paid?: DeliveryAdvancePaid;
  refund?: DeliveryAdvanceRefund;
}

/** `POST /api/payments/bkash/advance`: pay my order's asked delivery charge with bKash. */
export interface DeliveryAdvanceCheckout {
  orderId: string;
}

/** `DELETE /api/admin/orders/:id/risk/advance-request`: why the ask is withdrawn (audit-logged). */
export interface WithdrawAdvanceRequest {
  reason: string;
}

/** `GET /api/admin/orders/:id/risk`. */
export interface OrderRisk {
  orderId: string;
  phone: string;
  shop: ShopPhoneHistory;
  /** null when no courier offering a fraud check is configured. */
  courier: CourierHistoryView | null;
  /** The courier was asked and did not answer: its part is missing, the shop's own history is not. */
  courierUnavailable: boolean;
  /** The rule matched (the order is marked). */
  flagged: boolean;
  /** Which figures matched, e.g. `shop` and/or `courier`. */
  flaggedBy: ('shop' | 'courier')[];
  rule: StoredRiskRule;
  /** The delivery charge that may be asked in advance (the order's delivery quote). */
  deliveryCharge: number;
  advanceRequest: AdvanceRequestView | null;
}

/** `GET /api/admin/risk/flags?orderIds=…`: which of these orders the rule marked when last checked. */
export interface RiskFlags {
  flagged: string[];
}
