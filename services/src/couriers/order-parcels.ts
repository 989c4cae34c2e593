import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuthenticatedUser } from '../common';
import { type OrderParcels, OrdersService, type ReleasedParcel } from '../orders';
import {
  COURIER_LABELS,
  courierLabelBn,
  CourierRejectedError,
  CourierUnavailableError,
  ParcelCancelUnavailableError,
  ParcelWithCourierError,
  ShipmentNotCancellableError,
} from './courier-errors';
import { Couriers } from './couriers';
import {
  type ParcelExpiryHold,
  parcelExpiryHold,
  type ParcelHoldReason,
  parcelCancelDecision,
} from './parcel-cancel-rule';
import { ShipmentsService } from './shipments.service';
import type { ShipmentRow } from './shipment-view';

/**
 * How long an order's cancel keeps its parcel's cancellation from the order-moves worker while it
 * writes the order's own cancel (milliseconds take it; the worker takes over if the request dies).
 */
export const ORDER_CANCEL_HOLD_MS = 60_000;

/**
 * The orders module's question before an order is cancelled: is its parcel with a courier? (See
 * OrderParcels.) Handed to the orders module at start-up. The rule is `parcelCancelDecision`, the
 * same for the customer and the admin; the consignment is cancelled through the admin's own path
 * (`ShipmentsService.cancelConsignment`), audited with whoever cancels the order.
 */
@Injectable()
export class CourierOrderParcels implements OrderParcels, OnModuleInit {
  private readonly logger = new Logger('Couriers');

  constructor(
    private readonly shipments: ShipmentsService,
    private readonly couriers: Couriers,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.orders.useParcels(this);
  }

  async releaseForCancel(
    orderId: string,
    actor: AuthenticatedUser,
  ): Promise<ReleasedParcel | null> {
    let row = await this.shipments.findForOrder(orderId);
    for (let attempt = 0; ; attempt += 1) {
      const canCancel = row ? (this.couriers.get(row.courier)?.canCancel ?? false) : false;
      const decision = parcelCancelDecision(row, canCancel);
      if (decision.kind === 'none' || !row) {
        // Cancelled and not followed by the order yet (this request's own status read, or a
        // cancel beside it): settled with this order's cancel like one of its own.
        return row?.state === 'cancelled' && row.orderMovePending === 'cancelled'
          ? this.released(row)
          : null;
      }
      if (decision.kind === 'refuse') throw refusal(row, decision.reason, actor);
      try {
        await this.shipments.cancelConsignment(
          row,
          actor,
          actor.role === 'admin'
            ? 'Order cancelled by the shop'
            : 'Order cancelled by the customer',
          ORDER_CANCEL_HOLD_MS,
        );
      } catch (error) {
        if (error instanceof CourierRejectedError && attempt === 0) {
          // Picked up meanwhile, or cancelled by a cancel running beside this one: where is it now?
          row = await this.whereNow(orderId, actor);
          continue;
        }
        throw this.failure(error, row, actor);
      }
      return this.released(row);
    }
  }

