import { explainResult, LighthouseError, metricsFromResult } from './lighthouse';

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

  it('reads the SEO score when the run measured it', () => {
    const withSeo = lhr({ categories: { performance: { score: 0.87 }, seo: { score: 0.92 } } });
    expect(metricsFromResult(withSeo)).toMatchObject({ score: 87, seo: 92 });
    expect(metricsFromResult(lhr())).not.toHaveProperty('seo');
  });

  it('names the SEO audits that failed', () => {
    const result = lhr({
      categories: {
        performance: { score: 0.9 },
        seo: {
          score: 0.9,
          auditRefs: [
            { id: 'meta-description', weight: 1 },
            { id: 'document-title', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        'meta-description': { score: 0, title: 'Document does not have a meta description' },
        'document-title': { score: 1, title: 'Document has a `<title>` element' },
        'structured-data': { score: null, title: 'Structured data is valid' },
      },
    });
    expect(explainResult(result)).toEqual([
      'SEO audit failed: meta-description (Document does not have a meta description)',
    ]);
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

describe('explainResult', () => {
  it('names the LCP element with its phases, the shifts that count, the long tasks and the busiest scripts', () => {
    const result = lhr({
      audits: {
        'largest-contentful-paint-element': {
          details: {
            items: [
              { items: [{ node: { selector: 'section.hero > h1#hero-title' } }] },
              {
                items: [
                  { phase: 'TTFB', timing: 463.6 },
                  { phase: 'Render Delay', timing: 3524.9 },
                ],
              },
            ],
          },
        },
        'layout-shifts': {
          details: {
            items: [
              { score: 0.386, node: { selector: 'div.app-layout > footer.footer' } },
              { score: 0.0002, node: { selector: 'span.hero__caret' } },
            ],
          },
        },
        'first-contentful-paint': { numericValue: 880 },
        'long-tasks': {
          details: {
            debugData: {
              urls: ['http://x/main.js', 'http://x/'],
              tasks: [
                {
                  urlIndex: 0,
                  startTime: 1210.4,
                  duration: 243.6,
                  scriptEvaluation: 201.2,
                  styleLayout: 40.1,
                  other: 0.4,
                },
                { urlIndex: 1, startTime: 640, duration: 96, other: 96 },
              ],
            },
          },
        },
        'bootup-time': {
          details: {
            items: [
              { url: 'http://x/main.js', total: 285.4, scripting: 254.1 },
              { url: 'http://x/470.js', total: 1750, scripting: 1355 },
            ],
          },
        },
      },
    });
    expect(explainResult(result)).toEqual([
      'LCP element: section.hero > h1#hero-title (TTFB 464 ms, Render Delay 3525 ms)',
      'layout shift 0.386: div.app-layout > footer.footer',
      'long task at 640 ms, 96 ms, before FCP: http://x/',
      'long task at 1210 ms, 244 ms (scriptEvaluation 201, styleLayout 40): http://x/main.js',
      'main thread 1750 ms (scripting 1355 ms): http://x/470.js',
      'main thread 285 ms (scripting 254 ms): http://x/main.js',
    ]);
  });

  it('says nothing when the audits are missing', () => {
    expect(explainResult(lhr({ audits: {} }))).toEqual([]);
  });
});
