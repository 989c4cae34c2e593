/**
 * Lighthouse (v12, ESM) from this CommonJS tooling: both `lighthouse` and `chrome-launcher` are
 * imported dynamically, only when a run starts, so the pure parts here load anywhere (unit tests).
 *
 * Settings are Lighthouse's defaults on purpose: mobile emulation (Moto G Power viewport, 4× CPU
 * slowdown) and simulated throttling (a fast load, then Lantern models a slow 4G network), with the
 * performance and SEO categories. Every run gets a new Chromium, so no run sees another's cache.
 */
import type { RunnerResult } from 'lighthouse';
import type { LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import type { LighthouseMetrics } from './report';

type LighthouseResult = RunnerResult['lhr'];

/** The Lighthouse result could not be turned into figures (a runtime error, a missing audit). */
export class LighthouseError extends Error {
  override name = 'LighthouseError';
}

const AUDITS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
} as const;

/** Score (0–100) and metrics of one Lighthouse result; throws when Lighthouse failed to measure. */
export function metricsFromResult(lhr: LighthouseResult): LighthouseMetrics {
  if (lhr.runtimeError) {
    throw new LighthouseError(
      `Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    throw new LighthouseError(`Lighthouse gave ${lhr.requestedUrl} no performance score`);
  }
  const seo = lhr.categories.seo?.score;
  const value = (id: string): number => {
    const numeric = lhr.audits[id]?.numericValue;
    if (typeof numeric !== 'number') {
      throw new LighthouseError(`Lighthouse gave ${lhr.requestedUrl} no "${id}" value`);
    }
    return numeric;
  };
  return {
    score: score * 100,
    ...(typeof seo === 'number' ? { seo: seo * 100 } : {}),
    lcp: value(AUDITS.lcp),
    fcp: value(AUDITS.fcp),
    cls: value(AUDITS.cls),
    tbt: value(AUDITS.tbt),
  };
}

interface DetailItem {
  node?: { selector?: string };
  score?: number;
  phase?: string;
  timing?: number;
  url?: string;
  total?: number;
  scripting?: number;
  items?: DetailItem[];
}

function detailItems(lhr: LighthouseResult, audit: string): DetailItem[] {
  const details = lhr.audits[audit]?.details as { items?: DetailItem[] } | undefined;
  return details?.items ?? [];
}

/**
 * Why a page scored as it did, in a few lines (`--verbose`): the LCP element and where its time
 * went, the layout shifts that count, the SEO audits that failed, and the scripts that kept the
 * main thread busiest.
 */
export function explainResult(lhr: LighthouseResult): string[] {
  const lines: string[] = [];
  const [element, phases] = detailItems(lhr, 'largest-contentful-paint-element');
  const lcpNode = element?.items?.[0]?.node?.selector;
  if (lcpNode) {
    const timing = (phases?.items ?? [])
      .map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`)
      .join(', ');
    lines.push(`LCP element: ${lcpNode}${timing ? ` (${timing})` : ''}`);
  }
  for (const shift of detailItems(lhr, 'layout-shifts')) {
    if ((shift.score ?? 0) >= 0.001) {
      lines.push(
        `layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector ?? 'unknown element'}`,
      );
    }
  }
  for (const ref of lhr.categories.seo?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) {
      lines.push(`SEO audit failed: ${ref.id} (${audit.title})`);
    }
  }
  lines.push(...longTaskLines(lhr));
  const scripts = detailItems(lhr, 'bootup-time')
    .slice()
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    .slice(0, 5);
  for (const script of scripts) {
    lines.push(
      `main thread ${Math.round(script.total ?? 0)} ms (scripting ${Math.round(script.scripting ?? 0)} ms): ${script.url ?? '?'}`,
    );
  }
  return lines;
}

interface LongTaskDebugData {
  urls?: string[];
  tasks?: Array<
    { urlIndex?: number; startTime?: number; duration?: number } & Record<string, number>
  >;
}

/**
 * The main-thread tasks of 50 ms or more, in the order they ran, with their simulated start and
 * length (the times TBT is computed from) and what the browser spent them on. Total Blocking Time
 * counts each task's part past 50 ms between FCP and interactive, so a task before FCP is marked.
 */
function longTaskLines(lhr: LighthouseResult): string[] {
  const debug = (lhr.audits['long-tasks']?.details as { debugData?: LongTaskDebugData } | undefined)
    ?.debugData;
  const fcp = lhr.audits[AUDITS.fcp]?.numericValue;
  const urls = debug?.urls ?? [];
  return (debug?.tasks ?? [])
    .slice()
    .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0))
    .map(({ urlIndex, startTime = 0, duration = 0, ...groups }) => {
      // Simulated, Lighthouse drops most child events and files the whole task under "other".
      const parts = Object.entries(groups)
        .filter(([group, ms]) => group !== 'other' && typeof ms === 'number' && ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([group, ms]) => `${group} ${Math.round(ms)}`)
        .join(', ');
      const beforeFcp = typeof fcp === 'number' && startTime < fcp ? ', before FCP' : '';
      const url = urlIndex === undefined ? 'unattributed' : (urls[urlIndex] ?? 'unattributed');
      const spent = parts ? ` (${parts})` : '';
      return `long task at ${Math.round(startTime)} ms, ${Math.round(duration)} ms${beforeFcp}${spent}: ${url}`;
    });
}

/** One Lighthouse run: its figures and the lines of `explainResult`. */
export interface LighthouseRun {
  metrics: LighthouseMetrics;
  notes: string[];
}

/** Runs Lighthouse page after page; `close()` kills a Chromium still running (Ctrl-C, failure). */
export class LighthouseSession {
  private chrome: LaunchedChrome | undefined;

  async measure(url: string): Promise<LighthouseRun> {
    const { launch } = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    this.chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS],
      // The caller's cleanup stops this Chromium with the rest of the stack, in order.
      handleSIGINT: false,
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: this.chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (!result) throw new LighthouseError(`Lighthouse returned nothing for ${url}`);
      return { metrics: metricsFromResult(result.lhr), notes: explainResult(result.lhr) };
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    const chrome = this.chrome;
    this.chrome = undefined;
    if (chrome) await chrome.kill();
  }
}
