import { backoffDelay } from './notification-settings';

describe('backoffDelay', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    const settings = { backoffMs: 5_000, maxBackoffMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelay(attempt, settings))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
