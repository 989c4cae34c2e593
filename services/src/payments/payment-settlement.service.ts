import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Order } from '@shop/contracts';
import type { AppConfig } from '../config';
import { OrdersService } from '../orders';
import { paymentMismatch } from './payment-rule';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderIntent,
  type SettlingProviderName,
} from '../payment-providers';

/** Who marks an order paid (its history records it). */
/** Who paid (the name is kept on the order's history entry). */
export type PaidBy = { userId?: string; role: 'customer' | 'admin' | 'system'; name?: string };

export type Settlement =
  /** This call marked the order paid. */
  | { outcome: 'paid'; order: Order }
  /** It was already paid (a repeated confirmation, or the webhook came first): nothing changed. */
  | { outcome: 'already-paid'; order: Order }
  /**
   * The payment matches, but the order had been cancelled (or had expired) meanwhile: the payment
   * is recorded and refunded automatically, once (the order's payment `refund_pending`/`refunded`).
   */
  | { outcome: 'refunding'; order: Order }
  /** The payment matches, but the order can no longer be paid (paid by another payment). */
  | { outcome: 'not-payable'; order: Order }
  /** The payment does not pay this order (paymentMismatch's reason). */
  | { outcome: 'mismatch'; reason: string }
  | { outcome: 'unknown-order' };

/**
 * The one confirmation path of every provider (the card processor, bKash): checks a provider's
 * payment against the order (paymentMismatch) and marks the order paid exactly once through
 * OrdersService.markPaid — or, for an order cancelled or expired meanwhile, has the payment
 * refunded automatically, once (through the provider that took it).
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /**
   * `provider`: who reports the payment (default: this process's card processor). The order records
   * `intent.transactionId` (bKash's trxID) or else `intent.id` as its transaction id.
   */
  async settle(
    orderId: string,
    intent: ProviderIntent,
    by: PaidBy,
    provider: SettlingProviderName = this.provider.name,
  ): Promise<Settlement> {
    const view = await this.orders.getPaymentView(orderId);
    if (!view) return { outcome: 'unknown-order' };
    const reason = paymentMismatch(
      {
        orderId,
        totalTaka: view.order.total,
        stored: view.intent,
        bdtPerUsd: this.config.get('BDT_PER_USD', { infer: true }),
      },
      provider,
      intent,
    );
    if (reason) {
      this.logger.warn(`Order ${orderId} not marked paid: ${reason}`);
      return { outcome: 'mismatch', reason };
    }
    const transactionId = intent.transactionId ?? intent.id;
    const { order, changed, refunding } = await this.orders.markPaid(orderId, { transactionId, provider }, by);
    if (refunding) {
      this.logger.warn(
        `Order ${orderId} was cancelled (${order.cancelReason ?? 'no reason'}) when ${provider} payment ${transactionId} arrived: refunded (${order.payment.status})`,
      );
      return { outcome: 'refunding', order };
    }
    if (changed) {
      this.logger.log(
        `Order ${orderId} paid (${provider} ${transactionId}, ${intent.amountCents} ${intent.currency === 'bdt' ? 'poisha' : 'cents'})`,
      );
      return { outcome: 'paid', order };
    }
    if (order.payment.status === 'paid') {
      if (order.payment.transactionId !== transactionId) {
        this.logger.warn(
          `Order ${orderId} was already paid (${order.payment.transactionId ?? 'no id'}): ${provider} payment ${transactionId} needs a refund`,
        );
      }
      return { outcome: 'already-paid', order };
    }
    this.logger.warn(
      `Order ${orderId} is ${order.status} and cannot be paid: ${provider} payment ${transactionId} needs a refund`,
    );
    return { outcome: 'not-payable', order };
  }
}
