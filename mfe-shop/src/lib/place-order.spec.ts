import { newIdempotencyKey, pathAfterOrder } from './place-order';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('pathAfterOrder', () => {
  it('cash on delivery → the dashboard; card → the order’s payment page', () => {
    expect(pathAfterOrder('6660aa0000000000000000a1', 'cod')).toBe('/dashboard');
    expect(pathAfterOrder('6660aa0000000000000000a1', 'card')).toBe(
      '/dashboard/payment/6660aa0000000000000000a1',
    );
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('works without crypto.randomUUID (pages served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
      expect(a).toMatch(UUID_V4);
      expect(b).toMatch(UUID_V4);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
