import {
  forms,
  isModelNumber,
  MAX_QUERY_WORDS,
  normalise,
  phoneticKey,
  queryWords,
  romaniseBengali,
  words,
} from './text';

describe('normalise and words', () => {
  it('lower-cases, reads Bengali digits as digits and drops invisible joiners', () => {
    expect(normalise('Galaxy A১৫\u200c')).toBe('galaxy a15');
    expect(words('TP-Link Archer C6, (6/128GB) ১.৮ লিটার')).toEqual([
      'tp-link',
      'archer',
      'c6',
      '6',
      '128gb',
      '1.8',
      'লিটার',
    ]);
  });

  it('treats regex characters and emoji as separators, never as syntax', () => {
    expect(words('.*+?[](){}|^$\\ 😀')).toEqual([]);
    expect(words('kettle.*')).toEqual(['kettle']);
  });

  it('indexes a joined word whole and by its parts', () => {
    expect(forms('wh-1000xm4')).toEqual(['wh1000xm4', 'wh', '1000xm4']);
    expect(forms('tp-link')).toEqual(['tplink', 'tp', 'link']);
    expect(forms('1.8l')).toEqual(['1.8l']);
    // The word stuck to a number is a word too: "samsung buds" finds the Galaxy Buds2.
    expect(forms('buds2')).toEqual(['buds2', 'buds']);
    expect(forms('10000mah')).toEqual(['10000mah', 'mah']);
    expect(forms('ax58u')).toEqual(['ax58u']);
  });

  it('leaves out filler words, unless the query has nothing else', () => {
    expect(queryWords('ghori er dam')).toEqual(['ghori']);
    expect(queryWords('smart watch price in bd')).toEqual(['smart', 'watch']);
    expect(queryWords('ঘড়ির দাম কত')).toEqual(['ঘড়ির']);
    expect(queryWords('price')).toEqual(['price']);
  });

  it('caps a query before reading it: length and number of words', () => {
    expect(queryWords('a15 '.repeat(500))).toEqual(['a15']);
    expect(queryWords(Array.from({ length: 50 }, (_, i) => `w${i}x`).join(' '))).toHaveLength(
      MAX_QUERY_WORDS,
    );
    expect(queryWords('TP-Link')).toEqual(['tplink']);
  });

  it('tells model numbers (a digit inside) from words', () => {
    for (const word of ['a15', 'c6', '4060', 'wh1000xm4', '1.8l'])
      expect(isModelNumber(word)).toBe(true);
    for (const word of ['router', 'ঘড়ি']) expect(isModelNumber(word)).toBe(false);
  });
});

describe('romaniseBengali', () => {
  it('writes Bengali script in Latin letters, ড় as r and য-ফলা as a vowel', () => {
    expect(romaniseBengali('কেটলি')).toBe('ketli');
    expect(romaniseBengali('ঘড়ি')).toBe('ghri');
    expect(romaniseBengali('ব্যাটারি')).toBe('byatari');
    expect(romaniseBengali('চার্জার')).toBe('charjar');
  });
});

describe('phoneticKey', () => {
  it.each([
    [['ghori', 'ঘড়ি', 'ghoree']],
    [['ketli', 'kettle', 'কেটলি']],
    [['earbuds', 'earbud', 'airbuds', 'ইয়ারবাড', 'এয়ারবাডস']],
    [['smartwatch', 'smartwach', 'স্মার্টওয়াচ']],
    [['charger', 'charjar', 'চার্জার']],
    [['mobile', 'mobail', 'মোবাইল']],
    [['phone', 'fon', 'ফোন']],
    [['router', 'rauter', 'রাউটার']],
    [['suitcase', 'sutkes', 'স্যুটকেস']],
    [['luggage', 'lagej', 'লাগেজ']],
    [['xiaomi', 'shaomi', 'শাওমি']],
    [['cable', 'kabol', 'ক্যাবল']],
  ])('gives %j one key', (spellings) => {
    const keys = new Set(spellings.map(phoneticKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).not.toBe('');
  });

  it('keeps apart words that sound different', () => {
    expect(phoneticKey('kettle')).not.toBe(phoneticKey('cable'));
    expect(phoneticKey('router')).not.toBe(phoneticKey('charger'));
  });

  it('has no key for model numbers or single letters', () => {
    expect(phoneticKey('a15')).toBe('');
    expect(phoneticKey('a')).toBe('');
  });
});
