import { i18n } from '@shop/i18n';
import bn from '../../../locales/bn.json';
import { ratingLabel, roundRating, starsOf } from './stars';

const t = i18n.getFixedT('en', 'shop');

describe('stars of a rating', () => {
  it.each([
    [5, 'fffff', 'Rated 5 out of 5'],
    [4, 'ffffe', 'Rated 4 out of 5'],
    [0, 'eeeee', 'Rated 0 out of 5'],
    [3.5, 'fffhe', 'Rated 3.5 out of 5'],
    [4.3, 'ffffh', 'Rated 4.5 out of 5'],
    [4.2, 'ffffe', 'Rated 4 out of 5'],
    [4.75, 'fffff', 'Rated 5 out of 5'],
    [0.25, 'heeee', 'Rated 0.5 out of 5'],
    [7, 'fffff', 'Rated 5 out of 5'],
    [-1, 'eeeee', 'Rated 0 out of 5'],
    [Number.NaN, 'eeeee', 'Rated 0 out of 5'],
    ['4', 'ffffe', 'Rated 4 out of 5'],
    [undefined, 'eeeee', 'Rated 0 out of 5'],
  ])('%p → %s, %p', (rating, stars, label) => {
    expect(
      starsOf(rating)
        .map((s) => s[0])
        .join(''),
    ).toBe(stars);
    expect(ratingLabel(rating, t, 'en')).toBe(label);
  });

  it('rounds to the nearest half', () => {
    expect(roundRating(2.74)).toBe(2.5);
    expect(roundRating(2.76)).toBe(3);
  });
});

describe('the rating label in Bengali', () => {
  it('writes the half star with Bengali digits', () => {
    i18n.addResourceBundle('bn', 'shop', bn, true, true);
    expect(ratingLabel(3.5, i18n.getFixedT('bn', 'shop'), 'bn')).toBe('৫-এর মধ্যে ৩.৫ রেটিং');
  });
});
