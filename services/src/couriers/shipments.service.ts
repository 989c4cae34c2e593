import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Order } from '@shop/contracts';
import { cashToCollect } from '@shop/rules';
import mongoose, { type FilterQuery, type Model, Types, type UpdateQuery } from 'mongoose';
import { AuditService } from '../audit';
import { AppError, type AuthenticatedUser } from '../common';
import { isDuplicateKey, OrdersService } from '../orders';
import type { Consignment, ConsignmentRequest, Courier, CourierName } from './courier';
import {
  COURIER_LABELS,
  courierLabelBn,
  CourierRejectedError,
  CourierUnavailableError,
  ShipmentNotAllowedError,
  ShipmentNotCancellableError,
  ShipmentNotFoundError,
} from './courier-errors';
import { Couriers } from './couriers';
import { Shipment, type ShipmentEvent } from './schemas/shipment.schema';
import { nextState, type ShipmentState } from './shipment-state';
import { type ShipmentRow, type ShipmentView, toShipmentView } from './shipment-view';
import type { CourierEvent } from './webhooks/courier-webhooks';

/**
 * Declared for an order that carries no parcel weight of its own (placed before delivery zones
 * recorded one); the courier re-weighs at pickup.
 */
export const DEFAULT_PARCEL_WEIGHT_KG = 1;
/** A booking attempt still `pending` after this long died with its process: judged like a lost answer. */
export const STALE_BOOKING_MS = 2 * 60_000;
/**
 * A courier without a lookup by invoice (Pathao, RedX) may have booked a parcel whose answer was
 * lost: its webhook (which names our invoice) is awaited this long before a new attempt.
 */
export const UNCONFIRMED_WAIT_MS = 15 * 60_000;
/** Events kept per shipment (and checked for replays): far more than a parcel's life has. */
const MAX_EVENTS = 200;
const MAX_ATTEMPTS = 5;

export type WebhookOutcome = 'applied' | 'recorded' | 'duplicate' | 'unknown-consignment';

export interface BulkBookingResult {
  orderId: string;
  ok: boolean;
  shipment?: ShipmentView;
  code?: string;
  message?: string;
  /** The same message in Bengali, where the API has one. */
  messageBn?: string;
}

/** What the orders module should do for a shipment's new state (see README "Moving the order"). */
export interface OrderMove {
  shipmentId: string;
  orderId: string;
  courier: CourierName;
  state: ShipmentState;
  codAmount: number;
  /** The order number (the courier's invoice): read the status by it while no consignment id is known. */
  invoice: string;
  consignmentId?: string;
  /** What the courier says its rider collected, when it said. */
  collectedAmount?: number;
  /** The courier's own words with the event that set the state (a partial delivery's note). */
  message?: string;
  /** The shop cancelled the consignment with the courier (cancelConsignment), not the courier. */
  byShop?: boolean;
}

/** The audit log's actor for what a courier says (no admin did it): its name is the courier's. */
const COURIER_ACTOR_ID = '000000000000000000000000';

type Row = ShipmentRow;

/**
 * Shipments: booking parcels with a courier for orders, the couriers' events (webhooks, status
 * reads), cancelling. The only code that touches the Shipment model. Every write is one
 * single-document atomic update guarded by the state it read, so replays and races change a
 * shipment at most once and never move it backwards.
 */
@Injectable()
export class ShipmentsService {
  private readonly logger = new Logger(ShipmentsService.name);
  /** Told whenever a shipment's state moved (the order-moves worker runs at once, not at its next tick). */
  private readonly moveListeners: Array<() => void> = [];

  constructor(
    @InjectModel(Shipment.name) private readonly shipments: Model<Shipment>,
    private readonly couriers: Couriers,
    private readonly orders: OrdersService,
    private readonly audit: AuditService,
  ) {}

