/**
 * The CPU a server render costs, this checkout's web server against another's, side by side in one
 * process (`bench:ssr`'s rates move with what else the machine runs; this pairs each render with
 * one of the other build, so both see the same machine):
 *
 *   npx tsx tools/bench/ssr-ab.ts --base /path/to/other/checkout [--batches 8] [--per-batch 10]
 *     [--own-bundles] [--same-html] [--cpu-profile DIR]
 *
 * Starts the shop as `bench:ssr` does (`tools/stack`, built dist/ of this checkout's frontends),
 * loads `web-server/src/ssr.ts` of both checkouts and, for each language, renders new searches
 * (`/shops?q=…`, through each handler's page cache, as `bench:ssr`'s `/shops?q=<new search>`) one
 * after another, alternating A and B, and sends each page as a client that accepts gzip would get
 * it (the stored gzip, or `encoded('gzip')`). Per build and language: the median over batches of
 * the process's CPU ms per page (user + system, so the GC and zlib count).
 *
 * The shell's server build is this checkout's for both, in this process; with `--own-bundles`
 * each build renders with its own checkout's (`shell/dist-server/main.js`), each in a process of
 * its own (`ssr-ab-worker.ts`: two server builds in one process would share the federation
 * runtime's globals and the remote's shared modules), and the CPU counted is that process's.
 * `--same-html` first renders the cached pages of `bench:ssr` and a few searches in both languages
 * with each build and says whether their HTML is byte for byte the same, but for what differs
 * between any two renders (RTK Query's request ids and timestamps in the state, a nonce), and of
 * a page that differs, whether only in the order of its inline values' keys (`withKeysInOrder`).
 * `--cpu-profile DIR` (with `--own-bundles`) profiles each build's process over the measured
 * renders, writes `DIR/a.cpuprofile` and `DIR/b.cpuprofile` and prints, per build, the inclusive
 * ms per page of React's pass, i18next's `t`, React Router's matching and the other large frames
 * (`ssr-profile.ts`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { freeStackPorts, REPO_ROOT, startStack } from '../stack';
import type { CpuProfile } from './cpu-profile-summary';
import { functionTimes } from './ssr-profile';
import { rerunUnderProductionNode } from '../node-runtime';

interface Answer {
  status: number;
  body: string;
  gzipped?: Buffer;
  encoded?: (encoding?: 'br' | 'gzip') => Buffer;
}
type Handler = (url: string, cookies?: string) => Promise<Answer>;

/** One page rendered and sent by a build: its status, HTML, gzipped bytes and the CPU it cost. */
export interface Rendered {
  status: number;
  body: string;
  sentBytes: number;
  cpuMs: number;
}

interface Build {
  label: string;
  render(url: string): Promise<Rendered>;
  /** Starts (`start`) or stops (`stop`, answering the profile) a CPU profile of the build's process. */
  profile?(command: 'start' | 'stop'): Promise<CpuProfile | undefined>;
  close(): void;
}

export function handlerOf(
  checkout: string,
  config: unknown,
  root: string,
  bundle = path.join(REPO_ROOT, 'shell/dist-server/main.js'),
): Handler {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createSsrHandler } = require(path.join(checkout, 'web-server/src/ssr.ts')) as {
    createSsrHandler: (options: Record<string, unknown>) => Handler;
  };
  return createSsrHandler({
    root,
    bundle,
    config,
    pageCache: {},
    siteUrl: 'http://localhost',
    onError: (error: unknown, url: string) => console.error(`${url}: ${String(error)}`),
  });
}

/** As sent to a client that accepts gzip (what autocannon asks for in bench:ssr). */
function sent(answer: Answer): Buffer | undefined {
  return answer.encoded ? answer.encoded('gzip') : answer.gzipped;
}

/** Renders `url` with `handler` and sends it gzipped, counting this process's CPU. */
export async function renderCounted(handler: Handler, url: string): Promise<Rendered> {
  const before = process.cpuUsage();
  const answer = await handler(url);
  const body = sent(answer);
  const { user, system } = process.cpuUsage(before);
  return {
    status: answer.status,
    body: answer.body,
    sentBytes: body?.length ?? 0,
    cpuMs: (user + system) / 1000,
  };
}

function inProcess(label: string, handler: Handler): Build {
  return { label, render: (url) => renderCounted(handler, url), close() {} };
}

