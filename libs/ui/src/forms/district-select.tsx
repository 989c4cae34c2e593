import { useT } from '@shop/i18n';
import { BANGLADESH_DISTRICTS, BANGLADESH_DIVISIONS } from '@shop/rules';
import type { Ref, SelectHTMLAttributes } from 'react';

const BY_DIVISION = BANGLADESH_DIVISIONS.map((division) => ({
  division,
  districts: BANGLADESH_DISTRICTS.filter((d) => d.division === division).map((d) => d.name),
}));

export interface DistrictSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'value'
> {
  /** The chosen district's name; empty or null: none yet (the "Choose your district" line). */
  value: string | null | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The 64 districts of Bangladesh, grouped by division, in the page's language (the storefront's
 * cart and booking form, the dashboard's address book). A native `<select>`: no antd, so the
 * storefront can use it; the label and the error message around it are the caller's.
 */
export function DistrictSelect({ value, ref, ...select }: DistrictSelectProps) {
  const { t } = useT('common');
  return (
    <select {...select} ref={ref} value={value ?? ''}>
      <option value="" disabled>
        {t('district.choose')}
      </option>
      {BY_DIVISION.map(({ division, districts }) => (
        <optgroup
          key={division}
          label={t('district.division', { division: t(`places.${division}`) })}
        >
          {districts.map((district) => (
            <option key={district} value={district}>
              {t(`places.${district}`)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
