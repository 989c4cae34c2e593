/**
 * What a first visit costs the page's main thread in script, at 4× CPU slowdown (Lighthouse's
 * mobile setting), measured from a DevTools performance trace of a real load rather than simulated.
 * `npm run bench:web` prints it beside Lighthouse's TBT: TBT tells whether a tap would wait, the
 * scripting time tells how much work there is to split or to cut.
 *
 * The load: a fresh browser context (empty cache), a trace recorded from before the navigation
 * until the page shows its content, has hydrated (`<html data-hydrated>`), no request has been in
 * flight for 500 ms and the main thread has then been idle twice (two idle callbacks), so work the
 * page defers to idle time counts too.
 *
 * Every figure is the main thread's CPU time (the trace's thread durations) × 4, not its wall time
 * under `Emulation.setCPUThrottlingRate`: Chromium throttles by making the thread spin for 3× the
 * wall time it ran, so on a machine where other processes hold the cores the throttled thread
 * spins for its waits too (on this 2-core machine at load 12–17, `/shops`' script took 2.9–3.4 s of
 * CPU throttled 4× against 0.29–0.33 s unthrottled, 10× rather than 4×). CPU time is what the
 * page's code costs, whoever else runs.
 *
 * On the renderer's main thread (`CrRendererMain`) of the page:
 * - **scripting**: CPU time inside script events (evaluating a script or module, compiling it,
 *   function calls from tasks, timers, events, microtasks, garbage collection), nested events
 *   counted once, minus the style and layout work script forced inside them (DevTools files those
 *   under rendering);
 * - **blocking**: TBT's sum, on CPU time × 4: each task after first contentful paint, its part past
 *   50 ms;
 * - **by script**: each script event's time shared among the scripts V8's sampling profiler (in
 *   the same trace) caught running inside it, each sample filed under the nearest frame of its
 *   stack with a URL.
 */
import type { Browser } from '@playwright/test';
import { PageRenderError } from './page-bytes';

/** One event of a Chrome trace (the JSON Trace Event Format), the fields read here. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time of a complete event, microseconds. */
  tdur?: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** Events DevTools counts as scripting. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.produceCache',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'MajorGC',
  'MinorGC',
  'V8.GCScavenger',
  'V8.GCIncrementalMarking',
  'V8.GCFinalizeMC',
  'V8.GCCompactor',
]);

/** Rendering work script forces inside a script event: not scripting. */
const RENDERING_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'RecalculateStyles']);

/** Tasks of the main thread (TBT's unit). */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface ScriptShare {
  /** The script's URL, or what the time went to when no script was running (GC, microtasks). */
  url: string;
  ms: number;
}

export interface MainThreadFigures {
  /** Script time at the CPU slowdown: the thread's CPU time in script events × the slowdown. */
  scriptingMs: number;
  /** Total blocking time at the CPU slowdown: each task after FCP, × the slowdown, past 50 ms. */
  blockingMs: number;
  /** The longest task after FCP, × the slowdown. */
  longestTaskMs: number;
  /** Script time per script URL (same scale), largest first. */
  byScript: ScriptShare[];
}

/** A complete event (`X`) as the thread ran it: wall start and end, CPU time (µs). */
interface Span {
  event: TraceEvent;
  start: number;
  end: number;
  cpu: number;
}

