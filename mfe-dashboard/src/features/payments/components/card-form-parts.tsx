import { Button, Form, Input, type InputProps, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { PaymentIntentAnswer } from '@shop/contracts';
import { KnownMessage } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import type { Payment } from '../hooks/use-payment';
import { CARD_MESSAGES } from '../utils/card-messages';

/** Who pays: sent to the processor as the card's billing details (spec §7). */
export interface BillingDetails {
  name: string;
  email: string;
}

/** What every card form implementation gets from the page. */
export interface CardFormImplProps {
  intent: PaymentIntentAnswer;
  billing: BillingDetails;
  payment: Payment;
}

/**
 * Spec §4: Pay is disabled until the card form is ready and a client secret has been received,
 * while a payment runs, and after success.
 */
export function payDisabled(
  formReady: boolean,
  intent: PaymentIntentAnswer | undefined,
  payment: Payment,
) {
  return !formReady || !intent?.clientSecret || payment.step !== 'ready';
}

export function PayButton({ disabled }: { disabled: boolean }) {
  const { t } = useDashboardT();
  return (
    <Button type="primary" htmlType="submit" size="large" block disabled={disabled}>
      {t('payment.card.pay')}
    </Button>
  );
}

/**
 * Spec §8: a card error is shown as the processor returned it, in red (in Bengali when it is one
 * of the processor's messages this page knows).
 */
export function CardErrorMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="payment-card__error" role="alert">
      <KnownMessage message={message} known={CARD_MESSAGES} />
    </p>
  );
}

/** Says what is happening while the processor and the shop confirm the payment. */
export function PaymentProgress({ payment }: { payment: Payment }) {
  const { t } = useDashboardT();
  const text =
    payment.step === 'paying'
      ? t('payment.card.confirming')
      : payment.step === 'recording'
        ? t('payment.card.recording')
        : undefined;
  return (
    <p className="payment-card__progress" role="status">
      {text}
    </p>
  );
}

/** A labelled field with its check's message in red under it (spec §5), in the active language. */
export function CardField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item
      // In a span: antd's label is a flex box, which would drop the spaces around a message's parts.
      label={<span>{label}</span>}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`}>
            <KnownMessage message={error} known={CARD_MESSAGES} />
          </span>
        ) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}

export const fieldAria = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export interface FormInputProps<V extends FieldValues> extends Omit<
  InputProps,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'size'
> {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: ReactNode;
  error?: string;
  /** Shapes the typed text as it is typed (the card number in groups of four, MM/YY). */
  format?: (typed: string) => string;
  /** Runs on every keystroke, first (the last refusal was about the card as it was). */
  onType?: () => void;
}

/** A payment form's large text box held by react-hook-form, in a `CardField`. */
export function FormInput<V extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  format,
  onType,
  ...input
}: FormInputProps<V>) {
  const { field } = useController({ control, name });
  return (
    <CardField id={id} label={label} error={error}>
      <Input
        {...fieldAria(id, error)}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(event) => {
          onType?.();
          field.onChange(format ? format(event.target.value) : event.target.value);
        }}
        size="large"
        {...input}
      />
    </CardField>
  );
}

/** The card form before the processor is known (no client secret yet): Pay stays disabled. */
export function PendingCardForm({ loading = false }: { loading?: boolean }) {
  const { t } = useDashboardT();
  return (
    <div className="payment-card" aria-busy="true">
      <p className="payment-card__progress" role="status">
        {loading ? t('payment.card.loading') : t('payment.card.preparing')}
      </p>
      <Skeleton active paragraph={{ rows: 3 }} title={false} />
      <PayButton disabled />
    </div>
  );
}
