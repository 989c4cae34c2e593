import type { PaymentMethod } from '@shop/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PaymentMethodField } from './payment-method-field';

/**
 * The end of an order form (the booking form, the cart's checkout): how the customer pays, the
 * submit button (busy while the order is sent) and the API's reason when it was refused.
 */
export function OrderSubmit({
  idPrefix,
  paymentMethod,
  value,
  submitting,
  label,
  busyLabel,
  failure,
}: {
  /** Prefix of the payment radios' ids, e.g. `booking-payment`. */
  idPrefix: string;
  /** The payment method field, registered with the form. */
  paymentMethod: UseFormRegisterReturn;
  /** The chosen payment method. */
  value: PaymentMethod;
  submitting: boolean;
  label: string;
  busyLabel: string;
  failure: string | null;
}) {
  return (
    <>
      <PaymentMethodField idPrefix={idPrefix} registration={paymentMethod} value={value} />
      <button
        type="submit"
        className="btn btn--primary btn--large btn--block"
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? busyLabel : label}
      </button>
      {failure && (
        <p className="form-field__error form-field__error--form" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
