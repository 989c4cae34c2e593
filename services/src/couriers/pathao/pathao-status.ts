import type { ShipmentState } from '../shipment-state';

/**
 * Pathao's webhook events and order statuses, each with the shop's state (null: documented but
 * informational, recorded without moving the shipment). Sources: Pathao Merchant Dashboard →
 * Developer API → Webhook (public copies read: AB498/e-shop `pathao_webhook_api_docs.md`,
 * Sifat07/pathao-merchant-sdk `docs/pathao-webhook-documentation.md` for the return-journey and
 * store events), and the order-info answer's `order_status_slug` ("Pending",
 * Sifat07/pathao-merchant-sdk `docs/official-pathao-api-documentation.md`).
 */
export const PATHAO_STATUSES: Readonly<Record<string, ShipmentState | null>> = {
  'order.created': 'booked',
  // The order's details changed (address, COD amount...): not where the parcel is.
  'order.updated': null,
  'order.pickup-requested': 'booked',
  'order.assigned-for-pickup': 'booked',
  'order.picked': 'picked_up',
  // The rider could not pick it up; Pathao tries again: the admin should look.
  'order.pickup-failed': 'on_hold',
  'order.pickup-cancelled': 'cancelled',
  'order.at-the-sorting-hub': 'in_transit',
  'order.in-transit': 'in_transit',
  'order.received-at-last-mile-hub': 'in_transit',
  'order.assigned-for-delivery': 'out_for_delivery',
  'order.delivered': 'delivered',
  'order.partial-delivery': 'partially_delivered',
  // "Return": the delivery is given up; the return journey events follow.
  'order.returned': 'returning',
  'order.delivery-failed': 'on_hold',
  'order.on-hold': 'on_hold',
  // Pathao paid the merchant's invoice: money, not the parcel.
  'order.paid': null,
  // The customer paid the delivery charge and sent the parcel back.
  'order.paid-return': 'returning',
  // An exchange: the old item travels back to the shop.
  'order.exchanged': 'returning',
  'order.return-id-created': 'returning',
  'order.return-in-transit': 'returning',
  'order.returned-to-merchant': 'returned',
  // Store events concern the pickup store, not a parcel.
  'store.created': null,
  'store.updated': null,
  // order_status_slug of a new order (order info).
  pending: 'booked',
};

/**
 * The order-info answer spells a status as a slug of the same names ("Assigned_for_Delivery",
 * "Delivered", "Partial_Delivery"); a few slugs differ from their webhook event's name.
 */
const SLUG_EVENTS: Readonly<Record<string, string>> = {
  return: 'order.returned',
  'payment-invoice': 'order.paid',
  exchange: 'order.exchanged',
  'pickup-request': 'order.pickup-requested',
};

/** The shop's state for a Pathao event or status slug; `unknown` for one not documented. */
export function mapPathaoStatus(raw: string): ShipmentState | null {
  const key = raw.trim().toLowerCase();
  if (key in PATHAO_STATUSES) return PATHAO_STATUSES[key];
  // The status read before money moves answers with a slug, not the webhook's event name.
  const slug = key.replace(/^order\./, '').replace(/[\s_]+/g, '-');
  const event = SLUG_EVENTS[slug] ?? `order.${slug}`;
  return event in PATHAO_STATUSES ? PATHAO_STATUSES[event] : 'unknown';
}
