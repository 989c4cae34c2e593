import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { BkashCheckoutAnswer, BkashOutcome } from '@shop/contracts';
import { orderNumber } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { type AuthenticatedUser, OrderNotFoundError } from '../../common';
import type { AppConfig } from '../../config';
import { OrdersService } from '../../orders';
import {
  BKASH_ALREADY_EXECUTED,
  BKASH_PROVIDER,
  BKASH_SUCCESS,
  bkashAmount,
  type BkashPaymentAnswer,
  type BkashPaymentProvider,
  BkashUnreachableError,
  OrderNotPayableError,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  poishaOf,
  type ProviderIntent,
} from '../../payment-providers';
import { BkashError, BkashPaymentNotFoundError } from '../payment-errors';
import { type PaidBy, PaymentSettlementService, type Settlement } from '../payment-settlement.service';
import { assertPayable, orderOf } from '../payability';
import { BkashAdvanceService } from './bkash-advance.service';
import { activeBkash, askBkash, checkoutAnswer } from './bkash-calls';
import { BkashPayment } from './schemas/bkash-payment.schema';

type StoredIntent = { provider: string; intentId: string; amountCents: number; currency: string };

/**
 * bKash Tokenized Checkout of an order: creates bKash's payment for the order's total (reusing the
 * open one), and on bKash's callback executes it server-side and marks the order paid only from
 * bKash's answer — execute's, or query payment status's when execute's answer is lost or says it
 * ran already — through the one settlement path. The callback's query string only names the
 * payment; its `status` never decides anything.
 */
@Injectable()
export class BkashCheckoutService {
  private readonly logger = new Logger('bKash');

  constructor(
    @InjectModel(BkashPayment.name) private readonly payments: Model<BkashPayment>,
    @Inject(BKASH_PROVIDER) private readonly bkash: BkashPaymentProvider | null,
    @Inject(PAYMENT_PROVIDER) private readonly card: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly settlement: PaymentSettlementService,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly advance: BkashAdvanceService,
  ) {}

  /** `POST /payments/bkash/checkout`: bKash's page for the caller's unpaid order. */
  async checkout(orderId: string, user: AuthenticatedUser): Promise<BkashCheckoutAnswer> {
    const bkash = activeBkash(this.bkash);
    const order = await this.orders.getOrderFor(orderId, user);
    if (order.userId !== user.id) throw new OrderNotFoundError();
    assertPayable(order);
    const by: PaidBy = { userId: user.id, role: user.role, name: user.name };
    const amountPoisha = order.total * 100;
    const stored = (await this.orders.getPaymentView(orderId))?.intent;
    if (stored?.provider === 'bkash') {
      const open = await this.openPayment(bkash, orderId, stored, amountPoisha, by);
      if (open) return checkoutAnswer(open, this.bkash);
    } else if (stored) {
      await this.stopCardPayment(orderId, stored, by);
    }
    const created = await askBkash(() =>
      bkash.client.createPayment({
        mode: '0011',
        payerReference: order.phone || orderId,
        callbackURL: this.config.get('BKASH_CALLBACK_URL', { infer: true }),
        amount: bkashAmount(amountPoisha),
        currency: 'BDT',
        intent: 'sale',
        // The short order number the customer knows from the shop's messages (bKash shows it as the
        // invoice on its page and in the merchant portal), never the database id.
        merchantInvoiceNumber: order.number,
      }),
      this.logger,
    );
    if (created.statusCode !== BKASH_SUCCESS || !created.paymentID || !created.bkashURL) {
      throw new BkashError(`bKash refused the payment: ${created.statusMessage ?? 'no reason given'}`);
    }
    const record = await this.payments.create({
      paymentID: created.paymentID,
      orderId: new Types.ObjectId(orderId),
      amountPoisha,
      bkashURL: created.bkashURL,
    });
    const replaced = await this.orders.replacePaymentIntent(orderId, stored?.intentId, {
      provider: 'bkash',
      intentId: created.paymentID,
      amountCents: amountPoisha,
      currency: 'bdt',
    });
    if (!replaced) {
      // Another request started this order's payment first: answer that one.
      const winner = (await this.orders.getPaymentView(orderId))?.intent;
      const theirs = winner?.provider === 'bkash' ? await this.payments.findOne({ paymentID: winner.intentId }).lean().exec() : null;
      if (theirs) return checkoutAnswer(theirs, this.bkash);
      throw new OrderNotPayableError('This order changed meanwhile: reload the page and try again');
    }
    this.logger.log(`Order ${orderId}: bKash payment ${created.paymentID} created for ৳${order.total}`);
    return checkoutAnswer(record, this.bkash);
  }

