import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderNotFoundError } from '../common';
import { type NotificationLanguage, notificationEntry } from '../notifications';
import type { OrderRow } from './order-answer';
import {
  OrderLifecycleService,
  type TransitionChanges,
  type TransitionOutcome,
  unreturnedLines,
} from './order-lifecycle.service';
import { OrderQueriesService } from './order-queries.service';
import { type ChangeBy, historyEntry, trusted } from './order-records';
import { OrderStockService } from './order-stock.service';
import { Order } from './schemas/order.schema';

/** The note and cancel reason of an unpaid order whose parcel the courier brought back. */
export const RETURNED_BY_COURIER = 'returned by the courier';

/** RETURNED_BY_COURIER as the customer's message says it, in their language. */
const RETURNED_REASON: Record<NotificationLanguage, string> = {
  en: RETURNED_BY_COURIER,
  bn: 'কুরিয়ার পার্সেলটি ফেরত এনেছে',
};

/**
 * What a courier's news asks of an order (the couriers module decides which, from the shipment's
 * state): `ship` (picked up), `out_for_delivery` (the customer's message), `deliver`,
 * `collect_cash` (the rider collected a cash-on-delivery order's total), `returned` (an unpaid
 * order is cancelled and its stock given back), `note` (a history entry for the admin: lost,
 * cancelled by the courier, partly delivered…).
 */
export type CourierStep =
  | { kind: 'ship' }
  | { kind: 'out_for_delivery' }
  | { kind: 'deliver'; note?: string }
  | { kind: 'collect_cash'; amount: number; transactionId: string }
  | { kind: 'returned' }
  | { kind: 'note'; note: string };

export interface CourierStepRequest {
  orderId: string;
  /** Unique per shipment and step (`<shipment id>:<step>`): the same key never changes an order twice. */
  key: string;
  /** The courier as people name it (history notes say who). */
  courier: string;
  step: CourierStep;
}

/**
 * `applied`: the order changed now. `done-before`: this key changed it earlier. `unchanged`: the
 * order is not where this step applies (already past it: a step never moves an order back).
 * `refused`: the order's state does not allow it (e.g. a paid order's parcel came back: no money
 * moves without the admin) — the caller tells the admin.
 */
export type CourierStepOutcome = 'applied' | 'done-before' | 'unchanged' | 'refused';

const SHOP: ChangeBy = { role: 'system' };

/**
 * The order following its parcel. Each step is one conditional update through the state machine
 * (the shop itself, `system`, as actor) that also records the step's key in `shipmentMoves`: a step
 * carried out twice — a courier's event replayed, a worker that died before it marked the step done
 * — changes the order once, and the machine's rows only move an order forward.
 */
@Injectable()
export class OrderCourierStepsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly queries: OrderQueriesService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly stock: OrderStockService,
  ) {}

  async apply(request: CourierStepRequest): Promise<CourierStepOutcome> {
    // Three reads at most: a concurrent change (an admin, a payment) is read and decided again.
    for (let round = 0; round < 3; round++) {
      const row = await this.queries.findVisible(request.orderId);
      if (!row) throw new OrderNotFoundError();
      if (row.shipmentMoves?.includes(request.key)) return 'done-before';
      const outcome = await this.once(row, request);
      if (outcome !== 'changed') return outcome;
    }
    // The caller (the order-moves worker) leaves the move to be claimed again later.
    throw new Error(`order ${request.orderId} kept changing while following its parcel`);
  }

  private async once(
    row: OrderRow,
    { key, courier, step }: CourierStepRequest,
  ): Promise<CourierStepOutcome | 'changed'> {
    const now = new Date();
    const keyed = {
      filter: { shipmentMoves: trusted({ $ne: key }) },
      push: { shipmentMoves: key },
      now,
    } satisfies TransitionChanges;
    switch (step.kind) {
      case 'ship':
        if (row.status !== 'confirmed') return 'unchanged';
        return outcomeOf(
          await this.lifecycle.transition(row, 'ship', SHOP, {
            ...keyed,
            note: `${courier} picked the parcel up`,
          }),
        );
      case 'deliver':
        if (row.status !== 'shipped') return 'unchanged';
        return outcomeOf(
          await this.lifecycle.transition(row, 'deliver', SHOP, {
            ...keyed,
            note: step.note ?? `${courier} delivered the parcel`,
            // The return window (README.md "Returns") starts at delivery.
            set: {
              returnableUntil: new Date(now.getTime() + this.lifecycle.returnDays * 86_400_000),
            },
          }),
        );
      case 'collect_cash':
        if (row.status !== 'delivered' || row.payment.status !== 'unpaid') return 'unchanged';
        return outcomeOf(
          await this.lifecycle.transition(row, 'collect_cash', SHOP, {
            ...keyed,
            note: `paid (cash): ৳${step.amount.toLocaleString('en-IN')} collected by ${courier}`,
            set: {
              'payment.transactionId': step.transactionId,
              'payment.paidAt': now,
              'payment.provider': 'cash',
            },
            message: { amount: step.amount },
          }),
        );
      case 'returned': {
        if (row.status !== 'confirmed' && row.status !== 'shipped') return 'unchanged';
        const outcome = await this.lifecycle.transition(row, 'cancel', SHOP, {
          ...keyed,
          note: `${courier}: ${RETURNED_BY_COURIER}`,
          set: { ...unreturnedLines(row), cancelReason: RETURNED_BY_COURIER },
          message: { reason: RETURNED_REASON[row.language ?? 'en'] },
        });
        // Only the update that cancelled gives the stock back (at most once, recovery finishes it).
        if (outcome.ok) await this.stock.giveBack(outcome.row);
        return outcomeOf(outcome);
      }
      case 'out_for_delivery':
        if (row.status !== 'shipped') return 'unchanged';
        return this.record(row, key, {
          history: historyEntry('shipped', SHOP, `${courier}: out for delivery`, now),
          notifications: notificationEntry('out_for_delivery', {}, now),
        });
      case 'note':
        return this.record(row, key, {
          history: historyEntry(row.status, SHOP, step.note, now),
        });
    }
  }

  /** An event without a change of state: a history entry (and a message), keyed like the rest. */
  private async record(
    row: OrderRow,
    key: string,
    push: Record<string, unknown>,
  ): Promise<CourierStepOutcome | 'changed'> {
    const done = await this.orders
      .updateOne(
        { _id: row._id, status: row.status, shipmentMoves: trusted({ $ne: key }) },
        { $push: { ...push, shipmentMoves: key } },
      )
      .exec();
    return done.modifiedCount === 1 ? 'applied' : 'changed';
  }
}

function outcomeOf(outcome: TransitionOutcome): CourierStepOutcome | 'changed' {
  if (outcome.ok) return 'applied';
  return outcome.reason === 'refused' ? 'refused' : 'changed';
}
