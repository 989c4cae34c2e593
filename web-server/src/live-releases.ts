/**
 * The remotes' live releases in `/config.json`: the API's release channel (`GET
 * /api/releases/live`, services/src/releases) asked every few seconds, laid over the runtime config
 * the server was started with. A promote or rollback reaches new page loads within `intervalMs`
 * (plus the API's own `max-age`), with no restart and no build.
 *
 * - A remote the channel does not name keeps the start-up config's URL (the `MFE_*_URL` /
 *   per-remote server default): a fresh clone serves before anything was registered.
 * - When the API cannot be asked, the last channel it answered stays in force.
 * - A release's `manifestUrl` is a path on the web server that serves the release store
 *   (`/releases/<remote>/<version>/mf-manifest.json`): made absolute against `releaseOrigin`, so
 *   the browser, the CSP ('self') and the server renderer all name the same file.
 */
import { createHash } from 'node:crypto';
import type { LiveReleases } from '@shop/contracts/src/releases';

/** How often the channel is asked (a promote shows on new page loads within this, plus 2 s). */
export const LIVE_RELEASES_INTERVAL_MS = 2_000;
/** How long one ask may take before the last known channel is kept. */
const FETCH_TIMEOUT_MS = 3_000;

export interface RuntimeConfigShape {
  apiUrl: string;
  remotes?: Record<string, string>;
  [key: string]: unknown;
}

export interface ServedConfig<C extends RuntimeConfigShape = RuntimeConfigShape> {
  config: C;
  body: string;
  /** Strong ETag: the channel's revision and the body's hash (another start-up config, another tag). */
  etag: string;
  /** The channel's revision the config follows; undefined: the start-up config alone. */
  revision?: number;
}

/** The runtime config with the channel's live releases laid over its remotes. */
export function configWithReleases<C extends RuntimeConfigShape>(
  base: C,
  live: LiveReleases | undefined,
  releaseOrigin: string,
): C {
  if (!live) return base;
  const remotes = { ...(base.remotes ?? {}) };
  for (const remote of Object.values(live.remotes)) {
    if (remote) remotes[remote.name] = new URL(remote.manifestUrl, releaseOrigin).href;
  }
  return { ...base, remotes };
}

export function servedConfig<C extends RuntimeConfigShape>(
  config: C,
  revision?: number,
): ServedConfig<C> {
  const body = JSON.stringify(config);
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 12);
  return { config, body, etag: `"r${revision ?? '-'}-${hash}"`, revision };
}

/** Whether an answer is the live answer's shape (a broken proxy page must not become the config). */
export function isLiveReleases(value: unknown): value is LiveReleases {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (typeof answer.revision !== 'number' || typeof answer.remotes !== 'object') return false;
  return Object.values(answer.remotes ?? {}).every(
    (remote: { name?: unknown; manifestUrl?: unknown } | null) =>
      typeof remote?.name === 'string' && typeof remote.manifestUrl === 'string',
  );
}

export interface LiveConfigOptions<C extends RuntimeConfigShape> {
  base: C;
  /** `GET /api/releases/live` of the API. */
  liveUrl: string;
  /** The origin that serves `/releases/…` (the web server's own public origin). */
  releaseOrigin: () => string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  /** One line when the API stops answering (and one when it answers again). */
  log?: (line: string) => void;
}

export interface LiveConfig<C extends RuntimeConfigShape> {
  current(): ServedConfig<C>;
  /** Asks the API now (the first ask is awaited by the server's start). */
  refresh(): Promise<void>;
  stop(): void;
}

export function createLiveConfig<C extends RuntimeConfigShape>(
  options: LiveConfigOptions<C>,
): LiveConfig<C> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const log = options.log ?? ((line: string) => console.warn(line));
  let live: LiveReleases | undefined;
  let served = servedConfig(options.base);
  let failing = false;

  const rebuild = () => {
    served = servedConfig(
      configWithReleases(options.base, live, options.releaseOrigin()),
      live?.revision,
    );
  };

  async function refresh(): Promise<void> {
    try {
      const response = await fetchImpl(options.liveUrl, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer: unknown = await response.json();
      if (!isLiveReleases(answer)) throw new Error('not a live releases answer');
      live = answer;
      rebuild();
      if (failing) log(`${options.liveUrl} answers again: /config.json follows the channel`);
      failing = false;
    } catch (error) {
      if (!failing) {
        log(
          `${options.liveUrl} did not answer (${error instanceof Error ? error.message : String(error)}): /config.json keeps ${live ? `the channel's revision ${live.revision}` : 'the start-up remotes'}`,
        );
      }
      failing = true;
    }
  }

  const timer = setInterval(() => void refresh(), options.intervalMs ?? LIVE_RELEASES_INTERVAL_MS);
  timer.unref();
  return { current: () => served, refresh, stop: () => clearInterval(timer) };
}
