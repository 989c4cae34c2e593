import { BANGLADESH_DISTRICTS, BANGLADESH_DIVISIONS } from '@shop/rules';
import { flattenMessages, messageProblems, type Messages } from '../messages';
import { RULE_MESSAGE_GROUPS, RULE_MESSAGE_KEYS, translateRuleMessage } from '../rule-messages';
import bn from './bn/common.json';
import en from './en/common.json';

describe('the common messages', () => {
  it('are complete in Bengali, with the same placeholders', () => {
    expect(messageProblems(en as Messages, bn as Messages)).toEqual([]);
  });

  it('name every district and division (the district selects and the address book)', () => {
    const names = [...BANGLADESH_DIVISIONS, ...BANGLADESH_DISTRICTS.map((d) => d.name)];
    const english = flattenMessages(en as Messages);
    expect(names.filter((name) => english.get(`places.${name}`) !== name)).toEqual([]);
  });
});

describe('the @shop/rules messages', () => {
  const english = flattenMessages(en as Messages);
  const bengali = flattenMessages(bn as Messages);

  it('each have an id whose English text is exactly the validator’s', () => {
    for (const [text, key] of RULE_MESSAGE_KEYS)
      expect([key, english.get(key)]).toEqual([key, text]);
  });

  it('are all the rules.* texts of the file (none left over)', () => {
    const ruleKeys = [...english.keys()].filter((key) => key.startsWith('rules.'));
    expect(ruleKeys.sort()).toEqual([...RULE_MESSAGE_KEYS.values()].sort());
  });

  it('cover every message of every group, shared texts under their first id', () => {
    for (const messages of Object.values(RULE_MESSAGE_GROUPS)) {
      for (const text of Object.values(messages as Record<string, string>)) {
        expect(RULE_MESSAGE_KEYS.has(text)).toBe(true);
      }
    }
    expect(RULE_MESSAGE_KEYS.get('Name is Required')).toBe('rules.auth.nameRequired');
  });

  it('translate through a t function, other texts staying as they are', () => {
    const t = (key: string) => bengali.get(key) ?? key;
    expect(translateRuleMessage('Retting is Required', t)).toBe('রেটিং দিতে হবে');
    expect(translateRuleMessage('Subject must be 150 characters or shorter', t)).toBe(
      'বিষয় ১৫০ অক্ষরের বেশি হতে পারবে না',
    );
    expect(translateRuleMessage('Only 2 left of Watch', t)).toBe('Only 2 left of Watch');
    expect(translateRuleMessage(undefined, t)).toBeUndefined();
  });
});

describe('Bengali texts', () => {
  it('never show Latin digits (numbers are written in Bengali digits or through a formatter)', () => {
    const latinDigits = [...flattenMessages(bn as Messages)]
      .filter(([, text]) => /[0-9]/.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key]) => key);
    expect(latinDigits).toEqual([]);
  });
});
