import path from 'node:path';
import {
  type ApiBenchReport,
  type SsrUploadsMeasurement,
  apiCpuMsPerBooking,
  machineCpuPerBooking,
  apiTableRows,
  bareTableRows,
  checkApiTargets,
  combineRuns,
  countStatus,
  formatApiReport,
  formatRatio,
  parseApiBenchOptions,
  processCpuMs,
  type RouteFigures,
  type RunFigures,
} from './api-report';

describe('parseApiBenchOptions', () => {
  it('has defaults for a full run', () => {
    expect(parseApiBenchOptions([])).toEqual({
      skipBuild: false,
      duration: 10,
      rounds: 2,
      connections: 64,
      bookings: 6000,
      warmup: 2000,
      soak: 0,
      json: undefined,
      verbose: false,
      ssrUploads: false,
      notificationsWorker: false,
      bookingsOnly: false,
      cpuProfile: undefined,
      apiMain: undefined,
    });
  });

  it('measures another build with --api-main, without building', () => {
    expect(parseApiBenchOptions(['--api-main', 'before/services/dist/main.js'])).toMatchObject({
      skipBuild: true,
      apiMain: path.resolve('before/services/dist/main.js'),
    });
  });

  it('makes --quick short, and lets explicit values win over it', () => {
    expect(parseApiBenchOptions(['--quick'])).toMatchObject({
      duration: 3,
      rounds: 1,
      bookings: 1500,
    });
    expect(parseApiBenchOptions(['--quick', '--duration', '5'])).toMatchObject({
      duration: 5,
      rounds: 1,
    });
  });

  it('reads every option', () => {
    expect(
      parseApiBenchOptions([
        '--skip-build',
        '--duration=7',
        '--rounds',
        '3',
        '--connections',
        '32',
        '--bookings',
        '100',
        '--warmup',
        '0',
        '--soak',
        '60',
        '--json',
        'out.json',
        '--verbose',
        '--ssr-uploads',
        '--notifications-worker',
      ]),
    ).toEqual({
      skipBuild: true,
      duration: 7,
      rounds: 3,
      connections: 32,
      bookings: 100,
      warmup: 0,
      soak: 60,
      json: 'out.json',
      verbose: true,
      ssrUploads: true,
      notificationsWorker: true,
      bookingsOnly: false,
      cpuProfile: undefined,
      apiMain: undefined,
    });
  });

  it.each([
    [['--duration', '0'], '--duration must be a whole number ≥ 1, not "0"'],
    [['--duration', '2.5'], '--duration must be a whole number ≥ 1, not "2.5"'],
    [['--rounds', 'two'], '--rounds must be a whole number ≥ 1, not "two"'],
    [['--soak=-1'], '--soak must be a whole number ≥ 0, not "-1"'],
    [['--warmup', 'some'], '--warmup must be a whole number ≥ 0, not "some"'],
    [['--connections', ''], '--connections must be a whole number ≥ 1, not ""'],
    [['--frobnicate'], "Unknown option '--frobnicate'"],
  ])('refuses %p with a message and the usage', (argv, message) => {
    expect(() => parseApiBenchOptions(argv)).toThrow(message);
    expect(() => parseApiBenchOptions(argv)).toThrow('Usage: npm run bench:api');
  });

  it('accepts --soak 0 (no soak)', () => {
    expect(parseApiBenchOptions(['--soak', '0']).soak).toBe(0);
  });
});

const run = (
  requests: number,
  seconds: number,
  p50: number,
  p99: number,
  statusCodes: Record<string, number> = { '200': requests },
): RunFigures => ({
  requests,
  seconds,
  p50,
  p99,
  statusCodes,
  errors: 0,
});

describe('combineRuns', () => {
  it('takes the rate over all runs and the median run latencies', () => {
    const combined = combineRuns([
      run(3000, 10, 10, 40),
      run(1000, 10, 30, 90),
      run(2000, 10, 20, 50),
    ]);
    expect(combined.requestsPerSecond).toBe(200);
    expect(combined.p50).toBe(20);
    expect(combined.p99).toBe(50);
    expect(combined.requests).toBe(6000);
    expect(combined.statusCodes).toEqual({ '200': 6000 });
  });

  it('adds up the status codes and errors, and refuses no runs', () => {
    const combined = combineRuns([
      { ...run(10, 1, 1, 2, { '201': 9, '503': 1 }), errors: 2 },
      { ...run(5, 1, 1, 2, { '201': 5 }), errors: 1 },
    ]);
    expect(combined.statusCodes).toEqual({ '201': 14, '503': 1 });
    expect(combined.errors).toBe(3);
    expect(() => combineRuns([])).toThrow('no runs');
  });
});

