import { auditValue, changesBetween } from './audit-changes';

describe('changesBetween', () => {
  it('lists only the fields that changed, in the order given', () => {
    expect(
      changesBetween(
        { price: 1200, quantity: 5, name: 'Boat' },
        { price: 1150, quantity: 5, name: 'Boat' },
        ['quantity', 'price', 'name'],
      ),
    ).toEqual([{ field: 'price', before: 1200, after: 1150 }]);
  });

  it('leaves out a side that did not exist', () => {
    expect(changesBetween<{ note?: string }>({}, { note: 'x' }, ['note'])).toEqual([
      { field: 'note', after: 'x' },
    ]);
    expect(changesBetween<{ note?: string }>({ note: 'x' }, {}, ['note'])).toEqual([
      { field: 'note', before: 'x' },
    ]);
  });

  it('keeps null, false and 0 as values', () => {
    expect(changesBetween({ a: 0 as number | null }, { a: null }, ['a'])).toEqual([
      { field: 'a', before: 0, after: null },
    ]);
    expect(changesBetween({ a: true }, { a: false }, ['a'])).toEqual([
      { field: 'a', before: true, after: false },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(changesBetween({ a: 1 }, { a: 1 }, ['a'])).toEqual([]);
  });
});

describe('auditValue', () => {
  it('stores dates as ISO text and other objects as text', () => {
    expect(auditValue(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(auditValue({ toString: () => 'id' })).toBe('id');
    expect(auditValue(undefined)).toBeUndefined();
  });
});