  /**
   * `GET /api/admin/orders/:id/shipment`; `refresh`: read the courier's status first.
   * `holdOrderMoveMs`: see cancelConsignment (an order's cancel reading where its parcel is).
   */
  async get(orderId: string, refresh = false, holdOrderMoveMs?: number): Promise<ShipmentView> {
    let row = await this.find(orderId);
    const courier = refresh && row.booking === 'booked' ? this.courier(row.courier) : undefined;
    // Found by invoice after a lost answer, a Steadfast consignment is read by invoice until its id is known.
    const byInvoice = courier && !row.consignmentId && courier.canLookupByInvoice;
    if (courier && (row.consignmentId || byInvoice)) {
      const raw = row.consignmentId
        ? await courier.status(row.consignmentId)
        : ((await courier.findByInvoice(row.invoice))?.rawStatus ?? 'unknown');
      // The status the shipment already has (or last heard) is nothing new; a change is one event.
      if (raw !== row.rawStatus && raw !== row.events.at(-1)?.rawStatus)
        await this.applyEvent(
          {
            courier: row.courier,
            consignmentId: row.consignmentId,
            invoice: row.invoice,
            rawStatus: raw,
            state: courier.mapStatus(raw),
            at: new Date(),
            key: `status:${raw}:${Date.now()}`,
            payload: { status: raw },
          },
          'status',
          holdOrderMoveMs,
        );
      row = await this.find(orderId);
    }
    return this.view(row);
  }

  /** `POST /api/admin/orders/:id/shipment`: book the order's parcel with the courier. */
  async book(
    orderId: string,
    courierName: CourierName,
    admin: AuthenticatedUser,
  ): Promise<ShipmentView> {
    const order = await this.bookableOrder(orderId, admin);
    const courier = this.courier(courierName);
    const claimed = await this.claimBooking(order, courier);
    if (claimed.booking === 'booked') return this.view(claimed);
    const row = await this.createClaimed(claimed, courier, consignmentFor(order, claimed.invoice));
    await this.recordBooked(order, row, admin);
    return this.view(row);
  }

  /** `POST /api/admin/shipments/bulk`: each order booked or refused on its own. */
  async bookBulk(
    courierName: CourierName,
    orderIds: string[],
    admin: AuthenticatedUser,
  ): Promise<BulkBookingResult[]> {
    const courier = this.courier(courierName);
    const results = new Map<string, BulkBookingResult>();
    const claimed: Array<{ order: Order; row: Row }> = [];
    for (const orderId of [...new Set(orderIds)]) {
      try {
        const order = await this.bookableOrder(orderId, admin);
        const row = await this.claimBooking(order, courier);
        if (row.booking === 'booked')
          results.set(orderId, { orderId, ok: true, shipment: this.view(row) });
        else claimed.push({ order, row });
      } catch (error) {
        results.set(orderId, failure(orderId, error));
      }
    }
    if (courier.bulkLimit > 1) {
      for (let start = 0; start < claimed.length; start += courier.bulkLimit) {
        await this.createChunk(
          claimed.slice(start, start + courier.bulkLimit),
          courier,
          admin,
          results,
        );
      }
    } else {
      for (const { order, row } of claimed) {
        try {
          const booked = await this.createClaimed(row, courier, consignmentFor(order, row.invoice));
          await this.recordBooked(order, booked, admin);
          results.set(String(order._id), {
            orderId: String(order._id),
            ok: true,
            shipment: this.view(booked),
          });
        } catch (error) {
          results.set(String(order._id), failure(String(order._id), error));
        }
      }
    }
    return orderIds
      .filter((id, index) => orderIds.indexOf(id) === index)
      .map((id) => results.get(id)!);
  }

  /** `DELETE /api/admin/orders/:id/shipment`: cancel where the courier documents a cancel call. */
  async cancel(
    orderId: string,
    admin: AuthenticatedUser,
    reason = 'Cancelled by the shop',
  ): Promise<ShipmentView> {
    const row = await this.find(orderId);
    const courier = this.courier(row.courier);
    const label = COURIER_LABELS[row.courier];
    if (!courier.canCancel) {
      throw new ShipmentNotCancellableError(
        `${label} does not let shops cancel a consignment through its API: cancel it in ${label}'s merchant panel or by calling ${label}`,
        `${courierLabelBn(row.courier)} এপিআই দিয়ে পার্সেল বাতিল করতে দেয় না: তাদের মার্চেন্ট প্যানেল থেকে বা ফোন করে বাতিল করুন`,
      );
    }
    if (row.booking !== 'booked' || !row.consignmentId || row.state !== 'booked') {
      throw new ShipmentNotCancellableError(
        row.state === 'cancelled'
          ? 'This shipment is already cancelled'
          : `This parcel is no longer waiting for pickup (${row.state}): ${label} cannot cancel it now`,
        row.state === 'cancelled'
          ? 'এই পার্সেল আগেই বাতিল হয়েছে'
          : 'পার্সেলটি আর পিকআপের অপেক্ষায় নেই: এখন বাতিল করা যাবে না',
      );
    }
    return this.view(await this.cancelConsignment(row, admin, reason));
  }

