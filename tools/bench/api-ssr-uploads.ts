/**
 * `npm run bench:api -- --ssr-uploads`: does image work starve page rendering?
 *
 * Starts the whole shop as `npm start` does (tools/stack: in-memory database, the API, the shell's
 * static server with its server-side renderer, the remotes), then measures the server-rendered
 * `/shops` with autocannon in alternating rounds: idle, and while SSR_PARALLEL_UPLOADS clients keep
 * uploading a large PNG (each uploads, waits for the answer and uploads again; every other upload a
 * profile photo, the others `/api/images`). The API runs all sharp work in one bounded queue; the
 * target is a p99 during the uploads within SSR_UPLOAD_RATIO_TARGET× the idle p99.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { freeStackPorts, type RunningStack, startStack } from '../stack';
import {
  type ApiBenchOptions,
  combineRuns,
  countStatus,
  type RunFigures,
  SSR_PARALLEL_UPLOADS,
  SSR_UPLOAD_MEGAPIXELS,
  type SsrUploadsMeasurement,
} from './api-report';

const PAGE = '/shops';
/** Closed-loop clients of the page: few, so the figures are latency, not a queue of our own making. */
const PAGE_CONNECTIONS = 2;
const WARM_UP_SECONDS = 2;
/** The profile photo route takes at most 2 MB: the picture must fit (and it does, by far, as a gradient). */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** What the server renderer puts in every page it rendered (the plain index.html has none). */
const SSR_MARK = '__SHOP_STATE__';
/** A browser's navigation: the static server renders (or falls back to index.html) only for these. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml' };

export class SsrUploadsFailure extends Error {
  override name = 'SsrUploadsFailure';
}

/**
 * A PNG of SSR_UPLOAD_MEGAPIXELS (6000 × 6000) that is small in bytes but costs the whole decode: a
 * smooth gradient, which PNG's row filters compress well.
 */
export async function largePng(): Promise<Buffer> {
  const side = Math.round(Math.sqrt(SSR_UPLOAD_MEGAPIXELS * 1_000_000));
  const raw = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = (y * side + x) * 3;
      raw[i] = Math.floor((x * 255) / side);
      raw[i + 1] = Math.floor((y * 255) / side);
      raw[i + 2] = ((x + y) >> 8) & 255;
    }
  }
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  if (png.length > MAX_UPLOAD_BYTES)
    throw new SsrUploadsFailure(`The test PNG is ${png.length} bytes, over the photo limit`);
  return png;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok)
    throw new SsrUploadsFailure(`${what} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A customer account of its own per upload client (the upload limits count per account). */
async function newCustomer(api: string, index: number): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const answer = await json<{ accessToken: string }>(
    await fetch(`${api}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Uploader ${index}`,
        email: `bench-uploader-${index}-${suffix}@mail.com`,
        password: `Bench#${randomBytes(9).toString('base64url')}`,
      }),
    }),
    'sign-up',
  );
  return answer.accessToken;
}

interface Uploads {
  answers: Record<string, number>;
  errors: number;
  stop(): Promise<void>;
}

