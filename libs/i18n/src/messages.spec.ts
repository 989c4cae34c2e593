import { flattenMessages, messageProblems, placeholders, unwrapMessages } from './messages';

describe('flattenMessages', () => {
  it('lists every text under its dotted key', () => {
    expect([...flattenMessages({ a: 'A', b: { c: 'C', d: { e: 'E' } } })]).toEqual([
      ['a', 'A'],
      ['b.c', 'C'],
      ['b.d.e', 'E'],
    ]);
  });
});

describe('placeholders', () => {
  it('normalises the spacing of formatters and sorts them', () => {
    expect(placeholders('{{ total ,price}} for {{name}}')).toEqual(['name', 'total, price']);
  });
});

describe('unwrapMessages', () => {
  it('takes the default export of a JSON module, or the object itself', () => {
    expect(unwrapMessages({ default: { a: 'A' } })).toEqual({ a: 'A' });
    expect(unwrapMessages({ a: 'A' })).toEqual({ a: 'A' });
  });
});

describe('messageProblems', () => {
  const en = {
    cart: {
      title: 'Your cart',
      items_one: '{{count, number}} item',
      items_other: '{{count, number}} items',
    },
  };

  it('is empty when the translation has every key with the same placeholders', () => {
    const bn = {
      cart: {
        title: 'আপনার কার্ট',
        items_one: '{{count, number}}টি পণ্য',
        items_other: '{{count, number}}টি পণ্য',
      },
    };
    expect(messageProblems(en, bn)).toEqual([]);
  });

  it('names missing, extra and empty keys', () => {
    const bn = { cart: { title: ' ', items_one: '{{count, number}}টি', extra: 'বাড়তি' } };
    expect(messageProblems(en, bn)).toEqual([
      'bn: "cart.title" is empty',
      'bn: missing "cart.items_other"',
      'bn: "cart.extra" is not in en',
    ]);
  });

  it('names placeholders that differ between the languages', () => {
    const bn = {
      cart: {
        title: 'আপনার কার্ট',
        items_one: '{{count}}টি পণ্য',
        items_other: '{{count, number}}টি পণ্য',
      },
    };
    expect(messageProblems(en, bn)).toEqual([
      '"cart.items_one": placeholders differ (en: count, number; bn: count)',
    ]);
  });

  it('refuses an English count of a plural noun without its one form ("1 orders")', () => {
    expect(
      messageProblems(
        { lead: '{{count, number}} new orders, newest first', left: '{{count, number}} left' },
        { lead: '{{count, number}}টি নতুন অর্ডার', left: '{{count, number}}টি বাকি' },
      ),
    ).toEqual(['"lead": counts a plural noun; give it lead_one and lead_other']);
  });

  it('refuses a number written without a formatter (Latin digits in Bengali)', () => {
    expect(
      messageProblems({ left: 'Only {{count}} left' }, { left: 'মাত্র {{count}}টি বাকি' }),
    ).toEqual(['"left": {{count}} looks like a number; write {{count, number}} (or price/date)']);
  });
});
