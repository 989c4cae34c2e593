/**
 * The server renderer's page cache: server-rendered public pages kept in this process,
 * never staler than the catalogue's edits (and than the stock orders move, by at most `stockLagMs`).
 *
 * - **Key:** the language as resolved from the `lang` cookie, the URL reduced to what the page reads
 *   (path, and only the query parameters its route reads, in one order: page-url.ts — `utm_…`,
 *   `fbclid` and the like never make a page of their own), the route's remote release and the
 *   shell's index.html (`pageKey`). The visitor is rendered anonymous, at that reduced URL: only the
 *   resolved `lang` cookie reaches the renderer, so a signed-in visitor gets the same shared page as
 *   anyone, and no page echoes another visitor's tracking parameters.
 * - **Renders are bounded** (render-queue.ts): one the queue refuses is answered the entry stored
 *   for its key, however old, if there is one (`stats.stale`); else the caller answers 503.
 * - **Validity:** each entry carries the catalogue version it was rendered (or last checked) under
 *   and the API answers it was rendered from (`PageSource`: URL, status, ETag or content hash). A
 *   request first learns the current version (`createVersionSource`: `GET /api/catalogue/version`,
 *   answered from the API's memory, one request in flight shared by every page request waiting;
 *   with `SSR_PAGE_CACHE_VERSION_AGE_MS`, an ask started up to that long before the request).
 *   Same version: served as stored. The version moved: the page's API answers are asked again
 *   (`createSourceChecker`: conditional GETs, one per URL and version shared by every page that
 *   read it); all unchanged — a booking of another product — the entry moves to the new version
 *   without a render; one changed, the page is rendered again. A page is never served after a
 *   version change without that check, except within `stockLagMs` of a stock-only move (below).
 * - **Single flight:** a crowd on a cold or outdated key waits for one render (or one check).
 * - **Compressed on demand:** a page is stored as rendered (its HTML, its inline scripts' hashes);
 *   each encoding (brotli, gzip) is made the first time a request asks for it, at a quick level, and
 *   kept with the page, so a page asked for once (a new search) is compressed once, cheaply, the way
 *   it is sent. A page asked for again is compressed once more, harder, after that answer, and then
 *   costs a lookup and the stored bytes.
 * - **Bounded:** at most `maxBytes` (the HTML and the encodings made of it), least recently used
 *   first out — of the pages asked for once only, while they hold more than `NEW_PAGES_SHARE` of it
 *   (a segmented LRU): a flood of one-off pages (new searches, made-up product ids) then only
 *   replaces other one-off pages, never the pages visitors come back to.
 * - **Stock that orders move may lag by `stockLagMs`** (default 0: exact). The version is the API's
 *   public one: it moves with edits and with products selling out or coming back into stock, not
 *   with an order that leaves a product in stock (services/src/catalogue/README.md), so the number
 *   left that a page shows follows at the next such move. The version answer also
 *   counts edits (`edits`: an admin's or a review's change); when only stock moved by orders since a
 *   page was made current (same `edits`) and that was less than `stockLagMs` ago, the page is served
 *   as stored, without asking its sources. Under a booking rush on one product every booking moves
 *   the version, and without this nearly every request for the pages showing that product would
 *   wait for a render; with it each such page is checked at most once per `stockLagMs`. An edit is
 *   never lagged: the next page request after it checks (and renders) as before. The stock a page
 *   shows is a snapshot anyway — the API enforces it when the order is placed.
 * - **Several API processes** (a balancer between renderer and API): an API process learns another
 *   one's write within its version check interval (200 ms), so the answers a render reads right
 *   after a version change may come from a process that has not yet. With `settleMs`, a page
 *   rendered or checked less than `settleMs` after its version was first seen is checked again
 *   (with fresh answers) on its first request after that.
 */
import type { SsrPageSource } from '@shop/contracts/src/ssr-render';
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { normalisePageUrl, pageLanguage } from './page-url';
import { RenderQueueFull } from './render-queue';
import { timedStageSync } from './render-stages';

/** An API answer a page was rendered from. */
/** An API answer a page was rendered from (the render contract's). */
export type PageSource = SsrPageSource;

