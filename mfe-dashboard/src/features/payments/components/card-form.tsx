import { lazy, Suspense } from 'react';
import type { PaymentIntentAnswer } from '@shop/contracts';
import type { Payment } from '../hooks/use-payment';
import { PendingCardForm } from './card-form-parts';
import type { BillingDetails } from './card-form-parts';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe Elements only when Stripe runs, and then as a chunk of its own.
const StripeCardForm = lazy(
  () => import(/* webpackChunkName: "stripe-card-form" */ './stripe-card-form'),
);

export interface CardFormProps {
  /** The answer of POST /create-payment-intent; undefined until it arrives (Pay disabled). */
  intent: PaymentIntentAnswer | undefined;
  billing: BillingDetails;
  payment: Payment;
}

/**
 * The card form with its Pay button, whichever processor the server runs: Stripe Elements when
 * the intent says `stripe`, the sandbox's test card form when it says `sandbox`. The page does not
 * care which: both report through `payment`.
 */
export function CardForm({ intent, billing, payment }: CardFormProps) {
  if (!intent) return <PendingCardForm />;
  if (intent.provider === 'stripe') {
    return (
      <Suspense fallback={<PendingCardForm loading />}>
        <StripeCardForm intent={intent} billing={billing} payment={payment} />
      </Suspense>
    );
  }
  return <SandboxCardForm intent={intent} billing={billing} payment={payment} />;
}