describe('countStatus', () => {
  it('counts one code or a range', () => {
    const codes = { '200': 5, '201': 2, '409': 1, '500': 3, '503': 4 };
    expect(countStatus(codes, 201)).toBe(2);
    expect(countStatus(codes, 500, 599)).toBe(7);
    expect(countStatus(codes, 404)).toBe(0);
  });
});

const figures = (requestsPerSecond: number, p99: number): RouteFigures => ({
  requestsPerSecond,
  p50: p99 / 4,
  p99,
  requests: requestsPerSecond * 10,
  statusCodes: { '200': requestsPerSecond * 10 },
  errors: 0,
});

function report(overrides: Partial<ApiBenchReport> = {}): ApiBenchReport {
  return {
    measuredAt: '2026-11-23T12:00:00.000Z',
    commit: 'abc1234',
    machine: { cpus: 2, loadAverageAtStart: [1.5, 1.25, 1], loadAverageAtEnd: [2, 1.5, 1] },
    options: { duration: 10, rounds: 2, connections: 64, bookings: 6000, soak: 0 },
    reads: [
      {
        label: 'GET /api/part',
        path: '/api/part',
        shop: figures(5000, 30),
        baseline: figures(2000, 60),
      },
      {
        label: 'GET /api/product/:id',
        path: '/api/product/1',
        shop: figures(3000, 70),
        baseline: figures(2000, 40),
      },
    ],
    booking: {
      connections: 64,
      shop: figures(900, 45),
      baseline: {
        figures: figures(2000, 20),
        created: 6000,
        ordersWritten: 6000,
        stockBefore: 5_000_000,
        stockAfter: 4_994_000,
      },
      created: 6000,
      ordersWritten: 6000,
      unitsPerBooking: 1,
      stockBefore: 10_000_000,
      stockAfter: 9_994_000,
    },
    ...overrides,
  };
}

