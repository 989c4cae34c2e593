/**
 * The CPU a server render costs, this checkout's web server against another's, side by side in one
 * process (`bench:ssr`'s rates move with what else the machine runs; this pairs each render with
 * one of the other build, so both see the same machine):
 *
 *   npx tsx tools/bench/ssr-ab.ts --base /path/to/other/checkout [--batches 8] [--per-batch 10]
 *
 * Starts the shop as `bench:ssr` does (`tools/stack`, built dist/ of both checkouts' shell: the
 * shell's server build is this checkout's, the same for both), loads `web-server/src/ssr.ts` of
 * both checkouts and, for each language, renders new searches (`/shops?q=…`, through each
 * handler's page cache, as `bench:ssr`'s `/shops?q=<new search>`) one after another, alternating
 * A and B, and sends each page as a client that accepts gzip would get it (the stored gzip, or
 * `encoded('gzip')`). Per build and language: the median over batches of the process's CPU ms per
 * page (user + system, so the GC and zlib count).
 */
import path from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { freeStackPorts, REPO_ROOT, startStack } from '../stack';

interface Answer {
  status: number;
  body: string;
  gzipped?: Buffer;
  encoded?: (encoding?: 'br' | 'gzip') => Buffer;
}
type Handler = (url: string, cookies?: string) => Promise<Answer>;

function handlerOf(checkout: string, config: unknown, root: string): Handler {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createSsrHandler } = require(path.join(checkout, 'web-server/src/ssr.ts')) as {
    createSsrHandler: (options: Record<string, unknown>) => Handler;
  };
  return createSsrHandler({
    root,
    bundle: path.join(REPO_ROOT, 'shell/dist-server/main.js'),
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      batches: { type: 'string', default: '8' },
      'per-batch': { type: 'string', default: '10' },
    },
  });
  if (!values.base) throw new Error('--base <other checkout> is required');
  const batches = Number(values.batches);
  const perBatch = Number(values['per-batch']);
  console.log(`Starting the shop (load average ${loadavg()[0].toFixed(1)})...`);
  const stack = await startStack({
    ports: await freeStackPorts(),
    dbBackend: 'memory',
    installMissing: true,
    log: () => {},
  });
  try {
    const root = path.join(REPO_ROOT, 'shell/dist');
    const builds: Array<[string, Handler]> = [
      ['A (this checkout)', handlerOf(REPO_ROOT, stack.config, root)],
      [`B (${values.base})`, handlerOf(path.resolve(values.base), stack.config, root)],
    ];
    const run = Date.now().toString(36);
    let n = 0;
    // Warm-up: both builds render each language a few times (JIT, the remote's container, i18n).
    for (let i = 0; i < 5; i += 1)
      for (const [, handler] of builds)
        for (const prefix of ['', '/bn']) sent(await handler(`${prefix}/shops?q=warm${run}${n++}`));
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
            const before = process.cpuUsage();
            const answer = await builds[index][1](`${prefix}/shops?q=ab${run}${n++}`);
            const body = sent(answer);
            const { user, system } = process.cpuUsage(before);
            if (answer.status !== 200 || !answer.body.includes('__SHOP_STATE__') || !body)
              throw new Error(`${builds[index][0]}: the page was not rendered and stored`);
            cpu[index] += (user + system) / 1000;
            bytes[index] = body.length;
          }
        }
        cpu.forEach((ms, index) => perPage[index].push(ms / perBatch));
      }
      for (const [index, [label]] of builds.entries())
        console.log(
          `${language}: ${label}: ${median(perPage[index]).toFixed(1)} ms of CPU per page ` +
            `(batches ${perPage[index].map((ms) => ms.toFixed(1)).join(', ')}; ${bytes[index]} B gzipped)`,
        );
    }
    console.log(`Load average at the end: ${loadavg()[0].toFixed(1)}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
