/**
 * `npm run bench:search`: the in-process search engine (services/src/search) on a generated
 * catalogue, beside a baseline measured in the same run.
 *
 *   npm run bench:search -- [--products 5000] [--rounds 20]
 *
 * The catalogue: `--products` entries made from the seed's products — each a seed product under
 * another brand of its category, a new model number, a series word and a size or capacity, with the
 * seed's Bengali name kind, specs and description — so names, Bengali words and model numbers are
 * as varied as a real shop's. Figures:
 * - index build: the median of 3 builds of the whole index (what a catalogue edit costs);
 * - memory: heap used after a full GC, before and after building one index, per 10 000 products;
 * - search p50/p95 over a mix of English, Bengali, Banglish, misspelt and model-number queries,
 *   each asked `--rounds` times, against the baseline: a scan of the lower-cased names with
 *   `includes` (the old search, without its database round trip), as a ratio.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import type { CatalogueEntry } from '../src/search';
import { MiniSearchIndex } from '../src/search/search-index';
import { seedEntries } from '../src/search/testing/seed-entries';
import { argument, random } from './bench-support';

const SERIES = ['Pro', 'Max', 'Lite', 'Neo', 'Plus', 'Ultra', 'Mini', 'Air', 'Prime', 'Edge', 'Go'];
const LETTERS = 'ABCFGHKMNPRSTVXZ';

function generate(count: number): CatalogueEntry[] {
  const next = random(20_260_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const base = seedEntries(SEED_PRODUCTS);
  const brandsOf = new Map<string, string[]>();
  for (const entry of base)
    brandsOf.set(entry.category, [
      ...new Set([...(brandsOf.get(entry.category) ?? []), entry.brand]),
    ]);
  return Array.from({ length: count }, (_, i) => {
    const seed = base[i % base.length];
    const brand = pick(brandsOf.get(seed.category)!);
    const model = `${pick([...LETTERS])}${Math.floor(next() * 990) + 10}`;
    // The seed's kind of product: its name's words after the brand and model ("Smart Watch").
    const kind = seed.name.split(' ').slice(-2).join(' ');
    const kindBn = (seed.nameBn ?? '').split(' ').filter((word) => /[\u0980-\u09ff]/.test(word));
    const series = pick(SERIES);
    return {
      ...seed,
      id: (0x665f3e000000 + i).toString(16).padStart(24, '0'),
      name: `${brand} ${model} ${series} ${kind}`,
      nameBn: `${brand} ${model} ${series} ${kindBn.join(' ')}`,
      brand,
      quantity: next() < 0.125 ? 0 : Math.floor(next() * 200),
      price: Math.floor(300 + next() * 50_000),
    };
  });
}

const QUERIES = [
  'smart watch',
  'smartwach',
  'earbuds',
  'earbud',
  'router',
  'wifi router',
  'electric kettle',
  'samsung phone',
  'xiomi',
  'luggage',
  'power bank',
  'fast charger',
  'ঘড়ি',
  'স্মার্ট ঘড়ি',
  'কেটলি',
  'ইয়ারবাড',
  'রাউটার',
  'মোবাইল',
  'স্যুটকেস',
  'চার্জার',
  'ghori',
  'ketli',
  'mobail',
  'rauter',
  'lagej',
  'charjar',
  'shaomi',
  'smart gh',
  'A15',
  'C6',
  'X420',
  'archer c6',
  'redmi note 13',
  'walton k512',
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Timing {
  p50: number;
  p95: number;
  /** The queries with the highest median, slowest first. */
  slowest: { query: string; median: number }[];
}

function time(rounds: number, run: (query: string) => unknown): Timing {
  for (const query of QUERIES) run(query); // warm-up
  const samples: number[] = [];
  const byQuery = new Map<string, number[]>(QUERIES.map((query) => [query, []]));
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      const elapsed = performance.now() - start;
      samples.push(elapsed);
      byQuery.get(query)!.push(elapsed);
    }
  }
  samples.sort((a, b) => a - b);
  const slowest = [...byQuery]
    .map(([query, times]) => ({
      query,
      median: percentile(
        [...times].sort((a, b) => a - b),
        50,
      ),
    }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 3);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), slowest };
}

async function main(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const products = argument('products', 5000);
  const rounds = argument('rounds', 20);
  const entries = generate(products);

  const builds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await new MiniSearchIndex().replaceAll(entries);
    builds.push(performance.now() - start);
  }
  builds.sort((a, b) => a - b);

  gc();
  const before = process.memoryUsage().heapUsed;
  const index = new MiniSearchIndex();
  await index.replaceAll(entries);
  gc();
  const after = process.memoryUsage().heapUsed;
  const perTenThousand = ((after - before) / products) * 10_000;

  // What the catalogue's changes cost: one product renamed, one sold out (the snapshot re-read).
  const edited = entries.map((entry, i) =>
    i === 7 ? { ...entry, name: `${entry.name} Renamed` } : entry,
  );
  let start = performance.now();
  await index.replaceAll(edited);
  const editMs = performance.now() - start;
  const soldOut = edited.map((entry, i) => (i === 9 ? { ...entry, quantity: 0 } : entry));
  start = performance.now();
  await index.replaceAll(soldOut);
  const soldOutMs = performance.now() - start;

  const names = entries.map((entry) => ({ id: entry.id, lower: entry.name.toLowerCase() }));
  const baseline = time(rounds, (query) => {
    const q = query.toLowerCase();
    return names.filter((entry) => entry.lower.includes(q)).slice(0, 40);
  });
  const engine = time(rounds, (query) => index.searchNow(query, { limit: 40 }));
  const hits = QUERIES.map((query) => index.searchNow(query, { limit: 40 }).length);

  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    [
      `Search benchmark: ${products} generated products, ${QUERIES.length} queries × ${rounds} rounds (Node ${process.version})`,
      `index build (median of 3)     ${ms(builds[1])}`,
      `update after one edit         ${ms(editMs)}`,
      `update after one sell-out     ${ms(soldOutMs)}`,
      `index memory per 10 000       ${(perTenThousand / 1024 / 1024).toFixed(1)} MB (heap ${(before / 1048576).toFixed(1)} → ${(after / 1048576).toFixed(1)} MB)`,
      `search p50 / p95              ${ms(engine.p50)} / ${ms(engine.p95)}`,
      `baseline p50 / p95            ${ms(baseline.p50)} / ${ms(baseline.p95)}  (lower-cased names, includes)`,
      `ratio to baseline p50 / p95   ${(engine.p50 / baseline.p50).toFixed(1)}× / ${(engine.p95 / baseline.p95).toFixed(1)}×`,
      `slowest queries (median)      ${engine.slowest.map(({ query, median }) => `"${query}" ${ms(median)}`).join(', ')}`,
      `queries with a match          ${hits.filter((n) => n > 0).length} of ${QUERIES.length} (baseline: ${QUERIES.filter((q) => names.some((e) => e.lower.includes(q.toLowerCase()))).length})`,
    ].join('\n'),
  );
  // Keeps the measured index alive until after the measurement.
  if (index.searchNow('a15').length < 0) console.log('unreachable');
}

void main();
