/**
 * When a canary has failed enough visitors to be taken away from everybody else: a pure rule, so
 * its boundaries are tested exhaustively (canary-rule.spec.ts) and the service only counts.
 */
import { RELEASE_BEACON_WINDOW_MINUTES } from '@shop/contracts';

export interface WindowCounts {
  /** Loads that worked (`loaded` beacons). */
  loaded: number;
  /** Loads that failed (a beacon of any other stage). */
  failed: number;
}

export interface CanaryRule {
  /** More than this percent of the window's loads failed… */
  abortPercent: number;
  /** …out of at least this many loads (worked + failed): fewer say too little. */
  minLoads: number;
}

/** Whether a canary with these counts in one window is to be aborted. */
export function failsCanaryRule(counts: WindowCounts, rule: CanaryRule): boolean {
  const loads = counts.loaded + counts.failed;
  if (loads < rule.minLoads || loads === 0) return false;
  // In whole numbers: failed / loads > percent / 100, without a rounding error at the boundary.
  return counts.failed * 100 > rule.abortPercent * loads;
}

const WINDOW_MS = RELEASE_BEACON_WINDOW_MINUTES * 60_000;

/** The start of the fixed window `at` falls in (windows start at :00, :05, :10… UTC). */
export function windowStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);
}

/** The percent of failed loads, one decimal, for the audit note and the page. */
export function failedPercent(counts: WindowCounts): number {
  const loads = counts.loaded + counts.failed;
  return loads === 0 ? 0 : Math.round((counts.failed * 1000) / loads) / 10;
}
