import {
  combinationsOf,
  keyOf,
  missingVariants,
  type OptionForm,
  stockChanged,
  suggestSku,
  toVariantsInput,
  toVariantsValues,
  validateVariants,
  type VariantForm,
} from './variants-form';
import type { ProductDetails, SpecGroup } from '@shop/contracts';
import { VARIANT_MESSAGES } from '@shop/rules';

const option = (nameEn: string, labels: string[]): OptionForm => ({
  key: '',
  nameEn,
  nameBn: nameEn,
  kind: 'choice',
  values: labels.map((label) => ({ key: '', labelEn: label, labelBn: label, swatch: '' })),
});

const row = (over: Partial<VariantForm>): VariantForm => ({
  sku: 'A-1',
  values: [],
  price: '100',
  quantity: '5',
  savedQuantity: 5,
  img: '',
  specs: [],
  archived: false,
  ...over,
});

describe('variants form', () => {
  it('makes keys from labels: lowercase letters, digits and dashes', () => {
    expect(keyOf(' 8/256 GB ')).toBe('8-256-gb');
    expect(keyOf('Café Noir')).toBe('cafe-noir');
    expect(keyOf('নীল')).toBe('');
  });

  it("lists every combination in the options' order; none for an option without values", () => {
    expect(combinationsOf([])).toEqual([[]]);
    expect(
      combinationsOf([option('Colour', ['Black', 'Blue']), option('Size', ['S', 'L'])]),
    ).toEqual([
      ['black', 's'],
      ['black', 'l'],
      ['blue', 's'],
      ['blue', 'l'],
    ]);
    expect(combinationsOf([option('Colour', ['Black']), option('Size', [])])).toEqual([]);
  });

  it('suggests an uppercase SKU from the name, the keys and the id’s end, numbered when taken', () => {
    const id = '665f1e00000000000000a1b2';
    expect(suggestSku('Zebra Smartwatch Pro', id, ['black', 'l'], [])).toBe(
      'ZEBRA-SMARTWATCH-BLACK-L-00A1B2',
    );
    expect(suggestSku('Zebra Smartwatch', id, ['black'], ['zebra-smartwatch-black-00a1b2'])).toBe(
      'ZEBRA-SMARTWATCH-BLACK-00A1B2-2',
    );
    expect(suggestSku('স্মার্টওয়াচ', id, ['blue'], [])).toBe('SKU-BLUE-00A1B2');
  });

  it('suggests other SKUs for two products whose names start alike', () => {
    const a15 = suggestSku('Samsung Galaxy A15', '665f1e000000000000000011', ['black'], []);
    const s24 = suggestSku('Samsung Galaxy S24', '665f1e000000000000000012', ['black'], []);
    expect([a15, s24]).toEqual(['SAMSUNG-GALAXY-BLACK-000011', 'SAMSUNG-GALAXY-BLACK-000012']);
  });

  it('adds only the combinations no row has, at the given price with stock empty', () => {
    const values = {
      options: [option('Colour', ['Black', 'Blue'])],
      variants: [row({ sku: 'W-BLACK', values: ['black'] })],
    };
    expect(
      missingVariants(values, { _id: '665f1e000000000000000011', name: 'Watch', price: 900 }),
    ).toEqual([
      row({
        sku: 'WATCH-BLUE-000011',
        values: ['blue'],
        price: '900',
        quantity: '',
        savedQuantity: null,
      }),
    ]);
  });

  it('sends the stock of a saved row only when it changed, of a new row only when typed', () => {
    expect(stockChanged(row({ quantity: '5' }))).toBe(false);
    expect(stockChanged(row({ quantity: '৫' }))).toBe(false);
    expect(stockChanged(row({ quantity: '6' }))).toBe(true);
    expect(stockChanged(row({ quantity: '', savedQuantity: null }))).toBe(false);
    const input = toVariantsInput({
      options: [],
      variants: [row({ quantity: '' }), row({ sku: 'B-2', quantity: '0', savedQuantity: null })],
    });
    expect(input.variants).toEqual([
      { sku: 'A-1', values: [], price: 100, quantity: 0, archived: false },
      { sku: 'B-2', values: [], price: 100, quantity: 0, archived: false },
    ]);
  });

  describe("a variant's photo and own spec values", () => {
    const GROUPS: SpecGroup[] = [
      {
        key: 'memory',
        label: { en: 'Memory', bn: 'মেমোরি' },
        fields: [
          {
            key: 'storage',
            label: { en: 'Storage', bn: 'স্টোরেজ' },
            type: 'number',
            unit: { en: 'GB', bn: 'জিবি' },
            min: 1,
            max: 2048,
          },
          { key: 'os', label: { en: 'Operating system', bn: 'অপারেটিং সিস্টেম' }, type: 'text' },
        ],
      },
    ];
    const PHOTOS = ['/static/products/a15.svg', '/static/products/a15-yellow.svg'];
    const values = (over: Partial<VariantForm>) => ({
      options: [],
      variants: [row(over)],
    });

    it('loads them from the product: numbers as text, none as empty', () => {
      const form = toVariantsValues({
        options: [],
        variants: [
          {
            sku: 'A-1',
            values: [],
            price: 1,
            quantity: 1,
            img: PHOTOS[1],
            specs: [{ key: 'storage', value: 256 }],
            archived: false,
          },
        ],
      } as unknown as ProductDetails);
      expect(form.variants[0]).toMatchObject({
        img: PHOTOS[1],
        specs: [{ key: 'storage', value: '256' }],
      });
    });

    it('sends filled rows only, numbers read (Bengali digits too), texts trimmed', () => {
      const input = toVariantsInput(
        values({
          img: PHOTOS[1],
          specs: [
            { key: 'storage', value: '২৫৬' },
            { key: 'os', value: ' Android 14 ' },
            { key: '', value: '8' },
            { key: 'os', value: '' },
          ],
        }),
        GROUPS,
      );
      expect(input.variants[0]).toMatchObject({
        img: PHOTOS[1],
        specs: [
          { key: 'storage', value: 256 },
          { key: 'os', value: 'Android 14' },
        ],
      });
    });

    it('refuses what the API refuses, at the field: a photo not the product’s, a value out of range', () => {
      const problems = validateVariants(
        values({ img: '/static/products/other.svg', specs: [{ key: 'storage', value: '4096' }] }),
        GROUPS,
        PHOTOS,
      );
      expect(problems['variants.0.img']).toEqual(VARIANT_MESSAGES.imageNotPhoto);
      expect(problems['variants.0.specs.storage']?.en).toBe(
        'Storage must be between 1 GB and 2048 GB',
      );
      expect(validateVariants(values({ img: PHOTOS[0] }), GROUPS, PHOTOS)).toEqual({});
    });
  });
});
