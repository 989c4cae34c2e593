import type { PaymentMethod } from '@shop/contracts';
import { useT } from '@shop/i18n';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './form-field.css';
import './payment-method-field.css';

/** How the customer pays; cash on delivery first (the default). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cod', 'card'];

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
  const { t } = useT('shop');
  const hinted = PAYMENT_METHODS.includes(value) ? value : 'cod';
  return (
    <fieldset className="payment-method">
      <legend className="payment-method__legend">{t('payment.legend')}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className="payment-method__option" htmlFor={`${idPrefix}-${method}`}>
          <input id={`${idPrefix}-${method}`} type="radio" value={method} {...registration} />
          {t(`payment.${method}`)}
        </label>
      ))}
      <p className="form-field__hint">{t(`payment.${hinted}Hint`)}</p>
    </fieldset>
  );
}
