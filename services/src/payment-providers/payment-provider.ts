import type { PaymentProviderName } from '@shop/contracts';

/** Nest token of the active PaymentProvider (Stripe when configured, else the sandbox). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** A provider's payment, in Stripe's terms (a PaymentIntent), whichever provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** Smallest currency unit (US cents). */
  amountCents: number;
  /** Lower-case ISO code, as providers answer it. */
  currency: string;
  /** Stripe's PaymentIntent status names; only `succeeded` means paid. */
  status: string;
  /** The order the intent was created for (Stripe: `metadata.orderId`; bKash: merchantInvoiceNumber). */
  orderId?: string;
  /** The id the order records as paid when it is not `id` (bKash: the trxID; `id` is the paymentID). */
  transactionId?: string;
}

/** Who can settle an order's payment: the card processors and bKash Tokenized Checkout. */
export type SettlingProviderName = PaymentProviderName | 'bkash';

export interface NewIntent {
  orderId: string;
  amountCents: number;
  currency: 'usd';
  /** Same key, same intent: a retried create never makes a second one. */
  idempotencyKey: string;
}

export interface NewRefund {
  /** The provider's payment being refunded (PaymentIntent id, bKash paymentID). */
  intentId: string;
  /** The payment's transaction id when the provider needs it too (bKash: trxID). */
  transactionId?: string;
  /** How much of it, in the provider's unit (US cents). */
  amountCents: number;
  /** Same key, same refund: a retried call never refunds twice. */
  idempotencyKey: string;
  orderId: string;
}

/** A refund as the provider answers it. */
export interface ProviderRefund {
  id: string;
  /** `pending` when the provider has not finished it yet (its webhook says when it has). */
  status: 'succeeded' | 'pending' | 'failed';
  amountCents: number;
  /** Why it failed, in the provider's words. */
  failureMessage?: string;
}

/** A charge's refunds as the provider reports them (Stripe's `charge.refunded` / `refund.updated`). */
export interface ProviderRefundReport {
  intentId: string;
  /** Everything refunded of the payment so far, in cents (when the event says). */
  amountRefundedCents?: number;
  refunds: ProviderRefund[];
}

/** A verified provider event, reduced to what the API acts on. */
export interface ProviderEvent {
  id: string;
  /** The provider's event type, e.g. `payment_intent.succeeded`. */
  type: string;
  /** Set for payment intent events. */
  intent?: ProviderIntent;
  /** payment_intent.payment_failed: the provider's message. */
  failureMessage?: string;
  /** charge.refunded / refund.updated: the payment's refunds as the provider has them. */
  refunds?: ProviderRefundReport;
}

/** A card payment processor: creates payments and says, when asked, what became of them. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for a processor that charges no real card (the page says so). */
  readonly testMode: boolean;
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey?: string;
  createIntent(input: NewIntent): Promise<ProviderIntent>;
  /** The intent as the provider knows it now, or undefined when it has no such intent. */
  retrieveIntent(intentId: string): Promise<ProviderIntent | undefined>;
  /**
   * Verifies a webhook delivery (signature over the exact bytes, timestamp tolerance) and answers
   * its event. Throws WebhookSignatureInvalidError for a bad or stale signature, and
   * ProviderRouteInactiveError for a provider that sends no webhooks.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /**
   * Refunds `amountCents` of a succeeded payment, once per idempotency key. Answers a definite
   * `failed` when the provider refuses it (more than is left, not paid); throws when the provider
   * could not be asked (the caller retries later with the same key).
   */
  refund(input: NewRefund): Promise<ProviderRefund>;
  /**
   * Cancels a payment that has not succeeded (an order that expired), so its card form can no longer
   * charge the card. False when it cannot be cancelled any more (it succeeded meanwhile).
   */
  cancelIntent(intentId: string): Promise<boolean>;
}