  async keepFromExpiry(orderId: string): Promise<boolean> {
    const row = await this.shipments.findForOrder(orderId);
    const hold = parcelExpiryHold(row);
    if (!hold || !row) return false;
    const note = expiryHeldNote(row, hold, this.couriers.get(row.courier)?.canCancel ?? false);
    // The order's note is keyed per parcel, like the order-moves worker's: the admin is told on
    // the first sweep that kept it, not on every one.
    try {
      const noted = await this.orders.followCourier({
        orderId,
        key: `${String(row._id)}:expiry-kept`,
        courier: COURIER_LABELS[row.courier],
        step: { kind: 'note', note },
      });
      if (noted === 'applied') await this.shipments.flagForAdmin(String(row._id), note);
    } catch (error) {
      // Kept all the same; the next sweep tells the admin (the note's key is not written yet).
      this.logger.warn(
        `Order #${row.invoice}: kept from expiry, the admin not told yet (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    return true;
  }

  /**
   * The parcel's cancellation, held from the order-moves worker, settled by the order's cancel:
   * done when the order was cancelled; else handed to the worker, which tells the admin.
   */
  private released(row: ShipmentRow): ReleasedParcel {
    const shipmentId = String(row._id);
    return {
      settled: () => this.shipments.completeOrderMove(shipmentId, 'cancelled'),
      abandoned: () => this.shipments.releaseOrderMove(shipmentId),
    };
  }

  /** The shipment again: as stored when a concurrent cancel recorded it, else the courier's status. */
  private async whereNow(orderId: string, actor: AuthenticatedUser): Promise<ShipmentRow | null> {
    const stored = await this.shipments.findForOrder(orderId);
    if (stored?.state !== 'booked') return stored;
    try {
      // Held like a cancel of its own: a cancellation read here is settled with the order.
      await this.shipments.get(orderId, true, ORDER_CANCEL_HOLD_MS);
    } catch (error) {
      throw this.failure(error, stored, actor);
    }
    const now = await this.shipments.findForOrder(orderId);
    // Anything else (picked up meanwhile) is for the order to follow at once.
    if (now && now.state !== 'cancelled') await this.shipments.releaseOrderMove(String(now._id));
    return now;
  }

  /** A courier's refusal or silence as the person cancelling should read it. */
  private failure(error: unknown, row: ShipmentRow, actor: AuthenticatedUser): unknown {
    if (actor.role === 'admin') return error;
    if (error instanceof CourierUnavailableError)
      return new ParcelCancelUnavailableError(row.courier);
    if (error instanceof CourierRejectedError) return new ParcelWithCourierError();
    return error;
  }
}

/**
 * The refusal: one sentence for the customer (contact the shop); for the admin, why and what to
 * do, in both languages.
 */
function refusal(
  row: ShipmentRow,
  reason: ParcelHoldReason,
  actor: AuthenticatedUser,
): ParcelWithCourierError | ShipmentNotCancellableError {
  if (actor.role !== 'admin') return new ParcelWithCourierError();
  const label = COURIER_LABELS[row.courier];
  const labelBn = courierLabelBn(row.courier);
  const parcel = row.trackingCode ?? row.consignmentId ?? row.invoice;
  switch (reason) {
    case 'booking-under-way':
      return new ShipmentNotCancellableError(
        `A booking of this order's parcel with ${label} is under way or its answer was lost: wait until it is booked or failed, then cancel the parcel before the order`,
        `${labelBn}-এ এই অর্ডারের পার্সেল বুকিং চলছে বা উত্তর হারিয়েছে: বুকিং শেষ হলে আগে পার্সেল, তারপর অর্ডার বাতিল করুন`,
      );
    case 'no-api-cancel':
      return new ShipmentNotCancellableError(
        `${label} has this order's parcel booked (${parcel}) and does not let shops cancel it through its API: cancel it in ${label}'s merchant panel first; once ${label} reports it cancelled (refresh the parcel), cancel the order`,
        `${labelBn}-এ এই অর্ডারের পার্সেল বুক করা (${parcel}), আর তারা এপিআই দিয়ে বাতিল করতে দেয় না: আগে তাদের মার্চেন্ট প্যানেল থেকে পার্সেল বাতিল করুন; ${labelBn} বাতিল জানালে (পার্সেল রিফ্রেশ করুন) অর্ডার বাতিল করুন`,
      );
    case 'with-courier':
      return new ShipmentNotCancellableError(
        `The parcel is already with ${label} (${row.state}): the order is not cancelled while its goods are on the way. When ${label} brings it back, the order follows (an unpaid one is cancelled with its stock back)`,
        `পার্সেলটি ইতিমধ্যে ${labelBn}-এর কাছে: পণ্য পথে থাকা অবস্থায় অর্ডার বাতিল হয় না। ${labelBn} ফেরত দিলে অর্ডার সেই অনুযায়ী বদলাবে (অপরিশোধিত অর্ডার বাতিল হয়ে স্টক ফেরত যাবে)`,
      );
    case 'delivered':
      return new ShipmentNotCancellableError(
        `${label} has delivered the parcel (${row.state}): the order cannot be cancelled; take the goods back as a return`,
        `${labelBn} পার্সেল ডেলিভারি করেছে: অর্ডার বাতিল করা যাবে না; পণ্য রিটার্ন হিসেবে ফেরত নিন`,
      );
    case 'lost':
      return new ShipmentNotCancellableError(
        `${label} reports the parcel lost: claim it from ${label}; the order is not cancelled (its goods are not back on the shelf)`,
        `${labelBn} পার্সেল হারিয়েছে বলে জানিয়েছে: ${labelBn}-এর কাছে দাবি করুন; অর্ডার বাতিল হয়নি (পণ্য স্টকে ফেরেনি)`,
      );
  }
}

/**
 * What the admin reads (the order's note and the Activity page) when the expiry sweep kept an
 * unpaid order because of its parcel: why, and what to do. A card order's parcel carries no cash
 * to collect, so sending it means the goods leave unpaid.
 */
export function expiryHeldNote(
  row: Pick<ShipmentRow, 'courier' | 'state' | 'trackingCode' | 'consignmentId' | 'invoice'>,
  hold: ParcelExpiryHold,
  courierCanCancel: boolean,
): string {
  const label = COURIER_LABELS[row.courier];
  const parcel = row.trackingCode ?? row.consignmentId ?? row.invoice;
  const closed = 'The payment window closed with the order unpaid, but it was not expired';
  switch (hold) {
    case 'booking-under-way':
      return `${closed}: a booking of its parcel with ${label} is under way or its answer was lost. Once it is booked or failed, cancel the parcel and then the order, or send it if the customer pays another way`;
    case 'waiting-for-pickup':
      return courierCanCancel
        ? `${closed}: its parcel is booked with ${label} (${parcel}) and waits for pickup, with no cash to collect. Cancel the order (its parcel is cancelled with ${label} first), or send it if the customer pays another way`
        : `${closed}: its parcel is booked with ${label} (${parcel}) and waits for pickup, with no cash to collect. Cancel the parcel in ${label}'s merchant panel, then the order once ${label} reports it cancelled, or send it if the customer pays another way`;
    case 'with-courier':
      return `${closed}: its parcel is already with ${label} (${row.state}). Ask the customer to pay, or have ${label} bring it back (an unpaid order is then cancelled with its stock back)`;
    case 'delivered':
      return `${closed}: ${label} has delivered its parcel (${row.state}). Ask the customer to pay`;
    case 'lost':
      return `${closed}: ${label} reports its parcel lost. Claim it from ${label}`;
  }
}
