import { actorFrom, dayFrom, dhakaDayRange, whatFrom, whatQuery } from './activity-filters';

describe('the Activity page filters', () => {
  it('reads a "what" from the address and turns it into the API query', () => {
    expect(whatFrom('type:order')).toBe('type:order');
    expect(whatFrom('action:product.updated')).toBe('action:product.updated');
    expect(whatFrom('action:product.stolen')).toBeUndefined();
    expect(whatFrom('order')).toBeUndefined();
    expect(whatFrom(null)).toBeUndefined();
    expect(whatQuery('type:order')).toEqual({ targetType: 'order' });
    expect(whatQuery('action:order.return-updated')).toEqual({ action: 'order.return-updated' });
    expect(whatQuery(undefined)).toEqual({});
  });

  it('takes real calendar days only', () => {
    expect(dayFrom('2026-11-25')).toBe('2026-11-25');
    expect(dayFrom('2026-02-30')).toBeUndefined();
    expect(dayFrom('25-11-2026')).toBeUndefined();
    expect(dayFrom('')).toBeUndefined();
  });

  it('makes a range of Dhaka days into instants: midnight there is 18:00 UTC the day before', () => {
    expect(dhakaDayRange('2026-11-25', '2026-11-26')).toEqual({
      from: '2026-11-24T18:00:00.000Z',
      to: '2026-11-26T17:59:59.999Z',
    });
    expect(dhakaDayRange(undefined, undefined)).toEqual({});
  });

  it('takes an account id only', () => {
    expect(actorFrom('665f1e0000000000000fffff')).toBe('665f1e0000000000000fffff');
    expect(actorFrom('admin')).toBeUndefined();
  });
});
