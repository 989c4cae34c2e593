import { dhakaMidnight } from './order-queries.service';

describe('dhakaMidnight (UTC+6, no daylight saving)', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', '2026-11-22T18:00:00.000Z'],
    ['2026-11-22T18:00:00.000Z', '2026-11-22T18:00:00.000Z'],
    ['2026-11-22T17:59:59.999Z', '2026-11-21T18:00:00.000Z'],
    ['2026-11-22T23:30:00.000Z', '2026-11-22T18:00:00.000Z'],
    ['2026-01-01T00:00:00.000Z', '2025-12-31T18:00:00.000Z'],
  ])('at %s it is %s', (now, midnight) => {
    expect(dhakaMidnight(new Date(now)).toISOString()).toBe(midnight);
  });
});
