import type { Bilingual, PartCategory, SpecChoice } from '@shop/contracts';
import type { CatalogueEntry } from '../search';
import { specFilterOf } from './spec-filters';

/**
 * The storefront's filtered listing as plain functions over the in-memory catalogue (no database,
 * no Nest): which products match, in which order, and the live count behind every filter value.
 *
 * Counts follow faceted search: each facet is counted over the products that match every OTHER
 * active filter, so a shopper who ticked one brand still sees how many products the other brands
 * would add, and can widen the choice. One pass over the products does it: a product that fails no
 * filter counts in every facet, one that fails exactly one filter counts only in that filter's
 * facet, one that fails two or more counts nowhere.
 */

export type BrowseSort = 'price_asc' | 'price_desc';

/** A spec filter as asked: one value of one field (`bluetooth` = `5-3`). */
export interface SpecSelection {
  key: string;
  value: string;
}

export interface BrowseCriteria {
  /** The storefront's category text (a /shops button): the product's name contains it (spec §4). */
  category?: string;
  /** Any of these brands, case ignored. */
  brands?: readonly string[];
  /** Whole taka, both inclusive. */
  min?: number;
  max?: number;
  inStock?: boolean;
  /** Values of one key are alternatives (OR); different keys must all hold (AND). */
  specs?: readonly SpecSelection[];
  sort?: BrowseSort;
  page: number;
  limit: number;
}

/** A spec field the facets describe, with the labels of the category's live template. */
export interface SpecFacetField {
  key: string;
  label: Bilingual;
  unit?: Bilingual;
  kind: 'choice' | 'boolean' | 'number';
  /** choice fields, in the template's order. */
  choices?: readonly SpecChoice[];
  /** number fields offered as ranges (SpecFilterDef.ranges). */
  ranges?: readonly number[];
}

export interface BrowseContext {
  /** The text search's matches (id → score, higher first), or null without a text search. */
  matches: ReadonlyMap<string, number> | null;
  /** The spec fields to count (those of the category shown), or none. */
  specFields: readonly SpecFacetField[];
}

export interface FacetValue {
  value: string;
  label?: Bilingual;
  count: number;
}

export interface SpecFacet {
  key: string;
  label: Bilingual;
  unit?: Bilingual;
  values: FacetValue[];
}

export interface BrowseFacets {
  brands: FacetValue[];
  /** Lowest and highest price of the products the other filters leave (0 and 0 for none). */
  price: { min: number; max: number };
  /** How many of the products the other filters leave are in stock. */
  inStock: number;
  specs: SpecFacet[];
}

export interface BrowseResult {
  items: CatalogueEntry[];
  total: number;
  page: number;
  limit: number;
  facets: BrowseFacets;
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** The storefront's category rule (nameMatchesCategory of @shop/contracts) with the text folded once. */
function nameFilter(category: string | undefined): (entry: CatalogueEntry) => boolean {
  if (category === undefined) return () => true;
  const wanted = fold(category);
  return (entry) => fold(entry.name).includes(wanted);
}

/* ------------------------------------------ spec values ----------------------------------------- */

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bn = (value: number) => String(value).replace(/[0-9]/g, (d) => BN_DIGITS[Number(d)]);

const YES_NO: Record<string, Bilingual> = {
  yes: { en: 'Yes', bn: 'হ্যাঁ' },
  no: { en: 'No', bn: 'না' },
};

/** The range of `value` among `edges`: `under-20`, `20-30`, `40-plus`. */
export function rangeId(value: number, edges: readonly number[]): string {
  if (value < edges[0]) return `under-${edges[0]}`;
  for (let i = 1; i < edges.length; i++) {
    if (value < edges[i]) return `${edges[i - 1]}-${edges[i]}`;
  }
  return `${edges[edges.length - 1]}-plus`;
}

/** Every range id of `edges`, in order. */
function rangeIds(edges: readonly number[]): string[] {
  return [
    `under-${edges[0]}`,
    ...edges.slice(1).map((edge, i) => `${edges[i]}-${edge}`),
    `${edges[edges.length - 1]}-plus`,
  ];
}

/**
 * The filter value a stored spec value stands for: `yes`/`no`, a choice's value, a number as text,
 * or its range when the field is offered as ranges.
 */
export function specValueId(
  value: string | number | boolean,
  ranges: readonly number[] | undefined,
): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return ranges?.length ? rangeId(value, ranges) : String(value);
  return value;
}

/**
 * The filter value of `key` for this product, if its category offers that filter and the product
 * has the field filled in. Counting and filtering both read this, so the counts match what a click
 * then lists.
 */
