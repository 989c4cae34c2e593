import { useT } from '@shop/i18n';
import { DistrictSelect as Districts } from '@shop/ui';
import './form-field.css';
import type { FocusEvent, Ref } from 'react';

export interface DistrictSelectProps {
  value: string | null;
  onChange: (district: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** The select's id (the cart's by default); its error, if any, is `${id}-error`. */
  id?: string;
  name?: string;
  /** The rule's message in the active language, shown in red under the select. */
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** The delivery district of the cart and the booking form: @shop/ui's district select, labelled. */
export function DistrictSelect({
  value,
  onChange,
  onBlur,
  id = 'cart-district',
  name,
  error,
  selectRef,
}: DistrictSelectProps) {
  const { t } = useT('shop');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('district.label')}
      </label>
      <Districts
        id={id}
        name={name}
        ref={selectRef}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
