import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { BkashCheckoutAnswer, BkashOutcome } from '@shop/contracts';
import { orderNumber } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../../common';
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
  poishaOf,
} from '../../payment-providers';
import { BkashError } from '../payment-errors';
import { activeBkash, askBkash, checkoutAnswer } from './bkash-calls';
import { BkashPayment } from './schemas/bkash-payment.schema';

/**
 * The delivery charge a risky cash-on-delivery order is asked to pay in advance
 * (services/src/risk/README.md), paid with bKash Tokenized Checkout: a bKash payment of its own
 * kind (`delivery_advance`) for exactly the amount the order's ask recorded, never the order's
 * total and never an amount from the browser. bKash's answer is recorded on the order's ask once;
 * the order's own payment state (its whole total) is not touched.
 */
@Injectable()
export class BkashAdvanceService {
  private readonly logger = new Logger('bKash advance');

  constructor(
    @InjectModel(BkashPayment.name) private readonly payments: Model<BkashPayment>,
    @Inject(BKASH_PROVIDER) private readonly bkash: BkashPaymentProvider | null,
    private readonly orders: OrdersService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** `POST /payments/bkash/advance`: bKash's page for the caller's own order's unpaid ask. */
  async checkout(orderId: string, user: AuthenticatedUser): Promise<BkashCheckoutAnswer> {
    const bkash = activeBkash(this.bkash);
    const ask = await this.orders.deliveryAdvanceToPay(orderId, user);
    const amountPoisha = ask.amount * 100;
    if (ask.paymentID) {
      const open = await this.payments.findOne({ paymentID: ask.paymentID }).lean().exec();
      if (open && open.amountPoisha === amountPoisha) {
        const status = await askBkash(() => bkash.client.queryPayment(ask.paymentID!));
        if (completed(status)) {
          await this.record(orderId, ask.paymentID, status);
          // Recorded now: the next read says paid (a 409 for this call).
          return this.checkout(orderId, user);
        }
        if (status.statusCode === BKASH_SUCCESS && status.transactionStatus === 'Initiated') {
          return checkoutAnswer(open, this.bkash);
        }
      }
    }
    const created = await askBkash(() =>
      bkash.client.createPayment({
        mode: '0011',
        payerReference: ask.phone || orderId,
        callbackURL: this.config.get('BKASH_CALLBACK_URL', { infer: true }),
        amount: bkashAmount(amountPoisha),
        currency: 'BDT',
        intent: 'sale',
        // The order's number as bKash's invoice, like the order's own payment: the amount tells them apart.
        merchantInvoiceNumber: ask.number,
      }),
    );
    if (created.statusCode !== BKASH_SUCCESS || !created.paymentID || !created.bkashURL) {
      throw new BkashError(
        `bKash refused the payment: ${created.statusMessage ?? 'no reason given'}`,
      );
    }
    const record = await this.payments.create({
      paymentID: created.paymentID,
      orderId: new Types.ObjectId(orderId),
      amountPoisha,
      bkashURL: created.bkashURL,
      kind: 'delivery_advance',
    });
    if (!(await this.orders.attachDeliveryAdvancePayment(orderId, created.paymentID, ask.amount))) {
      // Paid or withdrawn meanwhile: the next read says why (409).
      await this.orders.deliveryAdvanceToPay(orderId, user);
    }
    this.logger.log(
      `Order ${orderId}: bKash payment ${created.paymentID} created for the delivery charge ৳${ask.amount}`,
    );
    return checkoutAnswer(record, this.bkash);
  }

  /**
   * bKash's callback for an advance payment (the record says its kind): executed (a cancel only
   * queried), recorded from bKash's answer only, once. Answers where the browser goes: the
   * customer's orders with `?advance=success|cancel|failure`.
   */
  async callback(
    record: Pick<BkashPayment, 'paymentID' | 'orderId' | 'amountPoisha'>,
    status: BkashOutcome,
  ): Promise<string> {
    const bkash = activeBkash(this.bkash);
    const orderId = record.orderId.toHexString();
    let answer: BkashPaymentAnswer;
    try {
      answer =
        status === 'cancel'
          ? await bkash.client.queryPayment(record.paymentID)
          : await this.execute(bkash, record.paymentID);
    } catch (error) {
      if (!(error instanceof BkashUnreachableError)) throw error;
      this.logger.warn(
        `Order ${orderId}: bKash did not answer for advance payment ${record.paymentID} (${error.message})`,
      );
      return this.pageOf('failure', 'bKash did not answer. Please try again in a moment.');
    }
    if (completed(answer)) {
      const matches =
        (answer.paymentID === undefined || answer.paymentID === record.paymentID) &&
        poishaOf(answer.amount) === record.amountPoisha &&
        (answer.currency ?? '').toUpperCase() === 'BDT' &&
        answer.merchantInvoiceNumber === orderNumber(orderId) &&
        Boolean(answer.trxID);
      if (!matches) {
        this.logger.error(
          `Order ${orderId}: bKash's answer for advance payment ${record.paymentID} does not match it`,
        );
        return this.pageOf('failure', 'bKash reported a payment that does not match this order');
      }
      const outcome = await this.record(orderId, record.paymentID, answer);
      return outcome === 'not-ours'
        ? this.pageOf(
            'failure',
            'This order no longer asks for the delivery charge: your payment is refunded',
          )
        : this.pageOf('success');
    }
    if (status === 'cancel' && answer.statusCode === BKASH_SUCCESS) return this.pageOf('cancel');
    const reason =
      answer.statusCode !== BKASH_SUCCESS
        ? answer.statusMessage
        : `The payment is ${answer.transactionStatus ?? 'not completed'}`;
    return this.pageOf(status === 'cancel' ? 'cancel' : 'failure', reason);
  }

  /**
   * Records bKash's completed payment on the order's ask. A payment the ask no longer takes (another
   * one paid it first) is given back at once through bKash, with a key of its own.
   */
  private async record(orderId: string, paymentID: string, answer: BkashPaymentAnswer) {
    const amount = poishaOf(answer.amount) / 100;
    const outcome = await this.orders.recordDeliveryAdvancePaid(orderId, {
      paymentID,
      trxId: answer.trxID!,
      amount,
      paidAt: new Date(),
    });
    if (outcome === 'not-ours' && this.bkash) {
      this.logger.warn(
        `Order ${orderId}: advance payment ${paymentID} arrived for no unpaid ask: refunding it`,
      );
      await this.bkash
        .refund({
          intentId: paymentID,
          transactionId: answer.trxID!,
          amountCents: amount * 100,
          idempotencyKey: `advance-refund-${paymentID}`,
          orderId,
        })
        .catch((error: unknown) =>
          this.logger.error(
            `Order ${orderId}: advance payment ${paymentID} (bKash ${answer.trxID}) could not be refunded (${error instanceof Error ? error.message : String(error)}): refund it by hand`,
          ),
        );
    }
    return outcome;
  }

  /** Execute; when its answer is lost or says it ran already, query payment status decides. */
  private async execute(
    bkash: BkashPaymentProvider,
    paymentID: string,
  ): Promise<BkashPaymentAnswer> {
    let answer: BkashPaymentAnswer | undefined;
    try {
      answer = await bkash.client.executePayment(paymentID);
    } catch (error) {
      if (!(error instanceof BkashUnreachableError)) throw error;
    }
    if (answer && completed(answer)) return answer;
    if (!answer || (BKASH_ALREADY_EXECUTED as readonly string[]).includes(answer.statusCode)) {
      return bkash.client.queryPayment(paymentID);
    }
    return answer;
  }

  private pageOf(outcome: BkashOutcome, reason?: string): string {
    const query = new URLSearchParams({
      advance: outcome,
      ...(reason ? { reason: reason.slice(0, 200) } : {}),
    });
    return `${this.config.get('SHOP_URL', { infer: true })}/dashboard/myOrders?${query.toString()}`;
  }
}

function completed(answer: BkashPaymentAnswer): boolean {
  return answer.statusCode === BKASH_SUCCESS && answer.transactionStatus === 'Completed';
}
