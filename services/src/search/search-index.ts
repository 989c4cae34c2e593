import type { PartCategory } from '@shop/contracts';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { createHash } from 'node:crypto';
import type { CatalogueEntry, CatalogueSnapshot } from './catalogue-snapshot';
import { SYNONYM_GROUPS } from './synonyms';
import { forms, isBengali, isModelNumber, phoneticKey, queryForm, queryWords, words } from './text';

/** One ranked match: a product id and how well it matched (higher is better). */
export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchIndexQuery {
  /** At most this many hits (default DEFAULT_SEARCH_LIMIT). */
  limit?: number;
  /** Only among these products (a filtered listing's candidates). */
  ids?: ReadonlySet<string>;
}

export const DEFAULT_SEARCH_LIMIT = 40;

/**
 * Where search runs: built from the catalogue's snapshot, asked with what a shopper typed. The
 * in-process MiniSearchIndex below is the default; a search server (Meilisearch, OpenSearch, Atlas
 * Search) implements the same two calls (README.md beside this file, "Outgrowing one process").
 */
export interface SearchIndex {
  /** Replaces everything indexed with these products (the products on sale, whole). */
  replaceAll(entries: CatalogueSnapshot): Promise<void>;
  /** Hits best first; empty for a query with nothing searchable in it. */
  search(query: string, options?: SearchIndexQuery): Promise<SearchHit[]>;
}

/** A category's words in both languages: a shopper types the kind of thing, not its name. */
export const CATEGORY_WORDS: Record<PartCategory, string> = {
  'smart-watch': 'smart watch smartwatch স্মার্ট ওয়াচ ঘড়ি',
  tws: 'tws wireless earbuds ইয়ারবাডস',
  router: 'router wifi রাউটার',
  kettle: 'electric kettle ইলেকট্রিক কেটলি',
  phone: 'phone smartphone mobile মোবাইল ফোন',
  suitcase: 'suitcase luggage স্যুটকেস লাগেজ',
  part: 'accessories parts এক্সেসরিজ',
};

/**
 * Field weights: name and model number first, then brand, then category, synonyms and specs; the
 * description last. What an accessory fits ("… for Redmi Note 13") counts far less than what a
 * product is, so "redmi note 13" finds the phone before its screen protector. The phonetic keys (where Banglish meets Bengali script) count less than the
 * words as written, so an exact spelling wins over a sound-alike.
 */
const BOOST = {
  name: 5,
  model: 6,
  fits: 1,
  nameBn: 4,
  brand: 3,
  category: 2.5,
  synonyms: 1.2,
  specs: 1.5,
  description: 0.3,
  nameKeys: 2,
  otherKeys: 1,
} as const;
type Field = keyof typeof BOOST;
const FIELDS = Object.keys(BOOST) as Field[];
const WORD_FIELDS: Field[] = [
  'name',
  'fits',
  'nameBn',
  'brand',
  'category',
  'synonyms',
  'specs',
  'description',
];
const KEY_FIELDS: Field[] = ['nameKeys', 'otherKeys'];

/** Typos are forgiven in words of this many letters or more (one edit in 5 to 7, two from 8). */
const FUZZY_MIN_LETTERS = 5;
const FUZZY = 0.2;
/** The last word of a query is a prefix (typing as you go) from this many letters. */
const PREFIX_MIN_LETTERS = 2;
/** Sold-out products rank as if they matched this much less: in stock first among equals. */
const SOLD_OUT_FACTOR = 0.9;

type IndexedDocument = { id: string } & Record<Field, string>;

/** The indexed forms of a text's words, split into words and model numbers. */
function split(text: string): { plain: string[]; models: string[] } {
  const plain: string[] = [];
  const models: string[] = [];
  for (const word of words(text)) {
    for (const form of forms(word)) (isModelNumber(form) ? models : plain).push(form);
  }
  return { plain, models };
}

/** Keys of the words seen so far: a catalogue repeats its words, and the key's rules are regexes. */
const KEYS = new Map<string, string>();
function cachedKey(term: string): string {
  let key = KEYS.get(term);
  if (key === undefined) {
    key = phoneticKey(term);
    if (KEYS.size < 100_000) KEYS.set(term, key);
  }
  return key;
}
const keysOf = (terms: readonly string[]) => terms.map(cachedKey).filter(Boolean);

