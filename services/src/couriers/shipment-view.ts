import type { Types } from 'mongoose';
import type { CourierName } from './courier';
import type { BookingStatus, EarlierConsignment, ShipmentEvent } from './schemas/shipment.schema';
import type { ShipmentState } from './shipment-state';

/** What the admin API answers about an order's shipment. */
export interface ShipmentView {
  orderId: string;
  courier: CourierName;
  /** Booked with the courier's simulator: no rider comes. */
  simulated: boolean;
  invoice: string;
  consignmentId?: string;
  trackingCode?: string;
  booking: BookingStatus;
  bookingError?: string;
  state: ShipmentState;
  rawStatus?: string;
  needsAttention: boolean;
  codAmount: number;
  lastEventAt?: string;
  events: Array<{
    rawStatus: string;
    state: ShipmentState | null;
    at: string;
    source: ShipmentEvent['source'];
    applied: boolean;
    message?: string;
  }>;
  createdAt: string;
  updatedAt: string;
}

export interface ShipmentRow {
  _id: Types.ObjectId;
  orderId: Types.ObjectId;
  courier: CourierName;
  invoice: string;
  consignmentId?: string;
  trackingCode?: string;
  booking: BookingStatus;
  bookingAttemptAt: Date;
  bookingError?: string;
  codAmount: number;
  state: ShipmentState;
  rawStatus?: string;
  events: ShipmentEvent[];
  lastEventAt?: Date;
  needsAttention: boolean;
  /** The state the order has not followed yet (absent on rows stored before it existed). */
  orderMovePending?: ShipmentState | null;
  /** Consignments cancelled before pickup (absent on rows stored before it existed). */
  earlier?: EarlierConsignment[];
  createdAt: Date;
  updatedAt: Date;
}

export function toShipmentView(row: ShipmentRow, simulated: boolean): ShipmentView {
  return {
    orderId: String(row.orderId),
    courier: row.courier,
    simulated,
    invoice: row.invoice,
    consignmentId: row.consignmentId,
    trackingCode: row.trackingCode,
    booking: row.booking,
    bookingError: row.bookingError,
    state: row.state,
    rawStatus: row.rawStatus,
    needsAttention: row.needsAttention,
    codAmount: row.codAmount,
    lastEventAt: row.lastEventAt?.toISOString(),
    events: row.events.map((event) => ({
      rawStatus: event.rawStatus,
      state: event.state,
      at: event.at.toISOString(),
      source: event.source,
      applied: event.applied,
      message: event.message,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
