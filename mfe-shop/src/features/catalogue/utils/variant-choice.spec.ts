import type { ProductOption, ProductVariant } from '@shop/contracts';
import { chosenVariant, valueChoices } from './variant-choice';

const options: ProductOption[] = [
  {
    key: 'storage',
    name: { en: 'Storage', bn: 'স্টোরেজ' },
    kind: 'choice',
    values: [
      { key: '128', label: { en: '128 GB', bn: '১২৮ জিবি' } },
      { key: '256', label: { en: '256 GB', bn: '২৫৬ জিবি' } },
    ],
  },
  {
    key: 'colour',
    name: { en: 'Colour', bn: 'রং' },
    kind: 'colour',
    values: [
      { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#111111' },
      { key: 'green', label: { en: 'Green', bn: 'সবুজ' }, swatch: '#00aa55' },
      { key: 'yellow', label: { en: 'Yellow', bn: 'হলুদ' }, swatch: '#eedd00' },
    ],
  },
];
const v = (sku: string, values: string[], quantity: number, price = 100): ProductVariant => ({
  sku,
  values,
  price,
  quantity,
  archived: false,
});
const variants = [
  v('S128-BLACK', ['128', 'black'], 0),
  v('S128-GREEN', ['128', 'green'], 3),
  v('S128-YELLOW', ['128', 'yellow'], 0),
  v('S256-BLACK', ['256', 'black'], 2, 150),
  // No 256 GB in green; 256 GB yellow sold out.
  v('S256-YELLOW', ['256', 'yellow'], 0, 150),
];

describe('variant choice', () => {
  it('opens the variant the address names (case aside), else the first in stock', () => {
    expect(chosenVariant(variants, 's256-black')?.sku).toBe('S256-BLACK');
    expect(chosenVariant(variants, null)?.sku).toBe('S128-GREEN');
    expect(chosenVariant(variants, 'NO-SUCH')?.sku).toBe('S128-GREEN');
    expect(chosenVariant([v('A', [], 0)], null)?.sku).toBe('A');
  });

  it('offers each value with the variant it leads to, and says why one cannot be chosen', () => {
    const current = variants[1]; // 128 GB, green
    expect(valueChoices(options, variants, current, 0)).toEqual([
      { key: '128', selected: true, sku: 'S128-GREEN' },
      { key: '256', selected: false, unavailable: 'notMade' },
    ]);
    expect(valueChoices(options, variants, current, 1)).toEqual([
      { key: 'black', selected: false, unavailable: 'soldOut', sku: 'S128-BLACK' },
      { key: 'green', selected: true, sku: 'S128-GREEN' },
      { key: 'yellow', selected: false, unavailable: 'soldOut', sku: 'S128-YELLOW' },
    ]);
    // A sold-out variant opened by its address stays chosen (not disabled under the visitor).
    expect(valueChoices(options, variants, variants[0], 1)[0]).toEqual({
      key: 'black',
      selected: true,
      sku: 'S128-BLACK',
    });
  });
});
