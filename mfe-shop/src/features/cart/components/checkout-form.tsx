import {
  cartCleared,
  cartDistrictChosen,
  selectCartDistrict,
  selectCartLines,
  useAppDispatch,
  useAppSelector,
  useAuth,
} from '@shop/api-client';
import type { AuthUser, NewOrder, PaymentMethod } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { validateCheckout } from '@shop/rules';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { useEffect } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { OrderNameField, PhoneAddressFields } from '../../../components/phone-address-fields';
import { OrderSubmit } from '../../../components/order-submit';
import {
  SaveAddressCheckbox,
  SavedAddressPicker,
  useSavedAddresses,
} from '../../../components/saved-address';
import type { ContactValues } from '../../../lib/saved-addresses';
import { usePlaceOrder } from '../../../lib/place-order';
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
  const { place, failure } = usePlaceOrder((order: NewOrder, idempotencyKey: string) =>
    checkout({ order, idempotencyKey }).unwrap(),
  );

  // The district is picked in the summary above the form.
  useEffect(() => {
    setValue('district', district, { shouldValidate: isSubmitted });
  }, [district, isSubmitted, setValue]);

  const onValid = async (values: CheckoutValues) => {
    if (lines.length === 0) return;
    const order: NewOrder = {
      lines: lines.map((line) => ({
        partId: line.partId,
        ...(line.sku ? { sku: line.sku } : {}),
        quantity: line.quantity,
      })),
      name: values.name.trim(),
      phone: values.phone.trim(),
      address: values.address.trim(),
      district: values.district,
      paymentMethod: values.paymentMethod,
    };
    const placed = await place(order, values.paymentMethod, () => {
      savedAddresses.saveAfterOrder(values);
      reset(defaults);
    });
    // Emptied only once placed: a refused order keeps the cart for another try.
    if (placed) dispatch(cartCleared());
  };

  // No district yet: its select, in the summary above, is where the customer has to go.
  const onInvalid = (found: FieldErrors<CheckoutValues>) => {
    if (found.district) document.getElementById(CART_DISTRICT_ID)?.focus();
  };

  return (
    <form
      className="checkout-form"
      aria-label={t('checkout.label')}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <SavedAddressPicker idPrefix="checkout" saved={savedAddresses} />
      <OrderNameField
        idPrefix="checkout"
        label={t('checkout.name')}
        registration={register('name')}
        error={errors.name?.message}
      />
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
      <OrderSubmit
        idPrefix="checkout-payment"
        paymentMethod={register('paymentMethod')}
        value={paymentMethod}
        submitting={isSubmitting}
        label={t('checkout.submit')}
        busyLabel={t('checkout.submitting')}
        failure={failure}
      />
    </form>
  );
}

/** The checkout with the signed-in account; nothing for visitors (they get Buy Now). */
export function AccountCheckoutForm() {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || !user) return null;
  return <CheckoutForm key={user._id} user={user} />;
}