  /**
   * Cancels a consignment waiting for pickup with its courier (the caller checked that it can),
   * records the cancellation as the shipment's event and audits it with `actor` (an admin, or the
   * customer cancelling their order). `holdOrderMoveMs`: the caller settles the order itself (an
   * order's cancel), so the order-moves worker leaves the move alone that long
   * (`completeOrderMove` when the order followed, `releaseOrderMove` when it did not). The
   * courier's refusal (picked up meanwhile, already cancelled) and its silence are thrown as
   * they are, with nothing changed.
   */
  async cancelConsignment(
    row: Row,
    actor: Pick<AuthenticatedUser, 'id' | 'name' | 'email'>,
    reason: string,
    holdOrderMoveMs?: number,
  ): Promise<Row> {
    const orderId = String(row.orderId);
    const consignmentId = row.consignmentId!;
    await this.courier(row.courier).cancel(consignmentId, reason);
    await this.applyEvent(
      {
        courier: row.courier,
        consignmentId,
        rawStatus: 'cancelled',
        state: 'cancelled',
        at: new Date(),
        key: `cancel:${consignmentId}`,
        message: reason,
        payload: {},
      },
      'status',
      holdOrderMoveMs,
    );
    const after = await this.find(orderId);
    await this.audit.record({
      action: 'order.shipment-cancelled',
      actor,
      target: { type: 'order', id: orderId, label: `#${row.invoice}` },
      changes: [
        {
          field: 'shipment',
          before: `${row.courier} ${consignmentId} ${row.state}`,
          after: `${row.courier} ${consignmentId} ${after.state}`,
        },
      ],
      note: reason,
    });
    return after;
  }

  /** The order's shipment as stored, or null when it was never booked. */
  findForOrder(orderId: string): Promise<Row | null> {
    return this.shipments
      .findOne({ orderId: new Types.ObjectId(orderId) })
      .lean<Row>()
      .exec();
  }

