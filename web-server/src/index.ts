/**
 * The storefront's web server: the built frontends' files (Node's http module only) and, for the
 * shop's site (the shell), the server-side render of the public routes (./ssr.ts) with its page
 * cache and render queue. `npm start` and the tests run one per frontend (tools/stack); in
 * production it is the `shell-ssr` container (shell/Dockerfile, target `ssr`).
 *
 * - `/config.json` can be served from memory (`runtimeConfig`), so one build runs anywhere;
 * - security headers on every answer: a Content-Security-Policy derived from the runtime config
 *   (the API and the remotes' origins, Stripe.js), `frame-ancestors 'none'`, nosniff,
 *   `Referrer-Policy: strict-origin-when-cross-origin`;
 * - CORS only for `corsOrigins` (the shell's origins, for a remote): the shell fetches a remote's
 *   `mf-manifest.json` with `fetch` (CORS) and loads its scripts with plain `<script>` tags (the
 *   federation runtime sets no `crossorigin`), so nobody else may read them with CORS;
 * - gzip when the client accepts it; ETag revalidation;
 * - `no-cache` for the files whose names never change (index.html, config.json, mf-manifest.json,
 *   remoteEntry.js, ...) and a year of immutable caching for content-hashed files;
 * - no path traversal; 404 for missing files, and for navigations (`isNavigation`: an `Accept`
 *   naming HTML or anything, or none, as link-preview crawlers send) the SPA's index.html when
 *   `spaFallback` is on;
 * - `/robots.txt`; for the shop's site (`site`, the shell) also `/sitemap.xml` and the language
 *   redirect of a visitor who chose Bengali (./site.ts);
 * - `releases`: the release store's files at `/releases/<remote>/<version>/…` (a year, immutable:
 *   a published version never changes), and `/config.json` following the API's release channel
 *   (./live-releases.ts), with the server renderer loading the same remote URLs. While a canary
 *   runs, both are the visitor's: their `shop_visitor` cookie (set here on their first page or
 *   `/config.json`) decides which release of the remote they get, the same on every load.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
// The libraries' sources, not their dist/: `npm start` and `npm test` load this server before
// anything is built (tsx compiles them; only dependency-free modules are imported this way).
import { hasLanguagePrefix } from '@shop/i18n/src/language-paths';
import { isVisitorId, VISITOR_COOKIE } from '@shop/rules/src/canary';
import {
  createSsrHandler,
  hasServerBuild,
  isInside,
  serverBundleFor,
  withScriptNonce,
} from './ssr';
import { MESSAGES_PATH_PREFIX } from './messages-files';
import { CompressedFiles } from './compressed-files';
import { createLiveConfig, servedConfig, type ServedConfig } from './live-releases';
import { hasToken, readSmallJson, smokeRender } from './release-smoke';
import { RELEASE_SMOKE_PATH } from '@shop/contracts/src/releases';
import { compressPage, PAGE_CACHE_MAX_BYTES, withScriptSources } from './page-cache';
import { DEFAULT_RENDER_LIMITS, type RenderLimits } from './render-queue';

export { fontPreloads, isInside, serverBundleFor } from './ssr';
import {
  fetchSitemapProducts,
  isValidHost,
  preferredLanguageRedirect,
  REMOTE_ROBOTS_TXT,
  robotsTxt,
  sitemapXml,
} from './site';

export interface StaticServerOptions {
  /** Folder to serve (a build output such as `shell/dist`). */
  root: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Answer navigations to unknown paths with index.html (client-side routing). */
  spaFallback?: boolean;
  /** Served as `/config.json` instead of a file of that name. */
  runtimeConfig?: object;
  /**
   * Origins allowed to read these files with CORS (`Access-Control-Allow-Origin` = the request's
   * Origin when listed, with `Vary: Origin`): the shell's, for a remote. None: no CORS answers.
   */
  corsOrigins?: string[];
  /** Content-Security-Policy of every answer; defaults to `contentSecurityPolicyFor(runtimeConfig)`. */
  contentSecurityPolicy?: string;
  /**
   * Server-side rendering of the shell's public routes (./ssr.ts): on by default
   * when there is a server build at `bundle` (default: `dist-server/main.js` beside `root`, e.g.
   * `shell/dist-server/main.js` for `shell/dist`) and a `runtimeConfig` is given; `false` turns it
   * off. A bundle inside `root` is refused: it would be downloadable. `apiUrl`: where the renderer
   * reaches the API (default: the config's).
   */
  ssr?: false | { apiUrl?: string; bundle?: string };
  /**
   * This server is the shop's site (the shell): `/robots.txt` names what crawlers may index and
   * the sitemap, `/sitemap.xml` lists the public pages and the products on sale (from the API, at
   * the renderer's `apiUrl`), and a navigation to an English URL by a visitor whose `lang` cookie
   * says Bengali is sent to the Bengali URL (302). `publicOrigin`: the origin written into those
   * URLs, as into the pages' canonical URLs (default `SHOP_URL`, else this server's own
   * `http://localhost:<port>`; never the request's Host). Otherwise `/robots.txt` keeps every file
   * out (a remote's files are not pages).
   */
  site?: boolean | { publicOrigin?: string };
  /**
   * Releases of the remotes (services/src/releases). `store`: the release store, whose
   * `releases/` folder is served at `/releases/` with a year of immutable caching. `liveUrl`: the
   * API's `GET /api/releases/live` (default: `<SSR_API_URL or the config's apiUrl>/releases/live`);
   * `/config.json` then names each remote's live release (a path under this server's public
   * origin), asked every `intervalMs` (default 2 s); the config given stays the default of a
   * remote the channel does not name, and the last channel known stays when the API is down.
   * `checkToken` (default `RELEASE_CHECK_TOKEN`): the bearer token of `POST /__releases/smoke`, the
   * server render of a release's public pages the API's compatibility gate asks for before the
   * release goes live (./release-smoke.ts); without one that route is off.
   */
  releases?: {
    store?: string;
    liveUrl?: string;
    intervalMs?: number;
    fetchImpl?: typeof fetch;
    checkToken?: string;
  };
}

