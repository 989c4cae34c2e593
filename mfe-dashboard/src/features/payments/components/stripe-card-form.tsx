/**
 * Stripe Elements card form. Loaded only by the payment page, as its own chunk (`React.lazy` in
 * card-form.tsx), so Stripe's code never reaches the storefront or the other dashboard pages.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useDashboardT } from '../../../lib/i18n';
import { PAYMENT_FAILED_MESSAGE } from '../hooks/use-payment';
import type { CardResult } from '../hooks/use-payment';
import { CardErrorMessage, PayButton, payDisabled, PaymentProgress } from './card-form-parts';
import type { CardFormImplProps } from './card-form-parts';

/** One Stripe.js per publishable key for the page's life (Stripe asks for exactly this). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const CARD_STYLE = {
  base: { fontSize: '16px', color: '#111827', '::placeholder': { color: '#9ca3af' } },
  invalid: { color: '#dc2626' },
};

export default function StripeCardForm(props: CardFormImplProps) {
  const { t } = useDashboardT();
  const publishableKey = props.intent.publishableKey ?? '';
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (!publishableKey || unavailable) {
    return <Alert type="error" showIcon title={t('payment.card.unavailable')} />;
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

function StripeCardFields({ intent, billing, payment }: CardFormImplProps) {
  const { t } = useDashboardT();
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  // What the card field says while typing ("Your card number is incomplete."), until a payment.
  const [inputError, setInputError] = useState<string>();

  const confirmCard = async (): Promise<CardResult> => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { cardError: PAYMENT_FAILED_MESSAGE };
    const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
      payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
    });
    if (error) return { cardError: error.message ?? PAYMENT_FAILED_MESSAGE };
    if (paymentIntent?.status === 'succeeded') return { transactionId: paymentIntent.id };
    return { cardError: PAYMENT_FAILED_MESSAGE };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: a payment is attempted only when the card form and its card element are there.
    if (!stripe || !elements || !elements.getElement(CardElement)) return;
    setInputError(undefined);
    void payment.pay(confirmCard);
  };

  // A new error of the card field replaces the processor's last refusal (one error at a time).
  const onChange = (event: StripeCardElementChangeEvent) => {
    if (event.error) payment.clearCardError();
    setInputError(event.error?.message);
  };
  const ready = Boolean(stripe && elements && cardReady);

  return (
    <form
      className="payment-card"
      aria-label={t('payment.card.formLabel')}
      noValidate
      onSubmit={onSubmit}
    >
      <p className="payment-card__label">{t('payment.card.card')}</p>
      <div className="payment-card__element">
        <CardElement
          options={{ hidePostalCode: true, style: CARD_STYLE, disabled: payment.step !== 'ready' }}
          onReady={() => setCardReady(true)}
          onChange={onChange}
        />
      </div>
      <CardErrorMessage message={inputError ?? payment.cardError} />
      <PaymentProgress payment={payment} />
      <PayButton disabled={payDisabled(ready, intent, payment)} />
    </form>
  );
}
