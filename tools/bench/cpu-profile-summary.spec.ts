import {
  type CpuProfile,
  formatProfileSummary,
  packageOf,
  summarizeProfile,
} from './cpu-profile-summary';

const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });

describe('packageOf', () => {
  it('names the package a frame runs in, the API itself and Node', () => {
    expect(packageOf(frame('exec', '/work/node_modules/mongoose/lib/query.js'))).toBe('mongoose');
    expect(packageOf(frame('x', 'file:///w/node_modules/@nestjs/core/router.js'))).toBe(
      '@nestjs/core',
    );
    expect(packageOf(frame('placeOrder', 'file:///w/services/dist/orders/a.js'))).toBe('shop');
    expect(packageOf(frame('emit', 'node:events'))).toBe('node');
    expect(packageOf(frame('(garbage collector)', ''))).toBe('(garbage collector)');
    expect(packageOf(frame('writeBuffer', ''))).toBe('node');
  });
});

describe('summarizeProfile', () => {
  // root → placeOrder (shop) → exec (mongoose) → serialize (bson); and idle.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
      { id: 2, callFrame: frame('placeOrder', '/r/services/dist/orders/p.js'), children: [3] },
      { id: 3, callFrame: frame('exec', '/r/node_modules/mongoose/lib/query.js'), children: [4] },
      { id: 4, callFrame: frame('serialize', '/r/node_modules/bson/lib/bson.cjs') },
      { id: 5, callFrame: frame('(idle)', '') },
    ],
    startTime: 0,
    endTime: 10_000,
    samples: [2, 3, 4, 4, 5],
    timeDeltas: [1000, 1000, 1000, 1000, 6000],
  };

  it('adds self time by package, inclusive time once per package, and by the nearest shop function', () => {
    const summary = summarizeProfile(profile);
    expect(summary.busyMs).toBe(4);
    expect(summary.idleMs).toBe(6);
    expect(summary.selfByPackage).toEqual([
      ['bson', 2],
      ['shop', 1],
      ['mongoose', 1],
    ]);
    expect(Object.fromEntries(summary.inclusiveByPackage)).toEqual({
      shop: 4,
      mongoose: 3,
      bson: 2,
    });
    expect(summary.byShopFunction).toEqual([['placeOrder orders/p.js:1', 4]]);
    expect(formatProfileSummary(summary, 2)).toContain('Busy 4 ms (idle 6 ms): 2.00 ms each of 2');
  });
});
