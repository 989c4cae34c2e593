import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { orderNumber } from '@shop/rules';
import type { Model } from 'mongoose';
import { OrderNotFoundError, toObjectId } from '../common';
import { PaymentProviders } from '../payment-providers';
import type { OrderRow } from './order-answer';
import { DeliveryAdvanceNotPayableError } from './order-errors';
import { OrderQueriesService } from './order-queries.service';
import { type OrderActorRef, trusted } from './order-records';
import { Order } from './schemas/order.schema';

/** Orders whose delivery charge may be asked, and paid, in advance: not shipped yet. */
const WAITING = ['placed', 'confirmed'];

/** What bKash is asked for when the customer pays the ask. */
export interface DeliveryAdvanceToPay {
  orderId: string;
  number: string;
  phone: string;
  amount: number;
  /** The bKash payment started before for this ask, if any (reused while open). */
  paymentID?: string;
}

export type AdvancePaidOutcome = 'paid' | 'already-paid' | 'not-ours';

/**
 * The delivery charge of a risky cash-on-delivery order asked in advance (services/src/risk/README.md):
 * the ask on the order (`deliveryAdvance`), the customer's bKash payment of exactly that amount
 * recorded once, the ask withdrawn, and the advance given back when the order is cancelled before
 * it leaves. The order's own payment state (its whole total) is never touched: the rider collects
 * the total less the advance (`cashToCollect` of @shop/rules). Every write is one conditional
 * update of the order.
 */
