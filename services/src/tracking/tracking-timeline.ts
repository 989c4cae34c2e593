import type {
  Order,
  OrderTracking,
  TrackingCourier,
  TrackingParcel,
  TrackingStep,
  TrackingStepName,
} from '@shop/contracts';
import { TRACKING_STEPS } from '@shop/contracts';
import type { ShipmentState, ShipmentView } from '../couriers';

/** What the timeline reads of an order: its status, history, returns and where it goes. */
export type TrackedOrder = Pick<
  Order,
  'number' | 'status' | 'history' | 'returns' | 'district' | 'createdAt'
>;

/** What the timeline reads of a shipment. */
export type TrackedShipment = Pick<
  ShipmentView,
  'courier' | 'booking' | 'state' | 'consignmentId' | 'trackingCode' | 'events'
>;

/**
 * The courier states that show a step was reached: a later state implies the earlier steps (Steadfast
 * has no pickup status, a parcel first heard of in transit was handed over before). A parcel coming
 * back was handed over, but is not said to have been in transit towards the customer.
 */
const REACHED_BY: Partial<Record<TrackingStepName, readonly ShipmentState[]>> = {
  handed_to_courier: [
    'picked_up',
    'in_transit',
    'on_hold',
    'out_for_delivery',
    'delivered',
    'partially_delivered',
    'returning',
    'returned',
  ],
  in_transit: ['in_transit', 'on_hold', 'out_for_delivery', 'delivered', 'partially_delivered'],
  out_for_delivery: ['out_for_delivery', 'delivered', 'partially_delivered'],
  delivered: ['delivered', 'partially_delivered'],
  returned: ['returned'],
};

/** Each order status and the steps it means were reached (the shop moves orders by hand too). */
const STEPS_OF_STATUS: Record<Order['status'], readonly TrackingStepName[]> = {
  placed: ['placed'],
  confirmed: ['placed', 'confirmed'],
  shipped: ['placed', 'confirmed', 'handed_to_courier'],
  delivered: TRACKING_STEPS,
  cancelled: ['placed'],
};

/** The courier's own page for a parcel, from its public tracking links. */
export function trackingUrl(
  courier: TrackingCourier,
  ids: { consignmentId?: string; trackingCode?: string },
): string | undefined {
  const code = (value: string) => encodeURIComponent(value);
  switch (courier) {
    case 'steadfast':
      return ids.trackingCode ? `https://steadfast.com.bd/t/${code(ids.trackingCode)}` : undefined;
    case 'pathao':
      return ids.consignmentId
        ? `https://merchant.pathao.com/tracking?consignment_id=${code(ids.consignmentId)}`
        : undefined;
    case 'redx':
      return ids.consignmentId
        ? `https://redx.com.bd/track-parcel/?trackingId=${code(ids.consignmentId)}`
        : undefined;
  }
}

/**
 * The booked parcel a customer can follow: not a booking still pending or refused, nor a parcel
 * cancelled before pickup (the shop books it again). The link is the courier's public page, as
 * Manage All Orders shows it (with a courier's simulator too, where the page knows no such parcel).
 */
function parcelOf(shipment: TrackedShipment | undefined): TrackingParcel | undefined {
  if (!shipment || shipment.booking !== 'booked' || shipment.state === 'cancelled')
    return undefined;
  return {
    courier: shipment.courier,
    consignmentId: shipment.consignmentId,
    trackingUrl: trackingUrl(shipment.courier, shipment),
  };
}

const earliest = (times: Array<string | undefined>): string | undefined =>
  times
    .filter((time): time is string => time !== undefined)
    .sort((a, b) => Date.parse(a) - Date.parse(b))[0];

/**
 * The customer's timeline of an order: the six usual steps, each with the time it was first
 * reached (the courier's events first, the order's history where no courier says), then `returned`
 * or `cancelled` when the order ended so — after the steps it reached, the ones it never will left
 * out.
 */
export function trackingTimeline(order: TrackedOrder, shipment?: TrackedShipment): OrderTracking {
  const parcel = parcelOf(shipment);
  const events = parcel ? (shipment?.events ?? []) : [];
  const fromCourier = (step: TrackingStepName): string | undefined => {
    const states = REACHED_BY[step];
    if (!states) return undefined;
    return earliest(
      events
        .filter((event) => event.state && states.includes(event.state))
        .map((event) => event.at),
    );
  };
  const fromHistory = (status: Order['status']): string | undefined =>
    earliest(order.history.filter((entry) => entry.status === status).map((entry) => entry.at));
  const byStatus = new Set<TrackingStepName>(STEPS_OF_STATUS[order.status]);

  const timeOf: Record<(typeof TRACKING_STEPS)[number], string | undefined> = {
    placed: fromHistory('placed') ?? order.createdAt,
    confirmed: fromHistory('confirmed'),
    handed_to_courier: fromCourier('handed_to_courier') ?? fromHistory('shipped'),
    in_transit: fromCourier('in_transit'),
    out_for_delivery: fromCourier('out_for_delivery'),
    delivered: fromCourier('delivered') ?? fromHistory('delivered'),
  };
  // A step is reached when the order's status, the history or the courier says so; reaching one
  // means every step before it was reached too, times known or not.
  const lastReached = TRACKING_STEPS.reduce(
    (last, step, index) => (byStatus.has(step) || timeOf[step] ? index : last),
    0,
  );
  const usual: TrackingStep[] = TRACKING_STEPS.map((step, index) => ({
    step,
    reached: index <= lastReached,
    ...(index <= lastReached && timeOf[step] ? { at: timeOf[step] } : {}),
  }));

  const returnedAt =
    fromCourier('returned') ??
    earliest(
      (order.returns ?? [])
        .filter((item) => item.state === 'received' || item.state === 'refunded')
        .map((item) => item.receivedAt ?? item.refundedAt),
    );
  const cancelled = order.status === 'cancelled';
  const end: TrackingStep | undefined = cancelled
    ? { step: 'cancelled', reached: true, ...withTime(fromHistory('cancelled')) }
    : returnedAt
      ? { step: 'returned', reached: true, at: returnedAt }
      : undefined;

  return {
    number: order.number,
    steps: end ? [...usual.filter((step) => step.reached), end] : usual,
    ...(parcel ? { parcel } : {}),
    district: order.district,
  };
}

const withTime = (at: string | undefined) => (at ? { at } : {});