function entryValueId(entry: CatalogueEntry, key: string): string | undefined {
  const def = specFilterOf(entry.category, key);
  if (!def) return undefined;
  const spec = entry.specs.find((s) => s.key === key);
  return spec === undefined ? undefined : specValueId(spec.value, def.ranges);
}

const withUnit = (text: string, unit: string | undefined) => (unit ? `${text} ${unit}` : text);

/** What a person reads for a value of the field; undefined for a value the field cannot have. */
export function valueLabel(field: SpecFacetField, id: string): Bilingual | undefined {
  const unit = field.unit;
  if (field.kind === 'boolean') return YES_NO[id];
  if (field.kind === 'choice') return field.choices?.find((c) => c.value === id)?.label;
  if (field.ranges?.length) {
    const edges = field.ranges;
    if (!rangeIds(edges).includes(id)) return undefined;
    const [from, to] = id.split('-');
    if (from === 'under') {
      const n = Number(to);
      return {
        en: `Under ${withUnit(String(n), unit?.en)}`,
        bn: `${withUnit(bn(n), unit?.bn)}-এর কম`,
      };
    }
    if (to === 'plus') {
      const n = Number(from);
      return {
        en: `${withUnit(String(n), unit?.en)} and more`,
        bn: `${withUnit(bn(n), unit?.bn)} বা বেশি`,
      };
    }
    const [a, b] = [Number(from), Number(to)];
    return { en: withUnit(`${a}–${b}`, unit?.en), bn: withUnit(`${bn(a)}–${bn(b)}`, unit?.bn) };
  }
  const n = Number(id);
  if (!/^\d+(\.\d+)?$/.test(id) || !Number.isFinite(n)) return undefined;
  return { en: withUnit(String(n), unit?.en), bn: withUnit(bn(n), unit?.bn) };
}

/** The order values of a field are listed in: the template's, yes before no, ranges and numbers ascending. */
function valueOrder(field: SpecFacetField): (a: string, b: string) => number {
  if (field.kind === 'boolean') return (a, b) => (a === b ? 0 : a === 'yes' ? -1 : 1);
  if (field.kind === 'choice') {
    const at = new Map((field.choices ?? []).map((c, i) => [c.value, i]));
    return (a, b) => (at.get(a) ?? Infinity) - (at.get(b) ?? Infinity) || a.localeCompare(b);
  }
  if (field.ranges?.length) {
    const ids = rangeIds(field.ranges);
    return (a, b) => ids.indexOf(a) - ids.indexOf(b);
  }
  return (a, b) => Number(a) - Number(b);
}

/* ------------------------------------------- filtering ------------------------------------------ */

/** One active filter: what it asks of a product, and which facet it is. */
interface Dimension {
  facet: string;
  passes: (entry: CatalogueEntry) => boolean;
}

const BRAND = 'brand';
const PRICE = 'price';
const STOCK = 'inStock';
const specFacet = (key: string) => `spec:${key}`;

function dimensionsOf(criteria: BrowseCriteria): Dimension[] {
  const dimensions: Dimension[] = [];
  if (criteria.brands?.length) {
    const wanted = new Set(criteria.brands.map((brand) => brand.trim().toLowerCase()));
    dimensions.push({ facet: BRAND, passes: (e) => wanted.has(e.brand.toLowerCase()) });
  }
  if (criteria.min !== undefined || criteria.max !== undefined) {
    const min = criteria.min ?? 0;
    const max = criteria.max ?? Infinity;
    dimensions.push({ facet: PRICE, passes: (e) => e.price >= min && e.price <= max });
  }
  if (criteria.inStock) dimensions.push({ facet: STOCK, passes: (e) => e.quantity > 0 });
  const byKey = new Map<string, Set<string>>();
  for (const { key, value } of criteria.specs ?? []) {
    byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
  }
  for (const [key, values] of byKey) {
    dimensions.push({
      facet: specFacet(key),
      passes: (e) => {
        const id = entryValueId(e, key);
        return id !== undefined && values.has(id);
      },
    });
  }
  return dimensions;
}

