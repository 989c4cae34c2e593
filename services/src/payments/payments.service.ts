import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type {
  ConfirmPaymentRequest,
  Order,
  PaymentIntentAnswer,
  SandboxConfirmAnswer,
  SandboxConfirmRequest,
} from '@shop/contracts';
import { type AuthenticatedUser, OrderNotFoundError } from '../common';
import type { AppConfig } from '../config';
import { OrdersService } from '../orders';
import { BkashCheckoutService } from './bkash/bkash-checkout.service';
import {
  OrderNotPayableError,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderIntent,
  ProviderRouteInactiveError,
  refusalOf,
  SandboxPaymentProvider,
  takaToUsdCents,
} from '../payment-providers';
import {
  AppointmentMismatchError,
  CardDeclinedError,
  PaymentIntentNotFoundError,
  PaymentNotConfirmedError,
} from './payment-errors';
import { assertPayable, orderOf } from './payability';
import {
  type PaidBy,
  PaymentSettlementService,
} from './payment-settlement.service';

type StoredIntent = { provider: string; intentId: string; amountCents: number; currency: string };

/**
 * Card payments of orders (spec §2 payment page, §7). The server decides every amount from the
 * stored order, the provider confirms the payment, and only a confirmed payment of exactly that
 * amount marks the order paid (PaymentSettlementService).
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly orders: OrdersService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlementService,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly bkash: BkashCheckoutService,
  ) {}

  /**
   * `POST /create-payment-intent`: the order's one payment intent, created on the first call (its
   * amount in US cents from the order's total) and answered again on every retry.
   */
  async createIntent(orderId: string, user: AuthenticatedUser): Promise<PaymentIntentAnswer> {
    const order = await this.ownOrder(orderId, user);
    assertPayable(order);
    let stored = (await this.orders.getPaymentView(orderId))?.intent;
    // A bKash payment was started and not completed: the card takes its place.
    const replaced = stored?.provider === 'bkash' ? stored.intentId : undefined;
    if (replaced) {
      await this.bkash.releaseForCard(orderId, replaced, { userId: user.id, role: user.role, name: user.name });
      stored = undefined;
    }
    if (!stored) {
      const amountCents = takaToUsdCents(order.total, this.bdtPerUsd);
      const created = await this.provider.createIntent({
        orderId,
        amountCents,
        currency: 'usd',
        idempotencyKey: `order-${orderId}-${amountCents}${replaced ? `-after-${replaced}` : ''}`,
      });
      const ref = { provider: this.provider.name, intentId: created.id, amountCents, currency: 'usd' } as const;
      const attached = replaced
        ? (await this.orders.replacePaymentIntent(orderId, replaced, ref))
          ? { intentId: created.id, provider: ref.provider }
          : await this.orders.attachPaymentIntent(orderId, ref)
        : await this.orders.attachPaymentIntent(orderId, ref);
      if (attached.intentId === created.id) return this.answer(order, created, amountCents);
      // Another request started this order's payment first: answer that one.
      stored = {
        provider: attached.provider,
        intentId: attached.intentId,
        amountCents,
        currency: 'usd',
      };
    }
    const intent = await this.storedIntent(stored);
    if (intent.status === 'succeeded') {
      // Paid, but the confirmation has not arrived yet (a lost webhook): settle it now.
      orderOf(await this.settlement.settle(orderId, intent, { userId: user.id, role: user.role, name: user.name }));
      throw new OrderNotPayableError('This order is already paid');
    }
    return this.answer(order, intent, stored.amountCents);
  }

  /**
   * `PATCH /booking/:id` (the spec's call after a payment): the body's transaction id is only a
   * hint. The provider is asked what became of the order's payment; the order becomes paid only
   * when it succeeded with the order's amount. Repeating it, or calling it after the webhook, is a
   * no-op answering the order.
   */
  async confirmBooking(
    orderId: string,
    request: ConfirmPaymentRequest,
    user: AuthenticatedUser,
  ): Promise<Order> {
    const { appointment, transactionId } = request;
    if (appointment !== undefined && appointment !== orderId) throw new AppointmentMismatchError();
    const order = await this.orders.getOrderFor(orderId, user);
    if (order.payment.status === 'paid') return order;
    const stored = (await this.orders.getPaymentView(orderId))?.intent;
    if (!stored || stored.intentId !== transactionId || stored.provider !== this.provider.name) {
      // Nothing of this order was ever charged with this id: say why it cannot be paid, if it cannot.
      assertPayable(order);
      throw new PaymentNotConfirmedError();
    }
    const intent = await this.provider.retrieveIntent(transactionId);
    if (intent?.status !== 'succeeded') {
      assertPayable(order);
      throw new PaymentNotConfirmedError();
    }
    // A succeeded payment is settled even for an order cancelled or expired meanwhile: it is refunded.
    return orderOf(
      await this.settlement.settle(orderId, intent, { userId: user.id, role: user.role, name: user.name }),
    );
  }

  /**
   * `POST /payments/sandbox/confirm`: the sandbox processor's card form. A refused card answers 402
   * with the provider-style message and leaves the order unpaid; an accepted one succeeds the
   * intent and goes through the same confirmation as a Stripe webhook.
   */
  async confirmSandboxCard(
    request: SandboxConfirmRequest,
    user: AuthenticatedUser,
  ): Promise<SandboxConfirmAnswer> {
    if (!(this.provider instanceof SandboxPaymentProvider))
      throw new ProviderRouteInactiveError('sandbox');
    const sandbox = this.provider;
    let intent = await sandbox.findByClientSecret(request.clientSecret);
    if (!intent?.orderId) throw new PaymentIntentNotFoundError();
    const order = await this.ownOrder(intent.orderId, user);
    if (intent.status !== 'succeeded') {
      assertPayable(order);
      const refusal = refusalOf(request, new Date());
      if (refusal) {
        await sandbox.recordRefusal(intent.id, refusal);
        throw new CardDeclinedError(refusal);
      }
      intent = await sandbox.succeed(intent.id);
      if (!intent) throw new PaymentIntentNotFoundError();
    }
    const by: PaidBy = { userId: user.id, role: user.role, name: user.name };
    orderOf(await this.settlement.settle(order._id, intent, by));
    return {
      paymentIntent: {
        id: intent.id,
        status: 'succeeded',
        amount: intent.amountCents,
        currency: 'usd',
      },
    };
  }

  private get bdtPerUsd(): number {
    return this.config.get('BDT_PER_USD', { infer: true });
  }

  /** The caller's own order (an admin pays no one else's order either): others get 404. */
  private async ownOrder(orderId: string, user: AuthenticatedUser): Promise<Order> {
    const order = await this.orders.getOrderFor(orderId, user);
    if (order.userId !== user.id) throw new OrderNotFoundError();
    return order;
  }

  /** The order's stored intent as the active provider has it now. */
  private async storedIntent(stored: StoredIntent): Promise<ProviderIntent> {
    if (stored.provider !== this.provider.name) {
      throw new OrderNotPayableError(
        `This order's card payment was started with ${stored.provider}, which this server no longer uses`,
      );
    }
    const intent = await this.provider.retrieveIntent(stored.intentId);
    if (!intent)
      throw new OrderNotPayableError("This order's card payment is unknown to the card provider");
    return intent;
  }

  private answer(order: Order, intent: ProviderIntent, amountCents: number): PaymentIntentAnswer {
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      provider: this.provider.name,
      ...(this.provider.publishableKey ? { publishableKey: this.provider.publishableKey } : {}),
      amountCents,
      currency: 'usd',
      totalTaka: order.total,
      bdtPerUsd: this.bdtPerUsd,
      testMode: this.provider.testMode,
    };
  }
}
