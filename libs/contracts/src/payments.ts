/**
 * Card payments (spec §2 payment page, §7 POST /create-payment-intent and PATCH /booking/{id}).
 * The server computes every amount from the stored order; the browser never sends a price that
 * counts.
 */

/** `stripe` when its keys are configured; `sandbox` is the offline test-mode processor. */
export type PaymentProviderName = 'stripe' | 'sandbox';

/** `POST /api/create-payment-intent` body. `price` is the spec's field: accepted and ignored. */
export interface CreatePaymentIntentRequest {
  orderId: string;
  price?: number | string;
}

/** `POST /api/create-payment-intent` answer: the spec's `clientSecret` plus what the page shows. */
export interface PaymentIntentAnswer {
  clientSecret: string;
  /** The provider's id of the payment (PaymentIntent id, sandbox intent id). */
  paymentIntentId: string;
  provider: PaymentProviderName;
  /** Stripe's publishable key; absent for the sandbox. */
  publishableKey?: string;
  /** Charged amount in US cents, computed on the server from the order's total in taka. */
  amountCents: number;
  currency: 'usd';
  /** The order's total in taka, shown beside the dollar amount. */
  totalTaka: number;
  /** The conversion rate used (taka per US dollar). */
  bdtPerUsd: number;
  /** True for the sandbox: "Test mode — no real card is charged". */
  testMode: boolean;
}

/** `PATCH /api/booking/{id}` body (spec): `appointment` is the order id. */
export interface ConfirmPaymentRequest {
  appointment?: string;
  transactionId: string;
}

/** `POST /api/payments/sandbox/confirm`: the sandbox's card form, as Stripe's confirmCardPayment. */
export interface SandboxConfirmRequest {
  clientSecret: string;
  cardNumber: string;
  /** "MM/YY" */
  expiry: string;
  cvc: string;
  name?: string;
  email?: string;
}

/** What a confirmation answers, sandbox or Stripe alike (Stripe's `paymentIntent.status` names). */
export interface SandboxConfirmAnswer {
  paymentIntent: { id: string; status: 'succeeded' | 'requires_payment_method'; amount: number; currency: 'usd' };
  /** Set when the card was refused: a provider-style message shown in red. */
  error?: { code: string; message: string; decline_code?: string };
}