/** Default order (no text search): oldest first, as GET /api/part lists; ids are ObjectIds. */
const byId = (a: CatalogueEntry, b: CatalogueEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function sorter(
  sort: BrowseSort | undefined,
  matches: ReadonlyMap<string, number> | null,
): (a: CatalogueEntry, b: CatalogueEntry) => number {
  // Ties as GET /api/part breaks them: oldest first going up, newest first going down.
  if (sort === 'price_asc') return (a, b) => a.price - b.price || byId(a, b);
  if (sort === 'price_desc') return (a, b) => b.price - a.price || byId(b, a);
  if (matches) return (a, b) => (matches.get(b.id) ?? 0) - (matches.get(a.id) ?? 0) || byId(a, b);
  return byId;
}

/**
 * One page of the products matching every criterion and the text search, with the facets. Pure:
 * the same entries and criteria always give the same answer.
 */
export function browseCatalogue(
  entries: readonly CatalogueEntry[],
  criteria: BrowseCriteria,
  context: BrowseContext,
): BrowseResult {
  const { matches, specFields } = context;
  const inCategory = nameFilter(criteria.category);
  const dimensions = dimensionsOf(criteria);

  const matched: CatalogueEntry[] = [];
  const brandCounts = new Map<string, { value: string; count: number }>();
  const selectedBrands = new Set((criteria.brands ?? []).map((b) => b.trim().toLowerCase()));
  const seenBrands = new Map<string, string>();
  let low = Infinity;
  let high = -Infinity;
  let inStock = 0;
  const specCounts = specFields.map(() => new Map<string, number>());

  const count = (entry: CatalogueEntry, facet: string | null) => {
    if ((facet === null || facet === BRAND) && entry.brand) {
      const id = entry.brand.toLowerCase();
      const row = brandCounts.get(id);
      if (row) row.count++;
      else brandCounts.set(id, { value: entry.brand, count: 1 });
    }
    if (facet === null || facet === PRICE) {
      if (entry.price < low) low = entry.price;
      if (entry.price > high) high = entry.price;
    }
    if ((facet === null || facet === STOCK) && entry.quantity > 0) inStock++;
    specFields.forEach((field, i) => {
      if (facet !== null && facet !== specFacet(field.key)) return;
      const id = entryValueId(entry, field.key);
      if (id !== undefined) specCounts[i].set(id, (specCounts[i].get(id) ?? 0) + 1);
    });
  };

  for (const entry of entries) {
    if (matches && !matches.has(entry.id)) continue;
    if (!inCategory(entry)) continue;
    if (entry.brand && selectedBrands.has(entry.brand.toLowerCase())) {
      seenBrands.set(entry.brand.toLowerCase(), entry.brand);
    }
    let failed: Dimension | null = null;
    let failures = 0;
    for (const dimension of dimensions) {
      if (dimension.passes(entry)) continue;
      failed = dimension;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matched.push(entry);
      count(entry, null);
    } else if (failures === 1 && failed) {
      count(entry, failed.facet);
    }
  }

  // A ticked brand or value the other filters leave none of stays listed (count 0), so it can be
  // unticked; one the catalogue does not have at all is not invented.
  for (const [id, value] of seenBrands) {
    if (!brandCounts.has(id)) brandCounts.set(id, { value, count: 0 });
  }
  const brands = [...brandCounts.values()].sort((a, b) =>
    a.value.localeCompare(b.value, 'en', { sensitivity: 'base' }),
  );

  const specs: SpecFacet[] = specFields.map((field, i) => {
    const counts = specCounts[i];
    for (const selection of criteria.specs ?? []) {
      if (selection.key === field.key && !counts.has(selection.value))
        counts.set(selection.value, 0);
    }
    const values = [...counts.keys()].sort(valueOrder(field)).flatMap((value): FacetValue[] => {
      const label = valueLabel(field, value);
      // A stored value the template no longer offers is still counted, shown as stored.
      if (!label && counts.get(value) === 0) return [];
      return [{ value, ...(label ? { label } : {}), count: counts.get(value) ?? 0 }];
    });
    return {
      key: field.key,
      label: field.label,
      ...(field.unit ? { unit: field.unit } : {}),
      values,
    };
  });

  matched.sort(sorter(criteria.sort, matches));
  const start = (criteria.page - 1) * criteria.limit;
  return {
    items: matched.slice(start, start + criteria.limit),
    total: matched.length,
    page: criteria.page,
    limit: criteria.limit,
    facets: {
      brands,
      price: low === Infinity ? { min: 0, max: 0 } : { min: low, max: high },
      inStock,
      specs,
    },
  };
}

/**
 * The category whose spec filters the listing offers: the one the category text names (a /shops
 * button), else the one every product left by the text search belongs to (a search for "kettle").
 */
export function facetCategory(
  named: PartCategory | null,
  entries: readonly CatalogueEntry[],
  criteria: Pick<BrowseCriteria, 'category'>,
  matches: ReadonlyMap<string, number> | null,
): PartCategory | null {
  if (named) return named;
  const inCategory = nameFilter(criteria.category);
  let found: PartCategory | null = null;
  for (const entry of entries) {
    if ((matches && !matches.has(entry.id)) || !inCategory(entry)) continue;
    if (found === null) found = entry.category;
    else if (found !== entry.category) return null;
  }
  return found;
}