/** The part of the runtime manifest (`/config.json`) the policy is derived from. */
export interface RuntimeConfigUrls {
  apiUrl?: string;
  remotes?: Record<string, string>;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);

/** `main.3f9a1c2b7d.js`, `assets/logo.0a1b2c3d4e.svg`: a hex hash of 8+ characters before the extension. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

/** Stripe.js (payment page): its script, its card-field frames and 3-D Secure, its API. */
export const STRIPE_SCRIPT_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
export const STRIPE_FRAME_ORIGINS = [...STRIPE_SCRIPT_ORIGINS, 'https://hooks.stripe.com'];
export const STRIPE_CONNECT_ORIGINS = ['https://api.stripe.com'];

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The origin of an absolute http(s) URL; undefined for a relative one (`/api`: same origin). */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (values: Array<string | undefined>) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/**
 * The Content-Security-Policy of a frontend whose runtime manifest is `config`: scripts from
 * itself, the remotes' origins and Stripe.js; API calls to the API's origin (manifests from the
 * remotes', card payments to Stripe's); images from itself and the API (`/static`, `/uploads`);
 * inline styles for antd's CSS-in-JS; never framed. A page without a manifest gets 'self' only.
 */
export function contentSecurityPolicyFor(config: RuntimeConfigUrls = {}): string {
  const api = config.apiUrl ? originOf(config.apiUrl) : undefined;
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const directives: Array<[string, Array<string | undefined>]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...STRIPE_SCRIPT_ORIGINS]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', api, ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", api, ...remotes, ...STRIPE_CONNECT_ORIGINS]],
    ['frame-src', STRIPE_FRAME_ORIGINS],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function acceptsBrotli(req: IncomingMessage): boolean {
  return /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** The encoding to send bytes made once in: brotli when accepted, else gzip, else none. */
function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | undefined {
  return acceptsBrotli(req) ? 'br' : acceptsGzip(req) ? 'gzip' : undefined;
}

// Media ranges that accept a page: HTML itself, or anything (`*/*`, `text/*`).
const PAGE_RANGES = new Set(['text/html', 'application/xhtml+xml', '*/*', 'text/*']);

// Whether a request asks for a page: its `Accept` names HTML or accepts anything (`*/*`, as
// link-preview crawlers such as facebookexternalhit send), or it has no `Accept` at all, whatever
// the user agent. A request that asks only for something else (`application/json`, `image/*`, or
// HTML with `q=0`) is not a navigation.
export function isNavigation(req: Pick<IncomingMessage, 'headers'>): boolean {
  const accept = String(req.headers.accept ?? '').trim();
  if (accept === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return PAGE_RANGES.has(type) && !(quality && Number(quality.slice(2)) === 0);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'text/plain; charset=utf-8',
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': NO_CACHE,
  });
  res.end(body);
}