/** What a render gives the cache: the page without a nonce, and what it was made from. */
export interface RenderedPage {
  status: number;
  body: string;
  /** Undefined when unknown (an older server build): then any version change renders again. */
  sources: PageSource[] | undefined;
}

/** The encodings a stored page is sent in, besides none. */
export type PageEncoding = 'br' | 'gzip';

export interface CachedPage {
  readonly status: number;
  readonly body: string;
  /** The body's UTF-8 bytes, made once: what a client that accepts no compression gets. */
  readonly html: Buffer;
  /** CSP sources (`'sha256-…'`) of the page's inline scripts: the page carries no nonce. */
  readonly scriptHashes: string[];
  readonly sources: PageSource[] | undefined;
  /** The HTML and the encodings made of it so far. */
  readonly bytes: number;
  /**
   * The body as sent in `encoding` (none: `html`): compressed the first time it is asked for, then
   * kept, so a hit costs no compression (but once: a page asked for again is compressed harder
   * after that answer).
   */
  readonly encoded: (encoding?: PageEncoding) => Buffer;
}

/** What `GET /api/catalogue/version` answers; `edits` is missing from an older API. */
export interface CatalogueVersion {
  version: number;
  edits?: number;
}

/** A render or check under way for a key. */
interface Flight {
  version: number;
  edits: number | undefined;
  startedAt: number;
  page: Promise<Entry | null>;
}

interface Entry {
  page: StoredPage;
  /** The catalogue version the page is known to be current for. */
  version: number;
  /** The edits count read with that version (undefined: unknown, never lagged). */
  edits: number | undefined;
  /** When the page was last made current (the start of its render or check). */
  currentAt: number;
  /** When to check it again although the version did not move (settleMs); 0: never. */
  recheckAt: number;
  /** Asked for again since it was first stored (a hit, or a refresh on a request). */
  proven?: boolean;
}

/**
 * Default size bound: 64 MiB of pages (HTML, and its gzip and brotli once asked for; a page is
 * 60–150 KB of HTML).
 */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The share of `maxBytes` the pages asked for only once may keep once the cache is full: beyond
 * it, one of them goes first, however recently it was stored.
 */
export const NEW_PAGES_SHARE = 0.25;

export function contentHash(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/** Only the `lang` cookie, which is all an anonymous render may read. */
export function anonymousCookies(cookies: string | undefined): string | undefined {
  const lang = cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('lang='));
  return lang || undefined;
}

/**
 * The cache key of a page. `url` is path and query as requested (the fragment never arrives);
 * `cookies` the request's, of which only the resolved language counts (page-url.ts); `config` the
 * runtime config the page was rendered with and inlines (the remote URLs the release channel
 * resolved), so a page of one release is never answered for another.
 */
/** The short hashes of the last templates and of the configs seen: made once, not per request. */
const templateHashes = new Map<string, string>();
const configHashes = new WeakMap<object, string>();

const shortHash = (text: string) =>
  createHash('sha1').update(text).digest('base64url').slice(0, 12);

function templateHash(template: string): string {
  let hash = templateHashes.get(template);
  if (hash === undefined) {
    if (templateHashes.size >= 8) templateHashes.clear();
    hash = shortHash(template);
    templateHashes.set(template, hash);
  }
  return hash;
}

function configHash(config: unknown): string {
  if (typeof config !== 'object' || config === null) return shortHash(JSON.stringify(config));
  let hash = configHashes.get(config);
  if (hash === undefined) {
    hash = shortHash(JSON.stringify(config));
    configHashes.set(config, hash);
  }
  return hash;
}

export function pageKey(parts: {
  url: string;
  cookies?: string;
  releases?: Record<string, string>;
  template: string;
  config?: unknown;
}): string {
  const releases = Object.entries(parts.releases ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, release]) => `${name}@${release}`)
    .join(',');
  const template = templateHash(parts.template);
  const config = parts.config === undefined ? [] : [configHash(parts.config)];
  return [
    `lang=${pageLanguage(parts.cookies)}`,
    normalisePageUrl(parts.url),
    releases,
    template,
    ...config,
  ].join(' ');
}