describe('checkApiTargets', () => {
  it('checks each read against 2× its baseline and p99 ≤ 50 ms', () => {
    const checks = checkApiTargets(report());
    expect(checks.slice(0, 4)).toEqual([
      expect.objectContaining({
        subject: 'GET /api/part',
        met: true,
        value: '2.50× (5000 vs 2000 req/s)',
      }),
      expect.objectContaining({
        subject: 'GET /api/part',
        target: 'p99 ≤ 50 ms',
        met: true,
        value: '30 ms',
      }),
      expect.objectContaining({
        subject: 'GET /api/product/:id',
        met: false,
        value: '1.50× (3000 vs 2000 req/s)',
      }),
      expect.objectContaining({
        subject: 'GET /api/product/:id',
        target: 'p99 ≤ 50 ms',
        met: false,
      }),
    ]);
  });

  it('checks bookings against half the bare-driver booking baseline and that neither oversold', () => {
    const [rate, oversell, baselineOversell] = checkApiTargets(report()).slice(4);
    expect(rate).toMatchObject({
      target: 'bookings ≥ 0.5× the bare-driver booking baseline',
      met: false,
      value: '0.45× (900 vs 2000 bookings/s)',
    });
    expect(oversell).toMatchObject({ subject: 'POST /api/booking (64 conn.)', met: true });
    expect(baselineOversell).toMatchObject({
      subject: 'baseline POST /api/booking (64 conn.)',
      met: true,
    });
    const oversold = report();
    oversold.booking!.baseline.stockAfter = 4_993_999;
    expect(checkApiTargets(oversold)[6]).toMatchObject({ met: false });
  });

  it('checks the API CPU per booking against 2.5 ms when it was measured', () => {
    const measured = report();
    measured.booking!.apiCpuMs = 9000 * 2.5;
    expect(checkApiTargets(measured)[5]).toMatchObject({
      target: 'API CPU ≤ 2.5 ms per booking',
      value: '2.5 ms',
      met: true,
    });
    measured.booking!.apiCpuMs = 9000 * 2.6;
    expect(checkApiTargets(measured)[5]).toMatchObject({ met: false });
  });

  it('checks the bookings at fewer connections the same way, and shows them first', () => {
    const withLighter = report();
    withLighter.lighterBookings = [
      { ...withLighter.booking!, connections: 16, shop: figures(1500, 400), stockAfter: 9_994_001 },
    ];
    const checks = checkApiTargets(withLighter).filter((c) =>
      c.subject.startsWith('POST /api/booking (16 conn.)'),
    );
    expect(checks).toEqual([
      expect.objectContaining({ target: expect.stringMatching(/^bookings ≥/), met: true }),
      expect.objectContaining({ target: expect.stringMatching(/^no oversell/), met: false }),
    ]);
    expect(
      apiTableRows(withLighter)
        .slice(-2)
        .map((row) => row[0]),
    ).toEqual(['POST /api/booking (16 conn.)', 'POST /api/booking (64 conn.)']);
  });

  it('counts exactly 2× and 0.5× as met', () => {
    const exact = report({
      reads: [
        {
          label: 'GET /api/part',
          path: '/api/part',
          shop: figures(4000, 50),
          baseline: figures(2000, 50),
        },
      ],
    });
    exact.booking!.shop = figures(1000, 50);
    expect(checkApiTargets(exact).every((check) => check.met)).toBe(true);
  });

  it.each([
    ['an order more than answered', { ordersWritten: 6001 }],
    ['an order fewer than answered', { ordersWritten: 5999 }],
    ['stock taken twice', { stockAfter: 9_993_999 }],
    ['stock not taken', { stockAfter: 9_994_001 }],
  ])('fails the oversell check for %s', (_case, change) => {
    const broken = report();
    Object.assign(broken.booking!, change);
    expect(checkApiTargets(broken).find((c) => c.target.startsWith('no oversell'))?.met).toBe(
      false,
    );
  });

  it('checks the soak: zero 5xx and zero lost orders', () => {
    const soak = {
      seconds: 60,
      reads: 100_000,
      readErrors5xx: 0,
      bookingsSent: 2000,
      bookingsCreated: 2000,
      bookingErrors5xx: 0,
      bookingOther: {},
      ordersWritten: 2000,
      stockBefore: 5000,
      stockAfter: 3000,
      unitsPerBooking: 1,
      connectionErrors: 0,
    };
    expect(
      checkApiTargets(report({ soak }))
        .slice(-2)
        .map((c) => c.met),
    ).toEqual([true, true]);
    const failing = checkApiTargets(
      report({ soak: { ...soak, bookingErrors5xx: 1, ordersWritten: 2001 } }),
    ).slice(-2);
    expect(failing).toEqual([
      expect.objectContaining({ target: 'zero 5xx', met: false, value: '1 of 102000 answers' }),
      expect.objectContaining({
        target: 'zero lost orders: orders written = orders answered 201',
        met: false,
      }),
    ]);
  });
});

describe('formatting', () => {
  it('formats ratios with two decimals', () => {
    expect(formatRatio(2)).toBe('2.00×');
    expect(formatRatio(0.456)).toBe('0.46×');
  });

  it('has one table row per read and one for bookings, with ✓ or ✗ on the ratio', () => {
    expect(apiTableRows(report())).toEqual([
      ['GET /api/part', '5000', '7.5 / 30', '2000', '15 / 60', '2.50× ✓'],
      ['GET /api/product/:id', '3000', '17.5 / 70', '2000', '10 / 40', '1.50× ✗'],
      ['POST /api/booking (64 conn.)', '900', '11.3 / 45', '2000', '5 / 20', '0.45× ✗'],
    ]);
  });

  it('prints the machine, the load, the table and every target', () => {
    const text = formatApiReport(report());
    expect(text).toContain(
      'on 2 CPUs; load average 1.50 1.25 1.00 at start, 2.00 1.50 1.00 at end.',
    );
    expect(text).toContain('64 connections, 2 alternating round(s) of 10 s');
    expect(text).toContain('| GET /api/part                | 5000');
    expect(text).toContain('  ✓ reads ≥ 2× baseline — GET /api/part: 2.50× (5000 vs 2000 req/s)');
    expect(text).toContain('  ✗ p99 ≤ 50 ms — GET /api/product/:id: 70 ms');
    expect(text).not.toContain('Soak:');
  });

  it('says whether the bookings were measured after a warm-up', () => {
    expect(formatApiReport(report())).toContain(
      "same count and connections; no warm-up: each server's first bookings measured).",
    );
    const warmed = { ...report(), options: { ...report().options, warmup: 300 } };
    expect(formatApiReport(warmed)).toContain(
      'same count and connections, after 300 bookings to each server not measured).',
    );
  });
});

