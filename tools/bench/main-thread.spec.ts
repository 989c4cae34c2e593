import { mainThreadFigures, mainThreadOf, profileSamples, type TraceEvent } from './main-thread';

const PAGE = { pid: 2, tid: 7 };

function threadName(pid: number, tid: number, name: string): TraceEvent {
  return { name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } };
}

/** A complete event on the page's main thread; times in ms, CPU time `cpuMs` (default: all). */
function x(name: string, startMs: number, durMs: number, cpuMs = durMs, where = PAGE): TraceEvent {
  return { name, ph: 'X', ...where, ts: startMs * 1000, dur: durMs * 1000, tdur: cpuMs * 1000 };
}

/** V8's profile of the page's renderer: `samples` as [ms since 0, node id]. */
function profile(nodes: unknown[], samples: Array<[number, number]>): TraceEvent[] {
  const deltas = samples.map(([ms], i) => (ms - (i ? samples[i - 1][0] : 0)) * 1000);
  return [
    { name: 'Profile', ph: 'P', ...PAGE, ts: 0, id: '0x1', args: { data: { startTime: 0 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PAGE.pid,
      tid: 99,
      ts: 0,
      id: '0x1',
      args: {
        data: { cpuProfile: { nodes, samples: samples.map(([, id]) => id) }, timeDeltas: deltas },
      },
    },
  ];
}

const NODES = [
  { id: 1, callFrame: { functionName: '(root)' } },
  { id: 2, parent: 1, callFrame: { functionName: 'a', url: 'http://x/react.js' } },
  { id: 3, parent: 2, callFrame: { functionName: 'native' } },
  { id: 4, parent: 1, callFrame: { functionName: '(idle)' } },
  { id: 5, parent: 1, callFrame: { functionName: '(garbage collector)' } },
  { id: 6, parent: 1, callFrame: { functionName: 'b', url: 'http://x/app.js' } },
];

describe('mainThreadOf', () => {
  it('picks the renderer main thread that ran the most script', () => {
    const blank = { pid: 1, tid: 3 };
    const events = [
      threadName(1, 3, 'CrRendererMain'),
      threadName(2, 7, 'CrRendererMain'),
      threadName(2, 9, 'Compositor'),
      x('EvaluateScript', 0, 2, 2, blank),
      x('EvaluateScript', 0, 40),
      x('FunctionCall', 100, 500, 500, { pid: 2, tid: 9 }),
    ];
    expect(mainThreadOf(events)).toEqual(PAGE);
  });

  it('picks the thread that painted the page over another renderer that ran more script', () => {
    const leftOver = { pid: 1, tid: 3 };
    const events = [
      threadName(1, 3, 'CrRendererMain'),
      threadName(2, 7, 'CrRendererMain'),
      x('v8.evaluateModule', 0, 55, 50, leftOver),
      x('EvaluateScript', 0, 40, 30),
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 45_000 },
    ];
    expect(mainThreadOf(events)).toEqual(PAGE);
  });

  it('is null without a renderer', () => {
    expect(mainThreadOf([threadName(1, 1, 'CrBrowserMain')])).toBeNull();
  });
});

describe('mainThreadFigures', () => {
  it('counts the CPU time of nested script events once, without the layout script forced, × 4', () => {
    const events = [
      threadName(2, 7, 'CrRendererMain'),
      x('RunTask', 0, 120),
      // 100 ms on the wall, of which the thread ran 80 (another process had the core).
      x('EvaluateScript', 0, 100, 80),
      x('v8.compile', 10, 20),
      x('FunctionCall', 50, 40),
      x('Layout', 60, 10),
      x('RunTask', 200, 30),
      x('TimerFire', 200, 30),
      x('FunctionCall', 200, 30),
      x('Paint', 240, 5),
    ];
    expect(mainThreadFigures(events).scriptingMs).toBe((80 - 10 + 30) * 4);
    expect(mainThreadFigures(events, 1).scriptingMs).toBe(80 - 10 + 30);
  });

  it('sums the blocking part of the tasks after first contentful paint, at 4×', () => {
    const events = [
      threadName(2, 7, 'CrRendererMain'),
      x('RunTask', 0, 50),
      { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 300_000 },
      x('RunTask', 400, 30),
      x('RunTask', 410, 5), // nested in the task before
      x('RunTask', 600, 10),
      x('RunTask', 700, 40, 20),
    ];
    const figures = mainThreadFigures(events);
    expect(figures.blockingMs).toBe(70 + 30);
    expect(figures.longestTaskMs).toBe(120);
  });

  it("shares each script event's time among the scripts sampled inside it", () => {
    const events = [
      threadName(2, 7, 'CrRendererMain'),
      x('EvaluateScript', 0, 10, 8),
      x('FunctionCall', 20, 10, 10),
      // No sample inside: filed under its own script.
      { ...x('EvaluateScript', 40, 1), args: { data: { url: 'http://x/main.js' } } },
      x('MinorGC', 50, 1),
      ...profile(NODES, [
        [1, 2],
        [2, 3],
        [3, 6],
        [4, 4],
        [21, 5],
        [22, 6],
      ]),
    ];
    const { byScript } = mainThreadFigures(events, 1);
    expect(byScript).toEqual(
      [
        { url: 'http://x/react.js', ms: 8 * (2 / 3) },
        { url: 'http://x/app.js', ms: 8 / 3 + 5 },
        { url: '(garbage collection)', ms: 5 + 1 },
        { url: 'http://x/main.js', ms: 1 },
      ].sort((a, b) => b.ms - a.ms),
    );
  });
});

describe('profileSamples', () => {
  it('times each sample and files it under the nearest frame with a URL', () => {
    expect(
      profileSamples(
        profile(NODES, [
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
        ]),
        PAGE.pid,
      ),
    ).toEqual([
      { ts: 1000, url: 'http://x/react.js' },
      { ts: 2000, url: 'http://x/react.js' },
      { ts: 3000, url: null },
      { ts: 4000, url: '(garbage collection)' },
    ]);
  });
});
