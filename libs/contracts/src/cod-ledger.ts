/**
 * Cash-on-delivery reconciliation (`/api/admin/cod-ledger`): per consignment, what the courier
 * should collect, what it says it collected, its charges, and what it paid the shop. Every amount
 * is whole taka (like every price of the shop).
 */

/** The couriers a shipment can be booked with (the same names as the API's couriers module). */
export const COD_COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type CodCourier = (typeof COD_COURIERS)[number];

/**
 * Where a consignment's money stands. `in_transit`: not delivered or returned yet, nothing due;
 * `awaiting_payout`: due, nothing received; `settled`: received what is due; `short` / `over`:
 * received less / more than due.
 */
export const COD_PAYOUT_STATUSES = [
  'in_transit',
  'awaiting_payout',
  'settled',
  'short',
  'over',
] as const;
export type CodPayoutStatus = (typeof COD_PAYOUT_STATUSES)[number];

/** Why a row is shown as differing. */
export const COD_DIFFERENCES = [
  /** Delivered, but the courier reports another amount collected than the one asked for. */
  'collected',
  /** The courier's statement gives other figures than its webhooks did. */
  'statement',
  /** A payout touched it and what was received is not what is due. */
  'payout',
] as const;
export type CodDifference = (typeof COD_DIFFERENCES)[number];

/** One consignment of the ledger. */
export interface CodLedgerRow {
  shipmentId: string;
  courier: CodCourier;
  /** The order number (the courier's invoice). */
  invoice: string;
  consignmentId: string;
  /** The shipment's state (delivered, returned, in_transit …). */
  state: string;
  /** When it was booked (ISO 8601). */
  bookedAt: string;
  amountToCollect: number;
  /** What the courier reports collected (statement, then webhooks); null: not reported yet. */
  collected: number | null;
  deliveryCharge: number;
  codFee: number;
  /** collected (or, not reported, what was asked when delivered) − delivery charge − COD fee. */
  payoutExpected: number;
  payoutReceived: number;
  /** payoutExpected − payoutReceived (negative: the courier paid more). */
  difference: number;
  status: CodPayoutStatus;
  differences: CodDifference[];
  /** Where the figures come from. */
  figuresFrom: 'statement' | 'courier' | 'none';
}

/** What one courier owes the shop. */
export interface CodCourierTotal {
  courier: CodCourier;
  consignments: number;
  differing: number;
  payoutExpected: number;
  payoutReceived: number;
  /** Paid but not matched to a consignment (reduces what is owed). */
  unallocated: number;
  /** Σ(expected − received) − unallocated. */
  owed: number;
}

/** `GET /api/admin/cod-ledger`. */
export interface CodLedgerPage {
  items: CodLedgerRow[];
  total: number;
  page: number;
  limit: number;
  /** Per courier, over every consignment (not only this page or filter). */
  totals: CodCourierTotal[];
}

/** `POST /api/admin/cod-ledger/payouts`. */
export interface CodPayoutRequest {
  courier: CodCourier;
  /** YYYY-MM-DD (the day the money arrived). */
  paidOn: string;
  /** The courier's payment reference (unique per courier). */
  reference: string;
  amount: number;
  /** Per consignment; without it, the amount goes to the oldest unpaid consignments first. */
  allocations?: { consignmentId: string; amount: number }[];
}

export interface CodPayout {
  _id: string;
  courier: CodCourier;
  paidOn: string;
  reference: string;
  amount: number;
  allocated: number;
  source: 'manual' | 'statement';
  /** True when this reference was already recorded with the same amount (nothing new written). */
  duplicate: boolean;
}

/** `POST /api/admin/cod-ledger/statements?courier=`. */
export interface CodStatementImport {
  courier: CodCourier;
  rows: number;
  /** Payouts (one per reference) written now. */
  payoutsRecorded: number;
  /** References already recorded (by an earlier import or by hand): left as they were. */
  alreadyRecorded: number;
}

/** The multipart field of a statement upload, and its limit. */
export const COD_STATEMENT_FIELD = 'statement';
export const MAX_COD_STATEMENT_BYTES = 1024 * 1024;
/** The statement's columns (header row required, any order; more columns are ignored). */
export const COD_STATEMENT_COLUMNS = [
  'consignment_id',
  'collected',
  'delivery_charge',
  'cod_fee',
  'paid',
  'reference',
  'paid_on',
] as const;
