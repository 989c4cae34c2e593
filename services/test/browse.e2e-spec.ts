import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, nameMatchesCategory, type Part } from '@shop/contracts';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';

interface FacetValue {
  value: string;
  label?: { en: string; bn: string };
  count: number;
}
interface BrowsePage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
  facets: {
    brands: FacetValue[];
    price: { min: number; max: number };
    inStock: number;
    specs: {
      key: string;
      label: { en: string; bn: string };
      unit?: object;
      values: FacetValue[];
    }[];
  };
}

const PART_FIELDS = ['_id', 'description', 'img', 'name', 'price', 'quantity'];

/** The seeded earbuds as the /shops "tws" button selects them (the name contains "tws"). */
const TWS = SEED_PRODUCTS.filter((p) => nameMatchesCategory(p.name, 'tws'));
const specOf = (product: (typeof SEED_PRODUCTS)[number], key: string) =>
  product.specs.find((spec) => spec.key === key)?.value;
const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
const counts = (values: FacetValue[]) => Object.fromEntries(values.map((v) => [v.value, v.count]));

describe('GET /api/part/browse: the filtered listing with live facet counts', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-browse' });
  });

  afterAll(() => dropAndClose(app));

  const browse = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/part/browse${query}` });
    return res;
  };
  const page = async (query: string) => {
    const res = await browse(query);
    expect(res.statusCode).toBe(200);
    return res.json<BrowsePage>();
  };

  it("lists every product on sale oldest first, as GET /api/part's pages do, with the brands counted", async () => {
    const result = await page('?limit=100');
    expect(result.total).toBe(SEED_PRODUCTS.length);
    expect(result.items.map((p) => p._id)).toEqual(SEED_PRODUCTS.map((p) => p._id));
    for (const item of result.items) {
      expect(Object.keys(item).sort()).toEqual(
        item.variantCount === undefined ? PART_FIELDS : [...PART_FIELDS, 'variantCount'].sort(),
      );
    }
    expect(counts(result.facets.brands)).toEqual(countBy(SEED_PRODUCTS.map((p) => p.brand)));
    // Products of several categories: no category's spec filters.
    expect(result.facets.specs).toEqual([]);
    expect(result.page).toBe(1);
    expect(result.limit).toBe(100);
  });

  it("offers the earbuds' spec filters for the tws button, labelled in both languages, counted", async () => {
    const result = await page('?category=tws');
    expect(result.total).toBe(TWS.length);
    const keys = result.facets.specs.map((s) => s.key);
    expect(keys).toEqual(['bluetooth', 'anc', 'battery-with-case', 'water-resistance']);
    const anc = result.facets.specs.find((s) => s.key === 'anc')!;
    expect(anc.label.en).toBe('Active noise cancellation (ANC)');
    expect(anc.label.bn).toMatch(/[\u0980-\u09FF]/);
    expect(counts(anc.values)).toEqual(
      countBy(TWS.map((p) => (specOf(p, 'anc') === true ? 'yes' : 'no'))),
    );
    expect(anc.values.find((v) => v.value === 'yes')!.label).toEqual({ en: 'Yes', bn: 'হ্যাঁ' });
    const battery = result.facets.specs.find((s) => s.key === 'battery-with-case')!;
    expect(battery.unit).toEqual({ en: 'hours', bn: 'ঘণ্টা' });
    expect(battery.values.every((v) => v.label && /[০-৯]/.test(v.label.bn))).toBe(true);
  });

  it('narrows by brand and a spec filter, each facet counted over the OTHER filters only', async () => {
    const result = await page('?category=tws&brand=Realme,QCY&spec=anc:yes');
    const withAnc = TWS.filter((p) => specOf(p, 'anc') === true);
    const expected = withAnc.filter((p) => ['Realme', 'QCY'].includes(p.brand));
    expect(result.items.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
    expect(result.total).toBe(expected.length);
    // Brands: every brand's earbuds with ANC, whatever brands are ticked (QCY has none: listed, 0).
    expect(counts(result.facets.brands)).toEqual({
      ...countBy(withAnc.map((p) => p.brand)),
      ...(withAnc.some((p) => p.brand === 'QCY') ? {} : { QCY: 0 }),
    });
    // ANC: the ticked brands' earbuds, with or without it.
    const ticked = TWS.filter((p) => ['Realme', 'QCY'].includes(p.brand));
    expect(counts(result.facets.specs.find((s) => s.key === 'anc')!.values)).toEqual(
      countBy(ticked.map((p) => (specOf(p, 'anc') === true ? 'yes' : 'no'))),
    );
  });

  it('reads prices in Bengali digits as in ASCII ones, both ends inclusive', async () => {
    const ascii = await page('?min=1000&max=3000&limit=100');
    const bengali = await page('?min=১০০০&max=৩০০০&limit=100');
    expect(bengali.items).toEqual(ascii.items);
    expect(ascii.total).toBeGreaterThan(0);
    expect(ascii.items.every((p) => p.price >= 1000 && p.price <= 3000)).toBe(true);
    // The price facet ignores the price filter: the whole catalogue's range.
    const all = await page('?limit=100');
    expect(ascii.facets.price).toEqual(all.facets.price);
    expect(all.facets.price.min).toBe(Math.min(...all.items.map((p) => p.price)));
  });

  it('refuses a lowest price above the highest: 400 in both languages', async () => {
    const res = await browse('?min=5000&max=1000');
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiErrorBody & { messageBn?: string; field?: string }>();
    expect(body.statusCode).toBe(400);
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.message).toMatch(/min \(5000\) must not be more than max \(1000\)/);
    expect(body.messageBn).toMatch(/সর্বনিম্ন দাম/);
    expect(body.field).toBe('min');
  });

  it('refuses prices that are not whole taka, and malformed spec filters, with 400 naming them', async () => {
    for (const query of [
      '?min=-5',
      '?max=12.5',
      '?min=abc',
      '?min=1e3',
      '?spec=anc',
      '?spec=ANC:YES',
      '?sort=cheap',
      '?limit=0',
    ]) {
      const res = await browse(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('lists nothing (not an error) for an unknown brand or spec value', async () => {
    expect((await page('?brand=NoSuchBrand')).total).toBe(0);
    expect((await page('?category=tws&spec=bluetooth:9-9')).total).toBe(0);
    expect((await page('?spec=no-such-field:yes')).total).toBe(0);
  });

  it('caps a 2 000-character search instead of failing, and answers quickly', async () => {
    const started = Date.now();
    const res = await browse(`?q=${'earbuds '.repeat(250)}`);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('ranks a text search by relevance, and by price when asked; filters and counts apply to it', async () => {
    const ranked = await page('?q=earbuds&limit=100');
    expect(ranked.total).toBeGreaterThan(0);
    const sorted = await page('?q=earbuds&sort=price_asc&limit=100');
    expect(sorted.items.map((p) => p._id).sort()).toEqual(ranked.items.map((p) => p._id).sort());
    const prices = sorted.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const brand = ranked.facets.brands[0];
    const narrowed = await page(`?q=earbuds&brand=${encodeURIComponent(brand.value)}&limit=100`);
    expect(narrowed.total).toBe(brand.count);
  });

  it('only in stock: every item has stock, and the count matches the facet', async () => {
    const all = await page('?category=tws');
    const inStock = await page('?category=tws&inStock=true');
    expect(inStock.total).toBe(all.facets.inStock);
    expect(inStock.items.every((p) => p.quantity > 0)).toBe(true);
  });

  it('pages the matches', async () => {
    const first = await page('?category=tws&limit=2');
    const second = await page('?category=tws&limit=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items[0]._id).not.toBe(first.items[0]._id);
    expect(second.total).toBe(TWS.length);
  });
});
