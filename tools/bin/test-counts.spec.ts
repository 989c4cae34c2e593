import { countText, describeCounts } from './test-counts';

describe('countText', () => {
  it('adds up jest summaries behind Nx prefixes and colour codes', () => {
    const output = [
      '@shop/router: \u001b[1mTests:       \u001b[22m\u001b[1m\u001b[32m3 passed\u001b[39m\u001b[22m, 3 total',
      'services: Tests:       2 failed, 1 skipped, 491 passed, 494 total',
      'services: Test Suites: 40 passed, 40 total',
    ].join('\n');
    expect(countText(output)).toEqual({ passed: 494, failed: 2, skipped: 1, flaky: 0, reports: 2 });
  });

  it('reads Playwright and the fuzzing step', () => {
    const output = [
      'e2e:   ✓  74 src/storefront-pages.spec.ts:264:1 › /reviews (1.3s)',
      'e2e:   1 flaky',
      'e2e:   73 passed (5.0m)',
      '    46/46 operations, 2837 test cases: 2837 passed, 0 failed, 0 skipped; 0 unique failures; 38 stateful scenarios; 60 s; log: tmp/schemathesis/anonymous/output.log',
      '    40/46 operations, 2100 test cases: 2076 passed, 0 failed, 24 skipped; 0 unique failures; 30 stateful scenarios; 50 s; log: tmp/schemathesis/customer/output.log',
      '    19/45 operations, 689 test cases: 689 passed, 0 failed; log: tmp/schemathesis/admin/output.log',
      '✓ admin: no failures (19/45 operations, 689 test cases: 689 passed, 0 failed)',
    ].join('\n');
    expect(countText(output)).toEqual({
      passed: 73 + 2837 + 2076 + 689,
      failed: 0,
      skipped: 24,
      flaky: 1,
      reports: 4,
    });
  });

  it('tells a test that passed on its retry from one that failed', () => {
    const counts = countText(
      ['e2e:   2 failed', 'e2e:   3 flaky', 'e2e:   270 passed (22.3m)'].join('\n'),
    );
    expect(counts).toMatchObject({ passed: 270, failed: 2, flaky: 3 });
    expect(describeCounts(counts)).toBe('270 passed, 2 failed, 3 flaky, 0 skipped (1 reports)');
  });

  it('counts nothing in other lines', () => {
    expect(describeCounts(countText('Ran all test suites.\n=== ok: x (3 s)'))).toBe(
      '0 passed, 0 failed, 0 skipped (0 reports)',
    );
  });
});