  /**
   * One courier event (webhook or status read) applied to its shipment: recorded once (its key),
   * the state moved only forward (`nextState`), an undocumented status flagged for the admin.
   */
  async applyEvent(
    event: CourierEvent,
    source: ShipmentEvent['source'] = 'webhook',
    holdOrderMoveMs?: number,
  ): Promise<WebhookOutcome> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const row = await this.findForEvent(event);
      if (!row) {
        this.logger.warn(
          `${event.courier} ${source} for a consignment this shop did not book (${event.consignmentId ?? '-'} / ${event.invoice ?? '-'}, ${event.rawStatus}): ignored`,
        );
        return 'unknown-consignment';
      }
      if (row.events.some((existing) => existing.key === event.key)) return 'duplicate';
      const newer = !row.lastEventAt || event.at.getTime() >= row.lastEventAt.getTime();
      const moved = nextState(row.state, event.state, newer);
      if (event.state === 'unknown') {
        this.logger.warn(
          `${event.courier} said "${event.rawStatus}" for ${row.consignmentId ?? row.invoice}: not in its documents; kept and flagged for the admin`,
        );
      }
      const record: ShipmentEvent = {
        key: event.key,
        rawStatus: event.rawStatus,
        state: event.state,
        at: event.at,
        receivedAt: new Date(),
        source,
        applied: moved !== null,
        message: event.message,
        payload: event.payload,
      };
      const set: Record<string, unknown> = {};
      if (moved) {
        Object.assign(set, {
          state: moved,
          rawStatus: event.rawStatus,
          lastEventAt: event.at,
          orderMovePending: moved,
          // The caller follows this state on the order itself; the worker takes over if it dies.
          ...(holdOrderMoveMs
            ? { orderMoveClaimedUntil: new Date(Date.now() + holdOrderMoveMs) }
            : {}),
        });
      }
      if (event.state === 'unknown') set.needsAttention = true;
      Object.assign(set, courierAmounts(event));
      // The courier's event confirms a booking whose answer was lost, and names its consignment.
      if (!row.consignmentId && event.consignmentId) {
        Object.assign(set, {
          consignmentId: event.consignmentId,
          trackingCode: event.consignmentId,
        });
      }
      if (row.booking === 'unconfirmed' || row.booking === 'pending') set.booking = 'booked';
      const guard: FilterQuery<Shipment> = {
        _id: row._id,
        state: row.state,
        'events.key': trusted({ $ne: event.key }),
        lastEventAt: row.lastEventAt ?? trusted({ $exists: false }),
      };
      const update: UpdateQuery<Shipment> = {
        $push: { events: { $each: [record], $slice: -MAX_EVENTS } },
        ...(Object.keys(set).length > 0 ? { $set: set } : {}),
      };
      const done = await this.shipments.updateOne(guard, update);
      if (done.modifiedCount === 1) {
        // Written once per event (its key): the alert is too.
        if (event.state === 'unknown') {
          await this.alert(
            row,
            `${COURIER_LABELS[event.courier]} said "${event.rawStatus}", a status not in its documents: check the parcel with ${COURIER_LABELS[event.courier]}`,
          );
        }
        if (moved) this.moveListeners.forEach((listener) => listener());
        return moved ? 'applied' : 'recorded';
      }
      // Someone else changed it meanwhile (or recorded this very event): read again and decide.
    }
    this.logger.error(
      `${event.courier} event ${event.key} not applied after ${MAX_ATTEMPTS} attempts (contention)`,
    );
    return 'recorded';
  }

  /** `GET /api/admin/shipments?orderIds=`: the shipments of these orders (a page of the list). */
  async forOrders(orderIds: readonly string[]): Promise<ShipmentView[]> {
    const rows = await this.shipments
      .find({ orderId: trusted({ $in: orderIds.map((id) => new Types.ObjectId(id)) }) })
      .lean<Row[]>();
    return rows.map((row) => this.view(row));
  }

  /**
   * For the order-moves worker (order-moves.ts): claims one shipment whose new state the order has
   * not followed, for `leaseMs`. Call `completeOrderMove` after the order moved.
   */
  async claimOrderMove(leaseMs = 60_000, now = new Date()): Promise<OrderMove | null> {
    const row = await this.shipments
      .findOneAndUpdate(
        {
          orderMovePending: trusted({ $ne: null }),
          $or: [
            { orderMoveClaimedUntil: trusted({ $exists: false }) },
            { orderMoveClaimedUntil: trusted({ $lt: now }) },
          ],
        },
        { $set: { orderMoveClaimedUntil: new Date(now.getTime() + leaseMs) } },
        {
          new: true,
          projection: {
            orderId: 1,
            courier: 1,
            orderMovePending: 1,
            codAmount: 1,
            invoice: 1,
            consignmentId: 1,
            collectedAmount: 1,
            events: 1,
          },
        },
      )
      .lean();
    if (!row?.orderMovePending) return null;
    const state = row.orderMovePending;
    const setting = [...(row.events ?? [])]
      .reverse()
      .find((event) => event.applied && event.state === state);
    return {
      shipmentId: String(row._id),
      orderId: String(row.orderId),
      courier: row.courier,
      state,
      codAmount: row.codAmount,
      invoice: row.invoice,
      ...(row.consignmentId ? { consignmentId: row.consignmentId } : {}),
      ...(row.collectedAmount !== undefined ? { collectedAmount: row.collectedAmount } : {}),
      ...(setting?.message ? { message: setting.message } : {}),
      ...(setting?.key.startsWith('cancel:') ? { byShop: true } : {}),
    };
  }

  /** `listener` runs (not awaited) each time an event moved a shipment's state. */
  onOrderMove(listener: () => void): void {
    this.moveListeners.push(listener);
  }

  /**
   * Something a person must act on (an undocumented status, a lost or returned parcel, cash that
   * does not add up): the shipment is flagged `needsAttention`, a warning is logged, and the audit
   * log gets an `order.shipment-needs-attention` entry in the courier's name — the Activity page
   * lists them (`GET /api/admin/activity?action=order.shipment-needs-attention` counts them).
   */
  async flagForAdmin(shipmentId: string, note: string): Promise<void> {
    const row = await this.shipments
      .findOneAndUpdate(
        { _id: new Types.ObjectId(shipmentId) },
        { $set: { needsAttention: true } },
        { new: true },
      )
      .lean<Row>();
    if (row) await this.alert(row, note);
  }

  /**
   * A move held by its caller (cancelConsignment's `holdOrderMoveMs`) that the order did not
   * follow: given to the order-moves worker at once, which tells the admin.
   */
  async releaseOrderMove(shipmentId: string): Promise<void> {
    await this.shipments.updateOne(
      { _id: new Types.ObjectId(shipmentId) },
      { $unset: { orderMoveClaimedUntil: 1 } },
    );
    this.moveListeners.forEach((listener) => listener());
  }

  /**
   * The order followed `state`; a newer state that arrived meanwhile stays pending, and the claim
   * is given up so it is taken at once (not when the lease ends).
   */
  async completeOrderMove(shipmentId: string, state: ShipmentState): Promise<void> {
    const _id = new Types.ObjectId(shipmentId);
    const done = await this.shipments.updateOne(
      { _id, orderMovePending: state },
      { $set: { orderMovePending: null }, $unset: { orderMoveClaimedUntil: 1 } },
    );
    if (done.matchedCount === 0) {
      await this.shipments.updateOne({ _id }, { $unset: { orderMoveClaimedUntil: 1 } });
    }
  }

  // ---------------------------------------------------------------------------------------------

  private async alert(row: Row, note: string): Promise<void> {
    this.logger.warn(`Order #${row.invoice} (${row.courier}): ${note}`);
    await this.audit.record({
      action: 'order.shipment-needs-attention',
      actor: { id: COURIER_ACTOR_ID, name: COURIER_LABELS[row.courier], email: 'courier' },
      target: { type: 'order', id: String(row.orderId), label: `#${row.invoice}` },
      changes: [
        {
          field: 'shipment',
          after: `${row.courier} ${row.consignmentId ?? row.invoice} ${row.state}`,
        },
      ],
      note,
    });
  }

  private courier(name: CourierName): Courier {
    const courier = this.couriers.get(name);
    if (!courier) {
      throw new ShipmentNotAllowedError(
        `${COURIER_LABELS[name]} is not set up on this server (no keys): choose another courier`,
        `এই সার্ভারে ${courierLabelBn(name)} চালু নেই: অন্য কুরিয়ার বেছে নিন`,
      );
    }
    return courier;
  }

  private view(row: Row): ShipmentView {
    return toShipmentView(row, this.couriers.get(row.courier)?.simulated ?? false);
  }

  private async find(orderId: string): Promise<Row> {
    const row = await this.shipments.findOne({ orderId: new Types.ObjectId(orderId) }).lean<Row>();
    if (!row) throw new ShipmentNotFoundError(orderId);
    return row;
  }

  private async findForEvent(event: CourierEvent): Promise<Row | null> {
    if (event.consignmentId) {
      const byId = await this.shipments
        .findOne({ courier: event.courier, consignmentId: event.consignmentId })
        .lean<Row>();
      if (byId) return byId;
    }
    if (!event.invoice) return null;
    // A booking whose answer was lost has no consignment id yet: the courier's event names our invoice.
    return this.shipments
      .findOne({
        courier: event.courier,
        invoice: event.invoice,
        consignmentId: trusted({ $exists: false }),
      })
      .lean<Row>();
  }

  /** The order (404 when none) if it may be booked: confirmed by the shop. */
  private async bookableOrder(orderId: string, admin: AuthenticatedUser): Promise<Order> {
    const order = await this.orders.getOrderFor(orderId, { id: admin.id, role: 'admin' });
    if (order.status !== 'confirmed') {
      throw new ShipmentNotAllowedError(
        `Only a confirmed order is booked with a courier; this one is ${order.status}`,
        'শুধু নিশ্চিত করা অর্ডারই কুরিয়ারে বুক করা যায়',
      );
    }
    return order;
  }

  /**
   * Takes the right to book the order's parcel: a new shipment in `pending`, or an earlier attempt
   * that failed, or one whose answer was lost once the courier has had its say. Answers the booked
   * shipment when the courier turns out to have booked it already (found by invoice).
   */
  private async claimBooking(order: Order, courier: Courier): Promise<Row> {
    const now = new Date();
    const fresh = {
      orderId: new Types.ObjectId(order._id),
      courier: courier.name,
      invoice: order.number,
      booking: 'pending' as const,
      bookingAttemptAt: now,
      codAmount: codAmountOf(order),
      state: 'booked' as const,
    };
    try {
      const created = await this.shipments.create(fresh);
      return created.toObject() as unknown as Row;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await this.find(String(order._id));
    const label = COURIER_LABELS[existing.courier];
    if (existing.booking === 'booked' && existing.state === 'cancelled') {
      return this.claimAgain(existing, order, courier, now);
    }
    if (existing.booking === 'booked') {
      throw new ShipmentNotAllowedError(
        `This order is already booked with ${label} (${existing.trackingCode ?? existing.invoice})`,
        `এই অর্ডার আগেই ${courierLabelBn(existing.courier)}-এ বুক করা হয়েছে`,
      );
    }
    const stale = now.getTime() - existing.bookingAttemptAt.getTime() > STALE_BOOKING_MS;
    if (existing.booking === 'pending' && !stale) {
      throw new ShipmentNotAllowedError(
        'A booking of this order is under way: wait a moment and look again',
        'এই অর্ডারের বুকিং চলছে: একটু পরে আবার দেখুন',
      );
    }
    if (existing.booking !== 'failed') {
      // Its answer was lost: the courier may have booked it. Ask it before booking again.
      if (existing.courier !== courier.name) {
        throw new ShipmentNotAllowedError(
          `${label} may have booked this order (its answer was lost): it cannot go to another courier until ${label} says`,
          `${courierLabelBn(existing.courier)} হয়তো অর্ডারটি বুক করেছে: তাদের উত্তর না পাওয়া পর্যন্ত অন্য কুরিয়ারে দেওয়া যাবে না`,
        );
      }
      const found = await this.lookUp(existing, courier, now);
      if (found) return found;
    }
    const taken = await this.shipments
      .findOneAndUpdate(
        {
          _id: existing._id,
          booking: existing.booking,
          bookingAttemptAt: existing.bookingAttemptAt,
        },
        {
          $set: {
            booking: 'pending',
            bookingAttemptAt: now,
            courier: courier.name,
            // The invoice stays: a parcel booked again after a cancellation keeps its `-2`.
            invoice: existing.invoice,
            codAmount: codAmountOf(order),
          },
          $unset: { bookingError: 1 },
        },
        { new: true },
      )
      .lean<Row>();
    if (!taken) {
      throw new ShipmentNotAllowedError(
        'A booking of this order is under way: wait a moment and look again',
        'এই অর্ডারের বুকিং চলছে: একটু পরে আবার দেখুন',
      );
    }
    return taken;
  }

  /**
   * A consignment cancelled before pickup is set aside (`earlier`) and the parcel booked afresh,
   * with this or another courier, under a new invoice (`<number>-2`, `-3`…: couriers keep a
   * merchant's invoices unique). Only once the order has followed the cancellation, so its note is
   * never lost; one update, so two admins booking again at once book once.
   */
  private async claimAgain(existing: Row, order: Order, courier: Courier, now: Date): Promise<Row> {
    const busy = () =>
      new ShipmentNotAllowedError(
        'A booking of this order is under way: wait a moment and look again',
        'এই অর্ডারের বুকিং চলছে: একটু পরে আবার দেখুন',
      );
    if (existing.orderMovePending) throw busy();
    const earlier = existing.earlier ?? [];
    const taken = await this.shipments
      .findOneAndUpdate(
        {
          _id: existing._id,
          booking: 'booked',
          state: 'cancelled',
          orderMovePending: null,
          // Nobody set it aside meanwhile (rows stored before `earlier` existed have none).
          ...(earlier.length === 0
            ? {
                $or: [{ earlier: trusted({ $exists: false }) }, { earlier: trusted({ $size: 0 }) }],
              }
            : { earlier: trusted({ $size: earlier.length }) }),
        },
        {
          $push: {
            earlier: {
              courier: existing.courier,
              invoice: existing.invoice,
              consignmentId: existing.consignmentId,
              cancelledAt: existing.lastEventAt,
              events: existing.events,
            },
          },
          $set: {
            booking: 'pending',
            bookingAttemptAt: now,
            courier: courier.name,
            invoice: `${order.number}-${earlier.length + 2}`,
            codAmount: codAmountOf(order),
            state: 'booked',
            events: [],
            needsAttention: false,
          },
          $unset: {
            consignmentId: 1,
            trackingCode: 1,
            rawStatus: 1,
            lastEventAt: 1,
            bookingError: 1,
            collectedAmount: 1,
            deliveryCharge: 1,
            orderMoveClaimedUntil: 1,
          },
        },
        { new: true },
      )
      .lean<Row>();
    if (!taken) throw busy();
    return taken;
  }

  /** After a lost answer: the consignment the courier booked under our invoice, if any. */
  private async lookUp(row: Row, courier: Courier, now: Date): Promise<Row | null> {
    if (!courier.canLookupByInvoice) {
      const waitUntil = row.bookingAttemptAt.getTime() + UNCONFIRMED_WAIT_MS;
      if (now.getTime() < waitUntil) {
        const minutes = Math.ceil((waitUntil - now.getTime()) / 60_000);
        throw new ShipmentNotAllowedError(
          `${COURIER_LABELS[row.courier]} may have booked this order (its answer was lost) and has no lookup by invoice: wait for its update, or try again in ${minutes} min`,
          `${courierLabelBn(row.courier)} হয়তো অর্ডারটি বুক করেছে (উত্তর হারিয়েছে): তাদের আপডেটের অপেক্ষা করুন, বা ${minutes} মিনিট পরে আবার চেষ্টা করুন`,
        );
      }
      return null;
    }
    const found = await courier.findByInvoice(row.invoice);
    if (!found) return null;
    return this.markBooked(row, courier, found);
  }

  private async createClaimed(
    row: Row,
    courier: Courier,
    request: ConsignmentRequest,
  ): Promise<Row> {
    let consignment: Consignment;
    try {
      consignment = await courier.create(request);
    } catch (error) {
      return this.bookingFailed(row, courier, error);
    }
    return this.markBooked(row, courier, consignment);
  }

  private async createChunk(
    chunk: Array<{ order: Order; row: Row }>,
    courier: Courier,
    admin: AuthenticatedUser,
    results: Map<string, BulkBookingResult>,
  ): Promise<void> {
    if (chunk.length === 0) return;
    let answers;
    try {
      answers = await courier.createBulk(
        chunk.map(({ order, row }) => consignmentFor(order, row.invoice)),
      );
    } catch (error) {
      for (const { order, row } of chunk) {
        const id = String(order._id);
        await this.bookingFailed(row, courier, error, false).catch((failed: unknown) =>
          results.set(id, failure(id, failed)),
        );
      }
      return;
    }
    for (const [index, answer] of answers.entries()) {
      const { order, row } = chunk[index];
      const id = String(order._id);
      if (answer.ok) {
        const booked = await this.markBooked(row, courier, answer.consignment);
        await this.recordBooked(order, booked, admin);
        results.set(id, { orderId: id, ok: true, shipment: this.view(booked) });
      } else {
        await this.bookingFailed(
          row,
          courier,
          new CourierRejectedError(courier.name, answer.message),
        ).catch((failed: unknown) => results.set(id, failure(id, failed)));
      }
    }
  }

  /**
   * The courier refused (failed: safe to try again) or its answer was lost (unconfirmed: looked up
   * by invoice before any new attempt; once right away where the courier has the lookup).
   */
  private async bookingFailed(
    row: Row,
    courier: Courier,
    error: unknown,
    lookUpNow = true,
  ): Promise<Row> {
    if (error instanceof CourierRejectedError) {
      await this.shipments.updateOne(
        { _id: row._id, booking: 'pending' },
        { $set: { booking: 'failed', bookingError: error.message } },
      );
      throw error;
    }
    await this.shipments.updateOne(
      { _id: row._id, booking: 'pending' },
      { $set: { booking: 'unconfirmed' } },
    );
    if (error instanceof CourierUnavailableError) {
      this.logger.warn(
        `${courier.name} booking of ${row.invoice}: answer lost (${error.detail}); looked up by invoice before any new attempt`,
      );
      if (lookUpNow && courier.canLookupByInvoice) {
        const found = await courier.findByInvoice(row.invoice).catch(() => null);
        if (found) return this.markBooked({ ...row, booking: 'unconfirmed' }, courier, found);
      }
      throw error;
    }
    // Not a courier answer at all (a bug): the request may have gone out, so it stays unconfirmed.
    throw new CourierUnavailableError(courier.name, String(error));
  }

  private async markBooked(row: Row, courier: Courier, consignment: Consignment): Promise<Row> {
    const state = courier.mapStatus(consignment.rawStatus);
    const booked = await this.shipments
      .findOneAndUpdate(
        { _id: row._id, booking: trusted({ $in: ['pending', 'unconfirmed'] }) },
        {
          $set: {
            booking: 'booked',
            ...(consignment.consignmentId
              ? {
                  consignmentId: consignment.consignmentId,
                  trackingCode: consignment.trackingCode ?? consignment.consignmentId,
                }
              : {}),
            rawStatus: consignment.rawStatus,
            state: state && state !== 'unknown' ? state : 'booked',
            orderMovePending: state && state !== 'unknown' && state !== 'booked' ? state : null,
          },
          $unset: { bookingError: 1 },
          $push: {
            events: {
              key: `booking:${consignment.consignmentId ?? consignment.invoice}`,
              rawStatus: consignment.rawStatus,
              state,
              at: new Date(),
              receivedAt: new Date(),
              source: 'booking',
              applied: true,
            },
          },
        },
        { new: true },
      )
      .lean<Row>();
    // A webhook confirmed it first: that shipment is the answer.
    return booked ?? this.find(String(row.orderId));
  }

  private async recordBooked(order: Order, row: Row, admin: AuthenticatedUser): Promise<void> {
    await this.audit.record({
      action: 'order.shipment-booked',
      actor: admin,
      target: { type: 'order', id: String(order._id), label: `#${order.number} · ${order.name}` },
      changes: [{ field: 'shipment', after: `${row.courier} ${row.trackingCode ?? row.invoice}` }],
    });
  }
}