describe('reads against the bare node:http limit', () => {
  const withBare = report({
    reads: [
      {
        label: 'GET /api/part',
        path: '/api/part',
        shop: figures(5000, 30),
        baseline: figures(2000, 60),
        bare: figures(10_000, 10),
      },
      {
        label: 'GET /api/product/:id',
        path: '/api/product/1',
        shop: figures(3000, 70),
        baseline: figures(2000, 40),
        bare: figures(10_000, 10),
      },
    ],
  });

  it('checks each read against 0.4× the bare server, only where it was measured', () => {
    const checks = checkApiTargets(withBare).filter((check) => check.target.includes('node:http'));
    expect(checks.map((check) => [check.subject, check.value, check.met])).toEqual([
      ['GET /api/part', '0.50× (5000 vs 10000 req/s)', true],
      ['GET /api/product/:id', '0.30× (3000 vs 10000 req/s)', false],
    ]);
    expect(checkApiTargets(report()).some((check) => check.target.includes('node:http'))).toBe(
      false,
    );
  });

  it('prints a table of its own with ✓ or ✗', () => {
    expect(bareTableRows(withBare)).toEqual([
      ['GET /api/part', '5000', '10000', '2.5 / 10', '0.50× ✓'],
      ['GET /api/product/:id', '3000', '10000', '2.5 / 10', '0.30× ✗'],
    ]);
    expect(formatApiReport(withBare)).toContain('Reads against the one-process limit');
    expect(formatApiReport(report())).not.toContain('one-process limit');
  });
});

describe('the API CPU per booking', () => {
  // A real line of /proc/<pid>/stat, its name made awkward: utime 1234, stime 321 ticks.
  const stat =
    '4242 (node (main) x) S 4200 4242 4200 0 -1 4194560 25000 0 0 0 1234 321 0 0 20 0 11 0 9000 ' +
    '1100000000 30000 18446744073709551615 1 1 0 0 0 0 0 4096 134234626 0 0 0 17 1 0 0 0 0 0';

  it('reads utime + stime from /proc/<pid>/stat in ms, whatever the process name holds', () => {
    expect(processCpuMs(stat, 100)).toBe(15_550);
    expect(processCpuMs(stat, 1000)).toBe(1555);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => processCpuMs('4242 (node) S 1 2', 100)).toThrow(/not a \/proc/);
    expect(() => processCpuMs(stat, 0)).toThrow(/not a \/proc/);
  });

  it('divides the CPU time by the answers and prints it per run, lighter run first', () => {
    const measured = report();
    measured.booking!.apiCpuMs = 90_000 * 9.45;
    measured.lighterBookings = [{ ...measured.booking!, connections: 16, apiCpuMs: 9000 * 10 }];
    expect(apiCpuMsPerBooking(measured.booking!)).toBeCloseTo(94.5);
    expect(formatApiReport(measured)).toContain(
      'API CPU ms per booking: 10.0 (16 conn.), 94.5 (64 conn.) — ',
    );
    measured.booking!.baseline.cpuMs = 20_000 * 1.2;
    measured.lighterBookings[0].baseline = { ...measured.booking!.baseline, cpuMs: 20_000 * 1.5 };
    expect(formatApiReport(measured)).toContain(
      'API CPU ms per booking: 10.0 (16 conn.), 94.5 (64 conn.); bare-driver baseline 1.5, 1.2 — ',
    );
  });

  it('says the figures include the order messages, and what the notifications process spent', () => {
    const measured = report();
    measured.booking!.apiCpuMs = 90_000 * 9.45;
    measured.booking!.messages = { waitedMs: 4200, made: true, workerCpuMs: 9000 * 3.5 };
    measured.lighterBookings = [
      {
        ...measured.booking!,
        connections: 16,
        apiCpuMs: 9000 * 10,
        messages: { waitedMs: 180_500, made: false, workerCpuMs: 9000 * 4 },
      },
    ];
    const printed = formatApiReport(measured);
    expect(printed).toContain(
      'API CPU ms per booking: 10.0 (16 conn.), 94.5 (64 conn.); the notifications process 4.0, 3.5 — ',
    );
    expect(printed).toContain(
      "include its order messages: each run's window ends once every message of its bookings is relayed and sent (180.5 s, NOT all made, 4.2 s after the last answer).",
    );
  });

  it("adds up every process's CPU per booking and the ceiling the cores put on each rate", () => {
    const measured = report();
    const answers = measured.booking!.shop.requests;
    const baseAnswers = measured.booking!.baseline.figures.requests;
    measured.booking!.apiCpuMs = answers * 1;
    measured.booking!.databaseCpuMs = answers * 1.5;
    measured.booking!.loadCpuMs = answers * 0.5;
    measured.booking!.messages = { waitedMs: 1000, made: true, workerCpuMs: answers * 1 };
    measured.booking!.baseline.cpuMs = baseAnswers * 0.2;
    measured.booking!.baseline.databaseCpuMs = baseAnswers * 0.6;
    measured.booking!.baseline.loadCpuMs = baseAnswers * 0.2;
    const cpu = machineCpuPerBooking(measured.booking!)!;
    expect(cpu.shop).toEqual({ server: 1, messages: 1, database: 1.5, load: 0.5, total: 4 });
    expect(cpu.baseline.total).toBeCloseTo(1);
    expect(formatApiReport(measured)).toContain(
      'CPU per booking on the whole machine, 64 conn.: shop 4.00 ms (API 1.00, messages 1.00, ' +
        'database 1.50, load generator 0.50); bare-driver baseline 1.00 ms (server 0.20, database ' +
        '0.60, load generator 0.20). With the 2 cores as the bound, at most 500 and 2000 bookings/s: ' +
        "the shop's work allows 0.25× the baseline's rate.",
    );
    delete measured.booking!.baseline.databaseCpuMs;
    expect(machineCpuPerBooking(measured.booking!)).toBeUndefined();
    expect(formatApiReport(measured)).not.toContain('whole machine');
  });

  it('prints nothing when the CPU time was not measured', () => {
    expect(apiCpuMsPerBooking(report().booking!)).toBeUndefined();
    expect(formatApiReport(report())).not.toContain('API CPU');
  });
});

