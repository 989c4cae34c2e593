/**
 * The shop's own small set of shipment states, whatever the courier calls them, and the one rule
 * that decides whether a courier's event moves a shipment: events arrive late, twice and out of
 * order (webhooks are retried, polls race them), so a state only moves forward.
 */
export const SHIPMENT_STATES = [
  'booked',
  'picked_up',
  'in_transit',
  'on_hold',
  'out_for_delivery',
  'returning',
  'delivered',
  'partially_delivered',
  'returned',
  'cancelled',
  'lost',
  'unknown',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/**
 * How far along a parcel is. Equal ranks are alternatives, not steps. `unknown` has no rank: a
 * status nobody documented never moves a shipment (it is kept in its events and flagged).
 */
export const STATE_RANK: Record<Exclude<ShipmentState, 'unknown'>, number> = {
  booked: 0,
  picked_up: 10,
  in_transit: 20,
  on_hold: 20,
  out_for_delivery: 30,
  returning: 40,
  delivered: 50,
  partially_delivered: 50,
  returned: 60,
  cancelled: 60,
  lost: 60,
};

/** Nothing moves a shipment out of these, except the rest of a partial delivery coming back. */
export const FINAL_STATES: ReadonlySet<ShipmentState> = new Set([
  'delivered',
  'partially_delivered',
  'returned',
  'cancelled',
  'lost',
]);

/**
 * The state a shipment in `current` takes for an event saying `incoming`, or null when the event
 * does not move it. `newer`: the event happened after the last one applied (by the courier's own
 * time); only a newer event may move a parcel sideways (into or out of a hold), because a hold
 * comes and goes while a parcel is under way and an old one must not stop a parcel that moved on.
 */
export function nextState(
  current: ShipmentState,
  incoming: ShipmentState | null,
  newer: boolean,
): ShipmentState | null {
  if (incoming === null || incoming === 'unknown' || incoming === current) return null;
  if (current === 'unknown') return incoming;
  if (current === 'partially_delivered') {
    // What was not delivered goes back to the shop.
    return incoming === 'returning' || incoming === 'returned' ? incoming : null;
  }
  if (FINAL_STATES.has(current)) return null;
  if (incoming === 'on_hold') return newer ? incoming : null;
  if (current === 'on_hold' && newer && incoming !== 'booked') return incoming;
  return STATE_RANK[incoming] > STATE_RANK[current] ? incoming : null;
}
