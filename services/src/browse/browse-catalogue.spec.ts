import type { CatalogueEntry } from '../search/catalogue-snapshot';
import {
  browseCatalogue,
  type BrowseCriteria,
  type BrowseContext,
  facetCategory,
  rangeId,
  type SpecFacetField,
  specValueId,
  valueLabel,
} from './browse-catalogue';

let next = 0;
function entry(fields: Partial<CatalogueEntry> & Pick<CatalogueEntry, 'name'>): CatalogueEntry {
  next++;
  return {
    id: `665f1e0000000000000000${String(next).padStart(2, '0')}`,
    brand: 'Generic',
    category: 'tws',
    price: 1000,
    quantity: 5,
    img: '/x.svg',
    createdAt: next,
    variantCount: 1,
    specs: [],
    description: '',
    ...fields,
  };
}

const QCY = entry({
  name: 'QCY T13 TWS Earbuds',
  brand: 'QCY',
  price: 1450,
  specs: [
    { key: 'bluetooth', value: '5-3' },
    { key: 'anc', value: false },
    { key: 'battery-with-case', value: 40 },
  ],
});
const REALME = entry({
  name: 'Realme Buds T300 TWS',
  brand: 'Realme',
  price: 3500,
  specs: [
    { key: 'bluetooth', value: '5-3' },
    { key: 'anc', value: true },
    { key: 'battery-with-case', value: 40 },
  ],
});
const SAMSUNG = entry({
  name: 'Samsung Galaxy Buds2 Pro TWS',
  brand: 'Samsung',
  price: 18000,
  quantity: 0,
  specs: [
    { key: 'bluetooth', value: '5-3' },
    { key: 'anc', value: true },
    { key: 'battery-with-case', value: 18 },
  ],
});
const LENOVO = entry({
  name: 'Lenovo LP40 Pro TWS Earbuds',
  brand: 'Lenovo',
  price: 900,
  specs: [
    { key: 'bluetooth', value: '5-1' },
    { key: 'anc', value: false },
    { key: 'battery-with-case', value: 25 },
  ],
});
const ROUTER = entry({
  name: 'TP-Link Archer C6 Router',
  brand: 'TP-Link',
  category: 'router',
  price: 3200,
  specs: [{ key: 'bands', value: 'dual' }],
});
const ENTRIES = [QCY, REALME, SAMSUNG, LENOVO, ROUTER];

const TWS_FIELDS: SpecFacetField[] = [
  {
    key: 'bluetooth',
    label: { en: 'Bluetooth version', bn: 'ব্লুটুথ ভার্সন' },
    kind: 'choice',
    choices: [
      { value: '5-1', label: { en: '5.1', bn: '৫.১' } },
      { value: '5-3', label: { en: '5.3', bn: '৫.৩' } },
    ],
  },
  { key: 'anc', label: { en: 'ANC', bn: 'এএনসি' }, kind: 'boolean' },
  {
    key: 'battery-with-case',
    label: { en: 'With case', bn: 'কেসসহ' },
    unit: { en: 'hours', bn: 'ঘণ্টা' },
    kind: 'number',
    ranges: [20, 30, 40],
  },
];

const TWS: BrowseContext = { matches: null, specFields: TWS_FIELDS };
const page = (criteria: Partial<BrowseCriteria> = {}): BrowseCriteria => ({
  page: 1,
  limit: 20,
  ...criteria,
});
const names = (items: CatalogueEntry[]) => items.map((item) => item.brand);
const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));