/**
 * The CSP sources of the inline scripts of `html` (`<script>` elements without `src`): `'sha256-…'`
 * of each one's text, as the browser hashes it. Data blocks (JSON-LD) are listed too: harmless.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `script-src` of `policy` with the given sources added (a cached page's inline script hashes). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join('; ');
}

/**
 * Brotli's quality for a page asked for again: 5 compressed 70 KB of the shop's HTML, CSS and
 * messages as fast as gzip's default (3 ms) and a little smaller; 11 (brotli's default) took 40
 * times as long.
 */
export const BROTLI_QUALITY = 5;

/**
 * gzip's level for a page asked for again: 5 took a third less CPU than zlib's default (6) on the
 * shop's pages (75–190 KB of HTML: 11.2–11.5 ms against 14.3–17.0 for six pages, median of 15 each)
 * for 1.2 % more bytes; 4 took half but gave 4.6 % more.
 */
export const GZIP_LEVEL = 5;

/**
 * The level of an encoding's first making, and of a page sent once (rendered for one request). A
 * page rendered for a new search is most often asked for once, so its CPU counts more than its
 * bytes; a page asked for again is compressed anew at the levels above, after that answer. On seven
 * of the shop's pages (96–188 KB, both languages), level 1 took half of gzip 5's CPU for 17 % more
 * bytes, and brotli 1 a sixth of brotli 5's for 25 % more (0.2–0.4 ms a page against 1.2–2.0).
 */
export const FIRST_ASK_LEVEL = 1;

/** How hard an encoding is made: `first` for its first ask, `again` for a page asked for again. */
export type CompressionEffort = 'first' | 'again';

/**
 * `html` compressed for a page. On the event loop (~1–2 ms for 100 KB at the `again` levels): on
 * the thread pool, behind the renders' file reads and DNS lookups of a busy machine, the same work
 * took 290–410 ms of each render's time in the bench. Being synchronous, the first ask of an
 * encoding is also the only one: no other request runs between finding no encoding and storing the
 * one made.
 */
export function compressPage(
  html: Buffer,
  encoding: PageEncoding,
  effort: CompressionEffort = 'again',
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: effort === 'first' ? FIRST_ASK_LEVEL : BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzipSync(html, { level: effort === 'first' ? FIRST_ASK_LEVEL : GZIP_LEVEL });
}

/** An encoding made of a stored page, and whether it is made at the `again` level yet. */
interface Encoding {
  bytes: Buffer;
  again: boolean;
}

/** A stored page: its encodings made on demand, and the page cache told their size. */
class StoredPage implements CachedPage {
  readonly html: Buffer;
  readonly scriptHashes: string[];
  bytes: number;
  /** Told how each encoding made while the page is stored changes its size (the cache's count). */
  grew: ((bytes: number) => void) | undefined;
  private readonly made: Partial<Record<PageEncoding, Encoding>> = {};

  constructor(
    readonly status: number,
    readonly body: string,
    readonly sources: PageSource[] | undefined,
  ) {
    this.html = Buffer.from(body);
    this.scriptHashes = inlineScriptHashes(body);
    this.bytes = this.html.length;
  }

  /**
   * The page in `encoding`: made quickly on its first ask, and sent as made; the next ask is sent
   * the same bytes and has them made again at the `again` level once it is answered, for every
   * later ask.
   */
  readonly encoded = (encoding?: PageEncoding): Buffer => {
    if (encoding === undefined) return this.html;
    const made = this.made[encoding];
    if (made) {
      if (!made.again) this.compressAgainLater(encoding, made);
      return made.bytes;
    }
    const bytes = timedStageSync(`compress on first ask (${encoding})`, () =>
      compressPage(this.html, encoding, 'first'),
    );
    this.store(encoding, { bytes, again: false }, bytes.length);
    return bytes;
  };

  private compressAgainLater(encoding: PageEncoding, first: Encoding): void {
    first.again = true; // once: the asks until it is made are sent the first bytes
    setImmediate(() => {
      const bytes = timedStageSync(`compress again, asked again (${encoding})`, () =>
        compressPage(this.html, encoding, 'again'),
      );
      this.store(encoding, { bytes, again: true }, bytes.length - first.bytes.length);
    });
  }

