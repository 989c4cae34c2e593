import type { PartSort } from '../api/catalogue-api';

/** The filters beyond the spec's category buttons and price sort (the filter column). */
export interface ListingFilters {
  brands: readonly string[];
  /** Whole taka. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  /** `key:value` spec filters (`anc:yes`). */
  specs: readonly string[];
}

export interface ListingParams extends ListingFilters {
  q: string | null;
  category: string | null;
  sort: PartSort | null;
  page: number;
}

export const NO_FILTERS: ListingFilters = {
  brands: [],
  min: null,
  max: null,
  inStock: false,
  specs: [],
};

/** The address's names of the filters, besides `q`, `category`, `sort` and `page`. */
export const FILTER_PARAMS = ['brand', 'min', 'max', 'inStock', 'spec'] as const;

const SORTS: readonly string[] = ['price_asc', 'price_desc'];
const SPEC_PAIR = /^[a-z0-9]+(?:-[a-z0-9]+)*:[a-z0-9.]+(?:-[a-z0-9.]+)*$/;
const MAX_LISTED = 30;

/** Digits typed on a Bengali keyboard read as ASCII ones. */
export const asciiDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** Whole taka from text in ASCII or Bengali digits; null for anything else. */
export function readPrice(text: string | null | undefined): number | null {
  const digits = asciiDigits(text?.trim() ?? '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const list = (text: string | null, keep: (item: string) => boolean) =>
  [...new Set((text ?? '').split(',').map((item) => item.trim()))]
    .filter((item) => item !== '' && keep(item))
    .slice(0, MAX_LISTED);

/**
 * The filters of the address: `?brand=QCY,Realme&min=1000&max=5000&inStock=true&spec=anc:yes`.
 * Lists are one comma-separated parameter (the server renderer keeps one value per name); anything
 * malformed is ignored, and a lowest price above the highest is read the right way round.
 */
export function readFilters(params: URLSearchParams): ListingFilters {
  let min = readPrice(params.get('min'));
  let max = readPrice(params.get('max'));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    brands: list(params.get('brand'), (brand) => brand.length <= 60),
    min,
    max,
    inStock: params.get('inStock') === 'true',
    specs: list(params.get('spec'), (pair) => SPEC_PAIR.test(pair)),
  };
}

/** Whether any filter of the column is set (such a page is not indexed). */
export const hasFilters = (filters: ListingFilters) =>
  filters.brands.length > 0 ||
  filters.min !== null ||
  filters.max !== null ||
  filters.inStock ||
  filters.specs.length > 0;

/** How many filters are set (the phone's Filters button says it). */
export const filterCount = (filters: ListingFilters) =>
  filters.brands.length +
  (filters.min !== null || filters.max !== null ? 1 : 0) +
  (filters.inStock ? 1 : 0) +
  filters.specs.length;

/** The filters as address parameters (null: remove), lists sorted so one choice has one address. */
export function filterChanges(filters: ListingFilters): Record<string, string | null> {
  return {
    brand: filters.brands.length ? [...filters.brands].sort().join(',') : null,
    min: filters.min === null ? null : String(filters.min),
    max: filters.max === null ? null : String(filters.max),
    inStock: filters.inStock ? 'true' : null,
    spec: filters.specs.length ? [...filters.specs].sort().join(',') : null,
  };
}

/** The sort of the address, if it is one the listing offers. */
export const readSort = (sort: string | null): PartSort | null =>
  sort && SORTS.includes(sort) ? (sort as PartSort) : null;