describe('browseCatalogue', () => {
  it('lists every product oldest first, with facets over all of them, without filters', () => {
    const result = browseCatalogue(ENTRIES, page(), { matches: null, specFields: [] });
    expect(names(result.items)).toEqual(['QCY', 'Realme', 'Samsung', 'Lenovo', 'TP-Link']);
    expect(result.total).toBe(5);
    expect(counts(result.facets.brands)).toEqual({
      Lenovo: 1,
      QCY: 1,
      Realme: 1,
      Samsung: 1,
      'TP-Link': 1,
    });
    expect(result.facets.price).toEqual({ min: 900, max: 18000 });
    expect(result.facets.inStock).toBe(4);
  });

  it("keeps the spec's category rule: the name contains the text, case and spaces ignored", () => {
    const result = browseCatalogue(ENTRIES, page({ category: 'T W S' }), TWS);
    expect(result.total).toBe(4);
    expect(result.facets.brands.map((b) => b.value)).not.toContain('TP-Link');
  });

  it("counts each facet over the products every OTHER filter leaves (a ticked brand's neighbours keep their counts)", () => {
    const result = browseCatalogue(
      ENTRIES,
      page({ category: 'tws', brands: ['Realme'], specs: [{ key: 'anc', value: 'yes' }] }),
      TWS,
    );
    expect(names(result.items)).toEqual(['Realme']);
    // Brands: counted under ANC = yes only: Realme and Samsung have it.
    expect(counts(result.facets.brands)).toEqual({ Realme: 1, Samsung: 1 });
    const anc = result.facets.specs.find((s) => s.key === 'anc');
    // ANC: counted under brand = Realme only.
    expect(counts(anc!.values)).toEqual({ yes: 1 });
    const bluetooth = result.facets.specs.find((s) => s.key === 'bluetooth');
    // Bluetooth is not filtered: counted under every filter.
    expect(counts(bluetooth!.values)).toEqual({ '5-3': 1 });
    expect(result.facets.price).toEqual({ min: 3500, max: 3500 });
  });

  it('ORs values of one spec field and ANDs different fields', () => {
    const either = browseCatalogue(
      ENTRIES,
      page({
        specs: [
          { key: 'bluetooth', value: '5-1' },
          { key: 'bluetooth', value: '5-3' },
        ],
      }),
      TWS,
    );
    expect(either.total).toBe(4);
    const both = browseCatalogue(
      ENTRIES,
      page({
        specs: [
          { key: 'bluetooth', value: '5-3' },
          { key: 'anc', value: 'no' },
        ],
      }),
      TWS,
    );
    expect(names(both.items)).toEqual(['QCY']);
  });

  it('filters numbers by range and counts the ranges', () => {
    const result = browseCatalogue(
      ENTRIES,
      page({ category: 'tws', specs: [{ key: 'battery-with-case', value: '40-plus' }] }),
      TWS,
    );
    expect(names(result.items)).toEqual(['QCY', 'Realme']);
    const battery = result.facets.specs.find((s) => s.key === 'battery-with-case')!;
    expect(battery.values).toEqual([
      { value: 'under-20', label: { en: 'Under 20 hours', bn: '২০ ঘণ্টা-এর কম' }, count: 1 },
      { value: '20-30', label: { en: '20–30 hours', bn: '২০–৩০ ঘণ্টা' }, count: 1 },
      { value: '40-plus', label: { en: '40 hours and more', bn: '৪০ ঘণ্টা বা বেশি' }, count: 2 },
    ]);
  });

  it('filters by price, both ends inclusive, and leaves the price facet to the other filters', () => {
    const result = browseCatalogue(ENTRIES, page({ category: 'tws', min: 1450, max: 3500 }), TWS);
    expect(names(result.items)).toEqual(['QCY', 'Realme']);
    expect(result.facets.price).toEqual({ min: 900, max: 18000 });
    expect(counts(result.facets.brands)).toEqual({ QCY: 1, Realme: 1 });
  });

  it('lists only products in stock when asked, and counts those in stock under the other filters', () => {
    const result = browseCatalogue(
      ENTRIES,
      page({ category: 'tws', inStock: true, brands: ['samsung'] }),
      TWS,
    );
    expect(result.total).toBe(0);
    expect(result.facets.inStock).toBe(0);
    // The brand facet ignores the brand filter but keeps "in stock": Samsung is sold out.
    expect(counts(result.facets.brands)).toEqual({ Lenovo: 1, QCY: 1, Realme: 1, Samsung: 0 });
  });

  it('matches a brand whatever its case, and lists an unknown brand or spec value as no products (not an error)', () => {
    expect(names(browseCatalogue(ENTRIES, page({ brands: ['qcy'] }), TWS).items)).toEqual(['QCY']);
    const unknownBrand = browseCatalogue(ENTRIES, page({ brands: ['Nokla'] }), TWS);
    expect(unknownBrand.total).toBe(0);
    expect(unknownBrand.facets.brands.map((b) => b.value)).not.toContain('Nokla');
    const unknownValue = browseCatalogue(
      ENTRIES,
      page({ specs: [{ key: 'anc', value: 'maybe' }] }),
      TWS,
    );
    expect(unknownValue.total).toBe(0);
    expect(
      unknownValue.facets.specs.find((s) => s.key === 'anc')!.values.map((v) => v.value),
    ).toEqual(['yes', 'no']);
    const unknownKey = browseCatalogue(
      ENTRIES,
      page({ specs: [{ key: 'colour', value: 'red' }] }),
      TWS,
    );
    expect(unknownKey.total).toBe(0);
  });

  it("applies a spec filter only to products whose category offers it (a router has no 'anc')", () => {
    const result = browseCatalogue(ENTRIES, page({ specs: [{ key: 'bands', value: 'dual' }] }), {
      matches: null,
      specFields: [],
    });
    expect(names(result.items)).toEqual(['TP-Link']);
  });

  it('ranks by the text search by default, and by price when asked', () => {
    const matches = new Map([
      [LENOVO.id, 3],
      [QCY.id, 5],
      [SAMSUNG.id, 1],
    ]);
    const ranked = browseCatalogue(ENTRIES, page(), { matches, specFields: [] });
    expect(names(ranked.items)).toEqual(['QCY', 'Lenovo', 'Samsung']);
    const cheap = browseCatalogue(ENTRIES, page({ sort: 'price_asc' }), {
      matches,
      specFields: [],
    });
    expect(names(cheap.items)).toEqual(['Lenovo', 'QCY', 'Samsung']);
    const dear = browseCatalogue(ENTRIES, page({ sort: 'price_desc' }), {
      matches,
      specFields: [],
    });
    expect(names(dear.items)).toEqual(['Samsung', 'QCY', 'Lenovo']);
  });

  it('breaks price ties as GET /api/part does: oldest first going up, newest first going down', () => {
    const a = entry({ name: 'A TWS', price: 500 });
    const b = entry({ name: 'B TWS', price: 500 });
    const none = { matches: null, specFields: [] };
    expect(browseCatalogue([b, a], page({ sort: 'price_asc' }), none).items).toEqual([a, b]);
    expect(browseCatalogue([a, b], page({ sort: 'price_desc' }), none).items).toEqual([b, a]);
  });

  it('pages the matches and counts them all', () => {
    const result = browseCatalogue(ENTRIES, page({ page: 2, limit: 2 }), TWS);
    expect(names(result.items)).toEqual(['Samsung', 'Lenovo']);
    expect(result.total).toBe(5);
    expect(browseCatalogue(ENTRIES, page({ page: 9, limit: 2 }), TWS).items).toEqual([]);
  });

  it('answers zeros for an empty catalogue', () => {
    const result = browseCatalogue([], page(), TWS);
    expect(result.total).toBe(0);
    expect(result.facets.price).toEqual({ min: 0, max: 0 });
    expect(result.facets.specs.every((s) => s.values.length === 0)).toBe(true);
  });
});