/** A build rendering in a process of its own, with its checkout's shell server build. */
function inWorker(label: string, checkout: string, config: unknown, root: string): Build {
  const worker: ChildProcess = fork(path.join(__dirname, 'ssr-ab-worker.ts'), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  worker.send({
    checkout,
    bundle: path.join(checkout, 'shell/dist-server/main.js'),
    config,
    root,
  });
  let next = 0;
  type Waiter = { resolve: (answer: never) => void; reject: (e: Error) => void };
  const waiting = new Map<number, Waiter>();
  worker.on(
    'message',
    (message: {
      id: number;
      rendered?: Rendered;
      profile?: CpuProfile;
      done?: true;
      error?: string;
    }) => {
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(`${label}: ${message.error}`));
      else waiter?.resolve((message.rendered ?? message.profile) as never);
    },
  );
  const ask = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as Waiter['resolve'], reject });
      worker.send({ id, ...message });
    });
  worker.on('exit', (code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`${label}: exited (${code})`));
    waiting.clear();
  });
  return {
    label,
    render: (url) => ask<Rendered>({ url }),
    profile: (command) => ask<CpuProfile | undefined>({ profile: command }),
    close: () => worker.kill(),
  };
}

/**
 * A page's HTML without what differs between any two renders of it: RTK Query's request ids and
 * timestamps in the inline state, and the nonce of a page that is not stored (not found).
 */
