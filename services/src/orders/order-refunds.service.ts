import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { notificationEntry } from '../notifications';
import { OrderNotFoundError } from '../common';
import {
  PaymentProviders,
  type ProviderRefund,
  type ProviderRefundReport,
} from '../payment-providers';
import type { OrderRow } from './order-answer';
import { LineInReturnError, OrderNotRefundableError } from './order-errors';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderQueriesService } from './order-queries.service';
import { actorFields, type ChangeBy, changeByOf, type OrderActorRef, trusted } from './order-records';
import { byHand, planRefund, unitsInOpenReturns } from './order-refund-plan';
import { lineIndexOf, lineKey } from './order-lines';
import { OrderStockService, refOf } from './order-stock.service';
import { Order, type OrderRefundRecord } from './schemas/order.schema';

const SYSTEM = { role: 'system' } as const;

/**
 * Refunds: an admin's refund of a whole order or some of its lines, the refund a cancel of a
 * card-paid order (or a payment that arrived for a cancelled one) starts, and the provider's
 * reports of refunds made in its dashboard. A refund is recorded on the order first (payment
 * `refund_pending`, one conditional update — so only one refund is ever in flight and concurrent
 * clicks make one), then asked of the provider with the refund's idempotency key, then settled
 * (`refunded` / `partially_refunded`) and, for lines of an order that was not cancelled, their
 * units given back exactly once. A crash anywhere is finished by recovery (`finishInterrupted`).
 */
