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
 * - A remote with a canary is resolved per visitor (`chooseRelease` of @shop/rules: a stable hash
 *   of the remote, the canary's salt and the `shop_visitor` cookie): that visitor's `/config.json`,
 *   and the page the server renders for them, name the canary's manifest or the stable one, the
 *   same on every load.
 */
import { createHash } from 'node:crypto';
import type { LiveReleases } from '@shop/contracts/src/releases';
import { chooseRelease } from '@shop/rules/src/canary';

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

/**
 * The runtime config with the channel's live releases laid over its remotes, as `visitorId` gets
 * them: a remote's canary for a visitor in its share, else its stable release.
 */
export function configWithReleases<C extends RuntimeConfigShape>(
  base: C,
  live: LiveReleases | undefined,
  releaseOrigin: string,
  visitorId?: string,
): C & { lastKnownGood?: Record<string, string> } {
  if (!live) return base;
  const remotes = { ...(base.remotes ?? {}) };
  const lastKnownGood: Record<string, string> = {};
  for (const [key, remote] of Object.entries(live.remotes)) {
    if (!remote) continue;
    const chosen = chooseRelease(key, remote, visitorId);
    remotes[remote.name] = new URL(chosen.manifestUrl, releaseOrigin).href;
    // What the browser tries once when the chosen release fails to load (the shell's fallback
    // plugin): the stable release for a canary's visitor, else the channel's last known good.
    const fallback = chosen.canary ? remote.manifestUrl : remote.lastKnownGood?.manifestUrl;
    if (typeof fallback === 'string') {
      lastKnownGood[remote.name] = new URL(fallback, releaseOrigin).href;
    }
  }
  return {
    ...base,
    remotes,
    ...(Object.keys(lastKnownGood).length > 0 ? { lastKnownGood } : {}),
  };
}

/**
 * The key of the releases a visitor gets (`mfe-shop:c` in the canary, `mfe-shop:s` not): the
 * visitors of one key share one config. Empty when no canary runs.
 */
export function choiceKey(live: LiveReleases | undefined, visitorId: string | undefined): string {
  if (!live) return '';
  return Object.entries(live.remotes)
    .filter(([, remote]) => remote?.canary)
    .map(([key, remote]) => `${key}:${chooseRelease(key, remote!, visitorId).canary ? 'c' : 's'}`)
    .join(',');
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
  const isCanary = (canary: unknown) => {
    if (canary === undefined) return true;
    const { percent, salt, manifestUrl } = (canary ?? {}) as Record<string, unknown>;
    return (
      typeof percent === 'number' && typeof salt === 'string' && typeof manifestUrl === 'string'
    );
  };
  return Object.values(answer.remotes ?? {}).every(
    (remote: { name?: unknown; manifestUrl?: unknown; canary?: unknown } | null) =>
      typeof remote?.name === 'string' &&
      typeof remote.manifestUrl === 'string' &&
      isCanary(remote.canary),
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
  /** The config as of now, with each canary resolved for `visitorId` (none: the stable releases). */
  current(visitorId?: string): ServedConfig<C>;
  /** Whether a canary runs, so that answers depend on the visitor's cookie. */
  hasCanary(): boolean;
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
  /** The configs of this channel, one per choice of canaries (a few at most). */
  let served = new Map<string, ServedConfig<C>>();
  let failing = false;
  /** Stopped (its server closed): an ask still under way then changes and logs nothing. */
  let stopped = false;

  const rebuild = () => {
    served = new Map();
  };

  function current(visitorId?: string): ServedConfig<C> {
    const key = choiceKey(live, visitorId);
    let config = served.get(key);
    if (!config) {
      config = servedConfig(
        configWithReleases(options.base, live, options.releaseOrigin(), visitorId),
        live?.revision,
      );
      served.set(key, config);
    }
    return config;
  }

  async function refresh(): Promise<void> {
    try {
      const response = await fetchImpl(options.liveUrl, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (stopped) return;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer: unknown = await response.json();
      if (!isLiveReleases(answer)) throw new Error('not a live releases answer');
      live = answer;
      rebuild();
      if (failing) log(`${options.liveUrl} answers again: /config.json follows the channel`);
      failing = false;
    } catch (error) {
      if (!failing && !stopped) {
        log(
          `${options.liveUrl} did not answer (${error instanceof Error ? error.message : String(error)}): /config.json keeps ${live ? `the channel's revision ${live.revision}` : 'the start-up remotes'}`,
        );
      }
      failing = true;
    }
  }

  const timer = setInterval(() => void refresh(), options.intervalMs ?? LIVE_RELEASES_INTERVAL_MS);
  timer.unref();
  return {
    current,
    hasCanary: () => Object.values(live?.remotes ?? {}).some((remote) => remote?.canary),
    refresh,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
