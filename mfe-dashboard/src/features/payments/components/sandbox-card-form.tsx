import { useRulesForm } from '@shop/ui';
import { Alert, Form } from 'antd';
import { Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import { useSandboxConfirmMutation } from '../api/payments-api';
import { PAYMENT_FAILED_MESSAGE } from '../hooks/use-payment';
import type { CardResult } from '../hooks/use-payment';
import {
  cardDigits,
  digitsOnly,
  formatExpiry,
  groupCardNumber,
  SANDBOX_TEST_CARDS,
  validateSandboxCard,
} from '../utils/sandbox-card';
import type { SandboxCardFields } from '../utils/sandbox-card';
import {
  CardErrorMessage,
  FormInput,
  PayButton,
  payDisabled,
  PaymentProgress,
} from './card-form-parts';
import type { CardFormImplProps } from './card-form-parts';

/**
 * The sandbox processor's card form: a clearly labelled test-mode form whose card goes to
 * `POST /payments/sandbox/confirm`, which answers as Stripe's `confirmCardPayment` would. Only
 * light checks here (each field looks right); the processor decides whether the card pays.
 */
export function SandboxCardForm({ intent, billing, payment }: CardFormImplProps) {
  const { t } = useDashboardT();
  const [confirm] = useSandboxConfirmMutation();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<SandboxCardFields>(validateSandboxCard, {
    cardNumber: '',
    expiry: '',
    cvc: '',
    name: billing.name,
  });
  const locked = payment.step !== 'ready';

  const confirmCard = async (values: SandboxCardFields): Promise<CardResult> => {
    const result = await confirm({
      clientSecret: intent.clientSecret,
      cardNumber: cardDigits(values.cardNumber.trim()),
      expiry: values.expiry.trim(),
      cvc: values.cvc.trim(),
      name: values.name.trim(),
      email: billing.email,
    });
    if (result.error) return { failed: true }; // toasted by the shop's error middleware
    const { paymentIntent, error } = result.data;
    if (error) return { cardError: error.message };
    if (paymentIntent.status === 'succeeded') return { transactionId: paymentIntent.id };
    return { cardError: PAYMENT_FAILED_MESSAGE };
  };

  return (
    <form
      className="payment-card"
      aria-label={t('payment.card.formLabel')}
      noValidate
      onSubmit={(event) => {
        // The form's own checks, or the processor's new answer, replace the last refusal.
        payment.clearCardError();
        void handleSubmit((values) => payment.pay(() => confirmCard(values)))(event);
      }}
    >
      <Alert
        type="warning"
        showIcon
        role="note"
        className="payment-card__test-mode"
        title={t('payment.card.testMode')}
        description={
          // The test card numbers are typed as they are written here, in ASCII digits.
          <Message
            k="payment.card.testCards"
            parts={{
              succeeds: <strong translate="no">{SANDBOX_TEST_CARDS.succeeds}</strong>,
              declined: <strong translate="no">{SANDBOX_TEST_CARDS.declined}</strong>,
            }}
          />
        }
      />
      <Form layout="vertical" component={false} disabled={locked}>
        <FormInput
          control={control}
          name="cardNumber"
          id="card-number"
          label={t('payment.card.number')}
          error={errors.cardNumber?.message}
          format={groupCardNumber}
          onType={() => payment.clearCardError()}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t('payment.card.numberPlaceholder')}
        />
        <div className="payment-card__row">
          <FormInput
            control={control}
            name="expiry"
            id="card-expiry"
            label={t('payment.card.expiry')}
            error={errors.expiry?.message}
            format={formatExpiry}
            onType={() => payment.clearCardError()}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payment.card.expiryPlaceholder')}
          />
          <FormInput
            control={control}
            name="cvc"
            id="card-cvc"
            label={t('payment.card.cvc')}
            error={errors.cvc?.message}
            format={(typed) => digitsOnly(typed).slice(0, 4)}
            onType={() => payment.clearCardError()}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={t('payment.card.cvcPlaceholder')}
          />
        </div>
        <FormInput
          control={control}
          name="name"
          id="card-name"
          label={t('payment.card.name')}
          error={errors.name?.message}
          autoComplete="cc-name"
        />
      </Form>
      <CardErrorMessage message={payment.cardError} />
      <PaymentProgress payment={payment} />
      <PayButton disabled={payDisabled(true, intent, payment)} />
    </form>
  );
}