/** The order as the courier's consignment. */
export function consignmentFor(order: Order, invoice = order.number): ConsignmentRequest {
  return {
    invoice,
    recipientName: order.name,
    recipientPhone: nationalPhone(order.phone),
    recipientAddress: order.address,
    district: order.district,
    codAmount: codAmountOf(order),
    declaredValue: order.total,
    weightKg: parcelWeightKg(order),
    itemDescription: order.lines
      .map((line) => `${line.quantity} × ${line.name}`)
      .join(', ')
      .slice(0, 200),
  };
}

/**
 * The parcel's declared weight: the one the order was charged delivery for (every line's weight ×
 * its quantity; a product without its own weight counts at its category's default), so the courier
 * is told what the customer paid for. DEFAULT_PARCEL_WEIGHT_KG only for an order without one.
 */
export function parcelWeightKg(order: Pick<Order, 'delivery'>): number {
  const grams = order.delivery?.weightGrams;
  return typeof grams === 'number' && grams > 0 ? grams / 1000 : DEFAULT_PARCEL_WEIGHT_KG;
}

/**
 * A cash-on-delivery order not paid yet: the rider collects its total, less the delivery charge
 * the customer paid in advance by bKash (`cashToCollect` of @shop/rules). Anything else: nothing.
 */
export function codAmountOf(
  order: Pick<Order, 'paymentMethod' | 'payment' | 'total' | 'deliveryAdvance'>,
): number {
  return cashToCollect(order);
}

