import { nameMatchesCategory, SHOP_CATEGORY_FILTERS, CATEGORY_KEYWORDS } from '@shop/contracts';
import { SEED_PRODUCTS } from '../seed/seed-data';
import { categoryPattern, containsPattern } from './name-pattern';
import { foldName } from './schemas/part.schema';

const NAMES = [
  ...SEED_PRODUCTS.map((p) => p.name),
  'Smart  Watch X',
  'SMARTWATCH',
  'smart\twatch',
  'Price (Tk) 1.5L [new] a+b*c?',
  'A.B',
  'AxB',
  '',
];
const TEXTS = [
  ...SHOP_CATEGORY_FILTERS,
  ...CATEGORY_KEYWORDS,
  'smart watch',
  'WaTcH',
  '1.5L',
  '(Tk)',
  '[new]',
  'a+b*c?',
  'A.B',
  '.*',
  '^',
  '$',
  '\\',
  'x|y',
];

describe('categoryPattern', () => {
  it.each(TEXTS)('selects exactly what nameMatchesCategory selects for %p', (text) => {
    const pattern = categoryPattern(text);
    for (const name of NAMES) {
      expect({ name, text, matches: pattern.test(foldName(name)) }).toEqual({
        name,
        text,
        matches: nameMatchesCategory(name, text),
      });
    }
  });

  it('escapes regex syntax: ".*" matches only a literal ".*"', () => {
    expect(categoryPattern('.*').test('anything')).toBe(false);
    expect(categoryPattern('.*').test('a .* b')).toBe(true);
    expect(categoryPattern('A.B').test('axb')).toBe(false);
  });

  it("matches 'Smart Watch' and 'SmartWatch' names alike", () => {
    expect(categoryPattern('Smart Watch').test('amazfit bip 5 smartwatch')).toBe(true);
    expect(categoryPattern('SmartWatch').test('haylou solar plus rt3 smart watch')).toBe(true);
  });
});

describe('containsPattern', () => {
  it('finds the case-folded text anywhere in the name, spaces included', () => {
    expect(containsPattern('Archer C6').test(foldName('TP-Link Archer C6 AC1200 Router'))).toBe(
      true,
    );
    expect(containsPattern('ArcherC6').test(foldName('TP-Link Archer C6 AC1200 Router'))).toBe(
      false,
    );
  });

  it.each(['.*', '(', '[', 'a+', '\\d', '?'])('treats %p literally', (text) => {
    expect(containsPattern(text).test('abc 123 def')).toBe(false);
    expect(containsPattern(text).test(`abc ${text} def`)).toBe(true);
  });
});

describe('control characters in the text', () => {
  it.each(['\u0000', 'kettle\u0000', 'a\u001bb', '\u007f'])('never puts %p raw into the pattern (MongoDB refuses a NUL)', (text) => {
    for (const pattern of [containsPattern(text), categoryPattern(text)]) {
      // eslint-disable-next-line no-control-regex -- looking for raw control characters is the point
      expect(pattern.source).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(pattern.test(`x ${foldName(text)} y`)).toBe(true);
      expect(pattern.test('x y')).toBe(false);
    }
  });
});
