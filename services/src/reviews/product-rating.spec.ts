import { productRating } from './product-rating';

const none = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

describe('productRating', () => {
  it('is 0 of 0 with every star at 0 when there are no reviews', () => {
    expect(productRating([])).toEqual({ average: 0, count: 0, distribution: none });
  });

  it('averages the ratings to one decimal and counts each star', () => {
    expect(
      productRating([
        { _id: 5, count: 3 },
        { _id: 4, count: 1 },
        { _id: 1, count: 2 },
      ]),
    ).toEqual({ average: 3.5, count: 6, distribution: { ...none, '5': 3, '4': 1, '1': 2 } });
  });

  it.each([
    [
      [
        { _id: 5, count: 9 },
        { _id: 4, count: 9 },
        { _id: 3, count: 2 },
      ],
      4.4,
    ],
    [
      [
        { _id: 5, count: 1 },
        { _id: 4, count: 1 },
      ],
      4.5,
    ],
    [
      [
        { _id: 5, count: 29 },
        { _id: 4, count: 11 },
      ],
      4.7,
    ],
    [
      [
        { _id: 4, count: 1 },
        { _id: 5, count: 1 },
        { _id: 5, count: 0 },
      ],
      4.5,
    ],
    [
      [
        { _id: 0, count: 1 },
        { _id: 5, count: 1 },
        { _id: 5, count: 1 },
        { _id: 4, count: 1 },
      ],
      3.5,
    ],
    [
      [
        { _id: 1, count: 2 },
        { _id: 2, count: 1 },
      ],
      1.3,
    ],
  ])('%j → %p', (counts, average) => {
    expect(productRating(counts).average).toBe(average);
  });

  it('rounds an exact half up (sum 89 of 20 reviews is 4.45 → 4.5)', () => {
    expect(
      productRating([
        { _id: 5, count: 9 },
        { _id: 4, count: 11 },
      ]).average,
    ).toBe(4.5);
  });

  it('counts a zero-star review under "0" and in the mean', () => {
    expect(
      productRating([
        { _id: 0, count: 1 },
        { _id: 4, count: 1 },
      ]),
    ).toEqual({
      average: 2,
      count: 2,
      distribution: { ...none, '0': 1, '4': 1 },
    });
  });

  it('counts a rating without a bar (an imported 4.5) in the mean and total only', () => {
    expect(
      productRating([
        { _id: 4.5, count: 2 },
        { _id: 5, count: 2 },
      ]),
    ).toEqual({
      average: 4.8,
      count: 4,
      distribution: { ...none, '5': 2 },
    });
  });

  it('ignores a group without a number', () => {
    expect(
      productRating([
        { _id: null, count: 3 },
        { _id: 'x', count: 1 },
        { _id: 3, count: 1 },
      ]),
    ).toEqual({
      average: 3,
      count: 1,
      distribution: { ...none, '3': 1 },
    });
  });
});
