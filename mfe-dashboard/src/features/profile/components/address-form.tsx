import { describeApiError, notify } from '@shop/api-client';
import type { SavedAddress } from '@shop/contracts';
import {
  ADDRESS_LABEL_MAX,
  ORDER_TEXT_LIMITS,
  type SavedAddressFields,
  validateSavedAddress,
} from '@shop/rules';
import { DistrictSelect, useRuleMessage, useRulesForm } from '@shop/ui';
import { Alert, Button, Checkbox, Input } from 'antd';
import { type ReactElement, useId } from 'react';
import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useDashboardT } from '../../../lib/i18n';
import { useReplaceAddressMutation, useSaveAddressMutation } from '../api/address-book-api';

export interface AddressFormValues extends SavedAddressFields {
  makeDefault: boolean;
}

/** The form's text fields (the tick box aside). */
type FieldName = Exclude<keyof AddressFormValues, 'makeDefault'>;

/** The form's values: the address being changed, or a new one with the account's name and phone. */
export function addressFormDefaults(
  address: SavedAddress | undefined,
  fallback: { name: string; phone: string | null },
): AddressFormValues {
  return {
    label: address?.label ?? '',
    name: address?.name ?? fallback.name,
    phone: address?.phone ?? fallback.phone ?? '',
    address: address?.address ?? '',
    district: address?.district ?? '',
    makeDefault: address?.isDefault ?? false,
  };
}

/**
 * Adds an address to the book, or changes one: label (optional), name, phone, address and district,
 * checked by `validateSavedAddress` of @shop/rules — the order forms' rules, which the API applies
 * too — on submit, then on every change; each message in red under its field.
 */
export function AddressForm({
  address,
  fallback,
  onDone,
}: {
  /** The address to change; none: a new one. */
  address?: SavedAddress;
  fallback: { name: string; phone: string | null };
  onDone: () => void;
}) {
  const { t } = useDashboardT();
  const ruleMessage = useRuleMessage();
  const prefix = useId();
  const id = (field: keyof AddressFormValues) => `${prefix}-${field}`;
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useRulesForm<AddressFormValues>(validateSavedAddress, addressFormDefaults(address, fallback));
  const [save, saving] = useSaveAddressMutation();
  const [replace, replacing] = useReplaceAddressMutation();
  const failure = address ? replacing.error : saving.error;

  const onValid = async ({
    label,
    name,
    phone,
    address: line,
    district,
    makeDefault,
  }: AddressFormValues) => {
    const body = {
      ...(label.trim() ? { label: label.trim() } : {}),
      name: name.trim(),
      phone: phone.trim(),
      address: line.trim(),
      district,
      ...(makeDefault ? { makeDefault: true } : {}),
    };
    try {
      if (address) await replace({ id: address.id, address: body }).unwrap();
      else await save(body).unwrap();
      notify.success(t('addressBook.saved'));
      onDone();
    } catch {
      // Shown under the form from the mutation's state.
    }
  };

  const error = (field: keyof AddressFormValues) => {
    const message = errors[field]?.message;
    return message ? (
      <p id={`${id(field)}-error`} className="profile__error" role="alert">
        {ruleMessage(message)}
      </p>
    ) : null;
  };
  const aria = (field: keyof AddressFormValues) =>
    errors[field]
      ? {
          'aria-invalid': true as const,
          'aria-describedby': `${id(field)}-error`,
          status: 'error' as const,
        }
      : {};

  /** A labelled box held by the form, its rule's message under it. */
  const labelled = (
    name: FieldName,
    labelKey: string,
    render: (props: ControllerRenderProps<AddressFormValues, FieldName>) => ReactElement,
  ) => (
    <div className="address-form__field">
      <label htmlFor={id(name)} className="profile__label">
        {t(labelKey)}
      </label>
      <Controller name={name} control={control} render={({ field: props }) => render(props)} />
      {error(name)}
    </div>
  );
  const text = (name: 'label' | 'name' | 'phone', labelKey: string, extra: object = {}) =>
    labelled(name, labelKey, (props) => (
      <Input {...props} id={id(name)} {...aria(name)} {...extra} />
    ));

  return (
    <form
      className="address-form"
      aria-label={address ? t('addressBook.formEdit') : t('addressBook.formAdd')}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <h3 className="address-form__title">
        {address ? t('addressBook.formEdit') : t('addressBook.formAdd')}
      </h3>
      {text('label', 'addressBook.label', {
        maxLength: ADDRESS_LABEL_MAX,
        placeholder: t('addressBook.labelPlaceholder'),
        autoComplete: 'off',
      })}
      {text('name', 'addressBook.name', {
        maxLength: ORDER_TEXT_LIMITS.name,
        autoComplete: 'name',
      })}
      {text('phone', 'addressBook.phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {labelled('address', 'addressBook.address', (props) => (
        <Input.TextArea
          {...props}
          id={id('address')}
          {...aria('address')}
          rows={2}
          maxLength={ORDER_TEXT_LIMITS.address}
          autoComplete="street-address"
        />
      ))}
      {labelled('district', 'addressBook.district', (props) => (
        <DistrictSelect
          {...props}
          id={id('district')}
          className={`address-form__select${errors.district ? ' address-form__select--error' : ''}`}
          aria-invalid={errors.district ? true : undefined}
          aria-describedby={errors.district ? `${id('district')}-error` : undefined}
        />
      ))}
      {!address?.isDefault && (
        <Controller
          name="makeDefault"
          control={control}
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            >
              {t('addressBook.asDefault')}
            </Checkbox>
          )}
        />
      )}
      {failure && (
        <Alert type="error" showIcon title={describeApiError(failure)} className="profile__alert" />
      )}
      <div className="address-form__actions">
        <Button type="primary" htmlType="submit" loading={saving.isLoading || replacing.isLoading}>
          {t('addressBook.save')}
        </Button>
        <Button onClick={onDone}>{t('addressBook.cancel')}</Button>
      </div>
    </form>
  );
}