function spansOf(events: readonly TraceEvent[], names: ReadonlySet<string>): Span[] {
  return events
    .filter((event) => event.ph === 'X' && typeof event.dur === 'number' && names.has(event.name))
    .map((event) => ({
      event,
      start: event.ts,
      end: event.ts + (event.dur ?? 0),
      cpu: event.tdur ?? event.dur ?? 0,
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The spans not inside another one (events of one thread nest properly). */
function outermost(spans: readonly Span[]): Span[] {
  const result: Span[] = [];
  let end = -Infinity;
  for (const span of spans) {
    if (span.start >= end) {
      result.push(span);
      end = span.end;
    }
  }
  return result;
}

/** CPU time of the `inner` spans inside each of the sorted, disjoint `outer` spans. */
function cpuInside(inner: readonly Span[], outer: readonly Span[]): Map<Span, number> {
  const inside = new Map<Span, number>();
  let j = 0;
  for (const span of inner) {
    while (j < outer.length && outer[j].end <= span.start) j++;
    const host = outer[j];
    if (host && host.start <= span.start && span.end <= host.end) {
      inside.set(host, (inside.get(host) ?? 0) + span.cpu);
    }
  }
  return inside;
}

/**
 * The page's main thread: of the renderers' main threads, the one that ran the most script (a
 * trace also holds the initial blank page's renderer and, with site isolation, others).
 */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  // The page's thread painted it. Another renderer of the browser (one left from an earlier page)
  // can run more script than a page whose scripts are compiled off its main thread.
  const painted = mains.filter(({ pid, tid }) =>
    events.some(
      (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.tid === tid,
    ),
  );
  let best: { pid: number; tid: number; us: number } | null = null;
  for (const { pid, tid } of painted.length > 0 ? painted : mains) {
    const own = events.filter((event) => event.pid === pid && event.tid === tid);
    const us = outermost(spansOf(own, SCRIPT_EVENTS)).reduce((sum, span) => sum + span.cpu, 0);
    if (!best || us > best.us) best = { pid, tid, us };
  }
  return best && { pid: best.pid, tid: best.tid };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url?: string; functionName?: string };
}

interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** Nodes V8's profiler marks that are no script running. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);

export interface Sample {
  ts: number;
  /** The script it is filed under; null when no script ran. */
  url: string | null;
}

/**
 * The samples of V8's profiler on the page's renderer, in time order, each filed under the nearest
 * frame of its stack with a URL (`(garbage collection)` for the collector).
 */
export function profileSamples(events: readonly TraceEvent[], pid: number): Sample[] {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  const startTime = (profile?.args as { data?: { startTime?: number } } | undefined)?.data
    ?.startTime;
  if (!profile || startTime === undefined) return [];
  const nodes = new Map<number, ProfileNode>();
  const ids: number[] = [];
  const deltas: number[] = [];
  for (const event of events) {
    // The chunks come from the profiler's own thread; the profile's id ties them to the page's.
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const data = (event.args as { data?: ProfileChunkData } | undefined)?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data?.cpuProfile?.samples ?? []));
    deltas.push(...(data?.timeDeltas ?? []));
  }
  const urlOf = new Map<number, string | null>();
  const resolve = (id: number): string | null => {
    const known = urlOf.get(id);
    if (known !== undefined) return known;
    const node = nodes.get(id);
    const name = node?.callFrame.functionName ?? '';
    let url: string | null;
    if (!node || NOT_SCRIPT.has(name)) url = null;
    else if (name === '(garbage collector)') url = '(garbage collection)';
    else if (node.callFrame.url) url = node.callFrame.url;
    else url = node.parent === undefined ? null : resolve(node.parent);
    urlOf.set(id, url);
    return url;
  };
  const samples: Sample[] = [];
  let ts = startTime;
  for (const [index, id] of ids.entries()) {
    ts += deltas[index] ?? 0;
    samples.push({ ts, url: resolve(id) });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** What a script event with no sample inside ran: its own script, else its kind. */
function ownUrl(event: TraceEvent): string {
  const data = (event.args as { data?: { url?: string } } | undefined)?.data;
  if (data?.url) return data.url;
  if (event.name.endsWith('GC')) return '(garbage collection)';
  return `(${event.name})`;
}

/**
 * The figures of one trace, every CPU time multiplied by `cpuSlowdown` (why the browser's own
 * throttling is not used: see the top of this file).
 */
export function mainThreadFigures(
  events: readonly TraceEvent[],
  cpuSlowdown = 4,
): MainThreadFigures {
  const thread = mainThreadOf(events);
  if (!thread) return { scriptingMs: 0, blockingMs: 0, longestTaskMs: 0, byScript: [] };
  const own = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const scripts = outermost(spansOf(own, SCRIPT_EVENTS));
  const forced = cpuInside(spansOf(own, RENDERING_EVENTS), scripts);
  const samples = profileSamples(events, thread.pid);
  const scale = cpuSlowdown / 1000;

  // Each script event's CPU time is shared among the scripts its samples ran.
  const byUrl = new Map<string, number>();
  let scriptingUs = 0;
  let next = 0;
  for (const span of scripts) {
    const cpu = Math.max(0, span.cpu - (forced.get(span) ?? 0));
    scriptingUs += cpu;
    while (next < samples.length && samples[next].ts < span.start) next++;
    const counts = new Map<string, number>();
    let counted = 0;
    for (let i = next; i < samples.length && samples[i].ts <= span.end; i++) {
      const url = samples[i].url;
      if (url === null) continue;
      counts.set(url, (counts.get(url) ?? 0) + 1);
      counted++;
    }
    if (counted === 0) {
      counts.set(ownUrl(span.event), 1);
      counted = 1;
    }
    for (const [url, count] of counts) {
      byUrl.set(url, (byUrl.get(url) ?? 0) + (cpu * count) / counted);
    }
  }

  const fcp = own.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  // Tasks nest (a task run inside another's nested loop): only outermost ones count.
  const taskMs = outermost(spansOf(own, TASK_EVENTS))
    .filter((task) => task.start >= fcp)
    .map((task) => task.cpu * scale);
  return {
    scriptingMs: scriptingUs * scale,
    blockingMs: taskMs.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longestTaskMs: Math.max(0, ...taskMs),
    byScript: [...byUrl.entries()]
      .map(([url, us]) => ({ url, ms: us * scale }))
      .sort((a, b) => b.ms - a.ms),
  };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
];

/** V8's sampling profiler: names the scripts, and costs the main thread time of its own. */
const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

/** Lighthouse's mobile screen (a Moto G Power): what is near the screen depends on it. */
const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface TraceLoadOptions {
  readySelector: string;
  errorSelector?: string;
  /** What the CPU times are multiplied by (default 4, Lighthouse's mobile slowdown). */
  cpuSlowdown?: number;
  /** Run V8's sampling profiler to share the script time among scripts (`byScript`). */
  byScript?: boolean;
  timeoutMs?: number;
}

/**
 * Loads `url` in a fresh context on Lighthouse's mobile screen, traced, and returns the main
 * thread's figures at `cpuSlowdown` (`byScript` empty unless asked for: the profiler's own cost
 * would count as scripting).
 * The page counts as loaded when it shows `readySelector`, has hydrated, no request has been in
 * flight for 500 ms, and then the main thread has had two idle callbacks.
 */
export async function traceFirstVisit(
  browser: Browser,
  url: string,
  options: TraceLoadOptions,
): Promise<MainThreadFigures> {
  const timeout = options.timeoutMs ?? 60_000;
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    let inFlight = 0;
    let lastChange = Date.now();
    page.on('request', () => {
      inFlight++;
      lastChange = Date.now();
    });
    const done = () => {
      inFlight--;
      lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await browser.startTracing(page, {
      categories: options.byScript ? [...TRACE_CATEGORIES, PROFILER_CATEGORY] : TRACE_CATEGORIES,
    });
    let stopped = false;
    try {
      await page.goto(url);
      const settled = [options.readySelector, options.errorSelector].filter(Boolean).join(', ');
      await page
        .waitForFunction(
          (selector) =>
            !document.querySelector('.remote-loading') &&
            !!document.querySelector(selector) &&
            document.documentElement.hasAttribute('data-hydrated'),
          settled,
        )
        .catch((error: unknown) => {
          throw new PageRenderError(
            `${url} did not show its content and hydrate: ${String(error)}`,
          );
        });
      const deadline = Date.now() + timeout;
      while ((inFlight > 0 || Date.now() - lastChange < 500) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve())),
          ),
      );
      const buffer = await browser.stopTracing();
      stopped = true;
      const { traceEvents } = JSON.parse(buffer.toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      return mainThreadFigures(traceEvents, options.cpuSlowdown ?? 4);
    } finally {
      if (!stopped) await browser.stopTracing().catch(() => undefined);
    }
  } finally {
    await context.close();
  }
}
