import { useT } from '@shop/i18n';
import { BANGLADESH_DISTRICTS, BANGLADESH_DIVISIONS } from '@shop/rules';
import './form-field.css';
import type { ChangeEvent, FocusEvent, Ref } from 'react';

const BY_DIVISION = BANGLADESH_DIVISIONS.map((division) => ({
  division,
  districts: BANGLADESH_DISTRICTS.filter((d) => d.division === division).map((d) => d.name),
}));

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

/** The 64 districts of Bangladesh, grouped by division (the cart's and the booking form's). */
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
  // District and division names are shared (the dashboard's address book names them too).
  const { t: place } = useT('common');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('district.label')}
      </label>
      <select
        id={id}
        name={name}
        ref={selectRef}
        className="field__control"
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {t('district.choose')}
        </option>
        {BY_DIVISION.map(({ division, districts }) => (
          <optgroup
            key={division}
            label={t('district.division', { division: place(`places.${division}`) })}
          >
            {districts.map((district) => (
              <option key={district} value={district}>
                {place(`places.${district}`)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
