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
  type FormInputProps,
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

  /** One of the card's boxes: id `card-<key>`, its label `payment.card.<key>`. */
  const cardInput = (
    name: keyof SandboxCardFields,
    key: 'number' | 'expiry' | 'cvc' | 'name',
    more: Omit<FormInputProps<SandboxCardFields>, 'control' | 'name' | 'id' | 'label'>,
  ) => (
    <FormInput
      control={control}
      name={name}
      id={`card-${key}`}
      label={t(`payment.card.${key}`)}
      error={errors[name]?.message}
      {...more}
    />
  );
  /**
   * A box of the card's digits, shaped as typed; typing forgets the last refusal (it was about the
   * card as it was).
   */
  const digitsInput = (
    name: keyof SandboxCardFields,
    key: 'number' | 'expiry' | 'cvc',
    format: (typed: string) => string,
    autoComplete: string,
  ) =>
    cardInput(name, key, {
      format,
      autoComplete,
      inputMode: 'numeric',
      placeholder: t(`payment.card.${key}Placeholder`),
      onType: () => payment.clearCardError(),
    });

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
        {digitsInput('cardNumber', 'number', groupCardNumber, 'cc-number')}
        <div className="payment-card__row">
          {digitsInput('expiry', 'expiry', formatExpiry, 'cc-exp')}
          {digitsInput('cvc', 'cvc', (typed) => digitsOnly(typed).slice(0, 4), 'cc-csc')}
        </div>
        {cardInput('name', 'name', { autoComplete: 'cc-name' })}
      </Form>
      <CardErrorMessage message={payment.cardError} />
      <PaymentProgress payment={payment} />
      <PayButton disabled={payDisabled(true, intent, payment)} />
    </form>
  );
}
