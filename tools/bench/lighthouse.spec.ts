import { LighthouseError, metricsFromResult } from './lighthouse';

type Result = Parameters<typeof metricsFromResult>[0];

/** The few fields of a Lighthouse result (lhr) that are read. */
function lhr(overrides: Record<string, unknown> = {}): Result {
  return {
    requestedUrl: 'http://localhost:4200/',
    categories: { performance: { score: 0.87 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2410.5 },
      'first-contentful-paint': { numericValue: 1200 },
      'cumulative-layout-shift': { numericValue: 0.03 },
      'total-blocking-time': { numericValue: 150 },
    },
    ...overrides,
  } as unknown as Result;
}

describe('metricsFromResult', () => {
  it('reads the score as 0–100 and the metrics from their audits', () => {
    expect(metricsFromResult(lhr())).toEqual({
      score: 87,
      lcp: 2410.5,
      fcp: 1200,
      cls: 0.03,
      tbt: 150,
    });
  });

  it('fails with Lighthouse’s own reason when the run failed', () => {
    const failed = lhr({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(() => metricsFromResult(failed)).toThrow(LighthouseError);
    expect(() => metricsFromResult(failed)).toThrow(
      'Lighthouse could not measure http://localhost:4200/: NO_FCP The page did not paint any content.',
    );
  });

  it('fails when the score or a metric is missing', () => {
    expect(() => metricsFromResult(lhr({ categories: { performance: { score: null } } }))).toThrow(
      'no performance score',
    );
    expect(() => metricsFromResult(lhr({ audits: {} }))).toThrow('no "largest-contentful-paint"');
  });
});
