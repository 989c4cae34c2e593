import { flattenMessages, i18n, messageProblems } from '@shop/i18n';
import { CARD_MESSAGES } from '../features/payments/utils/card-messages';
import { RETURN_FORM_MESSAGES } from '../features/orders/utils/return-form';
import { PHOTO_MESSAGES } from '../features/profile/utils/photo-rules';
import { REVIEW_FORM_MESSAGES } from '../features/reviews/utils/review-form';
import bn from './bn.json';
import en from './en.json';

describe('the dashboard messages', () => {
  it('has every English key in Bengali, with the same placeholders and number formatters', () => {
    expect(messageProblems(en, bn)).toEqual([]);
  });

  it('writes no Latin letters in Bengali outside <keep> parts (they stay as written)', () => {
    const latinOutsideKeep = (text: string) =>
      /[A-Za-z]/.test(
        text
          .replace(/<keep>.*?<\/keep>/g, '')
          .replace(/<\/?[a-z]+\/?>/g, '')
          .replace(/\{\{[^}]*\}\}/g, ''),
      );
    const offenders = [...flattenMessages(bn)].filter(([, text]) => latinOutsideKeep(text));
    expect(offenders).toEqual([]);
  });

  it.each([
    ['card', CARD_MESSAGES],
    ['profile photo', PHOTO_MESSAGES],
    ['review photo', REVIEW_FORM_MESSAGES],
    ['return form', RETURN_FORM_MESSAGES],
  ])(
    'shows each %s message the code writes in English by a key whose English is that text',
    (_name, known) => {
      for (const [text, { key, values }] of known) {
        const english = i18n.t(`dashboard:${key}`, values).replace(/<\/?[a-z]+\/?>/g, '');
        expect(english).toBe(text);
      }
    },
  );
});