  /**
   * `GET /payments/bkash/callback?paymentID=&status=`: where the browser goes next. The payment must
   * be one this shop created for the order's current payment; then bKash is asked (execute, or
   * query for a cancel) and only its answer counts. Repeating it changes nothing.
   */
  async callback(paymentID: string, status: BkashOutcome): Promise<string> {
    const bkash = activeBkash(this.bkash);
    const record = await this.payments.findOne({ paymentID }).lean().exec();
    if (!record) throw new BkashPaymentNotFoundError();
    // The delivery charge asked in advance has a payment of its own kind, recorded on the order's ask.
    if (record.kind === 'delivery_advance') return this.advance.callback(record, status);
    const orderId = record.orderId.toHexString();
    const view = await this.orders.getPaymentView(orderId);
    if (!view) throw new BkashPaymentNotFoundError();
    const { order, intent: stored } = view;
    const ours = stored?.provider === 'bkash' && stored.intentId === paymentID;
    if (ours && order.payment.status === 'paid') return this.pageOf(orderId, 'success');
    if (!ours) {
      return this.pageOf(orderId, 'failure', 'This bKash payment is no longer the payment of this order');
    }
    let payable = true;
    try {
      assertPayable(order);
    } catch {
      payable = false;
    }
    let answer: BkashPaymentAnswer;
    try {
      // A cancelled payment, or an order that can no longer be paid, is never executed: only asked.
      answer =
        status === 'cancel' || !payable
          ? await bkash.client.queryPayment(paymentID)
          : await this.execute(bkash, paymentID);
    } catch (error) {
      if (!(error instanceof BkashUnreachableError)) throw error;
      this.logger.warn(`Order ${orderId}: bKash did not answer for payment ${paymentID} (${error.message})`);
      return this.pageOf(orderId, 'failure', 'bKash did not answer. Please try again in a moment.');
    }
    if (completed(answer)) {
      const settlement = await this.settle(orderId, paymentID, answer, { role: 'customer', userId: order.userId });
      return this.pageAfter(orderId, settlement);
    }
    if (status === 'cancel' && answer.statusCode === BKASH_SUCCESS) return this.pageOf(orderId, 'cancel');
    if (!payable) {
      return this.pageOf(orderId, 'failure', order.status === 'cancelled' ? 'This order was cancelled' : 'The time to pay this order is over');
    }
    const reason =
      answer.statusCode !== BKASH_SUCCESS
        ? answer.statusMessage
        : `The payment is ${answer.transactionStatus ?? 'not completed'}`;
    this.logger.log(`Order ${orderId}: bKash payment ${paymentID} not completed (${answer.statusCode} ${reason})`);
    return this.pageOf(orderId, status === 'cancel' ? 'cancel' : 'failure', reason);
  }

  /** Execute; when its answer is lost or says it ran already, query payment status decides. */
  private async execute(bkash: BkashPaymentProvider, paymentID: string): Promise<BkashPaymentAnswer> {
    let answer: BkashPaymentAnswer | undefined;
    try {
      answer = await bkash.client.executePayment(paymentID);
    } catch (error) {
      if (!(error instanceof BkashUnreachableError)) throw error;
      this.logger.warn(`bKash execute of ${paymentID}: no answer (${error.message}); asking its status`);
    }
    if (answer && completed(answer)) return answer;
    if (!answer || (BKASH_ALREADY_EXECUTED as readonly string[]).includes(answer.statusCode)) {
      return bkash.client.queryPayment(paymentID);
    }
    return answer;
  }

  /** Marks the order paid from bKash's answer (its amount, invoice number and paymentID checked). */
  private async settle(orderId: string, paymentID: string, answer: BkashPaymentAnswer, by: PaidBy): Promise<Settlement> {
    if (answer.paymentID !== undefined && answer.paymentID !== paymentID) {
      return { outcome: 'mismatch', reason: `bKash answered for payment ${answer.paymentID}, not ${paymentID}` };
    }
    const intent: ProviderIntent = {
      id: paymentID,
      clientSecret: '',
      amountCents: poishaOf(answer.amount),
      currency: (answer.currency ?? '').toLowerCase(),
      status: 'succeeded',
      orderId: invoiceOrder(orderId, answer.merchantInvoiceNumber),
      ...(answer.trxID ? { transactionId: answer.trxID } : {}),
    };
    if (!answer.trxID) return { outcome: 'mismatch', reason: 'bKash gave no trxID' };
    return this.settlement.settle(orderId, intent, by, 'bkash');
  }

