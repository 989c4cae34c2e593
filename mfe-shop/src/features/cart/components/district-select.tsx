import { BANGLADESH_DISTRICTS, BANGLADESH_DIVISIONS } from '@shop/rules';

const BY_DIVISION = BANGLADESH_DIVISIONS.map((division) => ({
  division,
  districts: BANGLADESH_DISTRICTS.filter((d) => d.division === division).map((d) => d.name),
}));

/** The 64 districts of Bangladesh, grouped by division. */
export function DistrictSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (district: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="cart-district" className="field__label">
        Delivery district
      </label>
      <select
        id="cart-district"
        className="field__control"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Choose your district
        </option>
        {BY_DIVISION.map(({ division, districts }) => (
          <optgroup key={division} label={`${division} division`}>
            {districts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