@Injectable()
export class OrderAdvanceService {
  private readonly logger = new Logger('DeliveryAdvance');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly queries: OrderQueriesService,
    private readonly providers: PaymentProviders,
  ) {}

  /**
   * Records the ask (the order's delivery charge, decided here from the stored order) on an unpaid
   * cash order not shipped yet; asking again leaves the first ask. False when the order cannot be asked.
   */
  async ask(orderId: string, now = new Date()): Promise<boolean> {
    const row = await this.queries.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    if (row.deliveryAdvance) return true;
    if (!askable(row)) return false;
    const result = await this.orders
      .updateOne(
        {
          _id: row._id,
          paymentMethod: 'cod',
          'payment.status': 'unpaid',
          status: trusted({ $in: WAITING }),
          deliveryAdvance: trusted({ $exists: false }),
        },
        {
          $set: { deliveryAdvance: { state: 'asked', amount: row.deliveryFee, requestedAt: now } },
        },
      )
      .exec();
    if (result.modifiedCount === 1) return true;
    return Boolean((await this.queries.findVisible(orderId))?.deliveryAdvance);
  }

  /** Withdraws an unpaid ask (the admin confirms without it). False when there is none unpaid. */
  async withdraw(orderId: string): Promise<{ amount: number } | null> {
    const id = toObjectId(orderId);
    if (!id) throw new OrderNotFoundError();
    const before = await this.orders
      .findOneAndUpdate(
        { _id: id, 'deliveryAdvance.state': 'asked' },
        { $unset: { deliveryAdvance: 1 } },
      )
      .lean<OrderRow>()
      .exec();
    return before?.deliveryAdvance ? { amount: before.deliveryAdvance.amount } : null;
  }

  /**
   * The caller's own order's unpaid ask, for bKash: 404 for another's order, 409 (with why) when
   * there is no ask, it is paid, or the order can no longer pay it.
   */
  async toPay(orderId: string, user: OrderActorRef): Promise<DeliveryAdvanceToPay> {
    const row = await this.queries.findVisible(orderId);
    if (!row || row.userId.toHexString() !== user.id.toLowerCase()) throw new OrderNotFoundError();
    const advance = row.deliveryAdvance;
    if (!advance) throw new DeliveryAdvanceNotPayableError('notAsked');
    if (advance.state === 'paid') throw new DeliveryAdvanceNotPayableError('alreadyPaid');
    if (!askable(row)) throw new DeliveryAdvanceNotPayableError('notPayable');
    return {
      orderId: row._id.toHexString(),
      number: row.number ?? orderNumber(row._id.toHexString()),
      phone: row.phone,
      amount: advance.amount,
      ...(advance.paymentID ? { paymentID: advance.paymentID } : {}),
    };
  }

  /** The bKash payment started for the unpaid ask (the callback records only this one). */
  async attachPayment(orderId: string, paymentID: string, amount: number): Promise<boolean> {
    const id = toObjectId(orderId);
    if (!id) return false;
    const result = await this.orders
      .updateOne(
        { _id: id, 'deliveryAdvance.state': 'asked', 'deliveryAdvance.amount': amount },
        { $set: { 'deliveryAdvance.paymentID': paymentID } },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /**
   * bKash completed the ask's payment: recorded once (a repeated callback matches nothing and is
   * `already-paid`). A payment for an order cancelled before it left is given back at once.
   * `not-ours`: the ask is gone (withdrawn) or paid by another payment — the caller gives it back.
   */
  async recordPaid(
    orderId: string,
    paid: { paymentID: string; trxId: string; amount: number; paidAt: Date },
  ): Promise<{ outcome: AdvancePaidOutcome; row: OrderRow | null }> {
    const id = toObjectId(orderId);
    if (!id) return { outcome: 'not-ours', row: null };
    const row = await this.orders
      .findOneAndUpdate(
        {
          _id: id,
          'deliveryAdvance.paymentID': paid.paymentID,
          'deliveryAdvance.amount': paid.amount,
          'deliveryAdvance.paid': trusted({ $exists: false }),
        },
        { $set: { 'deliveryAdvance.state': 'paid', 'deliveryAdvance.paid': paid } },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (row) {
      this.logger.log(
        `Order ${orderId}: delivery charge ৳${paid.amount} paid in advance (bKash ${paid.trxId})`,
      );
      return { outcome: 'paid', row: await this.refundIfOwed(row) };
    }
    const current = await this.queries.findVisible(orderId);
    if (current?.deliveryAdvance?.paid?.paymentID === paid.paymentID) {
      return { outcome: 'already-paid', row: current };
    }
    return { outcome: 'not-ours', row: current };
  }

  /**
   * An order cancelled before it left, with its advance paid: the advance goes back through bKash
   * once (the refund recorded first with its key, then asked; a retried call answers the same
   * refund). Without bKash's answer it stays `pending`: a refund owed, shown to the admin and tried
   * again by `retryOwed`. An order cancelled after it was shipped (refused at the door, returned)
   * keeps the advance: paying the delivery is what it was asked for.
   */
  async refundIfOwed(row: OrderRow, now = new Date()): Promise<OrderRow> {
    const advance = row.deliveryAdvance;
    if (row.status !== 'cancelled' || !advance?.paid) return row;
    if (row.history.some((entry) => entry.status === 'shipped')) return row;
    if (advance.refund && advance.refund.status !== 'pending') return row;
    let current = row;
    if (!advance.refund) {
      const refund = {
        status: 'pending' as const,
        amount: advance.paid.amount,
        idempotencyKey: `advance-refund-${row._id.toHexString()}`,
        createdAt: now,
      };
      const written = await this.orders
        .findOneAndUpdate(
          {
            _id: row._id,
            'deliveryAdvance.paid': trusted({ $exists: true }),
            'deliveryAdvance.refund': trusted({ $exists: false }),
          },
          { $set: { 'deliveryAdvance.refund': refund } },
          { new: true },
        )
        .lean<OrderRow>()
        .exec();
      // Another cancel path recorded it first: that one carries it out.
      if (!written) return (await this.queries.findVisible(row._id.toHexString())) ?? row;
      current = written;
    }
    return this.carryOutRefund(current);
  }

  /**
   * The sweep: advances owed back (bKash did not answer, or a crash came between the cancel and its
   * refund) are asked again with the same key. Answers how many were settled.
   */
  async retryOwed(): Promise<number> {
    const owed = await this.orders
      .find({
        status: 'cancelled',
        'deliveryAdvance.state': 'paid',
        'deliveryAdvance.refund.status': trusted({ $in: [null, 'pending'] }),
      })
      .limit(100)
      .lean<OrderRow[]>()
      .exec();
    let settled = 0;
    for (const row of owed) {
      const after = await this.refundIfOwed(row);
      if (after.deliveryAdvance?.refund && after.deliveryAdvance.refund.status !== 'pending')
        settled += 1;
    }
    return settled;
  }

  private async carryOutRefund(row: OrderRow): Promise<OrderRow> {
    const advance = row.deliveryAdvance;
    const refund = advance?.refund;
    if (!advance?.paid || refund?.status !== 'pending') return row;
    const bkash = this.providers.refunderOf('bkash');
    if (!bkash) {
      this.logger.error(
        `Order ${String(row._id)}: the advance of ৳${refund.amount} is owed back but bKash is not configured here: refund it by hand`,
      );
      return row;
    }
    let answer;
    try {
      answer = await bkash.refund({
        intentId: advance.paid.paymentID,
        transactionId: advance.paid.trxId,
        amountCents: refund.amount * 100,
        idempotencyKey: refund.idempotencyKey,
        orderId: row._id.toHexString(),
      });
    } catch (error) {
      this.logger.warn(
        `Order ${String(row._id)}: the advance's refund not made yet (${error instanceof Error ? error.message : String(error)}); owed`,
      );
      return row;
    }
    if (answer.status === 'pending') return row;
    const settled = await this.orders
      .findOneAndUpdate(
        { _id: row._id, 'deliveryAdvance.refund.status': 'pending' },
        {
          $set:
            answer.status === 'succeeded'
              ? {
                  'deliveryAdvance.refund.status': 'succeeded',
                  'deliveryAdvance.refund.refundTrxId': answer.id,
                  'deliveryAdvance.refund.refundedAt': new Date(),
                }
              : {
                  'deliveryAdvance.refund.status': 'failed',
                  'deliveryAdvance.refund.failure': answer.failureMessage ?? 'refused by bKash',
                },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (answer.status === 'failed') {
      this.logger.error(
        `Order ${String(row._id)}: bKash refused the advance's refund: ${answer.failureMessage ?? 'no reason'}`,
      );
    }
    return settled ?? row;
  }
}

/** An unpaid cash-on-delivery order not shipped yet, with a delivery charge. */
function askable(row: OrderRow): boolean {
  return (
    row.paymentMethod === 'cod' &&
    row.payment.status === 'unpaid' &&
    WAITING.includes(row.status) &&
    row.deliveryFee > 0
  );
}
