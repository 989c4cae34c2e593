import type { ProductDetails, SpecGroup } from '@shop/contracts';
import { formPathOf, specsOf, toEditValues, toProductEdit, validateEdit } from './edit-part-form';

const GROUPS: SpecGroup[] = [
  {
    key: 'battery',
    label: { en: 'Battery', bn: 'ব্যাটারি' },
    fields: [
      { key: 'capacity', label: { en: 'Capacity', bn: 'ধারণক্ষমতা' }, type: 'number', min: 1 },
      { key: 'fast', label: { en: 'Fast charging', bn: 'ফাস্ট চার্জিং' }, type: 'boolean' },
    ],
  },
];

const PRODUCT = {
  _id: '665f1e000000000000000001',
  name: 'Watch',
  img: '/a.svg',
  price: 1,
  quantity: 1,
  description: 'A watch',
  category: 'smart-watch',
  brand: '',
  specs: [{ key: 'gone', value: 3 }],
  photos: [{ url: '/a.svg', alt: { en: 'Watch', bn: 'ঘড়ি' } }],
} as unknown as ProductDetails;

describe('the edit form', () => {
  it('sends no warranty for a product without one (0 months, nothing it covers)', () => {
    const values = toEditValues(PRODUCT);
    expect(validateEdit(values, GROUPS)).toEqual({});
    expect(toProductEdit(values, GROUPS)).not.toHaveProperty('warranty');
    const given = { ...values, warrantyMonths: '১২' };
    expect(Object.keys(validateEdit(given, GROUPS))).toEqual(['coversEn', 'coversBn']);
    expect(
      toProductEdit({ ...given, coversEn: 'Defects', coversBn: 'ত্রুটি' }, GROUPS).warranty,
    ).toEqual({ months: 12, type: 'shop', covers: { en: 'Defects', bn: 'ত্রুটি' } });
  });

  it("sends only the template's filled fields, numbers read with Bengali digits", () => {
    expect(specsOf(GROUPS, { capacity: '৩০০', fast: false, gone: '3' })).toEqual([
      { key: 'capacity', value: 300 },
      { key: 'fast', value: false },
    ]);
    // Unreadable stays text, so the rules name it.
    expect(specsOf(GROUPS, { capacity: '300 mAh' })).toEqual([
      { key: 'capacity', value: '300 mAh' },
    ]);
    expect(
      validateEdit({ ...toEditValues(PRODUCT), specs: { capacity: '300 mAh' } }, GROUPS),
    ).toEqual({
      'specs.capacity': {
        en: 'Capacity must be a number',
        bn: 'ধারণক্ষমতা একটি সংখ্যা হতে হবে',
      },
    });
  });

  it('sends the parcel weight in whole grams (Bengali digits too), nothing when left empty', () => {
    const values = toEditValues(PRODUCT);
    expect(values.shippingWeightGrams).toBe('');
    expect(toProductEdit(values, GROUPS)).not.toHaveProperty('shippingWeightGrams');
    expect(
      toProductEdit({ ...values, shippingWeightGrams: '১২০০' }, GROUPS).shippingWeightGrams,
    ).toBe(1200);
    expect(toEditValues({ ...PRODUCT, shippingWeightGrams: 450 }).shippingWeightGrams).toBe('450');
    for (const typed of ['0', '100001', '1.5', '-3', 'heavy']) {
      expect(Object.keys(validateEdit({ ...values, shippingWeightGrams: typed }, GROUPS))).toEqual([
        'shippingWeightGrams',
      ]);
    }
    expect(validateEdit({ ...values, shippingWeightGrams: '100000' }, GROUPS)).toEqual({});
    expect(validateEdit(values, GROUPS, { weightRequired: true }).shippingWeightGrams?.bn).toBe(
      'পার্সেলের ওজন গ্রামে লিখুন (১ থেকে ১০০০০০)',
    );
  });

  it("maps the API's field names to the form's", () => {
    expect(formPathOf('photos.2.alt.bn')).toBe('photos.2.altBn');
    expect(formPathOf('photos.0.url')).toBe('photos.0.url');
    expect(formPathOf('warranty.covers.en')).toBe('coversEn');
    expect(formPathOf('specs.capacity')).toBe('specs.capacity');
  });
});
