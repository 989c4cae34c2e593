import {
  checkTargets,
  formatReport,
  markdownTable,
  median,
  medianMetrics,
  tableRows,
  type BenchReport,
  type LighthouseMetrics,
  type PageMeasurement,
} from './report';

const KB = 1024;

function page(
  path: string,
  shellKb: number,
  lighthouse: LighthouseMetrics | null = null,
): PageMeasurement {
  return {
    path,
    jsGzip: { shell: shellKb * KB, remote: 20 * KB, shared: 50 * KB },
    jsRequests: 9,
    requests: 24,
    fontBytes: 2.3 * KB,
    lighthouse,
  };
}

const fast: LighthouseMetrics = { score: 98, seo: 100, lcp: 1500, fcp: 900, cls: 0.01, tbt: 40 };
const slow: LighthouseMetrics = { score: 71.6, seo: 92, lcp: 4500, fcp: 1800, cls: 0.12, tbt: 300 };
const baseline: LighthouseMetrics = { score: 100, lcp: 750, fcp: 750, cls: 0, tbt: 0 };

describe('median', () => {
  it('takes the middle value of an odd count, unsorted input included', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5])).toBe(5);
    expect(median([10, 1000, 11])).toBe(11);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input and refuses no values', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('medianMetrics', () => {
  it('takes the median of each metric on its own', () => {
    expect(
      medianMetrics([
        { score: 90, lcp: 3000, fcp: 1000, cls: 0.2, tbt: 10 },
        { score: 80, lcp: 2000, fcp: 1200, cls: 0, tbt: 500 },
        { score: 85, lcp: 9000, fcp: 1100, cls: 0.1, tbt: 20 },
      ]),
    ).toEqual({ score: 85, lcp: 3000, fcp: 1100, cls: 0.1, tbt: 20 });
  });

  it('takes the SEO median only when every run measured it', () => {
    const run = { score: 90, lcp: 1, fcp: 1, cls: 0, tbt: 0 };
    expect(
      medianMetrics([
        { ...run, seo: 100 },
        { ...run, seo: 92 },
        { ...run, seo: 100 },
      ]).seo,
    ).toBe(100);
    expect(medianMetrics([{ ...run, seo: 100 }, run])).not.toHaveProperty('seo');
  });
});

describe('checkTargets', () => {
  it('checks the JS budget on / and the Lighthouse targets on every measured page', () => {
    expect(checkTargets([page('/', 110, fast), page('/shops', 500, slow)])).toEqual([
      { target: 'JS ≤ 180 KB gz', page: '/', value: '180.0 KB', met: true },
      { target: 'Lighthouse perf ≥ 95 (mobile)', page: '/', value: '98', met: true },
      { target: 'Lighthouse SEO = 100', page: '/', value: '100', met: true },
      { target: 'LCP ≤ 2000 ms', page: '/', value: '1500 ms', met: true },
      { target: 'CLS ≤ 0.05', page: '/', value: '0.010', met: true },
      { target: 'TBT ≤ 150 ms', page: '/', value: '40 ms', met: true },
      { target: 'Lighthouse perf ≥ 95 (mobile)', page: '/shops', value: '72', met: false },
      { target: 'Lighthouse SEO = 100', page: '/shops', value: '92', met: false },
      { target: 'LCP ≤ 2000 ms', page: '/shops', value: '4500 ms', met: false },
      { target: 'CLS ≤ 0.05', page: '/shops', value: '0.120', met: false },
      { target: 'TBT ≤ 150 ms', page: '/shops', value: '300 ms', met: false },
    ]);
  });

  it('misses the JS budget by a byte', () => {
    const home = page('/', 110);
    home.jsGzip.shell += 1;
    expect(checkTargets([home])).toEqual([
      { target: 'JS ≤ 180 KB gz', page: '/', value: '180.0 KB', met: false },
    ]);
  });

  it('has nothing to check without / and without Lighthouse', () => {
    expect(checkTargets([page('/shops', 900)])).toEqual([]);
  });
});

describe('the table', () => {
  const report: BenchReport = {
    measuredAt: '2026-01-02T03:04:05Z',
    commit: 'abc1234',
    runs: 3,
    baseline,
    pages: [page('/', 130, fast), page('/shops', 500, slow)],
  };

  it('has one row per page after the baseline, with LCP and FCP as ratios to it', () => {
    expect(tableRows(report)).toEqual([
      [
        'baseline: static HTML, no JS',
        '–',
        '–',
        '–',
        '–',
        '–',
        '–',
        '100',
        '–',
        '750 (1.00×)',
        '750 (1.00×)',
        '0.000',
        '0',
      ],
      [
        '/',
        '130.0',
        '20.0',
        '50.0',
        '200.0',
        '9/24',
        '2.3',
        '98',
        '100',
        '1500 (2.00×)',
        '900 (1.20×)',
        '0.010',
        '40',
      ],
      [
        '/shops',
        '500.0',
        '20.0',
        '50.0',
        '570.0',
        '9/24',
        '2.3',
        '72',
        '92',
        '4500 (6.00×)',
        '1800 (2.40×)',
        '0.120',
        '300',
      ],
    ]);
  });

  it('shows dashes when Lighthouse was skipped', () => {
    const rows = tableRows({ ...report, runs: 0, baseline: null, pages: [page('/', 10)] });
    expect(rows).toEqual([
      ['/', '10.0', '20.0', '50.0', '80.0', '9/24', '2.3', '–', '–', '–', '–', '–', '–'],
    ]);
  });

  it('pads the columns of a Markdown table', () => {
    expect(markdownTable(['a', 'long header'], [['wide cell', 'x']])).toBe(
      [
        '| a         | long header |',
        '|-----------|-------------|',
        '| wide cell | x           |',
      ].join('\n'),
    );
  });

  it('prints when and where it measured, the table and a ✓/✗ per target', () => {
    const text = formatReport(report);
    expect(text).toContain('Measured 2026-01-02T03:04:05Z at commit abc1234.');
    expect(text).toContain('median of 3 runs, mobile, simulated throttling');
    expect(text).toContain('| page ');
    expect(text).toContain('  ✗ JS ≤ 180 KB gz on /: 200.0 KB');
    expect(text).toContain('  ✗ Lighthouse perf ≥ 95 (mobile) on /shops: 72');
    expect(text).toContain('  ✗ CLS ≤ 0.05 on /shops: 0.120');
  });
});
