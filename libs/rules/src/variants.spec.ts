import type { ProductOption, SpecGroup } from '@shop/contracts';
import {
  checkVariantPhotos,
  checkVariants,
  checkVariantSpecs,
  defaultSku,
  nameWithVariant,
  sameSku,
  VARIANT_MESSAGES,
  variantLabel,
  variantSpecs,
  variantTotals,
} from './variants';

const COLOUR: ProductOption = {
  key: 'colour',
  name: { en: 'Colour', bn: 'রং' },
  kind: 'colour',
  values: [
    { key: 'blue', label: { en: 'Blue', bn: 'নীল' }, swatch: '#1f6feb' },
    { key: 'black', label: { en: 'Black', bn: 'কালো' } },
  ],
};
const STORAGE: ProductOption = {
  key: 'storage',
  name: { en: 'Storage', bn: 'স্টোরেজ' },
  kind: 'choice',
  values: [
    { key: '128', label: { en: '6/128 GB', bn: '৬/১২৮ জিবি' } },
    { key: '256', label: { en: '8/256 GB', bn: '৮/২৫৬ জিবি' } },
  ],
};
const variant = (sku: string, values: string[], price = 100, quantity = 1) => ({
  sku,
  values,
  price,
  quantity,
});

describe('checkVariants', () => {
  it('accepts options with one variant per combination sold', () => {
    expect(
      checkVariants(
        [COLOUR, STORAGE],
        [variant('A-BLUE-128', ['blue', '128']), variant('A-BLACK-256', ['black', '256'])],
      ),
    ).toEqual([]);
    expect(checkVariants([], [variant('ONE-1', [])])).toEqual([]);
  });

  it.each([
    ['no variant', [], [], 'variants', 'noVariants'],
    [
      'two variants without options',
      [],
      [variant('A1', []), variant('A2', [])],
      'variants',
      'noOptionsOneVariant',
    ],
    ['a malformed SKU', [COLOUR], [variant('A B', ['blue'])], 'variants[0].sku', 'skuFormat'],
    [
      'a SKU twice (case aside)',
      [COLOUR],
      [variant('A-1', ['blue']), variant('a-1', ['black'])],
      'variants[1].sku',
      'duplicateSku',
    ],
    [
      'a combination twice',
      [COLOUR],
      [variant('A-1', ['blue']), variant('A-2', ['blue'])],
      'variants[1].values',
      'duplicateCombination',
    ],
    ['a value of no option', [COLOUR], [variant('A-1', ['gold'])], 'variants[0].values', 'values'],
    [
      'a value missing',
      [COLOUR, STORAGE],
      [variant('A-1', ['blue'])],
      'variants[0].values',
      'values',
    ],
    ['a price below 0', [COLOUR], [variant('A-1', ['blue'], -1)], 'variants[0].price', 'price'],
    [
      'stock that is not whole',
      [COLOUR],
      [variant('A-1', ['blue'], 1, 1.5)],
      'variants[0].quantity',
      'quantity',
    ],
    [
      'four options',
      [COLOUR, STORAGE, { ...COLOUR, key: 'c2' }, { ...COLOUR, key: 'c3' }],
      [],
      'options',
      'tooManyOptions',
    ],
    [
      'an option without a Bengali name',
      [{ ...COLOUR, name: { en: 'Colour', bn: ' ' } }],
      [],
      'options[0].name',
      'optionName',
    ],
    [
      'an option key twice',
      [COLOUR, { ...STORAGE, key: 'colour' }],
      [],
      'options[1].key',
      'optionKey',
    ],
    [
      'a bad swatch',
      [{ ...COLOUR, values: [{ ...COLOUR.values[0], swatch: 'blue' }] }],
      [],
      'options[0].values[0].swatch',
      'swatch',
    ],
  ] as const)('refuses %s', (_label, options, variants, field, message) => {
    expect(checkVariants(options as unknown as ProductOption[], variants as never)).toContainEqual({
      field,
      message,
    });
  });

  it('has every message in both languages', () => {
    for (const text of Object.values(VARIANT_MESSAGES)) {
      expect(text.en.trim()).not.toBe('');
      expect(text.bn).toMatch(/[\u0980-\u09FF]/);
    }
  });
});

