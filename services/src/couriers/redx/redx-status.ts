import type { ShipmentState } from '../shipment-state';

/**
 * RedX's parcel statuses, each with the shop's state. Source: "RedX OpenAPI Documentation"
 * v1.0.0-beta (redx.com.bd developer API; public markdown copy in the code index): Webhook
 * Integration → "Status Updates and Meanings" (7 values), Get Parcel Details' sample status
 * `pickup-pending`, and Update Parcel's `new_value: "cancelled"`.
 */
export const REDX_STATUSES: Readonly<Record<string, ShipmentState>> = {
  'pickup-pending': 'booked',
  // "Parcel received from tenants"
  'ready-for-delivery': 'picked_up',
  // "Parcels have been dispatched to rider"
  'delivery-in-progress': 'out_for_delivery',
  delivered: 'delivered',
  // "Parcels are on hold to agent"
  'agent-hold': 'on_hold',
  // "Parcel return-in-progress"
  'agent-returning': 'returning',
  returned: 'returned',
  // "Area change requested & in progress": still under way, to another area.
  'agent-area-change': 'in_transit',
  cancelled: 'cancelled',
};

/** The shop's state for a RedX status; `unknown` for one not documented. */
export function mapRedxStatus(raw: string): ShipmentState {
  return REDX_STATUSES[raw.trim().toLowerCase()] ?? 'unknown';
}
