import {
  cartCleared,
  cartDistrictChosen,
  describeApiError,
  notify,
  selectCartDistrict,
  selectCartLines,
  useAppDispatch,
  useAppSelector,
  useAuth,
} from '@shop/api-client';
import type { AuthUser, NewOrder, PaymentMethod } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { ORDER_TEXT_LIMITS, validateCheckout } from '@shop/rules';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { useNavigate } from '@shop/router';
import { fieldAria, FormField } from '../../../components/form-field';
import { PhoneAddressFields } from '../../../components/phone-address-fields';
import { PaymentMethodField } from '../../../components/payment-method-field';
import {
  SaveAddressCheckbox,
  SavedAddressPicker,
  useSavedAddresses,
} from '../../../components/saved-address';
import type { ContactValues } from '../../../lib/saved-addresses';
import { pathAfterOrder, useIdempotencyKeys } from '../../../lib/place-order';
import { useCheckoutCartMutation } from '../api/checkout-api';

/** The checkout's fields; the district is the one chosen in the cart summary. */
export interface CheckoutValues {
  name: string;
  phone: string;
  address: string;
  district: string;
  paymentMethod: PaymentMethod;
}

/** Where the cart summary's district select is, to send the customer there when none is chosen. */
const CART_DISTRICT_ID = 'cart-district';

/**
 * The cart's checkout for signed-in customers: name (from the account), phone, address and the
 * payment method, validated by `validateCheckout` of @shop/rules (the API's rule) on submit and then
 * on every change. Every line of the cart becomes one order (`POST /orders`, with an
 * `Idempotency-Key`), priced and charged for delivery by the API with the rule the summary shows.
 * Placed: the cart empties and the customer goes to the dashboard (or pays a card order). Refused:
 * the reason under the form, and the cart's stock is fetched again.
 */
export function CheckoutForm({ user }: { user: AuthUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useT('shop');
  const ruleMessage = useRuleMessage();
  const lines = useAppSelector(selectCartLines);
  const district = useAppSelector(selectCartDistrict) ?? '';
  const defaults: CheckoutValues = {
    name: user.displayName || user.name,
    phone: '',
    address: '',
    district,
    paymentMethod: 'cod',
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useRulesForm<CheckoutValues>(validateCheckout, defaults);
  const [paymentMethod, name, phone, address] = useWatch({
    control,
    name: ['paymentMethod', 'name', 'phone', 'address'],
  });
  // The district is the cart summary's (its select, above the form): filled there.
  const savedAddresses = useSavedAddresses({
    userId: user._id,
    values: { name, phone, address, district },
    isUntouched: (field) => (field === 'district' ? !district : !getFieldState(field).isDirty),
    fill: ({ district: chosen, ...values }: Partial<ContactValues>) => {
      for (const [field, value] of Object.entries(values) as [keyof ContactValues, string][])
        setValue(field, value, { shouldValidate: isSubmitted });
      if (chosen) dispatch(cartDistrictChosen(chosen));
    },
  });
  const [checkout] = useCheckoutCartMutation();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  // The district is picked in the summary above the form.
  useEffect(() => {
    setValue('district', district, { shouldValidate: isSubmitted });
  }, [district, isSubmitted, setValue]);

  const onValid = async (values: CheckoutValues) => {
    if (inFlight.current || lines.length === 0) return;
    inFlight.current = true;
    setFailure(null);
    const order: NewOrder = {
      lines: lines.map((line) => ({ partId: line.partId, quantity: line.quantity })),
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      district: values.district,
      paymentMethod: values.paymentMethod,
    };
    try {
      const answer = await checkout({ order, idempotencyKey: keys.keyFor(order) }).unwrap();
      const orderId = answer?.insertedId ?? answer?._id;
      if (!orderId) {
        notify.error(t('order.failed'));
        return;
      }
      keys.settled();
      notify.success(t('order.placed'));
      savedAddresses.saveAfterOrder(values);
      reset(defaults);
      navigate(pathAfterOrder(orderId, values.paymentMethod));
      dispatch(cartCleared());
    } catch (error) {
      setFailure(describeApiError(error));
      notify.error(t('order.failed'));
    } finally {
      inFlight.current = false;
    }
  };

  // No district yet: its select, in the summary above, is where the customer has to go.
  const onInvalid = (found: FieldErrors<CheckoutValues>) => {
    if (found.district) document.getElementById(CART_DISTRICT_ID)?.focus();
  };

  const id = (name: keyof CheckoutValues) => `checkout-${name}`;
  return (
    <form
      className="checkout-form"
      aria-label={t('checkout.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <SavedAddressPicker idPrefix="checkout" saved={savedAddresses} />
      <FormField
        id={id('name')}
        label={t('checkout.name')}
        error={ruleMessage(errors.name?.message)}
      >
        <input
          {...fieldAria(id('name'), errors.name?.message)}
          className="form-field__input"
          autoComplete="name"
          maxLength={ORDER_TEXT_LIMITS.name}
          {...register('name')}
        />
      </FormField>
      <PhoneAddressFields
        idPrefix="checkout"
        phone={register('phone')}
        address={register('address')}
        phoneError={errors.phone?.message}
        addressError={errors.address?.message}
      />
      {errors.district?.message && (
        <p id="checkout-district-error" className="form-field__error">
          {ruleMessage(errors.district.message)}
        </p>
      )}
      <SaveAddressCheckbox idPrefix="checkout" saved={savedAddresses} />
      <PaymentMethodField
        idPrefix="checkout-payment"
        registration={register('paymentMethod')}
        value={paymentMethod}
      />
      <button
        type="submit"
        className="btn btn--primary btn--large btn--block"
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? t('checkout.submitting') : t('checkout.submit')}
      </button>
      {failure && (
        <p className="form-field__error form-field__error--form" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

/** The checkout with the signed-in account; nothing for visitors (they get Buy Now). */
export function AccountCheckoutForm() {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || !user) return null;
  return <CheckoutForm key={user._id} user={user} />;
}
