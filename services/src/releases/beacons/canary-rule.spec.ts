import { failedPercent, failsCanaryRule, windowStart } from './canary-rule';

const RULE = { abortPercent: 2, minLoads: 50 };

describe('failsCanaryRule', () => {
  it.each([
    // [loaded, failed, aborted]
    [49, 0, false],
    [0, 49, false], // 49 loads: too few, however many failed
    [48, 1, false],
    [49, 1, false], // 50 loads, 2 % exactly: not more than 2 %
    [48, 2, true], // 50 loads, 4 %
    [98, 2, false], // 100 loads, 2 % exactly
    [97, 3, true], // 100 loads, 3 %
    [0, 50, true],
    [50, 0, false],
    [0, 0, false],
  ])('%i loaded + %i failed → abort: %s', (loaded, failed, aborted) => {
    expect(failsCanaryRule({ loaded, failed }, RULE)).toBe(aborted);
  });

  it('follows the configured percent and minimum (fractions of a percent too)', () => {
    expect(failsCanaryRule({ loaded: 995, failed: 5 }, { abortPercent: 0.5, minLoads: 1000 })).toBe(
      false,
    );
    expect(failsCanaryRule({ loaded: 994, failed: 6 }, { abortPercent: 0.5, minLoads: 1000 })).toBe(
      true,
    );
    expect(failsCanaryRule({ loaded: 0, failed: 1 }, { abortPercent: 2, minLoads: 1 })).toBe(true);
  });
});

describe('windowStart', () => {
  it('puts a moment in its fixed 5-minute window', () => {
    expect(windowStart(new Date('2026-11-29T06:04:59.999Z')).toISOString()).toBe(
      '2026-11-29T06:00:00.000Z',
    );
    expect(windowStart(new Date('2026-11-29T06:05:00.000Z')).toISOString()).toBe(
      '2026-11-29T06:05:00.000Z',
    );
  });
});

describe('failedPercent', () => {
  it('rounds to one decimal, 0 without loads', () => {
    expect(failedPercent({ loaded: 97, failed: 3 })).toBe(3);
    expect(failedPercent({ loaded: 2, failed: 1 })).toBe(33.3);
    expect(failedPercent({ loaded: 0, failed: 0 })).toBe(0);
  });
});
