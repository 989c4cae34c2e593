import { canaryBucket, chooseRelease, inCanary, isVisitorId, type LiveChoice } from './canary';

/** Visitor ids as the web server makes them (22 base64url characters), from a seeded generator. */
function visitorIds(count: number, seed = 7): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let state = seed >>> 0;
  const next = () => {
    // xorshift32: reproducible, so a failure names the same ids every run.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 22 }, () => alphabet[next() % 64]).join(''),
  );
}

const live = (percent: number, salt = 'a1b2c3d4e5f60718'): LiveChoice => ({
  version: '1.0.0',
  manifestUrl: '/releases/mfe-shop/1.0.0/mf-manifest.json',
  canary: {
    version: '1.1.0',
    manifestUrl: '/releases/mfe-shop/1.1.0/mf-manifest.json',
    percent,
    salt,
  },
});

describe('canary buckets', () => {
  const ids = visitorIds(10_000);

  it('puts 10 % ± 1 % of 10 000 visitors in a 10 % canary, for several salts', () => {
    for (const salt of ['a1b2c3d4e5f60718', '0000000000000000', 'ffeeddccbbaa9988']) {
      const share = ids.filter((id) => inCanary('mfe-shop', { percent: 10, salt }, id)).length;
      expect(share / ids.length).toBeGreaterThanOrEqual(0.09);
      expect(share / ids.length).toBeLessThanOrEqual(0.11);
    }
  });

  it('spreads the buckets over 1–100 (every tenth within ±1 % of 10 %)', () => {
    const tenths = new Array<number>(10).fill(0);
    for (const id of ids) {
      const bucket = canaryBucket('mfe-shop', 'a1b2c3d4e5f60718', id);
      expect(bucket).toBeGreaterThanOrEqual(1);
      expect(bucket).toBeLessThanOrEqual(100);
      tenths[Math.floor((bucket - 1) / 10)] += 1;
    }
    for (const count of tenths)
      expect(Math.abs(count / ids.length - 0.1)).toBeLessThanOrEqual(0.01);
  });

  it('gives each visitor the same version on 50 loads, and keeps the canary when 10 % becomes 25 %', () => {
    const switched: string[] = [];
    for (const id of ids) {
      const first = chooseRelease('mfe-shop', live(10), id);
      for (let load = 0; load < 50; load += 1) {
        if (chooseRelease('mfe-shop', live(10), id).version !== first.version) switched.push(id);
      }
      const raised = chooseRelease('mfe-shop', live(25), id);
      if (first.canary && raised.version !== first.version) switched.push(id);
    }
    expect(switched).toEqual([]);
    const at25 = ids.filter((id) => chooseRelease('mfe-shop', live(25), id).canary).length;
    expect(Math.abs(at25 / ids.length - 0.25)).toBeLessThanOrEqual(0.01);
  });

  it('draws afresh for a new canary (another salt) and for another remote', () => {
    const inFirst = ids.filter((id) => inCanary('mfe-shop', { percent: 10, salt: 'aaaa' }, id));
    const inBoth = inFirst.filter((id) => inCanary('mfe-shop', { percent: 10, salt: 'bbbb' }, id));
    const otherRemote = inFirst.filter((id) =>
      inCanary('mfe-dashboard', { percent: 10, salt: 'aaaa' }, id),
    );
    // Independent draws: about 10 % of the first canary's visitors are in the second.
    expect(inBoth.length / inFirst.length).toBeLessThan(0.2);
    expect(otherRemote.length / inFirst.length).toBeLessThan(0.2);
  });

  it('gives the stable release without a canary, without a visitor id, and at the edges', () => {
    const [id] = ids;
    expect(chooseRelease('mfe-shop', { version: '1.0.0', manifestUrl: '/m' }, id)).toEqual({
      version: '1.0.0',
      manifestUrl: '/m',
      canary: false,
    });
    expect(chooseRelease('mfe-shop', live(99), undefined).canary).toBe(false);
    const bucket = canaryBucket('mfe-shop', 'a1b2c3d4e5f60718', id);
    expect(inCanary('mfe-shop', { percent: bucket, salt: 'a1b2c3d4e5f60718' }, id)).toBe(true);
    expect(inCanary('mfe-shop', { percent: bucket - 1, salt: 'a1b2c3d4e5f60718' }, id)).toBe(false);
  });

  it('accepts only visitor ids of the web server’s shape', () => {
    expect(isVisitorId(visitorIds(1)[0])).toBe(true);
    expect(isVisitorId('short')).toBe(false);
    expect(isVisitorId('has space in it and more')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });
});
