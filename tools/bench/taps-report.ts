/**
 * The pure half of `npm run bench:taps`: from Playwright's JSON report of
 * `e2e/src/hydration-taps.spec.ts` run N times, how many taps each control lost.
 */
import { markdownTable } from './report';

/** The part of Playwright's JSON reporter output that is read. */
export interface PlaywrightJsonReport {
  suites?: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    tests: Array<{ results: Array<{ status: string; error?: { message?: string } }> }>;
  }>;
}

export interface TapTally {
  control: string;
  taps: number;
  lost: number;
  /** The first line of each loss's error, once per distinct line. */
  reasons: string[];
}

/** Every attempt of every spec, by spec title, in the report's order. */
export function tallyTaps(report: PlaywrightJsonReport): TapTally[] {
  const tallies = new Map<string, TapTally>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const tally = tallies.get(spec.title) ?? {
        control: spec.title,
        taps: 0,
        lost: 0,
        reasons: [],
      };
      tallies.set(spec.title, tally);
      for (const result of spec.tests.flatMap((test) => test.results)) {
        if (result.status === 'skipped') continue;
        tally.taps += 1;
        if (result.status === 'passed') continue;
        tally.lost += 1;
        // Playwright colours its messages for terminals.
        // eslint-disable-next-line no-control-regex
        const line = (result.error?.message ?? result.status).replace(/\u001b\[\d+m/g, '');
        const first = line.split('\n')[0].trim();
        if (!tally.reasons.includes(first)) tally.reasons.push(first);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...tallies.values()];
}

/** The printed summary: a row per control, the total, and why taps were lost. */
export function formatTaps(tallies: readonly TapTally[]): string {
  const taps = tallies.reduce((sum, tally) => sum + tally.taps, 0);
  const lost = tallies.reduce((sum, tally) => sum + tally.lost, 0);
  const rows = tallies.map((tally) => [tally.control, String(tally.taps), String(tally.lost)]);
  rows.push(['all controls', String(taps), String(lost)]);
  const reasons = tallies.flatMap((tally) =>
    tally.reasons.map((reason) => `  ${tally.control}: ${reason}`),
  );
  return [
    markdownTable(['control (tapped before hydration, CPU 4× slower)', 'taps', 'lost'], rows),
    '',
    `${lost === 0 ? '✓' : '✗'} lost taps: ${lost} of ${taps} (target 0)`,
    ...(reasons.length ? ['', 'Why:', ...reasons] : []),
  ].join('\n');
}