export function withoutPerRender(html: string): string {
  return html
    .replace(/(requestId\\?":\\?")[^"\\]+/g, '$1…')
    .replace(/(TimeStamp\\?":)\d+/g, (_, name: string) => `${name}0`)
    .replace(/( nonce=")[^"]+/g, '$1…');
}

/** A JSON value with every object's keys in order, so that their order says nothing. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A page's HTML with the values of its inline `window.__SHOP_*__=…;` (config, state, location,
 * messages) written with their keys in order: which query or message namespace answered first in
 * a process decides the order of the state's and the messages' keys, not the build.
 */
export function withKeysInOrder(html: string): string {
  return html.replace(
    /(window\.__SHOP_[A-Z0-9_]+__=)(.*?);(?=window\.__SHOP_|<\/script>)/g,
    (whole, assignment: string, json: string) => {
      try {
        return `${assignment}${JSON.stringify(sortedKeys(JSON.parse(json)))};`;
      } catch {
        return whole;
      }
    },
  );
}

/** Where two HTML pages first differ, with some context, or `undefined` when they are the same. */
export function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at} of ${a.length} / ${b.length}: ${around(a)} vs ${around(b)}`;
}

async function firstProductId(apiUrl: string): Promise<string | undefined> {
  const response = await fetch(`${apiUrl}/part`);
  const parts = (await response.json()) as Array<{ _id: string }>;
  return parts[0]?._id;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The frames a render's CPU is read by (inclusive), by the start of their `name file:line`. */
const PROFILED = [
  ["React's pass", 'performWork '],
  ['i18next `t` (fixedT)', 'fixedT '],
  ["the server's `t` (remembering)", 'remembering '],
  ['React Router `useRoutes`', 'useRoutesImpl '],
  ['React Router `matchRoutes`', 'matchRoutes '],
  ['RTK Query `useQuery`', 'useQuery '],
  ['assembling the page', 'assemblePage '],
  ['gzip', 'compressPage '],
  ['garbage collection', '(garbage collector)'],
] as const;

function profileLines(profile: CpuProfile, pages: number): string[] {
  const times = functionTimes(profile);
  const inclusive = (start: string) =>
    times.inclusive.filter(([name]) => name.startsWith(start)).reduce((sum, [, ms]) => sum + ms, 0);
  return [
    `  busy ${(times.busyMs / pages).toFixed(2)} ms per page (${pages} pages; profiling adds to it)`,
    ...PROFILED.map(
      ([label, start]) => `  ${(inclusive(start) / pages).toFixed(2).padStart(6)} ms  ${label}`,
    ),
    '  largest inclusive frames:',
    ...times.inclusive
      .filter(
        ([name]) =>
          !/^(processTicksAndRejections|runMicrotasks|\(anonymous\) task_queues|runMicrotask |runInAsyncScope )/.test(
            name,
          ),
      )
      .slice(0, 40)
      .map(([name, ms]) => `  ${(ms / pages).toFixed(2).padStart(6)} ms  ${name}`),
  ];
}

async function main(): Promise<void> {
  // Before the options are read: it takes out --system-node.
  rerunUnderProductionNode();
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      batches: { type: 'string', default: '8' },
      'per-batch': { type: 'string', default: '10' },
      'own-bundles': { type: 'boolean', default: false },
      'same-html': { type: 'boolean', default: false },
      'cpu-profile': { type: 'string' },
    },
  });
  if (!values.base) throw new Error('--base <other checkout> is required');
  if (values['cpu-profile'] && !values['own-bundles'])
    throw new Error('--cpu-profile needs --own-bundles (a profile per build process)');
  const base = path.resolve(values.base);
  const batches = Number(values.batches);
  const perBatch = Number(values['per-batch']);
  console.log(`Starting the shop (load average ${loadavg()[0].toFixed(1)})...`);
  const stack = await startStack({
    ports: await freeStackPorts(),
    dbBackend: 'memory',
    installMissing: true,
    log: () => {},
  });
  const root = path.join(REPO_ROOT, 'shell/dist');
  const builds: Build[] = values['own-bundles']
    ? [
        inWorker('A (this checkout)', REPO_ROOT, stack.config, root),
        inWorker(`B (${values.base})`, base, stack.config, root),
      ]
    : [
        inProcess('A (this checkout)', handlerOf(REPO_ROOT, stack.config, root)),
        inProcess(`B (${values.base})`, handlerOf(base, stack.config, root)),
      ];
  try {
    const run = Date.now().toString(36);
    let n = 0;
    if (values['same-html']) {
      const product = await firstProductId(stack.config.apiUrl);
      const pages = [
        '/',
        '/shops',
        '/shops?category=Smart%20Watch&sort=price_asc&page=2',
        ...(product ? [`/product/${product}`] : []),
        '/reviews',
        '/shops?q=watch',
        `/shops?q=same${run}`,
        '/no-such-page',
      ];
      let different = 0;
      for (const prefix of ['', '/bn'])
        for (const page of pages) {
          const url = `${prefix}${page === '/' && prefix ? '' : page}`;
          const [a, b] = [await builds[0].render(url), await builds[1].render(url)];
          const [htmlA, htmlB] = [withoutPerRender(a.body), withoutPerRender(b.body)];
          const difference =
            a.status !== b.status
              ? `status ${a.status} vs ${b.status}`
              : firstDifference(htmlA, htmlB);
          const inOrder =
            difference && a.status === b.status
              ? firstDifference(withKeysInOrder(htmlA), withKeysInOrder(htmlB))
              : difference;
          if (inOrder) different += 1;
          console.log(
            `${url}: ${
              inOrder
                ? `differs ${inOrder}`
                : difference
                  ? `the same but for the order of keys in the inline state or messages (${difference})`
                  : `the same (${a.status}, ${a.body.length} characters)`
            }`,
          );
        }
      console.log(
        different === 0 ? 'Every page the same in both builds.' : `${different} pages differ.`,
      );
    }
    // Warm-up: both builds render each language a few times (JIT, the remote's container, i18n).
    for (let i = 0; i < 5; i += 1)
      for (const build of builds)
        for (const prefix of ['', '/bn']) await build.render(`${prefix}/shops?q=warm${run}${n++}`);
    const profiling = values['cpu-profile'];
    if (profiling) for (const build of builds) await build.profile!('start');
    for (const [language, prefix] of [
      ['English', ''],
      ['Bengali', '/bn'],
    ]) {
      const perPage = builds.map(() => [] as number[]);
      const bytes = builds.map(() => 0);
      for (let batch = 0; batch < batches; batch += 1) {
        const cpu = builds.map(() => 0);
        for (let i = 0; i < perBatch; i += 1) {
          // Alternating which goes first, so neither always follows the other's garbage.
          const order = (batch + i) % 2 === 0 ? [0, 1] : [1, 0];
          for (const index of order) {
            const rendered = await builds[index].render(`${prefix}/shops?q=ab${run}${n++}`);
            if (
              rendered.status !== 200 ||
              !rendered.body.includes('__SHOP_STATE__') ||
              !rendered.sentBytes
            )
              throw new Error(`${builds[index].label}: the page was not rendered and stored`);
            cpu[index] += rendered.cpuMs;
            bytes[index] = rendered.sentBytes;
          }
        }
        cpu.forEach((ms, index) => perPage[index].push(ms / perBatch));
      }
      for (const [index, { label }] of builds.entries())
        console.log(
          `${language}: ${label}: ${median(perPage[index]).toFixed(1)} ms of CPU per page ` +
            `(batches ${perPage[index].map((ms) => ms.toFixed(1)).join(', ')}; ${bytes[index]} B gzipped)`,
        );
    }
    if (profiling) {
      mkdirSync(profiling, { recursive: true });
      const pages = 2 * batches * perBatch;
      for (const [index, build] of builds.entries()) {
        const profile = (await build.profile!('stop'))!;
        const file = path.join(profiling, `${index === 0 ? 'a' : 'b'}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(`${build.label}: ${file}`);
        console.log(profileLines(profile, pages).join('\n'));
      }
    }
    console.log(`Load average at the end: ${loadavg()[0].toFixed(1)}`);
  } finally {
    for (const build of builds) build.close();
    await stack.stop();
  }
}

// The worker (`ssr-ab-worker.ts`) imports this file for its helpers only.
if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
