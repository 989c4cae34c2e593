import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { OrderStatus, VisibleOrderStatus } from '@shop/contracts';
import {
  nextOrderState,
  type OrderEvent,
  type OrderFacts,
  type OrderState,
  settlesCashOnDelivery,
  workflowEventTo,
} from '@shop/rules';
import type { Model, UpdateQuery } from 'mongoose';
import {
  type AuthenticatedUser,
  InvalidStatusTransitionError,
  OrderNotCancellableError,
  OrderNotFoundError,
  toObjectId,
} from '../common';
import type { AppConfig } from '../config';
import {
  type NotificationLanguage,
  notificationEntry,
  type OrderNotificationEvent,
  type OrderNotificationPayload,
} from '../notifications';
import type { OrderRow } from './order-answer';
import { OrderQueriesService } from './order-queries.service';
import {
  type ChangeBy,
  changeByOf,
  historyEntry,
  mayAccess,
  type OrderActorRef,
  trusted,
} from './order-records';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-providers';
import { planRefund } from './order-refund-plan';
import { OrderAdvanceService } from './order-advance.service';
import {
  CashNotCollectableError,
  DeliveryAdvanceUnpaidError,
  PaymentBeingVerifiedError,
} from './order-errors';
import type { OrderParcels } from './order-parcels';
import { OrderStockService } from './order-stock.service';
import { Order } from './schemas/order.schema';

/** The note and cancel reason of an order that expired. */
export const NOT_PAID_IN_TIME = 'not paid in time';

/** The note and cancel reason of a cash-on-delivery order the shop did not confirm in time. */
export const NOT_CONFIRMED_IN_TIME = 'not confirmed by the shop in time';

/** NOT_CONFIRMED_IN_TIME as the customer's message says it, in their language. */
const NOT_CONFIRMED_REASON: Record<NotificationLanguage, string> = {
  en: NOT_CONFIRMED_IN_TIME,
  bn: 'দোকান সময়মতো নিশ্চিত করেনি',
};

/** What a transition writes besides the status, payment state, history and message. */
export interface TransitionChanges {
  /** A history note (the cancel reason, `paid (stripe)`, …). */
  note?: string;
  /** Extra `$set` fields, written in the same update. */
  set?: Record<string, unknown>;
  /** Extra `$inc` fields. */
  inc?: Record<string, number>;
  /** Extra `$push` fields (besides history and notifications). */
  push?: Record<string, unknown>;
  /** Extra conditions of the update (besides the state it was decided from). */
  filter?: Record<string, unknown>;
  /** Facts for the machine's guards beyond those read from the order. */
  facts?: Partial<OrderFacts>;
  /** What the customer's message says beyond the order (reason, amount, seq). */
  message?: OrderNotificationPayload;
  now?: Date;
}

export type TransitionOutcome =
  | { ok: true; row: OrderRow; from: OrderState; to: OrderState }
  /** The machine does not allow this event in the order's state, for this actor, with these facts. */
  | { ok: false; reason: 'refused' }
  /** The order changed between the read and the update: nothing was written. */
  | { ok: false; reason: 'changed' };

/** The message each event sends the customer (services/src/notifications), if any. */
const MESSAGE_OF: Partial<Record<OrderEvent, OrderNotificationEvent>> = {
  place: 'placed',
  confirm: 'confirmed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
  expire: 'cancelled',
  expire_unconfirmed: 'cancelled',
  pay: 'paid',
  collect_cash: 'paid',
  verify_wallet: 'paid',
  reject_wallet: 'payment_not_received',
  claim_expired: 'payment_not_received',
  refund_succeeded: 'refunded',
  refund_cash: 'refunded',
  refund_recorded: 'refunded',
};

/**
 * Moving orders along: every change of an order's status or payment state goes through
 * `transition`, which asks the state machine (`ORDER_MACHINE` of @shop/rules) and writes the new
 * state with ONE conditional update on the state it decided from — together with the history entry
 * and the customer's message (the notifications outbox), so a change and its message are recorded
 * together or not at all. Cancelling gives the stock back exactly once; cancelling a card-paid order
 * starts its refund in the same update (OrderRefundsService carries it out).
 */
