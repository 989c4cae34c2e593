/**
 * Every status and event each courier documents, with the shop's state. The lists are typed out
 * from the documents (not imported from the maps they test), so a mapping cannot drift silently.
 */
import { mapPathaoStatus } from './pathao/pathao-status';
import { mapRedxStatus } from './redx/redx-status';
import type { ShipmentState } from './shipment-state';
import { mapSteadfastStatus } from './steadfast/steadfast-status';

// Steadfast API Documentation V1, "Delivery Statuses" (11 values), and the merchant panel's
// "Webhook Response Documentation" (status: pending, delivered, partial_delivered, cancelled,
// unknown; example "Delivered"). Public copy: jakir-hossen-4928/dreamer-shop steadfastapidocs.md.
const STEADFAST: Array<[string, ShipmentState]> = [
  ['pending', 'in_transit'],
  ['delivered_approval_pending', 'delivered'],
  ['partial_delivered_approval_pending', 'partially_delivered'],
  ['cancelled_approval_pending', 'returning'],
  ['unknown_approval_pending', 'unknown'],
  ['delivered', 'delivered'],
  ['partial_delivered', 'partially_delivered'],
  ['cancelled', 'returned'],
  ['hold', 'on_hold'],
  ['in_review', 'booked'],
  ['unknown', 'unknown'],
  ['Delivered', 'delivered'],
];

// Pathao Merchant Dashboard → Developer API → Webhook (public copies: AB498/e-shop
// pathao_webhook_api_docs.md; Sifat07/pathao-merchant-sdk docs/pathao-webhook-documentation.md for
// the return journey and store events) and order info's order_status_slug "Pending".
const PATHAO: Array<[string, ShipmentState | null]> = [
  ['order.created', 'booked'],
  ['order.updated', null],
  ['order.pickup-requested', 'booked'],
  ['order.assigned-for-pickup', 'booked'],
  ['order.picked', 'picked_up'],
  ['order.pickup-failed', 'on_hold'],
  ['order.pickup-cancelled', 'cancelled'],
  ['order.at-the-sorting-hub', 'in_transit'],
  ['order.in-transit', 'in_transit'],
  ['order.received-at-last-mile-hub', 'in_transit'],
  ['order.assigned-for-delivery', 'out_for_delivery'],
  ['order.delivered', 'delivered'],
  ['order.partial-delivery', 'partially_delivered'],
  ['order.returned', 'returning'],
  ['order.delivery-failed', 'on_hold'],
  ['order.on-hold', 'on_hold'],
  ['order.paid', null],
  ['order.paid-return', 'returning'],
  ['order.exchanged', 'returning'],
  ['order.return-id-created', 'returning'],
  ['order.return-in-transit', 'returning'],
  ['order.returned-to-merchant', 'returned'],
  ['store.created', null],
  ['store.updated', null],
  ['Pending', 'booked'],
  // The same statuses as order info's order_status_slug spells them (the status read again
  // before cash is recorded).
  ['Picked', 'picked_up'],
  ['At_the_Sorting_HUB', 'in_transit'],
  ['Assigned_for_Delivery', 'out_for_delivery'],
  ['Delivered', 'delivered'],
  ['delivered', 'delivered'],
  ['Partial_Delivery', 'partially_delivered'],
  ['Return', 'returning'],
  ['Payment_Invoice', null],
  ['Returned_to_Merchant', 'returned'],
];

// RedX OpenAPI Documentation v1.0.0-beta: Webhook Integration "Status Updates and Meanings"
// (7 values), Get Parcel Details' status "pickup-pending", Update Parcel's new_value "cancelled".
const REDX: Array<[string, ShipmentState]> = [
  ['ready-for-delivery', 'picked_up'],
  ['delivery-in-progress', 'out_for_delivery'],
  ['delivered', 'delivered'],
  ['agent-hold', 'on_hold'],
  ['agent-returning', 'returning'],
  ['returned', 'returned'],
  ['agent-area-change', 'in_transit'],
  ['pickup-pending', 'booked'],
  ['cancelled', 'cancelled'],
];

describe('courier statuses → shipment states', () => {
  it.each(STEADFAST)('Steadfast %s → %s', (raw, state) =>
    expect(mapSteadfastStatus(raw)).toBe(state),
  );
  it.each(PATHAO)('Pathao %s → %s', (raw, state) => expect(mapPathaoStatus(raw)).toBe(state));
  it.each(REDX)('RedX %s → %s', (raw, state) => expect(mapRedxStatus(raw)).toBe(state));

  it.each(['in_the_moon', 'lost_forever', ''])(
    'an undocumented status is unknown everywhere (%j)',
    (raw) => {
      expect(mapSteadfastStatus(raw)).toBe('unknown');
      expect(mapPathaoStatus(raw)).toBe('unknown');
      expect(mapRedxStatus(raw)).toBe('unknown');
    },
  );
});
