import type { PaymentMethod } from '@shop/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './form-field.css';

/** How the customer pays; cash on delivery first (the default). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  card: 'Pay by card',
};

const HINTS: Record<PaymentMethod, string> = {
  cod: 'Pay the delivery person when the parcel arrives.',
  card: 'You pay by card on the next page, right after placing the order.',
};

/** The payment method radios of the booking and checkout forms (react-hook-form registered). */
export function PaymentMethodField({
  idPrefix,
  registration,
  value,
}: {
  idPrefix: string;
  registration: UseFormRegisterReturn;
  /** The chosen method, for the hint under the radios. */
  value: PaymentMethod;
}) {
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">Payment method</legend>
      {(Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]).map((method) => (
        <label key={method} className="payment-method__option" htmlFor={`${idPrefix}-${method}`}>
          <input id={`${idPrefix}-${method}`} type="radio" value={method} {...registration} />
          {PAYMENT_METHOD_LABELS[method]}
        </label>
      ))}
      <p className="form-field__hint">{HINTS[value] ?? HINTS.cod}</p>
    </fieldset>
  );
}
