/**
 * Counts what the test runners report in `npm test`'s output, so the run ends with one plain
 * summary of how many tests ran (the runners' own summaries are scattered through Nx's prefixed
 * streams): jest's "Tests: N passed, M total", Playwright's "N passed (5.0m)" and the fuzzing
 * step's "N test cases: P passed, F failed, S skipped" (one per schemathesis run).
 */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /**
   * Playwright's tests that failed and then passed on their retry: neither hidden among the passes
   * nor counted as failures (the run's exit code already says whether anything failed for good).
   */
  flaky: number;
  /** Jest's suites / Playwright's runs / schemathesis runs that reported. */
  reports: number;
}

export const emptyCounts = (): TestCounts => ({
  passed: 0,
  failed: 0,
  skipped: 0,
  flaky: 0,
  reports: 0,
});

/** Strips ANSI colour codes and an Nx project prefix ("@shop/router: "). */
export function plain(line: string): string {
  // eslint-disable-next-line no-control-regex
  return line.replace(/\u001b\[[0-9;]*m/g, '').replace(/^[@\w./-]+:\s+/, '');
}

function count(text: string, word: string): number {
  return Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);
}

/** Adds one output line's report, if it is one, to `counts`. */
export function countLine(counts: TestCounts, rawLine: string): void {
  const line = plain(rawLine).trim();
  // jest: "Tests:       3 failed, 1 skipped, 470 passed, 474 total"
  if (/^Tests:\s+.*\d+ total$/.test(line)) {
    counts.passed += count(line, 'passed');
    counts.failed += count(line, 'failed');
    counts.skipped += count(line, 'skipped') + count(line, 'todo');
    counts.reports += 1;
    return;
  }
  // Playwright: "74 passed (5.0m)", "2 failed", "1 flaky", "3 skipped" on lines of their own.
  const playwright = /^(\d+) (passed|failed|flaky|skipped|did not run)( \([\d.]+m?s?\))?$/.exec(
    line,
  );
  if (playwright) {
    const n = Number(playwright[1]);
    if (playwright[2] === 'passed') {
      counts.passed += n;
      counts.reports += 1;
    } else if (playwright[2] === 'skipped' || playwright[2] === 'did not run') counts.skipped += n;
    else if (playwright[2] === 'flaky') counts.flaky += n;
    else counts.failed += n;
    return;
  }
  // tools/fuzz, one line per schemathesis run (anonymous, customer, admin):
  // "    46/46 operations, 2837 test cases: 2813 passed, 0 failed, 24 skipped; 0 unique failures; ..."
  // (only the run's own line: the step's closing "✓ admin: no failures (...)" repeats the figures)
  const fuzz =
    /^(?:\d+\/\d+ operations, )?(\d+) test cases: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/.exec(
      line,
    );
  if (fuzz) {
    counts.passed += Number(fuzz[2]);
    counts.failed += Number(fuzz[3]);
    counts.skipped += Number(fuzz[4] ?? 0);
    counts.reports += 1;
  }
}

export function countText(text: string): TestCounts {
  const counts = emptyCounts();
  for (const line of text.split(/\r?\n/)) countLine(counts, line);
  return counts;
}

/** "474 passed, 0 failed, 0 skipped (3 reports)", with ", 2 flaky" after the failures when any were. */
export function describeCounts(counts: TestCounts): string {
  return `${describeTotals(counts)} (${counts.reports} reports)`;
}

/** "474 passed, 0 failed, 0 skipped", with ", 2 flaky" after the failures when any were. */
export function describeTotals(counts: TestCounts): string {
  const flaky = counts.flaky > 0 ? `, ${counts.flaky} flaky` : '';
  return `${counts.passed} passed, ${counts.failed} failed${flaky}, ${counts.skipped} skipped`;
}
