import { flattenMessages, messageProblems } from '@shop/i18n';
import bn from './bn.json';
import en from './en.json';

/** A message's own words: its `{{placeholders}}` and `<tag>` names left out. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/<\/?[a-z]+>/g, '');

describe('the storefront messages', () => {
  it('are complete in Bengali, with the same placeholders and formatted numbers', () => {
    expect(messageProblems(en, bn)).toEqual([]);
  });

  it('write Bengali digits in Bengali', () => {
    const withLatinDigits = [...flattenMessages(bn)]
      .filter(([, text]) => /[0-9]/.test(words(text)))
      .map(([key]) => key);
    expect(withLatinDigits).toEqual([]);
  });

  it('keep Latin letters in Bengali to the brand and to what is not shown (the WhatsApp greeting)', () => {
    const withLatin = [...flattenMessages(bn)]
      .filter(
        ([key, text]) =>
          key !== 'contact.whatsappGreeting' &&
          /[A-Za-z]/.test(words(text).replace('TechParts BD', '')),
      )
      .map(([key]) => key);
    expect(withLatin).toEqual([]);
  });
});
