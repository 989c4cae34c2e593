import Stripe from 'stripe';
import { OrderNotPayableError, WebhookSignatureInvalidError } from '../payment-errors';
import type {
  NewIntent,
  NewRefund,
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
} from '../payment-provider';

/** Seconds a webhook signature stays valid (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (stripe-mock in tests); defaults to Stripe's. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe PaymentIntents (https://docs.stripe.com/payments/payment-intents). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly publishableKey: string;
  /** The Stripe client (tests listen to its `request` events). */
  readonly client: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.testMode =
      settings.secretKey.startsWith('sk_test_') || settings.secretKey.startsWith('rk_test_');
    this.client = new Stripe(settings.secretKey, {
      host: settings.host,
      port: settings.port,
      protocol: settings.protocol,
      maxNetworkRetries: 2,
      appInfo: { name: 'techparts-shop' },
    });
  }

  async createIntent(input: NewIntent): Promise<ProviderIntent> {
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          // The card form confirms in place: no payment method that leaves the page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderIntent(intent);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'amount_too_small'
      ) {
        throw new OrderNotPayableError(
          'This order is below the smallest card payment: please pay it on delivery',
        );
      }
      throw error;
    }
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent | undefined> {
    try {
      return toProviderIntent(await this.client.paymentIntents.retrieve(intentId));
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      )
        return undefined;
      throw error;
    }
  }

  /**
   * Stripe's Refunds API (https://docs.stripe.com/api/refunds/create) with an idempotency key per
   * refund: a retried call answers the same refund. A request Stripe refuses (already refunded, more
   * than is left) is a definite `failed`; network trouble throws (retried later).
   */
  async refund(input: NewRefund): Promise<ProviderRefund> {
    try {
      const refund = await this.client.refunds.create(
        {
          payment_intent: input.intentId,
          amount: input.amountCents,
          metadata: { orderId: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toProviderRefund(refund);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        return {
          id: '',
          status: 'failed',
          amountCents: input.amountCents,
          failureMessage: error.message,
        };
      }
      throw error;
    }
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    try {
      await this.client.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
      return true;
    } catch (error) {
      // Succeeded or already canceled: Stripe refuses (a succeeded payment is refunded instead).
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
      throw error;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    let event: Stripe.Event;
    try {
      if (!signature) throw new WebhookSignatureInvalidError();
      event = this.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeSignatureVerificationError ||
        error instanceof WebhookSignatureInvalidError
      ) {
        throw new WebhookSignatureInvalidError();
      }
      throw error;
    }
    if (
      event.type === 'payment_intent.succeeded' ||
      event.type === 'payment_intent.payment_failed'
    ) {
      const intent = event.data.object;
      return {
        id: event.id,
        type: event.type,
        intent: toProviderIntent(intent),
        failureMessage: intent.last_payment_error?.message,
      };
    }
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      const intentId = idOf(charge.payment_intent);
      if (!intentId) return { id: event.id, type: event.type };
      return {
        id: event.id,
        type: event.type,
        refunds: {
          intentId,
          amountRefundedCents: charge.amount_refunded,
          refunds: (charge.refunds?.data ?? []).map(toProviderRefund),
        },
      };
    }
    if (event.type === 'refund.updated' || event.type === 'refund.created') {
      const refund = event.data.object;
      const intentId = idOf(refund.payment_intent);
      if (!intentId) return { id: event.id, type: event.type };
      return {
        id: event.id,
        type: event.type,
        refunds: { intentId, refunds: [toProviderRefund(refund)] },
      };
    }
    return { id: event.id, type: event.type };
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

function toProviderRefund(refund: Stripe.Refund): ProviderRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    id: refund.id,
    status,
    amountCents: refund.amount,
    ...(refund.failure_reason ? { failureMessage: refund.failure_reason } : {}),
  };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status,
    orderId: intent.metadata?.orderId,
  };
}
