import { formatTaps, tallyTaps, type PlaywrightJsonReport } from './taps-report';

const passed = { status: 'passed' };
const lost = { status: 'failed', error: { message: '\u001b[31mExpected: "true"\u001b[39m\nmore' } };

const report: PlaywrightJsonReport = {
  suites: [
    {
      title: 'hydration-taps.spec.ts',
      suites: [
        {
          title: 'a tap before the page hydrated takes effect',
          specs: [
            {
              title: 'Add to cart adds the product',
              tests: [{ results: [passed] }, { results: [lost] }],
            },
            {
              title: 'the phone menu opens',
              tests: [{ results: [passed] }, { results: [{ status: 'skipped' }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('tallyTaps', () => {
  it('counts every attempt per control, a failed one as a lost tap with its reason', () => {
    expect(tallyTaps(report)).toEqual([
      { control: 'Add to cart adds the product', taps: 2, lost: 1, reasons: ['Expected: "true"'] },
      { control: 'the phone menu opens', taps: 1, lost: 0, reasons: [] },
    ]);
  });

  it('has nothing to count in an empty report', () => {
    expect(tallyTaps({})).toEqual([]);
  });
});

describe('formatTaps', () => {
  it('prints a row per control, the total against the target of 0, and the reasons', () => {
    const text = formatTaps(tallyTaps(report));
    expect(text).toContain('| Add to cart adds the product');
    expect(text).toMatch(/\| all controls +\| 3 +\| 1 +\|/);
    expect(text).toContain('✗ lost taps: 1 of 3 (target 0)');
    expect(text).toContain('  Add to cart adds the product: Expected: "true"');
  });

  it('says ✓ when no tap was lost', () => {
    expect(formatTaps([{ control: 'x', taps: 20, lost: 0, reasons: [] }])).toContain(
      '✓ lost taps: 0 of 20 (target 0)',
    );
  });
});