/** SSR_PARALLEL_UPLOADS clients uploading `png` back to back until stopped. */
function startUploads(api: string, tokens: string[], png: Buffer): Uploads {
  let stopped = false;
  const answers: Record<string, number> = {};
  let errors = 0;
  const file = new Blob([new Uint8Array(png)], { type: 'image/png' });
  const client = async (token: string, index: number) => {
    for (let upload = index; !stopped; upload++) {
      const photo = upload % 2 === 0;
      const form = new FormData();
      form.append(photo ? 'photo' : 'image', file, 'large.png');
      try {
        const response = await fetch(`${api}/api/${photo ? 'users/me/photo' : 'images'}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      } catch {
        errors += 1;
      }
    }
  };
  const running = tokens.map((token, index) => client(token, index));
  return {
    answers,
    get errors() {
      return errors;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

function figures(result: autocannon.Result): RunFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(count);
  return {
    requests: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
}

async function measurePage(url: string, seconds: number): Promise<RunFigures> {
  const run = figures(
    await autocannon({
      url,
      connections: PAGE_CONNECTIONS,
      duration: seconds,
      headers: NAVIGATION,
    }),
  );
  if (countStatus(run.statusCodes, 200) !== run.requests)
    throw new SsrUploadsFailure(`${PAGE} answered ${JSON.stringify(run.statusCodes)}`);
  return run;
}

async function assertServerRendered(shell: string): Promise<void> {
  const html = await (await fetch(shell + PAGE, { headers: NAVIGATION })).text();
  if (!html.includes(SSR_MARK))
    throw new SsrUploadsFailure(
      `${PAGE} was not server-rendered (no ${SSR_MARK}): is shell/dist-server built? Run without --skip-build.`,
    );
}

export async function measureSsrUploads(
  options: ApiBenchOptions,
  onStop: (stop: () => Promise<void>) => void,
): Promise<SsrUploadsMeasurement> {
  console.log('Starting the shop (in-memory database, API, shell with its renderer, remotes)...');
  const stack: RunningStack = await startStack({
    ports: await freeStackPorts(),
    dbBackend: 'memory',
    installMissing: true,
    log: (source, line) => {
      if (options.verbose) console.log(`[${source}] ${line}`);
    },
  });
  onStop(() => stack.stop());
  const shell = `http://127.0.0.1:${stack.ports.shell}`;
  const api = `http://127.0.0.1:${stack.ports.api}`;
  await assertServerRendered(shell);

  console.log(
    `Making a ${SSR_UPLOAD_MEGAPIXELS}-megapixel PNG and ${SSR_PARALLEL_UPLOADS} accounts...`,
  );
  const png = await largePng();
  const tokens: string[] = [];
  for (let i = 0; i < SSR_PARALLEL_UPLOADS; i++) tokens.push(await newCustomer(api, i + 1));

  await autocannon({
    url: shell + PAGE,
    connections: PAGE_CONNECTIONS,
    duration: WARM_UP_SECONDS,
    headers: NAVIGATION,
  });
  const runs: Record<'idle' | 'during', RunFigures[]> = { idle: [], during: [] };
  const answers: Record<string, number> = {};
  let errors = 0;
  console.log(
    `Measuring ${PAGE}: ${options.rounds} round(s) of ${options.duration} s idle and during ${SSR_PARALLEL_UPLOADS} uploads...`,
  );
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? (['idle', 'during'] as const) : (['during', 'idle'] as const);
    for (const phase of order) {
      if (phase === 'idle') {
        runs.idle.push(await measurePage(shell + PAGE, options.duration));
        continue;
      }
      const uploads = startUploads(api, tokens, png);
      // Let every client's first upload reach the API's queue before the clock starts.
      await new Promise((resolve) => setTimeout(resolve, 500));
      try {
        runs.during.push(await measurePage(shell + PAGE, options.duration));
      } finally {
        await uploads.stop();
      }
      for (const [code, count] of Object.entries(uploads.answers))
        answers[code] = (answers[code] ?? 0) + count;
      errors += uploads.errors;
    }
    const last = (phase: 'idle' | 'during') => runs[phase][runs[phase].length - 1].p99;
    console.log(
      `  round ${round + 1}: p99 idle ${last('idle')} ms, during uploads ${last('during')} ms`,
    );
  }
  await assertServerRendered(shell);
  return {
    page: PAGE,
    connections: PAGE_CONNECTIONS,
    idle: combineRuns(runs.idle),
    during: combineRuns(runs.during),
    uploads: {
      parallel: SSR_PARALLEL_UPLOADS,
      megapixels: SSR_UPLOAD_MEGAPIXELS,
      bytes: png.length,
      answers,
      errors,
    },
  };
}