function etagFor(parts: Array<string | number>): string {
  return `"${createHash('sha1').update(parts.join(':')).digest('base64url').slice(0, 20)}"`;
}

/** The visitor id of a request's `shop_visitor` cookie, when it holds one of the right shape. */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === VISITOR_COOKIE) {
      const id = value.join('=');
      if (isVisitorId(id)) return id;
    }
  }
  return undefined;
}

/** A fresh visitor id: 128 random bits, base64url (22 characters). */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The `shop_visitor` cookie: first-party, a year, for every path, never read by scripts; `Secure`
 * on an https site. It names a browser for canary buckets only; signing in or out keeps it.
 */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * Maps a URL path to a file under `root`, or null when it would leave the root (`..`, encoded
 * slashes, NUL bytes, symlinks pointing outside).
 */
export async function resolveSafePath(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  try {
    const real = await realpath(candidate);
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    return real;
  } catch {
    return candidate; // does not exist (yet): the caller answers 404
  }
}

async function fileIfExists(filePath: string | null) {
  if (!filePath) return null;
  try {
    const info = await stat(filePath);
    if (info.isFile()) return { filePath, info };
    if (info.isDirectory()) {
      const index = path.join(filePath, 'index.html');
      const indexInfo = await stat(index).catch(() => null);
      if (indexInfo?.isFile()) return { filePath: index, info: indexInfo };
    }
  } catch {
    // missing
  }
  return null;
}

/**
 * One line for the log: the error's message and, down its `cause` chain, each cause's ("Could not
 * load ./ShopsPage from mfe_shop ← fetch failed ← connect ECONNREFUSED …"): the first alone rarely
 * says what to fix.
 */
export function describeFailure(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 4; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    parts.push(message.split('\n')[0]);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(' ← ');
}

/**
 * The release store's real path. A store that does not exist yet is an empty one (the API writes
 * the first release into it after this server is up, as on a first `npm start`), so it is made
 * here: otherwise the server would start without its `/releases/` files and its smoke render, and
 * the first release would fail the gate. `undefined` only when it can be neither made nor read.
 */
