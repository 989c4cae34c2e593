import type { CatalogueEntry } from './catalogue-snapshot';
import { indexedDocument, MiniSearchIndex } from './search-index';

const entry = (id: string, name: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id,
  name,
  brand: name.split(' ')[0],
  category: 'phone',
  price: 1000,
  quantity: 5,
  img: '/x.svg',
  createdAt: 0,
  variantCount: 1,
  specs: [],
  description: '',
  ...extra,
});

const ENTRIES = [
  entry('a25', 'Samsung Galaxy A25 Smartphone'),
  entry('a15', 'Samsung Galaxy A15 Smartphone'),
  entry('4070', 'Gigabyte RTX 4070 Graphics Card', { category: 'part' }),
  entry('4060', 'Gigabyte RTX 4060 Graphics Card', { category: 'part' }),
  entry('sony', 'Sony WH-1000XM4 Headphones', { category: 'part' }),
  entry('out', 'Walton Electric Kettle', { category: 'kettle', quantity: 0 }),
  entry('in', 'Walton Electric Kettle', { category: 'kettle' }),
  entry('desc', 'Plain Box', { category: 'part', description: 'works with any kettle' }),
];

describe('MiniSearchIndex', () => {
  const index = new MiniSearchIndex();
  const ids = (q: string, options?: Parameters<MiniSearchIndex['searchNow']>[1]) =>
    index.searchNow(q, options).map((hit) => hit.id);

  beforeAll(() => index.replaceAll(ENTRIES));

  it('matches model numbers exactly, never fuzzily', () => {
    expect(ids('A15')).toEqual(['a15']);
    expect(ids('4060')).toEqual(['4060']);
    expect(ids('rtx 4060')).toEqual(['4060']);
    expect(ids('WH-1000XM4')).toEqual(['sony']);
    expect(ids('wh1000xm4')).toEqual(['sony']);
    expect(ids('1000xm4')).toEqual(['sony']);
  });

  it('forgives a typo in a word of 5+ letters only, and completes the last word', () => {
    expect(ids('samsng')).toEqual(expect.arrayContaining(['a15', 'a25']));
    expect(ids('sont')).toEqual([]);
    expect(ids('gigab')).toEqual(expect.arrayContaining(['4060', '4070']));
  });

  it('ranks the name above the description, in stock before sold out', () => {
    expect(ids('kettle')).toEqual(['in', 'out', 'desc']);
  });

  it('finds Bengali script and Banglish through the category words and synonyms', () => {
    expect(ids('কেটলি').slice(0, 2).sort()).toEqual(['in', 'out']);
    expect(ids('ketli').slice(0, 2).sort()).toEqual(['in', 'out']);
    expect(ids('মোবাইল').sort()).toEqual(['a15', 'a25']);
  });

  it('keeps only the ids asked for, and at most the limit', () => {
    expect(ids('samsung', { ids: new Set(['a25']) })).toEqual(['a25']);
    expect(ids('samsung', { limit: 1 })).toHaveLength(1);
  });

  it('answers nothing for nothing searchable, whatever the input', () => {
    for (const q of ['', '   ', '.*', '😀😀', '[', '\\', 'x'.repeat(2000)])
      expect(ids(q)).toEqual([]);
  });

  it('falls back to the products with most of the words when none has them all', () => {
    expect(ids('samsung a15 price')[0]).toBe('a15');
  });

  it('ranks a product before the accessory that fits it', async () => {
    const fitted = new MiniSearchIndex();
    await fitted.replaceAll([
      // A short accessory name beside a long phone name: word counts alone would favour the glass.
      entry('glass', 'Glass for Redmi Note 13', { category: 'part', brand: 'Generic' }),
      entry('phone', 'Redmi Note 13 Pro Plus 5G Dual SIM Smartphone (8/256GB) Aurora Purple', {
        brand: 'Generic',
      }),
    ]);
    expect(fitted.searchNow('redmi note 13').map((hit) => hit.id)).toEqual(['phone', 'glass']);
    expect(fitted.searchNow('redmi note 13 glass').map((hit) => hit.id)).toEqual(['glass']);
  });

  it('indexes synonyms of the words a product holds, in both scripts', () => {
    const doc = indexedDocument(ENTRIES[1]);
    expect(doc.model).toBe('a15');
    expect(`${doc.category} ${doc.synonyms}`.split(' ')).toEqual(
      expect.arrayContaining(['mobile', 'ফোন', 'মোবাইল', 'স্মার্টফোন', 'স্যামসাং']),
    );
  });
});

describe('MiniSearchIndex.replaceAll', () => {
  it('re-indexes what changed, adds and drops products, and follows availability', async () => {
    const index = new MiniSearchIndex();
    await index.replaceAll(ENTRIES);
    const renamed = ENTRIES.map((e) =>
      e.id === 'a15' ? { ...e, name: 'Zephyr Z1 Smartphone' } : e,
    );
    const next = [
      ...renamed.filter((e) => e.id !== 'a25'),
      entry('new', 'Nokia 105 Feature Phone'),
    ].map((e) =>
      e.id === 'in' ? { ...e, quantity: 0 } : e.id === 'out' ? { ...e, quantity: 3 } : e,
    );
    await index.replaceAll(next);
    const ids = (q: string) => index.searchNow(q).map((hit) => hit.id);
    expect(ids('zephyr')).toEqual(['a15']);
    expect(ids('a15')).toEqual([]);
    expect(ids('a25')).toEqual([]);
    expect(ids('nokia')).toEqual(['new']);
    expect(ids('kettle')).toEqual(['out', 'in', 'desc']);
  });
});
