import { useT } from '@shop/i18n';
import { ORDER_TEXT_LIMITS } from '@shop/rules';
import { useRuleMessage } from '@shop/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FormField } from './form-field';

export interface PhoneAddressFieldsProps {
  /** Prefix of the inputs' ids: `booking` gives `booking-phone` and `booking-address`. */
  idPrefix: string;
  phone: UseFormRegisterReturn;
  address: UseFormRegisterReturn;
  /** The rules' messages (English, as `@shop/rules` returns them), translated here. */
  phoneError?: string;
  addressError?: string;
}

/** Where an order goes: the phone (a Bangladeshi mobile number) and the address, as both order forms ask. */
export function PhoneAddressFields({
  idPrefix,
  phone,
  address,
  phoneError,
  addressError,
}: PhoneAddressFieldsProps) {
  const { t } = useT('shop');
  const ruleMessage = useRuleMessage();
  const phoneId = `${idPrefix}-phone`;
  const addressId = `${idPrefix}-address`;
  return (
    <>
      <FormField
        id={phoneId}
        label={t('delivery.phone')}
        error={ruleMessage(phoneError)}
        hint={t('delivery.phoneHint')}
      >
        <input
          {...fieldAria(phoneId, phoneError)}
          className="form-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...phone}
        />
      </FormField>
      <FormField id={addressId} label={t('delivery.address')} error={ruleMessage(addressError)}>
        <textarea
          {...fieldAria(addressId, addressError)}
          className="form-field__input"
          rows={2}
          autoComplete="street-address"
          maxLength={ORDER_TEXT_LIMITS.address}
          {...address}
        />
      </FormField>
    </>
  );
}

/** Whom an order is for: the name (from the account at first), as both order forms ask. */
export function OrderNameField({
  idPrefix,
  label,
  registration,
  error,
}: {
  /** `booking` gives the id `booking-name`. */
  idPrefix: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The rule's message (English, as `@shop/rules` returns it), translated here. */
  error?: string;
}) {
  const ruleMessage = useRuleMessage();
  const id = `${idPrefix}-name`;
  return (
    <FormField id={id} label={label} error={ruleMessage(error)}>
      <input
        {...fieldAria(id, error)}
        className="form-field__input"
        autoComplete="name"
        maxLength={ORDER_TEXT_LIMITS.name}
        {...registration}
      />
    </FormField>
  );
}