/**
 * The synonym groups' indexed terms, and their members as word sequences by first word: a
 * product's words are walked once, whatever the number of groups.
 */
const GROUP_TERMS = SYNONYM_GROUPS.map((group) => [
  ...new Set(group.flatMap((member) => split(member).plain)),
]);
const SEQUENCES = new Map<string, { group: number; words: string[] }[]>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const member of group) {
    const sequence = words(member).map(queryForm);
    if (sequence.length === 0) continue;
    SEQUENCES.set(sequence[0], [
      ...(SEQUENCES.get(sequence[0]) ?? []),
      { group: index, words: sequence },
    ]);
  }
});

/** The groups one of whose members is among these words (a phrase: its words in a row). */
function groupsIn(text: readonly string[]): Set<number> {
  const found = new Set<number>();
  text.forEach((word, at) => {
    for (const { group, words: sequence } of SEQUENCES.get(word) ?? []) {
      if (sequence.every((next, i) => text[at + i] === next)) found.add(group);
    }
  });
  return found;
}
const join = (terms: readonly string[]) => [...new Set(terms)].join(' ');

/** Everything of a product the index reads (its stock aside): equal signatures, equal documents. */
function signatureOf(entry: CatalogueEntry): string {
  const text = JSON.stringify([
    entry.name,
    entry.nameBn,
    entry.brand,
    entry.category,
    entry.specs,
    entry.description,
    entry.descriptionBn,
  ]);
  // A digest, not the text: kept for every product between rebuilds.
  return createHash('sha1').update(text).digest('base64');
}

/** Where an accessory's name says what it fits: "Screen Protector for Redmi Note 13". */
const FITS = /\s(?:for|fits)\s/i;

/** What the index holds for one product (exported for tests). */
export function indexedDocument(entry: CatalogueEntry): IndexedDocument {
  const fitsAt = entry.name.search(FITS);
  const name = split(fitsAt < 0 ? entry.name : entry.name.slice(0, fitsAt));
  const fits = split(fitsAt < 0 ? '' : entry.name.slice(fitsAt));
  // The Bengali name repeats brand and model in Latin letters (and what an accessory fits): only
  // its Bengali words are new.
  const nameBn = split(entry.nameBn ?? '');
  const bengaliName = nameBn.plain.filter(isBengali);
  const brand = split(entry.brand);
  const category = split(CATEGORY_WORDS[entry.category] ?? '');
  const specs = split(
    entry.specs
      .map((spec) => spec.value)
      .filter((value): value is string => typeof value === 'string')
      .join(' '),
  );
  const described = [
    ...name.plain,
    ...fits.plain,
    ...bengaliName,
    ...brand.plain,
    ...category.plain,
    ...specs.plain,
  ];
  const sequence = words(
    [
      entry.name,
      entry.nameBn ?? '',
      entry.brand,
      CATEGORY_WORDS[entry.category],
      ...specs.plain,
    ].join(' '),
  ).map(queryForm);
  const known = new Set(described);
  const synonyms = [...groupsIn(sequence)]
    .flatMap((group) => GROUP_TERMS[group])
    .filter((term) => !known.has(term));
  return {
    id: entry.id,
    name: join(name.plain),
    model: join(name.models),
    fits: join([...fits.plain, ...fits.models]),
    nameBn: join(bengaliName),
    brand: join(brand.plain),
    category: join(category.plain),
    synonyms: join(synonyms),
    specs: join(specs.plain),
    description: join([
      ...split(entry.description).plain,
      ...split(entry.descriptionBn ?? '').plain.filter(isBengali),
    ]),
    nameKeys: join(keysOf([...name.plain, ...bengaliName, ...brand.plain])),
    otherKeys: join(keysOf([...category.plain, ...synonyms])),
  };
}

/**
 * The query tree for the words of a query: every word must match (AND), each either as written
 * (typos forgiven in long words the catalogue does not hold as typed, the last word a prefix) or by
 * its phonetic key; a model number only exactly, in the model field ("a15" never finds A25, "4060"
 * never 4070).
 */
