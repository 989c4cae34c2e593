import { useAuth } from '@shop/api-client';
import type { AuthUser, NewBooking, Part, PaymentMethod } from '@shop/contracts';
import { toAsciiDigits, useFormat, useT } from '@shop/i18n';
import {
  findDistrict,
  INSIDE_DHAKA_DISTRICT,
  MAX_LINE_QUANTITY,
  MAX_UNITS_PER_LINE,
  orderTotals,
  validateBooking,
} from '@shop/rules';
import { useRuleMessage, useRulesForm } from '@shop/ui';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AreaSelect } from '../../../components/area-select';
import { DeliveryQuoteRows } from '../../../components/delivery-quote-rows';
import { DistrictSelect } from '../../../components/district-select';
import { fieldAria, FormField } from '../../../components/form-field';
import { OrderSubmit } from '../../../components/order-submit';
import { OrderNameField, PhoneAddressFields } from '../../../components/phone-address-fields';
import {
  SaveAddressCheckbox,
  SavedAddressPicker,
  useSavedAddresses,
} from '../../../components/saved-address';
import type { ContactValues } from '../../../lib/saved-addresses';
import { useDeliveryQuoteQuery } from '../../../lib/delivery-quote-api';
import { usePlaceOrder } from '../../../lib/place-order';
import { useBookPartMutation } from '../api/booking-api';
import './booking-form.css';

/** The product booked; for a product sold in several variants, the chosen one's (`sku`). */
export type BookedPart = Pick<Part, '_id' | 'name' | 'img' | 'price' | 'quantity'> & {
  sku?: string;
};

/** What the form holds: text as typed (quantity too), the district and the payment method. */
export interface BookingValues {
  name: string;
  email: string;
  quantity: string;
  phone: string;
  address: string;
  district: string;
  /** In Dhaka district: the area (city or suburb); '' for none. */
  area: string;
  paymentMethod: PaymentMethod;
}

/** Name and email come from the account (spec §5); one unit, cash on delivery. */
export function bookingDefaults(
  user: Pick<AuthUser, 'name' | 'displayName' | 'email'>,
): BookingValues {
  return {
    name: user.displayName || user.name,
    email: user.email,
    quantity: '1',
    phone: '',
    address: '',
    district: '',
    area: '',
    paymentMethod: 'cod',
  };
}

/** The amounts the chosen quantity and district imply, with the API's rule; null where unknown. */
export function bookingTotals(
  part: Pick<Part, 'price' | 'quantity'>,
  quantity: string,
  district: string,
): { subtotal: number | null; deliveryFee: number | null; total: number | null } {
  const units = Number(quantity);
  const validUnits =
    quantity.trim() !== '' &&
    Number.isInteger(units) &&
    units >= 1 &&
    units <= Math.min(part.quantity, MAX_LINE_QUANTITY, MAX_UNITS_PER_LINE);
  if (!validUnits) return { subtotal: null, deliveryFee: null, total: null };
  const line = { unitPrice: part.price, quantity: units };
  if (!findDistrict(district)) {
    return { subtotal: part.price * units, deliveryFee: null, total: null };
  }
  const totals = orderTotals([line], district);
  return { subtotal: totals.subtotal, deliveryFee: totals.deliveryFee, total: totals.total };
}

/**
 * The product page's booking form for signed-in customers (spec §2, §5, §8): name and email from
 * the account (email read-only), quantity 1 to the stock (and MAX_UNITS_PER_LINE), phone, address, delivery district with
 * the delivery fee and total it implies, and the payment method. Validation is `validateBooking`
 * of @shop/rules — the API's own — on submit, then on every change. The order is one
 * `POST /booking` with an `Idempotency-Key`, so a retry or a double click books once.
 */