/** 01XXXXXXXXX from +8801…, 8801… or 01… (what the couriers ask: 11 digits). */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('880') && digits.length === 13 ? digits.slice(2) : digits;
}

/**
 * The money a courier's event names, in whole taka: what the rider collected (only a delivery says
 * that: Steadfast's `cod_amount`, Pathao's `collected_amount`) and the courier's charge (Steadfast
 * `delivery_charge`, Pathao `delivery_fee`). RedX's webhook names neither.
 */
export function courierAmounts(event: Pick<CourierEvent, 'courier' | 'state' | 'payload'>): {
  collectedAmount?: number;
  deliveryCharge?: number;
} {
  const delivery = event.state === 'delivered' || event.state === 'partially_delivered';
  const fields: Record<CourierName, { collected?: string; charge?: string }> = {
    steadfast: { collected: 'cod_amount', charge: 'delivery_charge' },
    pathao: { collected: 'collected_amount', charge: 'delivery_fee' },
    redx: {},
  };
  const { collected, charge } = fields[event.courier];
  const collectedAmount = delivery && collected ? taka(event.payload[collected]) : undefined;
  const deliveryCharge = charge ? taka(event.payload[charge]) : undefined;
  return {
    ...(collectedAmount !== undefined ? { collectedAmount } : {}),
    ...(deliveryCharge !== undefined ? { deliveryCharge } : {}),
  };
}

/** A courier's amount (a number, or a number as text such as "1500.00") in whole taka. */
function taka(value: unknown): number | undefined {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : undefined;
}

/** An operator the code builds itself (never from a request): exempt from sanitizeFilter. */
const trusted = <T>(operator: T): T => mongoose.trusted(operator) as T;

function failure(orderId: string, error: unknown): BulkBookingResult {
  if (
    error instanceof Error &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string'
  ) {
    const messageBn = error instanceof AppError ? error.extra?.messageBn : undefined;
    return {
      orderId,
      ok: false,
      code: (error as { code: string }).code,
      message: error.message,
      ...(typeof messageBn === 'string' ? { messageBn } : {}),
    };
  }
  throw error;
}
