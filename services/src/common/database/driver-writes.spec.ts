import { oneOf, toObjectId, withUpdatedAt } from './driver-writes';

describe('withUpdatedAt', () => {
  const now = new Date('2026-11-30T10:00:00Z');

  it('adds updatedAt to the update’s $set, keeping its other fields and operators', () => {
    const update = { $set: { status: 'placed' }, $push: { history: { status: 'placed' } } };
    expect(withUpdatedAt(update, now)).toEqual({
      $set: { status: 'placed', updatedAt: now },
      $push: { history: { status: 'placed' } },
    });
  });

  it('makes a $set when the update has none, and leaves the given update as it was', () => {
    const update = { $inc: { quantity: -1 } };
    expect(withUpdatedAt(update, now)).toEqual({
      $inc: { quantity: -1 },
      $set: { updatedAt: now },
    });
    expect(update).toEqual({ $inc: { quantity: -1 } });
  });
});

describe('oneOf', () => {
  it('is the value itself when there is one, else $in of them all', () => {
    expect(oneOf(['a'])).toBe('a');
    expect(oneOf(['a', 'b'])).toEqual({ $in: ['a', 'b'] });
    expect(oneOf([])).toEqual({ $in: [] });
  });
});

describe('toObjectId', () => {
  it('makes an ObjectId of 24 hexadecimal characters, in either case', () => {
    expect(toObjectId('665F1E000000000000000001')?.toHexString()).toBe('665f1e000000000000000001');
  });

  it('is undefined for anything else (a 12-character string is not taken as 12 bytes)', () => {
    for (const id of [
      'abc',
      'kettle-12345',
      '665f1e00000000000000000z',
      '665f1e0000000000000000011',
    ]) {
      expect(toObjectId(id)).toBeUndefined();
    }
  });
});