export function BookingForm({
  part,
  user,
  quantity: chosen,
}: {
  part: BookedPart;
  user: AuthUser;
  /**
   * The product page's one quantity (its stepper, shared with Add to cart): the form then shows no
   * quantity field of its own and books this many.
   */
  quantity?: number;
}) {
  const { t } = useT('shop');
  const f = useFormat();
  const ruleMessage = useRuleMessage();
  const defaults = bookingDefaults(user);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting, isSubmitted },
  } = useRulesForm<BookingValues>(
    (values) => validateBooking(values, part.quantity, MAX_UNITS_PER_LINE),
    defaults,
  );
  const [quantity, district, paymentMethod, name, phone, address, area] = useWatch({
    control,
    name: ['quantity', 'district', 'paymentMethod', 'name', 'phone', 'address', 'area'],
  });
  const savedAddresses = useSavedAddresses({
    userId: user._id,
    values: { name, phone, address, district },
    isUntouched: (field) => !getFieldState(field).isDirty,
    fill: (values: Partial<ContactValues>) => {
      for (const [field, value] of Object.entries(values) as [keyof ContactValues, string][])
        setValue(field, value, { shouldValidate: isSubmitted });
    },
  });
  const [book] = useBookPartMutation();
  const { place, failure } = usePlaceOrder((booking: NewBooking, idempotencyKey: string) =>
    book({ booking, idempotencyKey }).unwrap(),
  );
  useEffect(() => {
    if (chosen !== undefined) setValue('quantity', String(chosen));
  }, [chosen, setValue]);
  const local = bookingTotals(part, quantity, district);
  const inDhaka = findDistrict(district)?.name === INSIDE_DHAKA_DISTRICT;
  // The shop's rate table quotes the delivery charge (zone, weight, cash-on-delivery fee) as the
  // address changes; the spec's rule stands in until it answers. The order quotes it again.
  const quote = useDeliveryQuoteQuery(
    {
      district,
      ...(inDhaka && area ? { area } : {}),
      lines: [{ partId: part._id, ...(part.sku ? { sku: part.sku } : {}), quantity: Number(quantity) }],
      paymentMethod,
    },
    { skip: local.deliveryFee === null },
  ).currentData;
  const totals =
    quote && local.subtotal !== null
      ? { subtotal: local.subtotal, deliveryFee: quote.fee, total: local.subtotal + quote.fee }
      : local;
  const money = (amount: number | null, zero = f.price(0)) =>
    amount === null ? '—' : amount === 0 ? zero : f.price(amount);

  const onValid = async (values: BookingValues) => {
    const units = Number(values.quantity);
    // The spec's payload; the API keeps partsId, quantity, name, phone, address, district and
    // paymentMethod, and takes the price from the catalogue and the email from the session.
    const booking: NewBooking = {
      partsId: part._id,
      ...(part.sku ? { sku: part.sku } : {}),
      partsName: part.name,
      name: values.name.trim(),
      email: values.email,
      phone: values.phone.trim(),
      address: values.address.trim(),
      district: values.district,
      ...(inDhaka && values.area ? { area: values.area } : {}),
      price: part.price * units,
      quantity: units,
      img: part.img,
      paymentMethod: values.paymentMethod,
    };
    await place(booking, values.paymentMethod, () => {
      savedAddresses.saveAfterOrder(values);
      reset(defaults);
    });
  };

  const id = (name: keyof BookingValues) => `booking-${name}`;
  return (
    <form
      className="booking-form"
      aria-labelledby="booking-form-title"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h2 id="booking-form-title" className="booking-form__title">
        {t('booking.title')}
      </h2>
      <SavedAddressPicker idPrefix="booking" saved={savedAddresses} />
      <OrderNameField
        idPrefix="booking"
        label={t('booking.name')}
        registration={register('name')}
        error={errors.name?.message}
      />
      <FormField
        id={id('email')}
        label={t('booking.email')}
        error={ruleMessage(errors.email?.message)}
        hint={t('booking.emailHint')}
      >
        <input
          {...fieldAria(id('email'), errors.email?.message)}
          className="form-field__input"
          type="email"
          readOnly
          {...register('email')}
        />
      </FormField>
      {chosen === undefined && (
        <FormField
          id={id('quantity')}
          label={t('booking.quantity')}
          error={ruleMessage(errors.quantity?.message)}
          hint={t('booking.available', { count: part.quantity })}
        >
          <input
            {...fieldAria(id('quantity'), errors.quantity?.message)}
            className="form-field__input booking-form__quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...register('quantity', { setValueAs: (typed: string) => toAsciiDigits(String(typed)) })}
          />
        </FormField>
      )}
      <PhoneAddressFields
        idPrefix="booking"
        phone={register('phone')}
        address={register('address')}
        phoneError={errors.phone?.message}
        addressError={errors.address?.message}
      />
      <Controller
        control={control}
        name="district"
        render={({ field, fieldState }) => (
          <DistrictSelect
            id={id('district')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={ruleMessage(fieldState.error?.message)}
          />
        )}
      />
      {inDhaka && (
        <Controller
          control={control}
          name="area"
          render={({ field }) => (
            <AreaSelect id={id('area')} value={field.value} onChange={field.onChange} />
          )}
        />
      )}
      <SaveAddressCheckbox idPrefix="booking" saved={savedAddresses} />
      <dl className="booking-form__totals">
        <div>
          <dt>{t('booking.subtotal')}</dt>
          <dd data-testid="booking-subtotal">{money(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>{t('booking.deliveryFee')}</dt>
          <dd data-testid="booking-delivery-fee">{money(totals.deliveryFee, t('booking.free'))}</dd>
        </div>
        {local.deliveryFee !== null && <DeliveryQuoteRows quote={quote} />}
        <div className="booking-form__total">
          <dt>{t('booking.total')}</dt>
          <dd data-testid="booking-total">{money(totals.total)}</dd>
        </div>
      </dl>
      <OrderSubmit
        idPrefix="booking-payment"
        paymentMethod={register('paymentMethod')}
        value={paymentMethod}
        submitting={isSubmitting}
        label={t('booking.submit')}
        busyLabel={t('booking.submitting')}
        failure={failure}
      />
    </form>
  );
}

/** The booking form with the signed-in account; nothing for visitors (they get Buy Now). */
export function AccountBookingForm({ part, quantity }: { part: BookedPart; quantity?: number }) {
  const { user, isAuthenticated } = useAuth();
  if (!isAuthenticated || !user) return null;
  return <BookingForm key={user._id} part={part} user={user} quantity={quantity} />;
}