export function queryTree(
  terms: readonly string[],
  combineWith: 'AND' | 'OR',
  known: (term: string) => boolean = () => false,
): Query {
  return {
    combineWith,
    queries: terms.map((term, i): Query => {
      if (isModelNumber(term))
        return { queries: [term], fields: ['model', 'fits'], prefix: false, fuzzy: false };
      const last = i === terms.length - 1;
      const letters = [...term].length;
      const asWritten: Query = {
        queries: [term],
        fields: WORD_FIELDS,
        prefix: last && letters >= PREFIX_MIN_LETTERS,
        // A word the catalogue holds as typed is no typo: looking for its neighbours ("watch" →
        // "match", "patch") would only add noise and time.
        fuzzy: letters >= FUZZY_MIN_LETTERS && !known(term) ? FUZZY : false,
      };
      const key = phoneticKey(term);
      if (!key) return asWritten;
      return {
        combineWith: 'OR',
        queries: [
          asWritten,
          { queries: [key], fields: KEY_FIELDS, prefix: last && key.length >= 3, fuzzy: false },
        ],
      };
    }),
  };
}

/**
 * The in-process index: MiniSearch (BM25 over the fields above), brought in line with each
 * snapshot by re-indexing only the products that changed. Figures for 5 000 products: README.md,
 * "Benchmark".
 */
export class MiniSearchIndex implements SearchIndex {
  private mini = MiniSearchIndex.empty();
  private inStock = new Map<string, boolean>();
  /** What each indexed product's text was (signatureOf), to re-index only what changed. */
  private signatures = new Map<string, string>();
  /**
   * Every word indexed so far. It only grows (a word of a product since renamed stays): at worst a
   * typo of a word no longer sold is not forgiven until the process restarts.
   */
  private readonly vocabulary = new Set<string>();

  private static empty(): MiniSearch<IndexedDocument> {
    return new MiniSearch<IndexedDocument>({
      fields: FIELDS,
      // Fields hold normalised words separated by spaces (indexedDocument); queries are normalised
      // the same way before they get here.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term || null,
      searchOptions: { boost: BOOST },
    });
  }

  /**
   * Re-indexes only the products whose indexed text changed since the last snapshot (an edit
   * touches one; a sell-out none: availability is only the in-stock map), adds the new ones and
   * drops the ones gone; BM25's statistics follow.
   */
  replaceAll(entries: CatalogueSnapshot): Promise<void> {
    const signatures = new Map(entries.map((entry) => [entry.id, signatureOf(entry)]));
    for (const id of this.signatures.keys()) if (!signatures.has(id)) this.mini.discard(id);
    for (const entry of entries) {
      const before = this.signatures.get(entry.id);
      if (before === signatures.get(entry.id)) continue;
      const document = indexedDocument(entry);
      for (const field of WORD_FIELDS)
        for (const term of document[field].split(' ')) if (term) this.vocabulary.add(term);
      if (before === undefined) this.mini.add(document);
      else this.mini.replace(document);
    }
    this.signatures = signatures;
    this.inStock = new Map(entries.map((entry) => [entry.id, entry.quantity > 0]));
    return Promise.resolve();
  }

  search(query: string, options: SearchIndexQuery = {}): Promise<SearchHit[]> {
    return Promise.resolve(this.searchNow(query, options));
  }

  /** The same, synchronously (tests and the benchmark). */
  searchNow(
    query: string,
    { limit = DEFAULT_SEARCH_LIMIT, ids }: SearchIndexQuery = {},
  ): SearchHit[] {
    const terms = queryWords(query);
    if (terms.length === 0) return [];
    const options: SearchOptions = {
      boostDocument: (id) => (this.inStock.get(String(id)) === false ? SOLD_OUT_FACTOR : 1),
      ...(ids ? { filter: (result) => ids.has(String(result.id)) } : {}),
    };
    const known = (term: string) => this.vocabulary.has(term);
    let results = this.mini.search(queryTree(terms, 'AND', known), options);
    // Nothing has every word ("samsung a15 price", a word misspelt beyond repair): the products
    // with most of them, best first.
    if (results.length === 0 && terms.length > 1)
      results = this.mini.search(queryTree(terms, 'OR', known), options);
    return results
      .map((result) => ({ id: String(result.id), score: result.score }))
      .sort((a, b) => b.score - a.score || this.stockRank(a.id) - this.stockRank(b.id))
      .slice(0, limit);
  }

  private stockRank(id: string): number {
    return this.inStock.get(id) === false ? 1 : 0;
  }
}
