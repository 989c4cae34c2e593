/**
 * `npm run bench:browse`: the cost of one answer of `GET /api/part/browse` computed in process
 * (browseCatalogue over the search module's snapshot), on a generated catalogue, beside a baseline
 * measured in the same run.
 *
 *   npm run bench:browse -- [--products 5000] [--runs 400]
 *
 * The catalogue: `--products` entries spread over the seven categories, ~12 brands each, every
 * filterable spec filled in from its template's range or choices, prices 300–250 000 taka, one in
 * eight sold out. Each scenario runs `--runs` times after a warm-up, its queries cycling through
 * brands, ranges and pages so no answer is the previous one's.
 *
 * Baseline: the same listing without the facets (filter every criterion, sort, cut one page), what
 * a listing that shows no counts costs. The target is p95 ≤ 50 ms for the filtered listing with
 * counts on 5 000 products; a miss is reported (✗), never fatal.
 */
import { PART_CATEGORIES, type PartCategory, type SpecField } from '@shop/contracts';
import { performance } from 'node:perf_hooks';
import {
  browseCatalogue,
  type BrowseCriteria,
  type SpecFacetField,
} from '../src/browse/browse-catalogue';
import { SPEC_FILTERS } from '../src/browse/spec-filters';
import { DEFAULT_SPEC_TEMPLATES } from '../src/catalogue/spec-templates.defaults';
import type { CatalogueEntry } from '../src/search';
import { MiniSearchIndex } from '../src/search/search-index';
import { argument, random } from './bench-support';

const TARGET_P95_MS = 50;

const NOUNS: Record<PartCategory, string> = {
  'smart-watch': 'Smart Watch',
  tws: 'TWS Earbuds',
  router: 'WiFi Router',
  kettle: 'Electric Kettle',
  phone: 'Smartphone',
  suitcase: 'Suitcase',
  part: 'Cable',
};

function fieldsOf(category: PartCategory): Map<string, SpecField> {
  return new Map(
    DEFAULT_SPEC_TEMPLATES[category].flatMap((group) => group.fields.map((f) => [f.key, f])),
  );
}

function generate(count: number): CatalogueEntry[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return Array.from({ length: count }, (_, i) => {
    const category = PART_CATEGORIES[i % PART_CATEGORIES.length];
    const brand = `Brand${category.length}${Math.floor(next() * 12)}`;
    const fields = fieldsOf(category);
    const specs = SPEC_FILTERS[category].flatMap(({ key }): CatalogueEntry['specs'] => {
      const field = fields.get(key);
      if (!field) return [];
      if (field.type === 'boolean') return [{ key, value: next() < 0.5 }];
      if (field.type === 'choice') return [{ key, value: pick(field.choices ?? []).value }];
      if (field.type === 'number') {
        const min = field.min ?? 0;
        const max = field.max ?? 100;
        return [{ key, value: Math.round((min + next() * (max - min)) * 10) / 10 }];
      }
      return [];
    });
    return {
      id: (0x665f1e0000000000n * 0x100000000n + BigInt(i)).toString(16).padStart(24, '0'),
      name: `${brand} Model ${i} ${NOUNS[category]}`,
      brand,
      category,
      price: 300 + Math.floor(next() * 250_000),
      quantity: next() < 0.125 ? 0 : 1 + Math.floor(next() * 50),
      img: `/static/products/p${i}.svg`,
      createdAt: i,
      variantCount: 1,
      specs,
      description: `${NOUNS[category]} number ${i}`,
    };
  });
}

function specFieldsOf(category: PartCategory): SpecFacetField[] {
  const fields = fieldsOf(category);
  return SPEC_FILTERS[category].flatMap((def): SpecFacetField[] => {
    const field = fields.get(def.key);
    if (!field || field.type === 'text') return [];
    return [
      {
        key: field.key,
        label: field.label,
        unit: field.unit,
        kind: field.type,
        choices: field.choices,
        ranges: field.type === 'number' ? def.ranges : undefined,
      },
    ];
  });
}

/** The listing without counts: filter, sort, one page (what the facets are measured against). */
function baseline(entries: readonly CatalogueEntry[], criteria: BrowseCriteria) {
  const brands = new Set(criteria.brands?.map((b) => b.toLowerCase()));
  const fold = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const category = criteria.category ? fold(criteria.category) : null;
  const matched = entries.filter(
    (e) =>
      (!category || fold(e.name).includes(category)) &&
      (brands.size === 0 || brands.has(e.brand.toLowerCase())) &&
      e.price >= (criteria.min ?? 0) &&
      e.price <= (criteria.max ?? Infinity) &&
      (!criteria.inStock || e.quantity > 0),
  );
  matched.sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
  const start = (criteria.page - 1) * criteria.limit;
  return { items: matched.slice(start, start + criteria.limit), total: matched.length };
}

function measure(name: string, runs: number, run: (i: number) => unknown) {
  for (let i = 0; i < Math.min(50, runs); i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { name, p50: at(0.5), p95: at(0.95) };
}

async function main() {
  const products = argument('products', 5000);
  const runs = argument('runs', 400);
  const entries = generate(products);
  const index = new MiniSearchIndex();
  await index.replaceAll(entries);
  const tws = specFieldsOf('tws');
  const brands = [...new Set(entries.filter((e) => e.category === 'tws').map((e) => e.brand))];

  const filtered = (i: number): BrowseCriteria => ({
    category: 'tws',
    brands: [brands[i % brands.length], brands[(i + 3) % brands.length]],
    min: 1000 + (i % 10) * 1000,
    max: 150_000,
    inStock: i % 2 === 0,
    specs: [
      { key: 'anc', value: i % 3 === 0 ? 'no' : 'yes' },
      { key: 'bluetooth', value: '5-3' },
      { key: 'battery-with-case', value: i % 2 ? '40-plus' : '30-40' },
    ],
    sort: 'price_asc',
    page: 1 + (i % 3),
    limit: 24,
  });
  const texts = ['earbuds', 'router', 'smart watch', 'kettle', 'brand31 model', 'suitcase'];

  const results = [
    measure('baseline: filter + sort + page, no counts', runs, (i) =>
      baseline(entries, filtered(i)),
    ),
    measure('browse: every product, counts (no filter)', runs, (i) =>
      browseCatalogue(entries, { page: 1 + (i % 5), limit: 24 }, { matches: null, specFields: [] }),
    ),
    measure('browse: tws + 2 brands + price + stock + 3 specs, counts', runs, (i) =>
      browseCatalogue(entries, filtered(i), { matches: null, specFields: tws }),
    ),
    measure('browse: text search (MiniSearch) + brand + price, counts', runs, (i) => {
      const hits = index.searchNow(texts[i % texts.length], { limit: entries.length });
      const matches = new Map(hits.map((hit) => [hit.id, hit.score]));
      return browseCatalogue(
        entries,
        { brands: [brands[i % brands.length]], min: 500, page: 1, limit: 24 },
        { matches, specFields: [] },
      );
    }),
  ];

  const base = results[0].p50;
  console.log(`GET /api/part/browse computed in process, ${products} products, ${runs} runs each`);
  console.log(
    `Node ${process.version}; target: filtered listing with counts p95 ≤ ${TARGET_P95_MS} ms\n`,
  );
  const pad = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const mark = r === results[0] ? ' ' : r.p95 <= TARGET_P95_MS ? '✓' : '✗';
    console.log(
      `${mark} ${r.name.padEnd(pad)}  p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95
        .toFixed(2)
        .padStart(6)} ms  ×${(r.p50 / base).toFixed(1)} baseline p50`,
    );
  }
}

void main();