@Injectable()
export class OrderRefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly providers: PaymentProviders,
    private readonly lifecycle: OrderLifecycleService,
    private readonly queries: OrderQueriesService,
    private readonly stock: OrderStockService,
  ) {}

  /**
   * POST /orders/:id/refunds (admin): refunds these lines (all that is left when none are named)
   * through the provider that took the money, or records cash handed back for a cash-on-delivery
   * order. Their units go back to stock once. 409 ORDER_NOT_REFUNDABLE when nothing (more) can be.
   */
  async refund(
    orderId: string,
    request: {
      lines?: ReadonlyArray<{ partId: string; sku?: string | null; quantity: number }>;
      reason?: string;
    },
    admin: OrderActorRef,
    forReturn?: { row: OrderRow; index: number },
  ): Promise<OrderRow> {
    const row = forReturn?.row ?? (await this.queries.findVisible(orderId));
    if (!row) throw new OrderNotFoundError();
    const now = new Date();
    const by = changeByOf(admin);
    const lines =
      request.lines && request.lines.length > 0
        ? request.lines
        : row.lines.flatMap((line) => {
            const left = line.quantity - (line.refundedQuantity ?? 0);
            return left > 0
              ? [{ partId: line.partId.toHexString(), sku: line.sku, quantity: left }]
              : [];
          });
    if (row.payment.status === 'unpaid') throw new OrderNotRefundableError('This order was not paid');
    if (row.payment.status === 'refund_pending')
      throw new OrderNotRefundableError('A refund of this order is already in progress');
    if (lines.length === 0 || row.payment.status === 'refunded')
      throw new OrderNotRefundableError('This order is already refunded');
    // Units on their way back through a return are refunded by that return, never directly: a direct
    // refund would give them back to stock a second time and leave the return unrefundable.
    if (!forReturn) refuseLinesInReturns(row, request.lines && request.lines.length > 0 ? lines : undefined);
    const plan = planRefund(row, lines, { by, reason: request.reason, now });
    const cash = byHand(plan.record.provider);
    const returned = forReturn ? row.returns?.[forReturn.index] : undefined;
    const base: OrderRefundRecord = returned
      ? // A return's units went back to stock when it was received (or not at all: damaged).
        { ...plan.record, stockReturned: true, returnId: returned._id }
      : plan.record;
    const record: OrderRefundRecord = cash ? { ...base, status: 'succeeded', refundedAt: now } : base;
    const returnChanges = returned
      ? returnRefundChanges(forReturn!.index, returned._id, record, by, now, cash)
      : undefined;
    const outcome = await this.lifecycle.transition(row, cash ? 'refund_cash' : 'refund', by, {
      now,
      note: `refund of ৳${record.amountTaka}${request.reason ? `: ${request.reason}` : ''}`.slice(0, 200),
      facts: { refundsAll: plan.refundsAll },
      // Never two refunds from the same state: what was refunded is part of the condition. A direct
      // refund also moves the returns' version, as a return request does: a request racing it for the
      // same units makes one of the two match nothing.
      filter: {
        'payment.refundedTaka': row.payment.refundedTaka ?? 0,
        ...(returnChanges?.filter ?? { returnsVersion: row.returnsVersion ?? trusted({ $exists: false }) }),
      },
      push: { 'payment.refunds': record, ...returnChanges?.push },
      inc: {
        ...plan.lineIncs,
        ...(cash ? { 'payment.refundedTaka': record.amountTaka } : {}),
        ...(returnChanges ? {} : { returnsVersion: 1 }),
      },
      set: { ...(cash ? { 'payment.refundedAt': now } : {}), ...returnChanges?.set },
      message: cash ? { amount: record.amountTaka, seq: record._id.toHexString() } : undefined,
    });
    if (!outcome.ok) {
      throw new OrderNotRefundableError(
        outcome.reason === 'changed'
          ? 'This order was changed meanwhile (another refund?); reload it and try again'
          : 'This order cannot be refunded',
      );
    }
    if (cash) {
      await this.giveBackRefundedLines(outcome.row, record);
      return this.reread(outcome.row);
    }
    return this.carryOut(outcome.row, record._id.toHexString());
  }

  /**
   * Carries out the order's refund in flight with the provider (idempotent: its key makes a
   * retried call answer the same refund), then settles it. Answers the order as it is afterwards;
   * when the provider cannot be reached the refund stays pending for recovery.
   */
  async carryOut(row: OrderRow, refundId: string): Promise<OrderRow> {
    const refund = row.payment.refunds?.find((candidate) => candidate._id.toHexString() === refundId);
    if (!refund || refund.status !== 'pending') return row;
    const intentId = row.payment.intentId ?? row.payment.transactionId;
    // Back through the provider that took the money (the card processor, bKash).
    const provider = this.providers.refunderOf(refund.provider);
    if (!intentId || !provider) {
      this.logger.error(
        `Order ${String(row._id)}: refund ${refundId} of ${refund.amountCents ?? 0} cents needs ${refund.provider}, which this server does not have: refund it by hand`,
      );
      return row;
    }
    let answer: ProviderRefund;
    try {
      answer = await provider.refund({
        intentId,
        ...(row.payment.transactionId ? { transactionId: row.payment.transactionId } : {}),
        amountCents: refund.amountCents ?? 0,
        idempotencyKey: refund.idempotencyKey,
        orderId: row._id.toHexString(),
      });
    } catch (error) {
      this.logger.warn(
        `Order ${String(row._id)}: refund ${refundId} not made yet (${error instanceof Error ? error.message : String(error)}); retried by recovery`,
      );
      return row;
    }
    return this.settle(row, refund, answer);
  }

  /** Records what the provider answered about a refund in flight: succeeded, failed, or still pending. */
  private async settle(
    row: OrderRow,
    refund: OrderRefundRecord,
    answer: ProviderRefund,
  ): Promise<OrderRow> {
    const now = new Date();
    const at = { 'payment.refunds._id': refund._id, 'payment.refunds.status': 'pending' };
    if (answer.status === 'pending') {
      await this.orders
        .updateOne(at, { $set: { 'payment.refunds.$.providerRefundId': answer.id } })
        .exec();
      return this.reread(row);
    }
    if (answer.status === 'failed') {
      const undoLines = Object.fromEntries(
        refund.lines.flatMap((line) => {
          const index = row.lines.findIndex((candidate) => lineKey(candidate) === lineKey(line));
          // A return's refund counted its lines as refunded although its stock is already settled
          // (received): refused, they are counted back so that the return can be refunded again.
          return (!refund.stockReturned || refund.returnId) && index >= 0
            ? [[`lines.${index}.refundedQuantity`, -line.quantity] as const]
            : [];
        }),
      );
      const failed = await this.lifecycle.transition(row, 'refund_failed', SYSTEM, {
        now,
        note: `refund failed: ${answer.failureMessage ?? 'refused by the provider'}`.slice(0, 200),
        filter: at,
        set: {
          'payment.refunds.$.status': 'failed',
          'payment.refunds.$.failure': answer.failureMessage ?? 'refused by the provider',
          'payment.refunds.$.stockReturned': true,
        },
        inc: undoLines,
      });
      this.logger.error(
        `Order ${String(row._id)}: the provider refused refund ${refund._id.toHexString()}: ${answer.failureMessage ?? 'no reason given'}`,
      );
      return failed.ok ? failed.row : this.reread(row);
    }
    const refundedTaka = (row.payment.refundedTaka ?? 0) + refund.amountTaka;
    const returnIndex = refund.returnId
      ? (row.returns ?? []).findIndex((candidate) => candidate._id.equals(refund.returnId!))
      : -1;
    const returnChanges =
      returnIndex >= 0
        ? returnRefundChanges(returnIndex, refund.returnId!, { ...refund, refundedAt: now }, SYSTEM, now, true)
        : undefined;
    const settled = await this.lifecycle.transition(row, 'refund_succeeded', SYSTEM, {
      now,
      note: `refunded ৳${refund.amountTaka} (${refund.provider} ${answer.id})`,
      facts: { refundsAll: refundedTaka >= row.total },
      filter: at,
      set: {
        'payment.refunds.$.status': 'succeeded',
        'payment.refunds.$.providerRefundId': answer.id,
        'payment.refunds.$.refundedAt': now,
        'payment.refundedAt': now,
        ...returnChanges?.set,
      },
      ...(returnChanges ? { push: returnChanges.push } : {}),
      inc: { 'payment.refundedTaka': refund.amountTaka, 'payment.refundedCents': refund.amountCents ?? 0 },
      message: { amount: refund.amountTaka, seq: refund._id.toHexString() },
    });
    if (!settled.ok) return this.reread(row);
    this.logger.log(
      `Order ${String(row._id)}: refunded ৳${refund.amountTaka} (${answer.amountCents} cents, ${refund.provider} ${answer.id})`,
    );
    await this.giveBackRefundedLines(settled.row, refund);
    return this.reread(settled.row);
  }

  /**
   * The units of a refund's lines back in stock, each exactly once: the part records the refund's id
   * with the units (a no-op when already recorded), the order notes the refund `stockReturned`, the
   * parts forget the records.
   */
  private async giveBackRefundedLines(row: OrderRow, refund: OrderRefundRecord): Promise<void> {
    if (refund.stockReturned) return;
    for (const line of refund.lines)
      await this.stock.returnUnits(row._id, refOf(line), refund._id, line.quantity);
    await this.orders
      .updateOne(
        { _id: row._id, 'payment.refunds._id': refund._id },
        { $set: { 'payment.refunds.$.stockReturned': true } },
      )
      .exec();
    for (const line of refund.lines) await this.stock.forgetReturn(refOf(line), refund._id);
  }

  /**
   * Recovery: refunds still pending since before `cutoff` are asked of the provider again (same
   * idempotency key), and succeeded refunds whose units were not given back yet give them back.
   * Answers how many it carried on.
   */
  async finishInterrupted(cutoff: Date): Promise<number> {
    const rows = await this.orders
      .find({
        updatedAt: trusted({ $lt: cutoff }),
        $or: [
          { 'payment.status': 'refund_pending' },
          { 'payment.refunds': trusted({ $elemMatch: { status: 'succeeded', stockReturned: false } }) },
        ],
      })
      .limit(200)
      .lean<OrderRow[]>()
      .exec();
    let carried = 0;
    for (const row of rows) {
      for (const refund of row.payment.refunds ?? []) {
        if (refund.status === 'pending') {
          await this.carryOut(row, refund._id.toHexString());
          carried += 1;
        } else if (refund.status === 'succeeded' && !refund.stockReturned) {
          await this.giveBackRefundedLines(row, refund);
          carried += 1;
        }
      }
    }
    return carried;
  }

  /** After a transition that started a refund (a cancel, a late payment): carry it out now. */
  async carryOutPending(row: OrderRow): Promise<OrderRow> {
    const pending = row.payment.refunds?.find((refund) => refund.status === 'pending');
    return pending ? this.carryOut(row, pending._id.toHexString()) : row;
  }

  /**
   * A provider's report of a payment's refunds (Stripe `charge.refunded`, `refund.updated`):
   * refunds the shop started are settled; money refunded in the provider's dashboard that the shop
   * does not know of is recorded (payment `partially_refunded` or `refunded`). Answers what it did.
   */
  async reconcile(report: ProviderRefundReport): Promise<string> {
    let row = await this.orders
      .findOne({ 'payment.intentId': report.intentId })
      .lean<OrderRow>()
      .exec();
    if (!row) return 'ignored: no order of this payment';
    for (const answer of report.refunds) {
      const ours = row.payment.refunds?.find((refund) => refund.providerRefundId === answer.id);
      if (ours && ours.status === 'pending' && answer.status !== 'pending') row = await this.settle(row, ours, answer);
    }
    const known = (row.payment.refunds ?? [])
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + (refund.amountCents ?? 0), 0);
    const reported = report.amountRefundedCents ?? 0;
    if (reported <= known || row.payment.status === 'refund_pending') return 'reconciled';
    const charged = row.payment.amountCents ?? 0;
    const extraCents = Math.min(reported, charged) - known;
    if (extraCents <= 0) return 'reconciled';
    const refundsAll = reported >= charged;
    const kept = row.total - (row.payment.refundedTaka ?? 0);
    const amountTaka = refundsAll ? kept : Math.min(kept, Math.floor((extraCents * row.total) / Math.max(charged, 1)));
    const now = new Date();
    const plan = planRefund(row, 'all', { by: SYSTEM, reason: "refunded in the provider's dashboard", now });
    const record: OrderRefundRecord = {
      ...plan.record,
      status: 'succeeded',
      amountTaka,
      amountCents: extraCents,
      lines: [],
      stockReturned: true,
      refundedAt: now,
    };
    const outcome = await this.lifecycle.transition(row, 'refund_recorded', SYSTEM, {
      now,
      note: `refunded ৳${amountTaka} in the provider's dashboard`,
      facts: { refundsAll },
      filter: { 'payment.refundedTaka': row.payment.refundedTaka ?? 0 },
      push: { 'payment.refunds': record },
      inc: { 'payment.refundedTaka': amountTaka, 'payment.refundedCents': extraCents },
      set: { 'payment.refundedAt': now },
      message: { amount: amountTaka, seq: record._id.toHexString() },
    });
    return outcome.ok ? `recorded a refund of ${extraCents} cents made outside the shop` : 'reconciled';
  }

  private async reread(row: OrderRow): Promise<OrderRow> {
    return (await this.orders.findById(row._id).lean<OrderRow>().exec()) ?? row;
  }
}