describe('spec values', () => {
  it('reads yes/no, choices, numbers and ranges', () => {
    expect(specValueId(true, undefined)).toBe('yes');
    expect(specValueId(false, undefined)).toBe('no');
    expect(specValueId('5-3', undefined)).toBe('5-3');
    expect(specValueId(128, undefined)).toBe('128');
    expect(specValueId(1.5, undefined)).toBe('1.5');
    expect(rangeId(19.9, [20, 30])).toBe('under-20');
    expect(rangeId(20, [20, 30])).toBe('20-30');
    expect(rangeId(30, [20, 30])).toBe('30-plus');
  });

  it('labels numbers with the unit in both languages, Bengali digits in Bengali, and refuses what a field cannot hold', () => {
    const ram: SpecFacetField = {
      key: 'ram',
      label: { en: 'RAM', bn: 'র‍্যাম' },
      unit: { en: 'GB', bn: 'জিবি' },
      kind: 'number',
    };
    expect(valueLabel(ram, '8')).toEqual({ en: '8 GB', bn: '৮ জিবি' });
    expect(valueLabel(ram, '1.5')).toEqual({ en: '1.5 GB', bn: '১.৫ জিবি' });
    expect(valueLabel(ram, 'lots')).toBeUndefined();
    expect(valueLabel(TWS_FIELDS[2], '25-35')).toBeUndefined();
    expect(valueLabel(TWS_FIELDS[0], '9-9')).toBeUndefined();
  });
});

describe('facetCategory', () => {
  it('is the named category, else the one category every match shares, else none', () => {
    expect(facetCategory('router', ENTRIES, {}, null)).toBe('router');
    expect(facetCategory(null, ENTRIES, { category: 'tws' }, null)).toBe('tws');
    expect(facetCategory(null, ENTRIES, {}, null)).toBeNull();
    expect(facetCategory(null, ENTRIES, {}, new Map([[ROUTER.id, 1]]))).toBe('router');
    expect(facetCategory(null, [], {}, null)).toBeNull();
  });
});