@Injectable()
export class OrderLifecycleService {
  private readonly logger = new Logger('Orders');

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly queries: OrderQueriesService,
    private readonly stock: OrderStockService,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly advance: OrderAdvanceService,
  ) {}

  /**
   * THE one door of every order transition: the machine decides from the order as read, and the
   * update matches only while the order is still in that state. Writes status, payment state,
   * history and the customer's message in one atomic update.
   */
  async transition(
    row: OrderRow,
    event: OrderEvent,
    by: ChangeBy,
    changes: TransitionChanges = {},
  ): Promise<TransitionOutcome> {
    const now = changes.now ?? new Date();
    const from: OrderState = { status: row.status as OrderStatus, payment: row.payment.status };
    const to = nextOrderState(from, event, by.role, { ...factsOf(row, now), ...changes.facts });
    if (!to) return { ok: false, reason: 'refused' };
    const message = MESSAGE_OF[event];
    const update: UpdateQuery<Order> = {
      $set: { status: to.status, 'payment.status': to.payment, ...changes.set },
      $push: {
        history: historyEntry(to.status, by, changes.note, now),
        ...(message ? { notifications: notificationEntry(message, changes.message, now) } : {}),
        ...changes.push,
      },
      ...(changes.inc ? { $inc: changes.inc } : {}),
    };
    const updated = await this.orders
      .findOneAndUpdate(
        {
          _id: row._id,
          status: row.status,
          'payment.status': row.payment.status,
          ...changes.filter,
        },
        update,
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    if (!updated) return { ok: false, reason: 'changed' };
    return { ok: true, row: updated, from, to };
  }

  /** The couriers module, once it has handed itself in (see OrderParcels). */
  private parcels?: OrderParcels;

  /** The couriers module's answer to "where is this order's parcel?" (registered at start-up). */
  useParcels(parcels: OrderParcels): void {
    this.parcels = parcels;
  }

  /**
   * Cancels an order: the owner while it is unpaid, has a price and is not shipped; an admin until
   * it is delivered — a card-paid one is refunded in full (its refund recorded in the same update).
   * Only the caller whose update matched gives the stock back: a second cancel (even a concurrent
   * one) changes nothing (409).
   *
   * An order whose parcel is booked with a courier is cancelled only once the parcel is: the
   * consignment is cancelled with the courier first (while it waits for pickup and the courier's
   * API can), then the order; otherwise 409 and nothing changes (README "Cancelling an order with
   * a parcel"). The courier's cancel comes first because it is the one that can be refused.
   */
  async cancelOrder(orderId: string, user: AuthenticatedUser, note?: string): Promise<OrderRow> {
    const row = await this.queries.findVisible(orderId);
    if (!row || !mayAccess(row, user)) throw new OrderNotFoundError();
    const by = changeByOf(user);
    const now = new Date();
    // Asked before the courier is: a parcel is never cancelled for an order that stays.
    if (!nextOrderState(stateOf(row), 'cancel', by.role, factsOf(row, now))) {
      throw cancelRefused(row, user, 'refused');
    }
    const parcel = this.parcels ? await this.parcels.releaseForCancel(orderId, user) : null;
    // A card payment goes back with the cancel; a wallet-paid order keeps its payment (refunded by hand).
    const refund =
      row.payment.status === 'paid' &&
      user.role === 'admin' &&
      factsOf(row, now).paidWith === 'card'
        ? planRefund(row, 'all', { by, reason: note ?? 'order cancelled', now })
        : undefined;
    const outcome = await this.transition(row, 'cancel', by, {
      note,
      now,
      set: { ...unreturnedLines(row), ...(note ? { cancelReason: note } : {}) },
      filter: user.role === 'admin' ? {} : { userId: row.userId },
      message: note ? { reason: note } : {},
      ...(refund ? { push: { 'payment.refunds': refund.record } } : {}),
    });
    if (!outcome.ok) {
      await parcel?.abandoned();
      throw cancelRefused(row, user, outcome.reason);
    }
    await parcel?.settled();
    await this.stock.giveBack(outcome.row);
    return this.advance.refundIfOwed(outcome.row, now);
  }

  /**
   * The expiry sweep: every unpaid card order whose payment window has closed (from placing, or
   * from its lapsed send-money claim) is cancelled with the reason "not paid in time" (the machine's
   * `expire`, one conditional update per order, so several API processes never expire one twice)
   * and its stock given back once — unless its parcel is (or may be) with a courier: then it is
   * kept and the admin told (OrderParcels.keepFromExpiry). Answers how many expired.
   */
  async expireOverdue(now = new Date()): Promise<number> {
    const overdue = await this.orders
      .find({
        status: trusted({ $in: ['placed', 'confirmed'] }),
        'payment.status': 'unpaid',
        paymentMethod: 'card',
        expiresAt: trusted({ $lte: now }),
      })
      .limit(500)
      .lean<OrderRow[]>()
      .exec();
    let expired = 0;
    for (const row of overdue) {
      // A parcel booked with a courier: the goods are leaving, so the stock must not come back;
      // the admin decides (told once). README "The expiry sweep and a booked parcel".
      if (await this.parcels?.keepFromExpiry(String(row._id))) continue;
      const outcome = await this.transition(
        row,
        'expire',
        { role: 'system' },
        {
          note: NOT_PAID_IN_TIME,
          now,
          set: { ...unreturnedLines(row), cancelReason: NOT_PAID_IN_TIME },
          filter: { expiresAt: trusted({ $lte: now }) },
          message: { reason: NOT_PAID_IN_TIME },
        },
      );
      if (!outcome.ok) continue;
      await this.stock.giveBack(outcome.row);
      await this.cancelPayment(outcome.row);
      expired += 1;
    }
    return expired;
  }

  /**
   * COD_CONFIRM_HOURS: every cash-on-delivery order still `placed` (not confirmed by the shop) that
   * long after it was placed is cancelled "not confirmed by the shop in time" (the machine's
   * `expire_unconfirmed`, one conditional update per order) and its stock given back once, so an
   * order nobody pays for cannot hold stock with no end. Answers how many. No parcel is asked
   * about: only a confirmed order is booked with a courier, and a confirmed order is never
   * `placed` again (README "The expiry sweep and a booked parcel").
   */
  async cancelUnconfirmed(now = new Date()): Promise<number> {
    const hours = this.config.get('COD_CONFIRM_HOURS', { infer: true });
    const placedBefore = new Date(now.getTime() - hours * 3_600_000);
    const unconfirmed = await this.orders
      .find({
        status: 'placed',
        'payment.status': 'unpaid',
        paymentMethod: 'cod',
        createdAt: trusted({ $lte: placedBefore }),
      })
      .limit(500)
      .lean<OrderRow[]>()
      .exec();
    let cancelled = 0;
    for (const row of unconfirmed) {
      const outcome = await this.transition(
        row,
        'expire_unconfirmed',
        { role: 'system' },
        {
          note: NOT_CONFIRMED_IN_TIME,
          now,
          facts: { confirmOverdue: true },
          set: { ...unreturnedLines(row), cancelReason: NOT_CONFIRMED_IN_TIME },
          message: { reason: NOT_CONFIRMED_REASON[row.language ?? 'en'] },
        },
      );
      if (!outcome.ok) continue;
      await this.stock.giveBack(outcome.row);
      await this.advance.refundIfOwed(outcome.row, now);
      cancelled += 1;
    }
    return cancelled;
  }

  /**
   * PATCH /orders/:id/status (admin): one step along the workflow, as the machine's event for that
   * status. Cancelling gives the stock back once (and refunds a card-paid order); delivered with
   * `cashCollected` settles an unpaid cash-on-delivery order.
   */
  async updateStatus(
    orderId: string,
    change: { status: VisibleOrderStatus; cashCollected?: boolean },
    admin: AuthenticatedUser,
  ): Promise<OrderRow> {
    const row = await this.queries.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    const from = row.status as OrderStatus;
    const event = workflowEventTo(change.status);
    if (event === 'cancel') {
      if (row.payment.status === 'verifying') throw new PaymentBeingVerifiedError('admin');
      if (
        !nextOrderState({ status: from, payment: row.payment.status }, 'cancel', 'admin', {
          ...factsOf(row, new Date()),
        })
      )
        throw new InvalidStatusTransitionError(from, change.status);
      return this.cancelOrder(orderId, admin);
    }
    // A cash order whose delivery charge was asked in advance is confirmed once it is paid, or the
    // ask withdrawn (services/src/risk/README.md); the update's condition holds against a late ask.
    const held = event === 'confirm';
    if (held && row.deliveryAdvance?.state === 'asked') throw new DeliveryAdvanceUnpaidError();
    const now = new Date();
    const outcome = event
      ? await this.transition(row, event, changeByOf(admin), {
          now,
          ...(held ? { filter: { 'deliveryAdvance.state': trusted({ $ne: 'asked' }) } } : {}),
          // The return window (README.md "Returns") starts at delivery.
          ...(event === 'deliver'
            ? { set: { returnableUntil: new Date(now.getTime() + this.returnDays * 86_400_000) } }
            : {}),
        })
      : undefined;
    if (!outcome?.ok) {
      const current = outcome?.reason === 'changed' ? await this.queries.findVisible(orderId) : row;
      if (held && current?.deliveryAdvance?.state === 'asked')
        throw new DeliveryAdvanceUnpaidError();
      throw new InvalidStatusTransitionError(
        (current?.status as OrderStatus | undefined) ?? from,
        change.status,
      );
    }
    const updated = outcome.row;
    const settles = settlesCashOnDelivery(
      { paymentMethod: updated.paymentMethod, paymentStatus: updated.payment.status },
      change.status,
      change.cashCollected === true,
    );
    if (!settles) return updated;
    const paid = await this.markPaid(
      updated,
      { transactionId: `cash-${orderId}`, provider: 'cash' },
      changeByOf(admin),
    );
    return paid.row;
  }

  /**
   * POST /orders/:id/cash-collected (admin): the cash of a cash-on-delivery order that was marked
   * delivered without it (the machine's `collect_cash` from delivered + unpaid), so it becomes paid
   * and the customer is told. Anything else is refused with why: a card order, an order not yet
   * delivered, an order already paid (a second call changes nothing).
   */
  async collectCash(orderId: string, admin: OrderActorRef): Promise<OrderRow> {
    const row = await this.queries.findVisible(orderId);
    if (!row) throw new OrderNotFoundError();
    if (row.paymentMethod !== 'cod') {
      throw new CashNotCollectableError('This order is not cash on delivery: no cash to record');
    }
    if (row.status !== 'delivered') {
      throw new CashNotCollectableError('Cash is recorded once the order is delivered');
    }
    if (row.payment.status !== 'unpaid') {
      throw new CashNotCollectableError('This order is already paid');
    }
    const paid = await this.markPaid(
      row,
      { transactionId: `cash-${orderId}`, provider: 'cash' },
      changeByOf(admin),
    );
    if (paid.outcome !== 'paid') throw new CashNotCollectableError('This order is already paid');
    return paid.row;
  }

  /**
   * A payment confirmed for the order (card provider, or cash collected): marks it paid exactly once
   * (the machine's `pay` / `collect_cash`, one conditional update). A card payment for an order that
   * was cancelled (or expired) meanwhile is recorded and its refund started in the same update
   * (`pay_after_cancel`), whatever the order of events. Answers what happened.
   */
  async markPaid(
    row: OrderRow,
    payment: {
      transactionId: string;
      provider: 'stripe' | 'sandbox' | 'bkash' | 'cash';
      paidAt?: Date;
    },
    by: ChangeBy,
  ): Promise<{
    outcome: 'paid' | 'already-paid' | 'refund-started' | 'not-payable';
    row: OrderRow;
  }> {
    const now = new Date();
    const paidAt = payment.paidAt ?? now;
    const paidFields = {
      'payment.transactionId': payment.transactionId,
      'payment.paidAt': paidAt,
      'payment.provider': payment.provider,
    };
    let current: OrderRow | null = row;
    // Two rounds at most: a concurrent change (a cancel racing the payment) is read and decided again.
    for (let round = 0; round < 3 && current; round++) {
      if (current.payment.status !== 'unpaid') {
        const outcome =
          current.payment.transactionId === payment.transactionId ? 'already-paid' : 'not-payable';
        return { outcome, row: current };
      }
      const cash = payment.provider === 'cash';
      const event: OrderEvent =
        current.status === 'cancelled' ? 'pay_after_cancel' : cash ? 'collect_cash' : 'pay';
      const refund =
        event === 'pay_after_cancel'
          ? planRefund(
              { ...current, payment: { ...current.payment, provider: payment.provider } },
              'all',
              { by: { role: 'system' }, reason: 'paid after the order was cancelled', now },
            )
          : undefined;
      const outcome = await this.transition(current, event, by, {
        note: `paid (${payment.provider})`,
        now,
        set: { ...paidFields },
        message: event === 'pay_after_cancel' ? undefined : { amount: current.total },
        ...(refund ? { push: { 'payment.refunds': refund.record } } : {}),
      });
      if (outcome.ok) {
        if (refund) {
          this.logger.warn(
            `Order ${String(row._id)} was ${current.cancelReason ?? 'cancelled'} when ${payment.provider} payment ${payment.transactionId} arrived: refunding it`,
          );
        }
        return { outcome: refund ? 'refund-started' : 'paid', row: outcome.row };
      }
      if (outcome.reason === 'refused') return { outcome: 'not-payable', row: current };
      current = await this.queries.findVisible(String(row._id));
    }
    if (!current) throw new OrderNotFoundError();
    return { outcome: 'not-payable', row: current };
  }

  /** Remembers the provider's payment id on the order (the first one wins); answers the stored one. */
  async attachPaymentIntent(
    orderId: string,
    ref: PaymentIntentRef,
  ): Promise<{ intentId: string; provider: string }> {
    const id = toObjectId(orderId);
    if (!id) throw new OrderNotFoundError();
    const attached = await this.orders
      .findOneAndUpdate(
        {
          _id: id,
          status: trusted({ $in: ['placed', 'confirmed', 'shipped', 'delivered'] }),
          'payment.intentId': trusted({ $exists: false }),
        },
        {
          $set: {
            'payment.intentId': ref.intentId,
            'payment.provider': ref.provider,
            'payment.amountCents': ref.amountCents,
            'payment.currency': ref.currency,
          },
        },
        { new: true },
      )
      .lean<OrderRow>()
      .exec();
    const row = attached ?? (await this.queries.findVisible(orderId));
    if (!row?.payment.intentId) throw new OrderNotFoundError();
    return { intentId: row.payment.intentId, provider: row.payment.provider ?? ref.provider };
  }

  /**
   * Puts another payment in place of the order's started one (`replaced`; undefined: none), while the
   * order is unpaid — e.g. bKash after the card form was opened (its intent cancelled first), or a
   * new bKash payment for a new total. One conditional update: false when the order's payment
   * changed meanwhile.
   */
  async replacePaymentIntent(
    orderId: string,
    replaced: string | undefined,
    ref: PaymentIntentRef,
  ): Promise<boolean> {
    const id = toObjectId(orderId);
    if (!id) throw new OrderNotFoundError();
    const result = await this.orders
      .updateOne(
        {
          _id: id,
          status: trusted({ $in: ['placed', 'confirmed', 'shipped'] }),
          'payment.status': 'unpaid',
          'payment.intentId': replaced === undefined ? trusted({ $exists: false }) : replaced,
        },
        {
          $set: {
            'payment.intentId': ref.intentId,
            'payment.provider': ref.provider,
            'payment.amountCents': ref.amountCents,
            'payment.currency': ref.currency,
          },
        },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /**
   * An expired order's started card payment is cancelled with the provider, so its card form can no
   * longer charge the card (best effort: a payment that succeeded anyway is refunded when confirmed).
   */
  private async cancelPayment(row: OrderRow): Promise<void> {
    const { intentId, provider } = row.payment;
    if (!intentId || provider !== this.provider.name) return;
    try {
      await this.provider.cancelIntent(intentId);
    } catch (error) {
      this.logger.warn(
        `Order ${String(row._id)} expired; its payment ${intentId} could not be cancelled (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }

  /** Days after delivery a customer may ask to return lines. */
  get returnDays(): number {
    return this.config.get('RETURN_DAYS', { infer: true });
  }

  /** The payment window of card orders, in milliseconds. */
  get paymentWindowMs(): number {
    return this.config.get('PAYMENT_WINDOW_MINUTES', { infer: true }) * 60_000;
  }
}

/** A provider's payment started for an order: card intents in US cents, bKash payments in poisha. */
export type PaymentIntentRef =
  | { provider: 'stripe' | 'sandbox'; intentId: string; amountCents: number; currency: 'usd' }
  | { provider: 'bkash'; intentId: string; amountCents: number; currency: 'bdt' };

/** What the machine's guards read from a stored order. */
export function factsOf(row: OrderRow, now: Date): OrderFacts {
  const { payment } = row;
  return {
    subtotal: row.subtotal,
    total: row.total,
    paymentMethod: row.paymentMethod,
    overdue:
      row.expiresAt !== undefined && row.expiresAt !== null && new Date(row.expiresAt) <= now,
    paidWith: paidWithOf(payment),
    refundedBefore: (payment.refundedTaka ?? 0) > 0,
  };
}

/** How an order's money was taken, for the guards (unset while it is not paid). */
function paidWithOf(payment: OrderRow['payment']): OrderFacts['paidWith'] {
  if (payment.status === 'unpaid' || payment.status === 'verifying') return undefined;
  if (payment.provider === 'cash') return 'cash';
  if (payment.provider === 'wallet') return 'wallet';
  return 'card';
}

/** Every line starts its give-back unnoted (see OrderStockService.giveBack). */
export function unreturnedLines(row: OrderRow): Record<string, boolean> {
  return Object.fromEntries(
    row.lines.map((_line, index) => [`lines.${index}.stockReturned`, false]),
  );
}

function stateOf(row: OrderRow): OrderState {
  return { status: row.status as OrderStatus, payment: row.payment.status };
}

/** Why the machine refused a cancel, or that the order changed between the read and the update. */
function cancelRefused(
  row: OrderRow,
  user: OrderActorRef,
  reason: 'refused' | 'changed',
): PaymentBeingVerifiedError | OrderNotCancellableError {
  if (reason === 'refused' && row.payment.status === 'verifying') {
    return new PaymentBeingVerifiedError(user.role);
  }
  const { en, bn } =
    reason === 'changed'
      ? {
          en: 'This order was changed meanwhile and can no longer be cancelled',
          bn: 'এর মধ্যে অর্ডারটি বদলে গেছে, তাই এটি আর বাতিল করা যাবে না',
        }
      : notCancellableReason(row, user.role === 'admin' ? 'admin' : 'owner');
  return new OrderNotCancellableError(en, bn);
}

/** Why a cancel is refused, in English and Bengali (the customer reads it in either). */
function notCancellableReason(row: OrderRow, actor: 'owner' | 'admin'): { en: string; bn: string } {
  if (row.status === 'cancelled') {
    return { en: 'This order is already cancelled', bn: 'এই অর্ডারটি আগেই বাতিল হয়েছে' };
  }
  if (row.status === 'delivered') {
    return {
      en: 'A delivered order cannot be cancelled',
      bn: 'ডেলিভারি হয়ে যাওয়া অর্ডার বাতিল করা যায় না',
    };
  }
  if (actor === 'owner' && row.payment.status !== 'unpaid') {
    return {
      en: 'A paid order cannot be cancelled here; please contact the shop',
      bn: 'পরিশোধিত অর্ডার এখান থেকে বাতিল করা যায় না; অনুগ্রহ করে দোকানের সাথে যোগাযোগ করুন',
    };
  }
  if (actor === 'owner' && row.status === 'shipped') {
    return {
      en: 'This order has shipped and can no longer be cancelled',
      bn: 'অর্ডারটি পাঠানো হয়ে গেছে, তাই এটি আর বাতিল করা যাবে না',
    };
  }
  return { en: 'This order cannot be cancelled', bn: 'এই অর্ডারটি বাতিল করা যাবে না' };
}
