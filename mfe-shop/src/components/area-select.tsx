import { useLanguage, useT } from '@shop/i18n';
import { DHAKA_AREAS } from '@shop/rules';
import './form-field.css';

/**
 * In Dhaka district, the area: it decides Dhaka city or its suburbs (Savar, Keraniganj …) for the
 * delivery charge. Optional: none counts as the city.
 */
export function AreaSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (area: string) => void;
}) {
  const { t } = useT('shop');
  const bengali = useLanguage() === 'bn';
  const city = DHAKA_AREAS.filter((area) => area.zone === 'dhaka_city');
  const suburbs = DHAKA_AREAS.filter((area) => area.zone === 'dhaka_suburbs');
  const option = (area: (typeof DHAKA_AREAS)[number]) => (
    <option key={area.name} value={area.name}>
      {bengali ? area.bn : area.name}
    </option>
  );
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('shipping.area')}
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('shipping.areaNone')}</option>
        <optgroup label={t('shipping.zones.dhaka_city')}>{city.map(option)}</optgroup>
        <optgroup label={t('shipping.zones.dhaka_suburbs')}>{suburbs.map(option)}</optgroup>
      </select>
    </div>
  );
}
