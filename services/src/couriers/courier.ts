import type { ShipmentState } from './shipment-state';

export const COURIER_NAMES = ['steadfast', 'pathao', 'redx'] as const;
export type CourierName = (typeof COURIER_NAMES)[number];

/** What the shop asks a courier to carry: one order, one parcel. */
export interface ConsignmentRequest {
  /** The order number: the courier's invoice / merchant order id, unique per order. */
  invoice: string;
  recipientName: string;
  /** 11 digits, national form (01XXXXXXXXX). */
  recipientPhone: string;
  recipientAddress: string;
  /** One of the 64 districts (the order's). */
  district: string;
  /** The delivery area or thana inside the district, when the shop knows it. */
  area?: string;
  /** Whole taka the rider collects (0 for a paid order). */
  codAmount: number;
  /** The order's total in whole taka: the declared value where the courier asks for one. */
  declaredValue: number;
  weightKg: number;
  note?: string;
  itemDescription?: string;
}

/** A consignment the courier created (or found again by its invoice). */
export interface Consignment {
  invoice: string;
  /** Absent when the courier's lookup by invoice does not return it (Steadfast): the webhook brings it. */
  consignmentId?: string;
  trackingCode?: string;
  /** The courier's own status word, as it said it. */
  rawStatus: string;
}

export type BulkItemResult =
  | { invoice: string; ok: true; consignment: Consignment }
  | { invoice: string; ok: false; message: string };

/**
 * One courier behind the interface the rest of the shop uses. Adapters follow the courier's public
 * documents; without keys in the environment they talk to the courier's simulator.
 */
export interface Courier {
  readonly name: CourierName;
  /** The adapter talks to the simulator (no parcel moves). */
  readonly simulated: boolean;
  /** Most consignments one bulk call may carry (1: the courier has no bulk call the shop uses). */
  readonly bulkLimit: number;
  /** The courier documents a cancel call for merchants. */
  readonly canCancel: boolean;
  /** The courier documents a lookup by the shop's invoice (safe retry after a lost answer). */
  readonly canLookupByInvoice: boolean;

  create(request: ConsignmentRequest): Promise<Consignment>;
  /** Up to `bulkLimit` requests; each answered on its own. */
  createBulk(requests: ConsignmentRequest[]): Promise<BulkItemResult[]>;
  /** The courier's raw status of a consignment. */
  status(consignmentId: string): Promise<string>;
  /** The consignment booked under this invoice, or null when the courier has none. */
  findByInvoice(invoice: string): Promise<Consignment | null>;
  cancel(consignmentId: string, reason: string): Promise<void>;
  /** The shop's state for a raw status or event (null: informational; 'unknown': undocumented). */
  mapStatus(raw: string): ShipmentState | null;
}
