import { oneOf, withUpdatedAt } from './driver-writes';

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
    expect(withUpdatedAt(update, now)).toEqual({ $inc: { quantity: -1 }, $set: { updatedAt: now } });
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