/**
 * 409 LINE_IN_RETURN when a direct refund would take units that sit in an open return (requested,
 * approved, received): the named lines beyond what is outside returns, or — when no lines are named
 * ("everything left") — any line with units in an open return.
 */
function refuseLinesInReturns(
  row: OrderRow,
  named: ReadonlyArray<{ partId: string; sku?: string | null; quantity: number }> | undefined,
): void {
  for (const [index, line] of row.lines.entries()) {
    const inReturns = unitsInOpenReturns(row, index);
    if (inReturns === 0) continue;
    const asked = named
      ? named
          .filter((wanted) => lineIndexOf(row.lines, wanted) === index)
          .reduce((sum, wanted) => sum + wanted.quantity, 0)
      : line.quantity - (line.refundedQuantity ?? 0);
    if (asked > line.quantity - (line.refundedQuantity ?? 0) - inReturns) throw new LineInReturnError(line.name);
  }
}

/**
 * What a return's refund writes in the refund's own update: the return's refund id, and — once the
 * money is back (cash at once, a card refund when the provider confirms it) — its state `refunded`,
 * its step and the customer's `return_refunded` message (instead of the plain `refunded` one).
 */
function returnRefundChanges(
  index: number,
  returnId: Types.ObjectId,
  record: OrderRefundRecord,
  by: ChangeBy,
  now: Date,
  settled: boolean,
): { filter: Record<string, unknown>; set: Record<string, unknown>; push: Record<string, unknown> } {
  const at = `returns.${index}`;
  const filter = { [`${at}._id`]: returnId, [`${at}.state`]: 'received' };
  const set: Record<string, unknown> = { [`${at}.refundId`]: record._id };
  if (!settled) return { filter, set, push: {} };
  return {
    filter,
    set: {
      ...set,
      [`${at}.state`]: 'refunded',
      [`${at}.refundedTaka`]: record.amountTaka,
      [`${at}.refundedAt`]: now,
    },
    push: {
      [`${at}.steps`]: { state: 'refunded', at: now, ...actorFields(by) },
      notifications: notificationEntry(
        'return_refunded',
        { amount: record.amountTaka, seq: returnId.toHexString() },
        now,
      ),
    },
  };
}
