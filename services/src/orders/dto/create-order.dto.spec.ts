import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_MESSAGES } from '@shop/rules';
import { normalizeBdMobile } from '@shop/rules';
import { BD_MOBILE_PATTERN } from '../../common';
import { ORDER_SHAPE_MESSAGES, orderLinesError, partIdError } from './create-order.dto';

const ID = '665f1e000000000000000008';
const line = (partId: unknown = ID, quantity: unknown = 1) => ({ partId, quantity });
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `665f1e${String(i).padStart(18, '0')}`);

describe('partIdError', () => {
  it.each([ID, ID.toUpperCase()])('accepts %p', (id) => {
    expect(partIdError(id)).toBeUndefined();
  });

  it.each([undefined, '', `${ID}0`, ID.slice(1), 'zz5f1e000000000000000008', { $gt: '' }, 42])(
    'refuses %p',
    (id) => {
      expect(partIdError(id)).toBe(ORDER_SHAPE_MESSAGES.partId);
    },
  );
});

describe('orderLinesError', () => {
  it('accepts 1 to MAX_ORDER_LINES distinct products', () => {
    expect(orderLinesError([line()])).toBeUndefined();
    expect(orderLinesError(ids(MAX_ORDER_LINES).map((id) => line(id, '2')))).toBeUndefined();
  });

  it.each([undefined, null, [], {}, 'x', { $gt: 0 }])('needs a list with a line: %p', (lines) => {
    expect(orderLinesError(lines)).toBe(ORDER_SHAPE_MESSAGES.linesRequired);
  });

  it('refuses more than MAX_ORDER_LINES lines', () => {
    expect(orderLinesError(ids(MAX_ORDER_LINES + 1).map((id) => line(id)))).toBe(
      ORDER_SHAPE_MESSAGES.linesTooMany,
    );
  });

  it.each([null, 'x', 1, [ID, 1]])('refuses the line %p', (bad) => {
    expect(orderLinesError([line(), bad])).toBe(ORDER_SHAPE_MESSAGES.lineShape);
  });

  it('answers the booking form message of a line quantity', () => {
    expect(orderLinesError([line(ID, 0)])).toBe(ORDER_MESSAGES.quantityTooSmall);
    expect(orderLinesError([line(ID, 1.5)])).toBe(ORDER_MESSAGES.quantityWhole);
    expect(orderLinesError([line(ID, MAX_LINE_QUANTITY + 1)])).toBe(
      ORDER_MESSAGES.quantityTooLarge,
    );
    expect(orderLinesError([{ partId: ID }])).toBe(ORDER_MESSAGES.quantityRequired);
  });

  it('checks the part before the quantity', () => {
    expect(orderLinesError([line('nope', 0)])).toBe(ORDER_SHAPE_MESSAGES.partId);
  });

  it('refuses the same product twice, whatever the case of its id', () => {
    expect(orderLinesError([line(ID), line(ID.toUpperCase())])).toBe(
      ORDER_SHAPE_MESSAGES.lineRepeated,
    );
  });
});

describe('BD_MOBILE_PATTERN', () => {
  const pattern = new RegExp(BD_MOBILE_PATTERN);
  it.each([
    '01712345678',
    '+8801712345678',
    '8801712345678',
    '008801712345678',
    '+880 1712-345678',
    ' 017 1234 5678 ',
    '০১৭১২৩৪৫৬৭৮',
    '+৮৮০১৭১২৩৪৫৬৭৮',
    '+88001712345678',
    '01912\u00a0345678',
  ])('takes %p, as normalizeBdMobile does', (phone) => {
    expect([phone, pattern.test(phone)]).toEqual([phone, true]);
    expect(normalizeBdMobile(phone)).toBeDefined();
  });

  it.each([
    '',
    '1712345678',
    '01212345678',
    '0171234567',
    '017123456789',
    '+8811712345678',
    '0171234567a',
    '\u013b\u0119',
    '01712\t345678',
    '(017)12345678',
    '+-8801712345678x',
  ])('refuses %p, as normalizeBdMobile does (control characters: the pipe)', (phone) => {
    expect([phone, pattern.test(phone)]).toEqual([phone, false]);
    if (!phone.includes('\t')) expect(normalizeBdMobile(phone)).toBeUndefined();
  });
});
