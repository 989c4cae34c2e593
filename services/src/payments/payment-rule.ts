/**
 * The provider-agnostic confirmation rule: an order becomes paid only by a succeeded payment of
 * exactly what it needs, in the right currency, made for it. Stripe webhooks, `PATCH /booking/:id`
 * and the sandbox's card form all go through this one function.
 */
import {
  type ProviderIntent,
  type SettlingProviderName,
  takaToUsdCents,
} from '../payment-providers';

/** The order's payment as it stands: its total and the provider intent it was given, if any. */
export interface PaymentExpectation {
  orderId: string;
  /** The order's total in whole taka. */
  totalTaka: number;
  /** The intent attached to the order when its payment started (amount fixed then, in cents). */
  stored?: { provider: string; intentId: string; amountCents: number; currency: string };
  /** Taka per dollar, for an order whose intent was never attached. */
  bdtPerUsd: number;
}

/**
 * Why `intent` (reported by `provider`) does not pay the order, or undefined when it does.
 * The amount expected is the one fixed on the stored intent (computed from the order's total when
 * the payment started); without one, the total converted at the current rate.
 */
export function paymentMismatch(
  expected: PaymentExpectation,
  provider: SettlingProviderName,
  intent: ProviderIntent,
): string | undefined {
  if (intent.status !== 'succeeded') return `the payment is ${intent.status}, not succeeded`;
  if (intent.orderId !== expected.orderId)
    return `the payment ${intent.id} was made for another order`;
  const { stored } = expected;
  if (stored && (stored.provider !== provider || stored.intentId !== intent.id)) {
    return `the payment ${intent.id} (${provider}) is not the one started for this order`;
  }
  const currency = stored?.currency ?? 'usd';
  if (intent.currency !== currency)
    return `the payment is in ${intent.currency}, the order needs ${currency}`;
  const cents = stored?.amountCents ?? takaToUsdCents(expected.totalTaka, expected.bdtPerUsd);
  if (intent.amountCents !== cents)
    return `the payment is ${intent.amountCents} cents, the order needs ${cents}`;
  return undefined;
}