describe('the --ssr-uploads scenario', () => {
  const ssr = (idleP99: number, duringP99: number, during5xx = 0): SsrUploadsMeasurement => ({
    page: '/shops',
    connections: 2,
    idle: { ...figures(40, idleP99), p50: 20 },
    during: {
      ...figures(30, duringP99),
      p50: 25,
      statusCodes: { '200': 300 - during5xx, ...(during5xx ? { '500': during5xx } : {}) },
    },
    uploads: {
      parallel: 4,
      megapixels: 36,
      bytes: 1_572_864,
      answers: { '200': 5, '201': 4 },
      errors: 0,
    },
  });
  const only = (measurement: SsrUploadsMeasurement) =>
    report({ reads: [], booking: undefined, ssrUploads: measurement });

  it('checks the p99 during the uploads against 2× the idle p99 (exactly 2× is met), and zero 5xx', () => {
    const target = 'p99 during 4 parallel uploads ≤ 2× idle';
    expect(checkApiTargets(only(ssr(50, 100)))).toEqual([
      { target, subject: 'GET /shops (server-rendered)', value: '2.00× (100 vs 50 ms)', met: true },
      {
        target: 'zero 5xx',
        subject: 'GET /shops (server-rendered)',
        value: '0 of 700 answers',
        met: true,
      },
    ]);
    const missed = checkApiTargets(only(ssr(50, 101, 3)));
    expect(missed.map((check) => check.met)).toEqual([false, false]);
    expect(missed[0].value).toBe('2.02× (101 vs 50 ms)');
    expect(missed[1].value).toBe('3 of 700 answers');
  });

  it('prints the idle and during rows, the uploads and the ratio, without the reads table', () => {
    const text = formatApiReport(only(ssr(40, 60)));
    expect(text).toContain(
      "/shops rendered by the shell's server, 2 connection(s), idle and while 4 clients keep uploading a 36-megapixel PNG (1.5 MB)",
    );
    expect(text).toContain('uploads answered: 5 × 200, 4 × 201');
    expect(text).toMatch(/\| idle +\| 40 +\| 20 +\| 40 +\| 400 × 200 \|/);
    expect(text).toMatch(/\| during 4 uploads +\| 30 +\| 25 +\| 60 +\| 300 × 200 \|/);
    expect(text).toContain('p99 during ÷ idle: 1.50× ✓ (target ≤ 2×)');
    expect(text).not.toContain('GET /api/part');
    expect(text).toContain(
      '  ✓ p99 during 4 parallel uploads ≤ 2× idle — GET /shops (server-rendered): 1.50× (60 vs 40 ms)',
    );
  });
});
