import { flattenMessages, messageProblems } from '@shop/i18n';
import bn from './bn.json';
import en from './en.json';

describe('the admin messages', () => {
  it('have every key in both languages, with the same placeholders and number formatters', () => {
    expect(messageProblems(en, bn)).toEqual([]);
  });

  it('are translated: no Bengali text is the English one', () => {
    const english = flattenMessages(en);
    const same = [...flattenMessages(bn)].filter(([key, text]) => english.get(key) === text);
    expect(same).toEqual([]);
  });
});
