import type { Order } from '@shop/contracts';
import {
  deliveredProductsOf,
  partIdFrom,
  REVIEW_MESSAGES,
  REVIEW_PHOTO_SIZE_MESSAGE,
  REVIEW_PHOTO_TYPE_MESSAGE,
  validateReviewForm,
} from './review-form';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const valid = { partId: '', name: 'Rahim', retting: '5', review: 'Great buds', img: png() };

describe('validateReviewForm', () => {
  it('accepts a complete review', () => {
    expect(validateReviewForm(valid)).toEqual({});
  });

  it('gives each spec message for an empty form', () => {
    expect(
      validateReviewForm({ partId: '', name: '', retting: '', review: ' ', img: null }),
    ).toEqual({
      name: REVIEW_MESSAGES.nameRequired,
      retting: REVIEW_MESSAGES.rettingRequired,
      review: REVIEW_MESSAGES.reviewRequired,
      img: REVIEW_MESSAGES.imageRequired,
    });
  });

  it.each(['6', '-1', '10', '4.5', 'five'])('refuses the rating %s', (retting) => {
    expect(validateReviewForm({ ...valid, retting }).retting).toBe('Provide our 5 star rating');
  });

  it.each(['0', '3', '5'])('accepts the rating %s', (retting) => {
    expect(validateReviewForm({ ...valid, retting }).retting).toBeUndefined();
  });

  it('refuses a photo the image storage would refuse, before uploading it', () => {
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(validateReviewForm({ ...valid, img: gif }).img).toBe(REVIEW_PHOTO_TYPE_MESSAGE);
    expect(validateReviewForm({ ...valid, img: png(5 * 1024 * 1024 + 1) }).img).toBe(
      REVIEW_PHOTO_SIZE_MESSAGE,
    );
    expect(validateReviewForm({ ...valid, img: png(5 * 1024 * 1024) }).img).toBeUndefined();
  });
});

it('partIdFrom keeps only a 24-hex-digit id', () => {
  expect(partIdFrom('665f1e000000000000000015')).toBe('665f1e000000000000000015');
  expect(partIdFrom('665f1e00000000000000001')).toBeUndefined();
  expect(partIdFrom('{"$gt":""}')).toBeUndefined();
  expect(partIdFrom(null)).toBeUndefined();
});

describe('deliveredProductsOf', () => {
  const line = (partId: string, name: string) =>
    ({ partId, name, img: `/${name}.svg`, unitPrice: 1, quantity: 1, lineTotal: 1 }) as const;
  const order = (status: string, ...lines: ReturnType<typeof line>[]) =>
    ({ status, lines }) as unknown as Order;

  it('lists the products of delivered orders once each, newest order first, ids lower-case', () => {
    expect(
      deliveredProductsOf([
        order('delivered', line('AA', 'Earbuds')),
        order('shipped', line('bb', 'Router')),
        order('delivered', line('cc', 'Kettle'), line('aa', 'Earbuds')),
        order('cancelled', line('dd', 'Watch')),
        order('returned', line('ee', 'Phone')),
      ]),
    ).toEqual([
      { partId: 'aa', name: 'Earbuds', img: '/Earbuds.svg' },
      { partId: 'cc', name: 'Kettle', img: '/Kettle.svg' },
    ]);
  });

  it('is empty without a delivered order', () => {
    expect(deliveredProductsOf([])).toEqual([]);
    expect(deliveredProductsOf([order('pending', line('aa', 'Earbuds'))])).toEqual([]);
  });
});