describe('naming variants', () => {
  it('joins the values’ labels in each language, skipping unknown keys', () => {
    expect(variantLabel([COLOUR, STORAGE], ['blue', '256'])).toEqual({
      en: 'Blue, 8/256 GB',
      bn: 'নীল, ৮/২৫৬ জিবি',
    });
    expect(variantLabel([COLOUR], ['gold'])).toEqual({ en: '', bn: '' });
    expect(nameWithVariant('Galaxy A15', 'Blue, 8/256 GB')).toBe('Galaxy A15 — Blue, 8/256 GB');
    expect(nameWithVariant('Galaxy A15', '')).toBe('Galaxy A15');
  });

  it('gives a product without a chosen SKU a readable, unique one', () => {
    expect(defaultSku('Xiaomi Redmi Watch 3 Active Smart Watch', '665f1e000000000000000001')).toBe(
      'XIAOMI-REDMI-WATCH-000001',
    );
    expect(defaultSku('Samsonite Cosmolite 69cm', '665f1e0000000000000000ab')).toBe(
      'SAMSONITE-COSMOLITE-69CM-0000AB',
    );
    expect(sameSku('abc-1', 'ABC-1')).toBe(true);
  });

  it('prices a product at its lowest variant on sale and counts the stock of those', () => {
    expect(
      variantTotals([
        { price: 300, quantity: 2, archived: false },
        { price: 100, quantity: 5, archived: true },
        { price: 200, quantity: 1, archived: false },
      ]),
    ).toEqual({ price: 200, quantity: 3 });
    expect(variantTotals([])).toEqual({ price: 0, quantity: 0 });
  });
});

describe("a variant's photo", () => {
  const photos = ['/static/products/a15.svg', '/static/products/a15-yellow.svg'];

  it('may be none, or one of the product’s photos', () => {
    expect(checkVariantPhotos(photos, [{}, { img: photos[1] }, { img: '' }])).toEqual([]);
  });

  it('is refused, naming the variant, when it is not one of them', () => {
    expect(
      checkVariantPhotos(photos, [{ img: photos[0] }, { img: '/static/uploads/other.webp' }]),
    ).toEqual([{ field: 'variants[1].img', message: 'imageNotPhoto' }]);
    expect(VARIANT_MESSAGES.imageNotPhoto.bn).toBeTruthy();
  });
});

describe("a variant's own spec values", () => {
  const GROUPS: SpecGroup[] = [
    {
      key: 'memory',
      label: { en: 'Memory', bn: 'মেমোরি' },
      fields: [
        {
          key: 'ram',
          label: { en: 'RAM', bn: 'র‍্যাম' },
          type: 'number',
          unit: { en: 'GB', bn: 'জিবি' },
          min: 1,
          max: 64,
        },
        { key: 'storage', label: { en: 'Storage', bn: 'স্টোরেজ' }, type: 'number', min: 1 },
      ],
    },
  ];

  it('are checked as a product’s sheet is, each problem naming its variant and key', () => {
    expect(
      checkVariantSpecs(GROUPS, [
        {},
        { specs: [{ key: 'storage', value: 256 }] },
        {
          specs: [
            { key: 'ram', value: '8 GB' },
            { key: 'colour', value: 'blue' },
          ],
        },
      ]).map(({ field, code }) => ({ field, code })),
    ).toEqual([
      { field: 'variants[2].specs.ram', code: 'wrong-type' },
      { field: 'variants[2].specs.colour', code: 'unknown-key' },
    ]);
  });

  it('replace the product’s rows with the same key, in place; the others stay', () => {
    const specs = [
      { key: 'ram', value: 6 },
      { key: 'storage', value: 128 },
      { key: 'battery', value: 5000 },
    ];
    expect(
      variantSpecs(specs, {
        specs: [
          { key: 'storage', value: 256 },
          { key: 'ram', value: 8 },
        ],
      }),
    ).toEqual([
      { key: 'ram', value: 8 },
      { key: 'storage', value: 256 },
      { key: 'battery', value: 5000 },
    ]);
  });

  it('add a key the product has no row for; without any, the product’s sheet as it is', () => {
    const specs = [{ key: 'ram', value: 6 }];
    expect(variantSpecs(specs, { specs: [{ key: 'storage', value: 256 }] })).toEqual([
      { key: 'ram', value: 6 },
      { key: 'storage', value: 256 },
    ]);
    expect(variantSpecs(specs, undefined)).toEqual(specs);
    expect(variantSpecs(specs, { specs: [] })).toEqual(specs);
  });
});
