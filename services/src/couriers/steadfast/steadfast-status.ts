import type { ShipmentState } from '../shipment-state';

/**
 * Steadfast's `delivery_status` values, each with the shop's state. Sources: "Steadfast Courier
 * Limited API Documentation V1", section "Delivery Statuses" (11 values; the public copy read is
 * jakir-hossen-4928/dreamer-shop `steadfastapidocs.md`), and the merchant panel's "Webhook Response
 * Documentation" (`status`: pending, delivered, partial_delivered, cancelled, unknown; its example
 * writes "Delivered", so the value is compared case-insensitively).
 */
export const STEADFAST_STATUSES: Readonly<Record<string, ShipmentState>> = {
  // "Order is placed and waiting to be reviewed."
  in_review: 'booked',
  // "Consignment is not delivered or cancelled yet.": reviewed and in Steadfast's hands. Steadfast
  // documents no separate pickup status, so this is the first sign the parcel is under way.
  pending: 'in_transit',
  // "Consignment is delivered but waiting for admin approval.": the customer has it.
  delivered_approval_pending: 'delivered',
  partial_delivered_approval_pending: 'partially_delivered',
  // Steadfast documents no cancel call for merchants: its "cancelled" is a delivery the customer
  // refused, and the parcel goes back to the shop (approval pending: on its way back).
  cancelled_approval_pending: 'returning',
  // "Unknown Pending status. Need contact with the support team."
  unknown_approval_pending: 'unknown',
  delivered: 'delivered',
  partial_delivered: 'partially_delivered',
  cancelled: 'returned',
  hold: 'on_hold',
  // "Unknown status. Need contact with the support team."
  unknown: 'unknown',
};

/** The shop's state for a Steadfast status; `unknown` for one the documents do not name. */
export function mapSteadfastStatus(raw: string): ShipmentState {
  return STEADFAST_STATUSES[raw.trim().toLowerCase().replace(/\s+/g, '_')] ?? 'unknown';
}
