import type { BookingStatus } from './schemas/shipment.schema';
import type { ShipmentState } from './shipment-state';

/** Why an order whose parcel is (or may be) with a courier is not cancelled now. */
export type ParcelHoldReason =
  /** A booking is under way, or its answer was lost: the courier may have the parcel. */
  | 'booking-under-way'
  /** Booked and waiting for pickup, but the courier documents no cancel call (Steadfast, Pathao). */
  | 'no-api-cancel'
  /** Picked up, on its way, held or coming back: the goods are with the courier. */
  | 'with-courier'
  /** Delivered (or partly): the goods are with the customer. */
  | 'delivered'
  /** The courier lost it: the goods are on nobody's shelf. */
  | 'lost';

/** What an order's cancel must do about its parcel first. */
export type ParcelCancelDecision =
  /** No parcel is with a courier (none booked, the booking failed, cancelled, or back at the shop). */
  | { kind: 'none' }
  /** Booked, waiting for pickup, and the courier cancels through its API: cancel it first. */
  | { kind: 'cancel-consignment' }
  /** The order is not cancelled: its parcel is (or may be) with the courier. */
  | { kind: 'refuse'; reason: ParcelHoldReason };

/** The shipment facts the rule reads. */
export interface ParcelFacts {
  booking: BookingStatus;
  state: ShipmentState;
  consignmentId?: string;
}

/**
 * Whether an order may be cancelled with the parcel it has (or may have) with a courier — the same
 * rule for the customer and the admin: cancelling an order gives its stock back, which is only true
 * while the goods are at the shop. `shipment` null: the order was never booked.
 */
export function parcelCancelDecision(
  shipment: ParcelFacts | null,
  courierCanCancel: boolean,
): ParcelCancelDecision {
  if (!shipment || shipment.booking === 'failed') return { kind: 'none' };
  if (shipment.booking !== 'booked') return { kind: 'refuse', reason: 'booking-under-way' };
  switch (shipment.state) {
    case 'cancelled':
    case 'returned':
      return { kind: 'none' };
    case 'booked':
      return courierCanCancel && shipment.consignmentId
        ? { kind: 'cancel-consignment' }
        : { kind: 'refuse', reason: 'no-api-cancel' };
    case 'delivered':
    case 'partially_delivered':
      return { kind: 'refuse', reason: 'delivered' };
    case 'lost':
      return { kind: 'refuse', reason: 'lost' };
    case 'picked_up':
    case 'in_transit':
    case 'on_hold':
    case 'out_for_delivery':
    case 'returning':
    case 'unknown':
      return { kind: 'refuse', reason: 'with-courier' };
  }
}

/**
 * Why the system's expiry keeps an unpaid order whose payment window closed: its parcel is (or
 * may be) with a courier. `waiting-for-pickup` whether or not the courier's API could cancel it.
 */
export type ParcelExpiryHold = Exclude<ParcelHoldReason, 'no-api-cancel'> | 'waiting-for-pickup';

/**
 * May the system expire an unpaid order (its payment window closed) with the parcel it has (or may
 * have) with a courier? null: yes, no parcel is with a courier. Otherwise the order is kept for the
 * admin, even where the customer's or the admin's own cancel would cancel the consignment first
 * (RedX waiting for pickup): the admin booked it after deciding to send it, so a sweep does not
 * undo that decision with the courier behind the admin's back — the admin is told and decides.
 * The same facts as parcelCancelDecision, so the two never disagree on where a parcel is.
 */
export function parcelExpiryHold(shipment: ParcelFacts | null): ParcelExpiryHold | null {
  const decision = parcelCancelDecision(shipment, true);
  switch (decision.kind) {
    case 'none':
      return null;
    case 'cancel-consignment':
      return 'waiting-for-pickup';
    case 'refuse':
      return decision.reason === 'no-api-cancel' ? 'waiting-for-pickup' : decision.reason;
  }
}
