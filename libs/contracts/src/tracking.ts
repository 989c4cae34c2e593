/**
 * Where an order is, for its customer: `GET /api/orders/:id/tracking` (the signed-in owner) and
 * `POST /api/track` (anyone who knows the order number and the phone it was placed with).
 */

/** The steps every order goes through, in order. */
export const TRACKING_STEPS = [
  'placed',
  'confirmed',
  'handed_to_courier',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;

/** The steps an order may end on instead of (or after) the usual ones. */
export const TRACKING_END_STEPS = ['returned', 'cancelled'] as const;

export type TrackingStepName =
  | (typeof TRACKING_STEPS)[number]
  | (typeof TRACKING_END_STEPS)[number];

/** Couriers the shop books parcels with. */
export const TRACKING_COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type TrackingCourier = (typeof TRACKING_COURIERS)[number];

/** One step of the timeline. */
export interface TrackingStep {
  step: TrackingStepName;
  /** Whether the order got this far. */
  reached: boolean;
  /** ISO 8601: when it did, when known (a step a courier skipped has none). */
  at?: string;
}

/** The parcel once a courier has booked it. */
export interface TrackingParcel {
  courier: TrackingCourier;
  /** The courier's consignment id (what its hotline asks for). */
  consignmentId?: string;
  /** The courier's own tracking page for this parcel, when it has one. */
  trackingUrl?: string;
}

/**
 * The timeline: the six usual steps, then `returned` or `cancelled` when the order ended so (a
 * cancelled order's unreached steps are left out after it). Nothing personal: no name, address,
 * email or phone.
 */
export interface OrderTracking {
  /** The short order number ("0B3DF8", printed "#0B3DF8"). */
  number: string;
  steps: TrackingStep[];
  parcel?: TrackingParcel;
  /** The district the parcel goes to. */
  district: string;
}

/** `POST /api/track`: the number from the mails (with or without `#`) and the order's phone. */
export interface TrackOrderRequest {
  number: string;
  phone: string;
}
