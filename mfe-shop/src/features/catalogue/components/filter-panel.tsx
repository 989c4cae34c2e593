import { useFormat, useLanguage, useT } from '@shop/i18n';
import type { BrowsePage, FacetValue } from '../api/browse-api';
import type { ListingFilters } from '../utils/listing-params';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  filters: ListingFilters;
  facets: BrowsePage['facets'];
  onChange: (filters: ListingFilters) => void;
}

const toggle = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

/**
 * The filter column: brands, price range, in stock only, and the category's spec filters, each value
 * with how many products it would list given the other filters (the API's facets).
 */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const { t } = useT('shop');
  const language = useLanguage();

  return (
    <div className="filter-panel">
      {facets.brands.length > 0 && (
        <FacetGroup
          title={t('filters.brand')}
          values={facets.brands}
          checked={(value) => filters.brands.some((b) => b.toLowerCase() === value.toLowerCase())}
          label={(value) => value.value}
          // Brands are names: kept as written in either language, never machine-translated.
          keepAsWritten
          onToggle={(value) =>
            onChange({
              ...filters,
              brands: filters.brands.some((b) => b.toLowerCase() === value.toLowerCase())
                ? filters.brands.filter((b) => b.toLowerCase() !== value.toLowerCase())
                : [...filters.brands, value],
            })
          }
        />
      )}
      <fieldset className="filter-group">
        <legend className="filter-group__title">{t('filters.price')}</legend>
        <PriceFilter
          min={filters.min}
          max={filters.max}
          bounds={facets.price}
          onChange={(range) => onChange({ ...filters, ...range })}
        />
      </fieldset>
      <fieldset className="filter-group">
        <legend className="filter-group__title">{t('filters.availability')}</legend>
        <FacetCheckbox
          label={t('filters.inStock')}
          count={facets.inStock}
          checked={filters.inStock}
          onToggle={() => onChange({ ...filters, inStock: !filters.inStock })}
        />
      </fieldset>
      {facets.specs
        .filter((spec) => spec.values.length > 0)
        .map((spec) => (
          <FacetGroup
            key={spec.key}
            title={spec.label[language]}
            values={spec.values}
            checked={(value) => filters.specs.includes(`${spec.key}:${value}`)}
            label={(value) => value.label?.[language] ?? value.value}
            onToggle={(value) =>
              onChange({ ...filters, specs: toggle(filters.specs, `${spec.key}:${value}`) })
            }
          />
        ))}
    </div>
  );
}

function FacetGroup(props: {
  title: string;
  values: FacetValue[];
  checked: (value: string) => boolean;
  label: (value: FacetValue) => string;
  onToggle: (value: string) => void;
  keepAsWritten?: boolean;
}) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{props.title}</legend>
      {props.values.map((value) => (
        <FacetCheckbox
          key={value.value}
          label={props.label(value)}
          count={value.count}
          checked={props.checked(value.value)}
          onToggle={() => props.onToggle(value.value)}
          keepAsWritten={props.keepAsWritten}
        />
      ))}
    </fieldset>
  );
}

function FacetCheckbox(props: {
  label: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
  keepAsWritten?: boolean;
}) {
  const format = useFormat();
  return (
    <label className={`facet${props.count === 0 && !props.checked ? ' facet--empty' : ''}`}>
      <input
        type="checkbox"
        checked={props.checked}
        // A value that would list nothing cannot be ticked, but a ticked one can always be unticked.
        disabled={props.count === 0 && !props.checked}
        onChange={props.onToggle}
      />
      <span className="facet__label" translate={props.keepAsWritten ? 'no' : undefined}>
        {props.label}
      </span>
      <span className="facet__count" data-testid="facet-count">
        {format.number(props.count)}
      </span>
    </label>
  );
}