async function openReleaseStore(store: string): Promise<string | undefined> {
  const dir = path.resolve(store);
  await mkdir(dir, { recursive: true }).catch(() => undefined);
  return realpath(dir).catch(() => undefined);
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = await realpath(path.resolve(options.root));
  const host = options.host ?? '127.0.0.1';
  const releaseStore = options.releases?.store
    ? await openReleaseStore(options.releases.store)
    : undefined;
  const staticConfig = options.runtimeConfig
    ? servedConfig(options.runtimeConfig as { apiUrl: string })
    : undefined;
  const liveUrl = (() => {
    if (!options.runtimeConfig || !options.releases) return undefined;
    if (options.releases.liveUrl) return options.releases.liveUrl;
    const api =
      options.ssr === false ? undefined : (options.ssr?.apiUrl ?? process.env.SSR_API_URL);
    const apiUrl = api ?? (options.runtimeConfig as RuntimeConfigUrls).apiUrl;
    return apiUrl && originOf(apiUrl) ? `${apiUrl.replace(/\/+$/, '')}/releases/live` : undefined;
  })();

  const csp =
    options.contentSecurityPolicy ??
    contentSecurityPolicyFor(options.runtimeConfig as RuntimeConfigUrls | undefined);
  const corsOrigins = new Set(unique((options.corsOrigins ?? []).map(originOf)));
  const ssrOptions = options.ssr === false ? undefined : (options.ssr ?? {});
  const bundle = ssrOptions && path.resolve(ssrOptions.bundle ?? serverBundleFor(root));
  if (bundle && isInside(root, bundle)) {
    throw new Error(
      `The server build ${bundle} is inside the served folder ${root}: it would be downloadable. Build it elsewhere (tools/webpack/server.ts).`,
    );
  }
  /** The port listened on (known once listening when `options.port` is 0). */
  let boundPort = options.port;
  /**
   * The shop's configured origin (`site.publicOrigin`, `SHOP_URL`), else this server's own on
   * localhost: never the request's Host (a client names any host it likes, and pages are cached
   * and shared). The pages' canonical URLs, robots.txt and the sitemap all name it.
   */
  const publicOrigin = () =>
    new URL(
      (typeof options.site === 'object' ? options.site.publicOrigin : undefined) ||
        process.env.SHOP_URL ||
        `http://localhost:${boundPort}`,
    ).origin;
  const live =
    liveUrl && options.runtimeConfig
      ? createLiveConfig({
          base: options.runtimeConfig as { apiUrl: string },
          liveUrl,
          releaseOrigin: publicOrigin,
          intervalMs: options.releases?.intervalMs,
          fetchImpl: options.releases?.fetchImpl,
        })
      : undefined;
  /** The config `/config.json` answers and the renderer uses, as of now, for this visitor. */
  const currentConfig = (visitorId?: string): ServedConfig | undefined =>
    live?.current(visitorId) ?? staticConfig;
  const ssr =
    bundle && options.runtimeConfig && hasServerBuild(bundle)
      ? createSsrHandler({
          root,
          bundle,
          config: (visitorId) => currentConfig(visitorId)!.config,
          apiUrl: ssrOptions?.apiUrl ?? process.env.SSR_API_URL,
          pageCache: pageCacheSettings(),
          renderLimits: renderLimitSettings(),
          siteUrl: publicOrigin,
          onError: (error, url) =>
            console.error(`SSR of ${url} failed, serving index.html: ${describeFailure(error)}`),
        })
      : undefined;
  const smokeToken = options.releases?.checkToken ?? process.env.RELEASE_CHECK_TOKEN;
  const site = Boolean(options.site);
  const siteApiUrl =
    ssrOptions?.apiUrl ??
    process.env.SSR_API_URL ??
    (options.runtimeConfig as RuntimeConfigUrls | undefined)?.apiUrl;

  /**
   * The CSP of each stored page (its inline scripts' hashes added to the policy), made once per
   * page rather than per answer: keyed by the page's list of hashes, which lives as long as it.
   */
  const storedPagePolicies = new WeakMap<string[], string>();
  const policyFor = (scriptHashes: string[]) => {
    let policy = storedPagePolicies.get(scriptHashes);
    if (policy === undefined) {
      policy = withScriptSources(csp, scriptHashes);
      storedPagePolicies.set(scriptHashes, policy);
    }
    return policy;
  };

  /** Compressible answers vary with the encoding asked for; with CORS every answer with the Origin. */
  const vary = corsOrigins.size > 0 ? 'Origin, Accept-Encoding' : 'Accept-Encoding';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', REFERRER_POLICY);
    // RFC 9112 §3.2: a Host that is not a host[:port] is a bad request, answered here at once
    // rather than failing further in (the sitemap used to answer 503 and log each one).
    if (req.headers.host !== undefined && !isValidHost(req.headers.host)) {
      send(res, 400, 'Bad Request');
      return;
    }
    if (corsOrigins.size > 0) res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': String(
          req.headers['access-control-request-headers'] ?? '*',
        ),
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (
      smokeToken &&
      ssr &&
      releaseStore &&
      req.method === 'POST' &&
      req.url?.split('?')[0] === RELEASE_SMOKE_PATH
    ) {
      if (!hasToken(req, smokeToken)) {
        send(res, 401, 'Unauthorized');
        return;
      }
      const answer = await smokeRender(await readSmallJson(req).catch(() => undefined), {
        store: releaseStore,
        origin: publicOrigin(),
        config: currentConfig()!.config,
        renders: ssr.renders,
        render: ssr.renderWith,
      });
      if (!answer) {
        send(res, 400, 'Bad Request: { remote, version } of a release');
        return;
      }
      send(res, 200, JSON.stringify(answer), CONTENT_TYPES['.json']);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      send(res, 405, 'Method Not Allowed');
      return;
    }

    const urlPath = new URL(req.url ?? '/', 'http://static.local').pathname;

    // While a canary runs, the config and the pages are the visitor's: their cookie's id (a new
    // one on their first answer, kept from then on) picks each remote's release.
    const canary = live?.hasCanary() ?? false;
    const visitorFor = (): string | undefined => {
      if (!canary) return undefined;
      const known = visitorIdOf(req.headers.cookie);
      if (known) return known;
      const fresh = newVisitorId();
      res.setHeader(
        'Set-Cookie',
        visitorCookie(fresh, new URL(publicOrigin()).protocol === 'https:'),
      );
      return fresh;
    };

    const served = urlPath === '/config.json' ? currentConfig(visitorFor()) : undefined;
    if (served) {
      const { body: configBody, etag: configEtag } = served;
      res.setHeader('Vary', live ? `${vary}, Cookie` : vary);
      if (req.headers['if-none-match'] === configEtag) {
        res.writeHead(304, { ETag: configEtag, 'Cache-Control': NO_CACHE });
        res.end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': CONTENT_TYPES['.json'],
        'Content-Length': Buffer.byteLength(configBody),
        'Cache-Control': NO_CACHE,
        ETag: configEtag,
      });
      res.end(req.method === 'HEAD' ? undefined : configBody);
      return;
    }

    if (urlPath === '/robots.txt') {
      const body = site
        ? robotsTxt(publicOrigin(), options.runtimeConfig as RuntimeConfigUrls)
        : REMOTE_ROBOTS_TXT;
      send(res, 200, req.method === 'HEAD' ? '' : body);
      return;
    }

    if (site && urlPath === '/sitemap.xml') {
      const origin = publicOrigin();
      let body: string;
      try {
        if (!siteApiUrl) throw new Error('no API URL in the runtime config');
        const products = await fetchSitemapProducts(new URL(siteApiUrl, origin).href);
        body = sitemapXml(origin, products);
      } catch (error) {
        console.error(`/sitemap.xml: the products could not be read: ${String(error)}`);
        res.setHeader('Retry-After', '60');
        send(res, 503, 'Service Unavailable');
        return;
      }
      const gzip = acceptsGzip(req);
      const payload = gzip ? gzipSync(body) : Buffer.from(body);
      res.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Length': String(payload.length),
        'Cache-Control': NO_CACHE,
        Vary: vary,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
      return;
    }

    // The messages of the pages this server rendered (./messages-files.ts): named by their
    // content, so kept by the browser for good; one it does not have (any more) is a 404, and the
    // page's script then loads the messages as a page rendered in the browser does.
    if (ssr && urlPath.startsWith(MESSAGES_PATH_PREFIX)) {
      const file = ssr.messagesFile(urlPath);
      if (!file) {
        send(res, 404, 'Not Found');
        return;
      }
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES['.json'],
        'Cache-Control': IMMUTABLE,
        ETag: file.etag,
        Vary: vary,
      };
      if (req.headers['if-none-match'] === file.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const encoding = preferredEncoding(req);
      const payload = encoding ? await file.encoded(encoding) : file.body;
      res.writeHead(200, {
        ...headers,
        'Content-Length': String(payload.length),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
      return;
    }

    // Navigations to the app's pages (not to files): rendered on the server when it can, else the
    // index.html; either way with the runtime config inline and this answer's nonce in the CSP.
    // A `Range` (Facebook's crawler asks for `bytes=0-524288`) is ignored, as HTTP allows: the
    // whole page with 200, its head tags within the first kilobytes.
    if (ssr && isNavigation(req) && (urlPath === '/' || !path.extname(urlPath))) {
      // An English URL's answer depends on the language cookie (a redirect, or the page).
      // So does any page while a canary runs (the visitor's cookie picks the release).
      const pageVary = hasLanguagePrefix(urlPath) && !canary ? vary : `${vary}, Cookie`;
      const redirect =
        site &&
        req.headers.cookie !== undefined &&
        preferredLanguageRedirect(req.url ?? '/', req.headers.cookie);
      if (redirect) {
        res.writeHead(302, {
          Location: redirect,
          'Content-Length': '0',
          'Cache-Control': NO_CACHE,
          Vary: pageVary,
        });
        res.end();
        return;
      }
      const page = await ssr(req.url ?? '/', req.headers.cookie, visitorFor());
      if (page.retryAfter !== undefined) res.setHeader('Retry-After', String(page.retryAfter));
      // A page from the page cache names its inline scripts by hash, any other its nonce.
      res.setHeader(
        'Content-Security-Policy',
        page.scriptHashes ? policyFor(page.scriptHashes) : withScriptNonce(csp, page.nonce),
      );
      // A stored page is sent as stored, brotli or gzip made for it on its first ask; another
      // (rendered for this request, with a nonce) is gzipped here, for this one answer.
      const encoding = page.encoded
        ? preferredEncoding(req)
        : acceptsGzip(req)
          ? 'gzip'
          : undefined;
      const body = page.encoded
        ? page.encoded(encoding)
        : encoding === 'gzip'
          ? compressPage(Buffer.from(page.body), 'gzip', 'first')
          : Buffer.from(page.body);
      res.writeHead(page.status, {
        'Content-Type': CONTENT_TYPES['.html'],
        'Content-Length': String(body.length),
        // Rendered for this request (fresh data, a new nonce): revalidated on every visit.
        'Cache-Control': NO_CACHE,
        Vary: pageVary,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    // A published release's files: never changed once stored (a new version is a new folder).
    if (releaseStore && urlPath.startsWith('/releases/')) {
      const file = await fileIfExists(await resolveSafePath(releaseStore, urlPath));
      if (!file) {
        send(res, 404, 'Not Found');
        return;
      }
      await sendFile(req, res, file, IMMUTABLE);
      return;
    }

    const resolved = await resolveSafePath(root, urlPath);
    if (resolved === null) {
      send(res, 400, 'Bad Request');
      return;
    }
    let found = await fileIfExists(resolved);
    // A missing file (`/x.js`) is a 404 for `*/*`; only a request that names HTML gets the page.
    const wantsPage = path.extname(urlPath)
      ? String(req.headers.accept ?? '').includes('text/html')
      : isNavigation(req);
    if (!found && options.spaFallback && wantsPage) {
      found = await fileIfExists(path.join(root, 'index.html'));
    }
    if (!found) {
      send(res, 404, 'Not Found');
      return;
    }

    await sendFile(req, res, found, cacheControlFor(found.filePath));
  };

  const compressedFiles = new CompressedFiles();

  /**
   * A file with its type, caching, ETag revalidation and compression when asked for: brotli or
   * gzip made once for a file that never changes, gzip per answer for the others.
   */
  const sendFile = async (
    req: IncomingMessage,
    res: ServerResponse,
    { filePath, info }: NonNullable<Awaited<ReturnType<typeof fileIfExists>>>,
    cacheControl: string,
  ): Promise<void> => {
    const ext = path.extname(filePath).toLowerCase();
    const etag = etagFor([info.size, info.mtimeMs, filePath]);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(filePath),
      'Cache-Control': cacheControl,
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };
    const compress = COMPRESSIBLE.has(ext);
    if (compress) headers.Vary = vary;

    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    // A file that never changes is compressed once and kept (./compressed-files.ts).
    const kept = compress && cacheControl === IMMUTABLE ? preferredEncoding(req) : undefined;
    if (kept) {
      const body = await compressedFiles.get(filePath, etag, kept);
      headers['Content-Encoding'] = kept;
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (compress && acceptsGzip(req)) {
      headers['Content-Encoding'] = 'gzip';
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      await pipeline(createReadStream(filePath), createGzip(), res);
      return;
    }
    headers['Content-Length'] = String(info.size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(createReadStream(filePath), res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'Internal Server Error');
      else res.destroy(error instanceof Error ? error : undefined);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  boundPort = port;
  // The channel before the first answer (its release URLs are made absolute against this server's
  // origin, known now); an API that is not up yet leaves the start-up remotes until it is.
  await live?.refresh();
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        live?.stop();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** How long a cached page may show stock that orders moved since, unless configured (1 s). */
export const DEFAULT_STOCK_LAG_MS = 1_000;

/**
 * The server renderer's page cache from the environment: on unless `SSR_PAGE_CACHE=off`;
 * `SSR_PAGE_CACHE_MB` bounds it (default 64), `SSR_PAGE_CACHE_SETTLE_MS` (default 0) is for several
 * API processes behind a balancer, `SSR_PAGE_CACHE_STOCK_LAG_MS` (default 1000; 0: exact) how long
 * a page may lag the stock that orders take or give back — never an admin's edit
 * (./page-cache.ts). `SSR_PAGE_CACHE_VERSION_AGE_MS` (default 0) lets a page request use a
 * catalogue version ask that started up to that long before it: off by default, because the page
 * may then miss any write of that moment, an admin's edit included, and keep it until reloaded.
 */
export function pageCacheSettings(
  env: NodeJS.ProcessEnv = process.env,
): { maxBytes: number; settleMs: number; stockLagMs: number; versionMaxAgeMs: number } | undefined {
  if (env.SSR_PAGE_CACHE === 'off') return undefined;
  const megabytes = Number(env.SSR_PAGE_CACHE_MB);
  const settleMs = Number(env.SSR_PAGE_CACHE_SETTLE_MS);
  const versionAgeMs = Number(env.SSR_PAGE_CACHE_VERSION_AGE_MS);
  const stockLag = env.SSR_PAGE_CACHE_STOCK_LAG_MS;
  const stockLagMs = stockLag === undefined || stockLag.trim() === '' ? NaN : Number(stockLag);
  return {
    maxBytes:
      Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : PAGE_CACHE_MAX_BYTES,
    settleMs: Number.isFinite(settleMs) && settleMs > 0 ? settleMs : 0,
    stockLagMs: Number.isFinite(stockLagMs) && stockLagMs >= 0 ? stockLagMs : DEFAULT_STOCK_LAG_MS,
    versionMaxAgeMs: Number.isFinite(versionAgeMs) && versionAgeMs > 0 ? versionAgeMs : 0,
  };
}

/**
 * The server renderer's bound on renders from the environment (render-queue.ts):
 * `SSR_RENDER_CONCURRENCY` renders at once (default 4) and `SSR_RENDER_QUEUE` waiting (default 16);
 * beyond them a page that must be rendered is answered the last one made for its URL, else 503.
 */
export function renderLimitSettings(env: NodeJS.ProcessEnv = process.env): RenderLimits {
  const count = (raw: string | undefined, min: number, fallback: number) => {
    const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isInteger(value) && value >= min ? value : fallback;
  };
  return {
    concurrency: count(env.SSR_RENDER_CONCURRENCY, 1, DEFAULT_RENDER_LIMITS.concurrency),
    queue: count(env.SSR_RENDER_QUEUE, 0, DEFAULT_RENDER_LIMITS.queue),
  };
}

/** Reads a JSON file for `runtimeConfig` (CLI `--config-file`). */
export async function readRuntimeConfig(file: string): Promise<object> {
  return JSON.parse(await readFile(file, 'utf8')) as object;
}