  /**
   * The order's bKash payment if it can still be paid on bKash's page (open, same amount): reused.
   * One that completed meanwhile (a lost callback) is settled now: 409 already paid.
   */
  private async openPayment(
    bkash: BkashPaymentProvider,
    orderId: string,
    stored: StoredIntent,
    amountPoisha: number,
    by: PaidBy,
  ): Promise<BkashPayment | undefined> {
    const status = await askBkash(() => bkash.client.queryPayment(stored.intentId), this.logger);
    if (completed(status)) {
      orderOf(await this.settle(orderId, stored.intentId, status, by));
      throw new OrderNotPayableError('This order is already paid');
    }
    if (stored.amountCents !== amountPoisha || status.statusCode !== BKASH_SUCCESS) return undefined;
    if (status.transactionStatus !== 'Initiated') return undefined;
    return (await this.payments.findOne({ paymentID: stored.intentId }).lean().exec()) ?? undefined;
  }

  /**
   * The card form replaces the order's bKash payment: fine while bKash has not completed it (an
   * Initiated payment moves no money, and a payment no longer the order's is never executed). One
   * that completed meanwhile is settled now: 409 already paid.
   */
  async releaseForCard(orderId: string, paymentID: string, by: PaidBy): Promise<void> {
    if (!this.bkash) return;
    const bkash = this.bkash;
    const status = await askBkash(() => bkash.client.queryPayment(paymentID), this.logger);
    if (completed(status)) {
      orderOf(await this.settle(orderId, paymentID, status, by));
      throw new OrderNotPayableError('This order is already paid');
    }
  }

  /** A card payment was started (the card form opened): cancelled so it can no longer charge. */
  private async stopCardPayment(orderId: string, stored: StoredIntent, by: PaidBy): Promise<void> {
    if (stored.provider !== this.card.name) return;
    const intent = await this.card.retrieveIntent(stored.intentId);
    if (intent?.status === 'succeeded') {
      orderOf(await this.settlement.settle(orderId, intent, by));
      throw new OrderNotPayableError('This order is already paid');
    }
    if (intent && !(await this.card.cancelIntent(stored.intentId))) {
      throw new OrderNotPayableError("This order's card payment is going through: wait a moment and reload the page");
    }
  }

  private pageAfter(orderId: string, settlement: Settlement): string {
    switch (settlement.outcome) {
      case 'paid':
      case 'already-paid':
        return this.pageOf(orderId, 'success');
      case 'refunding':
        return this.pageOf(orderId, 'failure', 'This order was cancelled: your payment is refunded');
      case 'not-payable':
        return this.pageOf(orderId, 'failure', 'This order can no longer be paid: your payment will be refunded');
      case 'mismatch':
        this.logger.error(`Order ${orderId}: bKash's answer does not pay it (${settlement.reason})`);
        return this.pageOf(orderId, 'failure', 'bKash reported a payment that does not match this order');
      default:
        return this.pageOf(orderId, 'failure');
    }
  }

  /** The payment page of the shop (SHOP_URL), with the outcome and bKash's reason. */
  private pageOf(orderId: string, outcome: BkashOutcome, reason?: string): string {
    const query = new URLSearchParams({ bkash: outcome, ...(reason ? { reason: reason.slice(0, 200) } : {}) });
    return `${this.config.get('SHOP_URL', { infer: true })}/dashboard/payment/${orderId}?${query.toString()}`;
  }



}

function completed(answer: BkashPaymentAnswer): boolean {
  return answer.statusCode === BKASH_SUCCESS && answer.transactionStatus === 'Completed';
}

/**
 * The order bKash's answer is for: its invoice is the order's number (payments created before it
 * was the number carry the order id itself). Anything else is answered as is, so the payment rule
 * refuses it as made for another order.
 */
export function invoiceOrder(orderId: string, invoice: string | undefined): string | undefined {
  if (invoice === orderId || invoice === orderNumber(orderId)) return orderId;
  return invoice;
}