  private store(encoding: PageEncoding, made: Encoding, grown: number): void {
    this.made[encoding] = made;
    this.bytes += grown;
    this.grew?.(grown);
  }
}

type Fetch = typeof fetch;

const keepAlive = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/** How long a version ask may take before the page is rendered without the cache. */
const VERSION_TIMEOUT_MS = 5_000;

/**
 * A GET of a small JSON answer over a kept-alive connection, with node:http: every page request
 * waits for a version ask, and fetch (undici) cost several times node:http's CPU per ask (11 % of
 * a cached page's answer). Undefined for an answer that is not 2xx.
 */
export function getJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).get(
      target,
      { agent: secure ? keepAlive.https : keepAlive.http, headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) return resolve(undefined);
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.setTimeout(VERSION_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

export interface VersionSourceOptions {
  /**
   * A request may use an ask that started at most this long before it arrived (its answer, or the
   * ask still running): it then sees every write answered more than `maxAgeMs` before it. 0 (the
   * default): only an ask that started after it arrived.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The current catalogue version, asked of the API for page requests: a request waits for an ask
 * that started after it arrived, or at most `maxAgeMs` before (a write answered earlier than that
 * is always seen); one ask at a time, every request that cannot use it sharing the next. Under a
 * crowd that is one ask per `maxAgeMs` at most, however slowly the API answers. Undefined when the
 * API cannot say (down, an older API): the page is then rendered without the cache.
 */
export function createVersionSource(
  url: string,
  fetchImpl?: Fetch,
  options: VersionSourceOptions = {},
) {
  const maxAgeMs = options.maxAgeMs ?? 0;
  const now = options.now ?? (() => performance.now());
  let running: { startedAt: number; answer: Promise<CatalogueVersion | undefined> } | undefined;
  let queued: Promise<CatalogueVersion | undefined> | undefined;
  /** The last answer, and when the ask that brought it started. */
  let last: { startedAt: number; version: CatalogueVersion } | undefined;
  const firstSeen = new Map<number, number>();

  async function ask(): Promise<CatalogueVersion | undefined> {
    try {
      const answer = fetchImpl ? await fetchJson(fetchImpl) : await getJson(url);
      if (answer === undefined) return undefined;
      const { version, edits } = answer as { version?: unknown; edits?: unknown };
      if (typeof version !== 'number') return undefined;
      if (!firstSeen.has(version)) {
        firstSeen.clear();
        firstSeen.set(version, performance.now());
      }
      return { version, edits: typeof edits === 'number' ? edits : undefined };
    } catch {
      return undefined;
    }
  }

  async function fetchJson(fetchFn: Fetch): Promise<unknown> {
    const response = await fetchFn(url, { headers: { accept: 'application/json' } });
    return response.ok ? response.json() : undefined;
  }

  const recent = (startedAt: number, arrivedAt: number) =>
    maxAgeMs > 0 && arrivedAt - startedAt < maxAgeMs;

  function start(): Promise<CatalogueVersion | undefined> {
    const startedAt = now();
    const answer = ask().then((version) => {
      if (version && (!last || last.startedAt <= startedAt)) last = { startedAt, version };
      return version;
    });
    running = { startedAt, answer };
    void answer.finally(() => {
      if (running?.answer === answer) running = undefined;
    });
    return answer;
  }

  function current(): Promise<CatalogueVersion | undefined> {
    const arrivedAt = now();
    if (last && recent(last.startedAt, arrivedAt)) return Promise.resolve(last.version);
    if (!running) return start();
    if (recent(running.startedAt, arrivedAt)) return running.answer;
    queued ??= running.answer.then(() => {
      queued = undefined;
      return running ? running.answer : start();
    });
    return queued;
  }

  return {
    current,
    /** When this process first learnt `version` (performance.now()); undefined if not the latest. */
    firstSeenAt: (version: number) => firstSeen.get(version),
  };
}

/**
 * Whether an API answer a page was rendered from is still what it was: a conditional GET when it
 * had an ETag (the catalogue's answers: 304 from the API's memory), else its content hash. One
 * request per URL and version, shared by every page that read it; `notBefore` asks for an answer
 * read after that time (performance.now()).
 */
export function createSourceChecker(fetchImpl: Fetch = fetch) {
  const seen = new Map<
    string,
    { version: number; at: number; answer: Promise<Omit<PageSource, 'url'> | undefined> }
  >();

  async function read(source: PageSource): Promise<Omit<PageSource, 'url'> | undefined> {
    try {
      const response = await fetchImpl(source.url, {
        headers: {
          accept: 'application/json',
          ...(source.etag ? { 'if-none-match': source.etag } : {}),
        },
      });
      if (response.status === 304) return { status: source.status, etag: source.etag };
      const text = await response.text();
      const etag = response.headers.get('etag') ?? undefined;
      let hash: string | undefined;
      if (response.ok) hash = contentHash(JSON.parse(text));
      return { status: response.status, etag, hash };
    } catch {
      return undefined;
    }
  }

  return async function unchanged(
    source: PageSource,
    version: number,
    notBefore = 0,
  ): Promise<boolean> {
    let known = seen.get(source.url);
    if (!known || known.version < version || known.at < notBefore) {
      known = { version, at: performance.now(), answer: read(source) };
      seen.set(source.url, known);
      if (seen.size > 10_000) seen.delete(seen.keys().next().value!);
    }
    const now = await known.answer;
    if (!now || now.status !== source.status) return false;
    if (source.etag && now.etag) return now.etag === source.etag;
    return source.status >= 400 || (source.hash !== undefined && now.hash === source.hash);
  };
}

export interface PageCacheOptions {
  maxBytes?: number;
  /** Whether a source is unchanged at `version` (createSourceChecker). */
  sourceUnchanged: (source: PageSource, version: number, notBefore?: number) => Promise<boolean>;
  /** When the given version was first seen (createVersionSource's firstSeenAt), for settleMs. */
  firstSeenAt?: (version: number) => number | undefined;
  settleMs?: number;
  /** How long a page may go unchecked while only orders moved stock (see above); 0: never. */
  stockLagMs?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  /** Bytes of the pages asked for once only (`proven` false). */
  private newBytes = 0;
  /**
   * `lagged`: hits served although orders had moved stock since (within stockLagMs); `stale`: the
   * stored page served because the render queue refused its refresh.
   */
  readonly stats = { hits: 0, lagged: 0, checked: 0, renders: 0, stale: 0 };

  constructor(private readonly options: PageCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /**
   * The page for `key` current at `current` (the catalogue version, and its edits count): the stored
   * one when it still is (after checking its sources if the version moved, unless only orders moved
   * stock within stockLagMs), else `render()`'s, stored. Null when render() gives none.
   */
  async page(
    key: string,
    current: CatalogueVersion,
    render: () => Promise<RenderedPage | null>,
  ): Promise<CachedPage | null> {
    const { version } = current;
    const now = this.now();
    const lag = this.options.stockLagMs ?? 0;
    const entry = this.entries.get(key);
    const flight = this.flights.get(key);
    // A refresh under way that only orders' stock has moved past since it started (within the lag).
    const stockRefresh =
      flight !== undefined &&
      this.onlyStockSince(flight.edits, flight.startedAt, current, now, lag);
    if (entry && (entry.recheckAt === 0 || now < entry.recheckAt)) {
      const same = entry.version >= version;
      // While such a refresh brings a lagging page up to date, the stored page is served rather
      // than waited for — up to twice the lag.
      const window = stockRefresh ? 2 * lag : lag;
      if (same || this.onlyStockSince(entry.edits, entry.currentAt, current, now, window)) {
        this.touch(key, entry);
        this.stats.hits += 1;
        if (!same) this.stats.lagged += 1;
        return entry.page;
      }
    }
    // A crowd waits for one refresh: of this version or newer, or a stock refresh (not one refresh
    // per booking).
    if (flight && (flight.version >= version || stockRefresh)) {
      return this.settled(key, flight.page);
    }
    const page = this.refresh(key, current, entry, render).finally(() => {
      if (this.flights.get(key)?.page === page) this.flights.delete(key);
    });
    this.flights.set(key, { version, edits: current.edits, startedAt: now, page });
    return this.settled(key, page);
  }

  /**
   * The page a refresh made; when the render queue refused the render, the page stored for the key
   * (older than the catalogue: better than none while renders are rationed), else the refusal.
   */
  private async settled(key: string, refresh: Promise<Entry | null>): Promise<CachedPage | null> {
    try {
      return (await refresh)?.page ?? null;
    } catch (error) {
      const stored = error instanceof RenderQueueFull ? this.entries.get(key) : undefined;
      if (!stored) throw error;
      this.stats.stale += 1;
      return stored.page;
    }
  }

  /**
   * No edit since something was made under `edits` at `at` (an entry made current, a refresh
   * started) — only stock moved by orders — and it is less than `window` ms old. Never with a
   * window of 0 (stockLagMs 0) or an API that counts no edits.
   */
  private onlyStockSince(
    edits: number | undefined,
    at: number,
    current: CatalogueVersion,
    now: number,
    window: number,
  ): boolean {
    return (
      window > 0 && current.edits !== undefined && edits === current.edits && now - at < window
    );
  }

  private async refresh(
    key: string,
    current: CatalogueVersion,
    entry: Entry | undefined,
    render: () => Promise<RenderedPage | null>,
  ): Promise<Entry | null> {
    const { version, edits } = current;
    const startedAt = this.now();
    if (entry?.page.sources) {
      this.stats.checked += 1;
      const notBefore = entry.recheckAt;
      const checks = await Promise.all(
        entry.page.sources.map((source) =>
          this.options.sourceUnchanged(source, version, notBefore),
        ),
      );
      if (checks.every(Boolean)) {
        return this.keep(key, {
          page: entry.page,
          version,
          edits,
          currentAt: startedAt,
          recheckAt: this.recheckAt(version, startedAt),
        });
      }
    }
    this.stats.renders += 1;
    const rendered = await render();
    if (!rendered) return null;
    return this.keep(key, {
      page: timedStageSync(
        'store (script hashes)',
        () => new StoredPage(rendered.status, rendered.body, rendered.sources),
      ),
      version,
      edits,
      currentAt: startedAt,
      recheckAt: this.recheckAt(version, startedAt),
    });
  }

  /** A page made less than settleMs after its version was first seen is checked again after. */
  private recheckAt(version: number, startedAt: number): number {
    const settle = this.options.settleMs ?? 0;
    const seen = this.options.firstSeenAt?.(version);
    if (settle <= 0 || seen === undefined || startedAt >= seen + settle) return 0;
    return seen + settle;
  }

  private keep(key: string, entry: Entry): Entry {
    const current = this.entries.get(key);
    // A slower render started under an older version must not replace a newer one.
    if (current && current.version > entry.version) return entry;
    if (current) this.remove(key, current);
    const max = this.options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    if (entry.page.bytes > max) return entry;
    // Refreshed on a request for a page already stored: asked for again.
    entry.proven = current !== undefined;
    this.entries.set(key, entry);
    this.bytes += entry.page.bytes;
    if (!entry.proven) this.newBytes += entry.page.bytes;
    const { page } = entry;
    page.grew = (bytes) => this.grown(key, page, bytes);
    this.evict();
    return entry;
  }

  /** An encoding made of a stored page counts while the page is stored (not once it is out). */
  private grown(key: string, page: StoredPage, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry?.page !== page) return;
    this.bytes += bytes;
    if (!entry.proven) this.newBytes += bytes;
    this.evict();
  }

  private evict(): void {
    const max = this.options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    while (this.bytes > max) {
      const victim = this.leastRecent(this.newBytes > max * NEW_PAGES_SHARE);
      if (!victim) break;
      this.remove(...victim);
    }
  }

  /** The least recently used entry (of the pages asked for once only, with `newOnly`, if any). */
  private leastRecent(newOnly: boolean): [string, Entry] | undefined {
    let first: [string, Entry] | undefined;
    for (const pair of this.entries) {
      if (!newOnly || !pair[1].proven) return pair;
      first ??= pair;
    }
    return first;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.page.bytes;
    if (!entry.proven) this.newBytes -= entry.page.bytes;
  }

  private touch(key: string, entry: Entry): void {
    if (!entry.proven) {
      entry.proven = true;
      this.newBytes -= entry.page.bytes;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private now(): number {
    return (this.options.now ?? (() => performance.now()))();
  }
}
