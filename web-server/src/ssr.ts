/**
 * Server-side rendering of the shell's public routes, for the static server (`npm start`, the
 * browser tests) and the `shell-ssr` container.
 *
 * The shell's server build (`shell/dist-server/main.js`, see tools/webpack/server.ts: beside the
 * served `dist/`, never in it) renders the page's markup and store state; this module turns it into
 * the answer:
 * - the shell's index.html with the markup in `#root`;
 * - the runtime config and the preloaded state inline (`window.__SHOP_CONFIG__`,
 *   `window.__SHOP_STATE__`), in a script carrying this answer's CSP nonce;
 * - the messages the page was rendered with as a file of their own, named and preloaded
 *   (`window.__SHOP_I18N__`, ./messages-files.ts);
 * - preload hints for the route's remote: its manifest, `remoteEntry.js` and the exposed module's
 *   chunks (from the remote's `mf-manifest.json`);
 * - the CSS the first paint needs inline: the shell's app stylesheet and the exposed module's, each
 *   marked with `data-href` so the browser's CSS chunk loading finds it and does not fetch it again.
 *
 * Anything that goes wrong (server build missing or failing, remote down, API down) answers the
 * plain index.html: the browser then renders as before, with the remote fallback if need be.
 * The remote manifests and stylesheets are reused for a few seconds. With `pageCache` (the static
 * server turns it on), public pages are kept while the catalogue version and the API answers they
 * were rendered from stay the same (page-cache.ts): shared, anonymous, named in the CSP by hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
// The libraries' sources, not their dist/: `npm start` and `npm test` load this server before
// anything is built (tsx compiles them; only dependency-free modules are imported this way).
import { languageFromPath, stripLanguagePrefix } from '@shop/i18n/src/language-paths';
import type {
  SsrRenderRequest,
  SsrRenderResult,
  SsrRuntimeConfig,
} from '@shop/contracts/src/ssr-render';
import {
  createSourceChecker,
  createVersionSource,
  PageCache,
  pageKey,
  type PageEncoding,
} from './page-cache';
import { MessagesFiles } from './messages-files';
import { normalisePageUrl, pageCookies, pageLanguage } from './page-url';
import {
  BUSY_RETRY_AFTER_S,
  busyPage,
  createRenderQueue,
  DEFAULT_RENDER_LIMITS,
  RenderQueueFull,
  type RenderLimits,
} from './render-queue';
import { createReleaseLanes } from './release-lanes';
import { publishStageSince, timedStage, timedStageSync } from './render-stages';
import { internalUrl, parseOriginMap } from './remote-origins';

/**
 * The shell's server build, relative to the shell's project folder (`HOST_SERVER_MAIN` of
 * tools/webpack/server.ts, not imported: that module loads webpack). It sits beside the served
 * dist/, never in it: server code must not be downloadable.
 */
export const SERVER_BUNDLE = path.join('dist-server', 'main.js');

/** Where the server build of the shell served from `root` (its `dist/`) is: `<root>/../dist-server/main.js`. */
export function serverBundleFor(root: string): string {
  return path.join(path.dirname(path.resolve(root)), SERVER_BUNDLE);
}

/** Whether `file` is `folder` or inside it. */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

export type { SsrRuntimeConfig };

/** What the shell's server build answers (`render` in shell/src/server/render.tsx). */
export type RenderResult = SsrRenderResult;

export type RenderFunction = (request: SsrRenderRequest) => Promise<RenderResult | null>;

/** The server-rendered route of a path (`ssrRouteFor` of the server build): its remote. */
export type RouteFunction = (pathname: string) => { remote: string } | undefined;

/** A remote's release, as the server tells it apart: a fingerprint of its manifest. */
export function releaseOf(manifest: string): string {
  return createHash('sha1').update(manifest).digest('hex').slice(0, 12);
}

/** The part of a remote's `mf-manifest.json` the hints are made from. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{
    name: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
}

export interface PageParts {
  template: string;
  /** The rendered markup of `#root`; none for a page the browser renders. */
  html?: string;
  config: SsrRuntimeConfig;
  /** The store state the markup was rendered with; none for a page the browser renders. */
  state?: unknown;
  /**
   * The path and query the markup was rendered at (`window.__SHOP_LOCATION__`): the location the
   * browser hydrates, whatever its URL says by then (a back or forward while the page loaded).
   */
  location?: string;
  /**
   * The answer's CSP nonce, on each inline script and style; none for a page the page cache keeps,
   * whose CSP names its scripts by hash (one page for every visitor).
   */
  nonce?: string;
  /** Origins to connect to early (the API's, whose images the page shows). */
  preconnects?: string[];
  /** `<link rel="preload">` targets, in order: `{ href, as }`. */
  preloads: Array<{ href: string; as: 'script' | 'fetch' }>;
  /** Inline stylesheets: their text and the URL they were read from. */
  styles: Array<{ href: string; css: string }>;
  language?: string;
  /**
   * The URL of the messages the markup was rendered with (./messages-files.ts): named in
   * `window.__SHOP_I18N__` and preloaded, for the browser to start with.
   */
  messagesHref?: string;
  /**
   * A script to run first, inline at the top of the head (the server build's `earlyTapsScript`:
   * taps on the rendered page before it hydrates are held and replayed).
   */
  bootScript?: string;
}

/** A fresh CSP nonce for one answer (128 random bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** `script-src` of `policy` with `'nonce-…'` added (the inline config/state script). */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} 'nonce-${nonce}'` : trimmed;
    })
    .join('; ');
}

/**
 * JSON for an inline `<script>`: `<`, `>`, `&`, U+2028 and U+2029 are written as `\uXXXX`
 * escapes, so no value (a product named `</script><script>…`) can end the element.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What is made from a stylesheet for every page that inlines it (`inlineCss`, `fontPreloads`), kept
 * per URL while its text is the same string: the text comes from a file cache, so a page rendered
 * with the stylesheet of the page before it is handed the same string, and the comparison is one
 * pointer check rather than a scan of the CSS.
 */
const stylesheetWork = new Map<
  string,
  { css: string; inlined?: string; fonts: Map<string, string[]> }
>();

function workOf(css: string, href: string) {
  let known = stylesheetWork.get(href);
  if (known?.css !== css) {
    if (stylesheetWork.size >= 64) stylesheetWork.clear();
    known = { css, fonts: new Map() };
    stylesheetWork.set(href, known);
  }
  return known;
}

/** Inline CSS must not close its element; `url(…)`s relative to the file become absolute. */
export function inlineCss(css: string, href: string): string {
  const work = workOf(css, href);
  work.inlined ??= inlinedCss(css, href);
  return work.inlined;
}

function inlinedCss(css: string, href: string): string {
  const absolute = css.replace(
    /url\(\s*(['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\s*\)/g,
    (_match, quote: string, url: string) => `url(${quote}${new URL(url, href).href}${quote})`,
  );
  return absolute.replace(/<\/(style)/gi, '<\\/$1');
}

/** The URLs to preload for an exposed module of a remote, from the remote's manifest. */
export function remoteHints(
  manifestUrl: string,
  manifest: RemoteManifest,
  expose: string,
): { scripts: string[]; styles: string[] } {
  const base = new URL('./', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  const scripts = entry?.name ? [at(path.posix.join(entry.path ?? '', entry.name))] : [];
  const name = expose.replace(/^\.\//, '');
  const exposed = manifest.exposes?.find((e) => e.name === name || e.path === expose);
  scripts.push(...(exposed?.assets?.js?.sync ?? []).map(at));
  return { scripts, styles: (exposed?.assets?.css?.sync ?? []).map(at) };
}

/** The shell's index.html with the rendered page and everything it needs before any script. */
/**
 * A preload for the page's largest image, when the markup marks one (`fetchpriority="high"`, the
 * product photo): requested with the HTML's first bytes rather than once the parser reaches it,
 * ahead of the scripts. Its `srcset`/`sizes` go along, so the browser picks the same candidate.
 */
export function imagePreload(html: string | undefined): string | undefined {
  const img = html ? /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0] : undefined;
  if (!img) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attribute('src');
  if (!src) return undefined;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  // The values are already escaped as attribute values in the markup React wrote.
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${src}"` +
    (srcset ? ` imagesrcset="${srcset}"` : '') +
    (sizes ? ` imagesizes="${sizes}"` : '') +
    '>'
  );
}

/**
 * The page's own head tags, which React hoists to the start of the markup when it renders without
 * an `<html>` root (`<title>`, `<meta>`, `<link>`: see mfe-shop's `PageHead`), split from the
 * markup of `#root`. In `<head>` they are what crawlers read, and where React finds them again when
 * it hydrates.
 */
export function splitHoistedHead(html: string): { head: string; html: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { head: hoisted, html: html.slice(hoisted.length) };
}

/**
 * Marks the page's head tags as the server's (`data-page-head`, `PAGE_HEAD_ATTRIBUTE` of
 * shell/src/ssr-page.ts): the browser drops them just before it hydrates and React renders the
 * page's own, so none is left behind when React renders the page anew instead of hydrating it
 * (a tap before hydration, a mismatch).
 */
export function markServerHead(head: string): string {
  return head.replace(/<(title|meta|link)\b/g, '<$1 data-page-head');
}

/**
 * The template's generic `<title>` and description left out when the page brings its own (one
 * of each in the answer).
 */
function withoutGenericHead(template: string, head: string): string {
  let page = template;
  if (/<title>/.test(head)) page = page.replace(/<title>[^<]*<\/title>/i, '');
  if (/<meta name="description"/.test(head))
    page = page.replace(/<meta\s+name="?description"?[^>]*>/i, '');
  return page;
}

/**
 * Characters every page in a language draws, that a web font may be the one to draw: a Bengali
 * page its letters and its prices (৳); an English one its prices, and the language switch's বাংলা,
 * whose letters are in the same small face as the taka sign (shell/src/app/fonts.css).
 */
const PAGE_CHARACTERS: Readonly<Record<string, readonly number[]>> = {
  en: [0x09f3 /* ৳ */],
  bn: [0x0995 /* ক */, 0x09f3 /* ৳ */],
};

/** Whether a CSS `unicode-range` value (`U+0964-0965, U+0980-09FF, …`) covers `codePoint`. */
export function rangeCovers(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(',').some((part) => {
    const match = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
    if (!match) return false;
    const from = parseInt(match[1].replace(/\?/g, '0'), 16);
    const to = match[2] ? parseInt(match[2], 16) : parseInt(match[1].replace(/\?/g, 'f'), 16);
    return codePoint >= from && codePoint <= to;
  });
}

/**
 * Preloads of the web fonts (WOFF2) that draw what every page in its language draws
 * (`PAGE_CHARACTERS`): the `@font-face` rules of the page's styles whose `unicode-range` covers one
 * of those characters. Without them the browser asks for a font only once it lays the text out:
 * the text is drawn first in a fallback (boxes, where there is no Bengali system font) and moves
 * when the font comes (it measured CLS 0.25 on /bn/shops, its heading and lead taking another
 * line), and the whole page is laid out again.
 */
export function fontPreloads(styles: PageParts['styles'], language: string | undefined): string[] {
  const characters = language === undefined ? undefined : PAGE_CHARACTERS[language];
  if (characters === undefined || language === undefined) return [];
  const urls: string[] = [];
  for (const { css, href } of styles) {
    const work = workOf(css, href);
    let fonts = work.fonts.get(language);
    if (!fonts) {
      fonts = fontUrls(css, characters);
      work.fonts.set(language, fonts);
    }
    for (const url of fonts) if (!urls.includes(url)) urls.push(url);
  }
  return urls.map(
    (href) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}">`,
  );
}

/** The WOFF2 URLs of the `@font-face` rules of `css` whose `unicode-range` covers one of `characters`. */
function fontUrls(css: string, characters: readonly number[]): string[] {
  const urls: string[] = [];
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(face)?.[1];
    if (range !== undefined && !characters.some((character) => rangeCovers(range, character)))
      continue;
    const woff2 = /url\(\s*['"]?([^'")]+)['"]?\s*\)\s*format\(\s*['"]?woff2['"]?\s*\)/i.exec(
      face,
    )?.[1];
    if (woff2 && !urls.includes(woff2)) urls.push(woff2);
  }
  return urls;
}

export function assemblePage(parts: PageParts): string {
  const nonce = parts.nonce ? ` nonce="${parts.nonce}"` : '';
  const split = parts.html === undefined ? undefined : splitHoistedHead(parts.html);
  const template = split ? withoutGenericHead(parts.template, split.head) : parts.template;
  const image = imagePreload(parts.html);
  const head = [
    ...(parts.bootScript ? [`<script${nonce}>${parts.bootScript}</script>`] : []),
    // Title, description, canonical, hreflang and Open Graph early: link-preview crawlers read
    // only the start of a page (Facebook its first 1 MB), before the inline styles and state.
    ...(split?.head ? [markServerHead(split.head)] : []),
    ...(parts.preconnects ?? []).map(
      (origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`,
    ),
    ...(image ? [image] : []),
    ...fontPreloads(parts.styles, parts.language),
    // The browser's script waits for the messages before it hydrates: asked for with the page,
    // at the scripts' low priority (needed when they are, not before the page's image and fonts).
    ...(parts.messagesHref
      ? [
          `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeAttribute(parts.messagesHref)}">`,
        ]
      : []),
    // Low priority: the page is already drawn from the HTML; the scripts it hydrates with should
    // not compete with the HTML, its image and fonts for a slow connection.
    ...parts.preloads.map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`
        : `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`,
    ),
    ...parts.styles.map(
      ({ href, css }) =>
        `<style${nonce} data-href="${escapeAttribute(href)}">${inlineCss(css, href)}</style>`,
    ),
    `<script${nonce}>window.__SHOP_CONFIG__=${serializeForScript(parts.config)};` +
      (parts.state === undefined
        ? ''
        : `window.__SHOP_STATE__=${serializeForScript(parts.state)};`) +
      (parts.location === undefined
        ? ''
        : `window.__SHOP_LOCATION__=${serializeForScript(parts.location)};`) +
      (parts.messagesHref === undefined || parts.language === undefined
        ? ''
        : `window.__SHOP_I18N__=${serializeForScript({ language: parts.language, href: parts.messagesHref })};`) +
      '</script>',
  ].join('');
  // #root holds the template's <noscript> message for pages the browser renders; a rendered page
  // needs no JavaScript and takes its place.
  let page =
    split === undefined
      ? template
      : template.replace(
          /<div id="?root"?>(?:<noscript>[\s\S]*?<\/noscript>)?<\/div>/,
          () => `<div id="root">${split.html}</div>`,
        );
  // Before the shell's own script, so the config and state are there when it runs.
  const script = page.search(/<script\b/i);
  const headEnd = page.search(/<\/head>/i);
  const at = script >= 0 && (headEnd < 0 || script < headEnd) ? script : headEnd;
  page = `${page.slice(0, at)}${head}${page.slice(at)}`;
  if (parts.language)
    page = page.replace(/<html lang="?[\w-]*"?/, `<html lang="${parts.language}"`);
  return page;
}

/** The shell's own app stylesheet (`app.<hash>.css`: the bootstrap chunk's CSS). */
export async function shellStyles(root: string): Promise<string[]> {
  const files = await readdir(root).catch(() => [] as string[]);
  return files.filter((file) => /^app\.[0-9a-f]+\.css$/.test(file)).map((file) => `/${file}`);
}

export interface SsrHandlerOptions {
  /** The shell's dist/ (index.html, app CSS). */
  root: string;
  /** The shell's server build (default `serverBundleFor(root)`); never inside `root`. */
  bundle?: string;
  /**
   * The runtime config, or a function answering it as of now for a visitor (it follows the release
   * channel and resolves its canaries by the visitor's id: ./live-releases.ts). One request reads
   * it once: its render, its page cache key and the config inlined in its page all name the same
   * remote URLs, the ones that visitor's `/config.json` names.
   */
  config: SsrRuntimeConfig | ((visitorId?: string) => SsrRuntimeConfig);
  /** Where the server reaches the API; default `config.apiUrl`. */
  apiUrl?: string;
  /** The server build's render function; default: required from `bundle`. */
  render?: RenderFunction;
  /** The server build's route matcher (same default); without one, releases are not tracked. */
  routeFor?: RouteFunction;
  /** How remote manifests and stylesheets are fetched (tests). */
  fetchImpl?: typeof fetch;
  /**
   * Public remote origins the server reaches elsewhere (`public=internal,…`; default
   * `SSR_REMOTE_ORIGINS`), for the manifests and stylesheets read here, as for the server build.
   */
  remoteOrigins?: string;
  /** Reports a render that failed (the answer is then the plain index.html). */
  onError?: (error: unknown, url: string) => void;
  /**
   * The storefront's public origin (`https://shop.example`), added to the config as `siteUrl`:
   * the origin of every canonical and link-preview URL. Configured, never the request's Host
   * (a page must not name whatever host a client claims, least of all a cached one).
   */
  siteUrl?: string | (() => string | undefined);
  /**
   * Keep rendered public pages, keyed by the catalogue version (./page-cache.ts);
   * off unless given. `maxBytes` bounds it; `settleMs` is for several API processes behind a
   * balancer (their version check interval, 200 ms, plus a margin); `stockLagMs`, how long a page
   * may show stock that orders have moved since (never an edit); `versionMaxAgeMs`, how long before
   * a request the catalogue version ask it uses may have started (createVersionSource; default 0).
   */
  pageCache?: {
    maxBytes?: number;
    settleMs?: number;
    stockLagMs?: number;
    versionMaxAgeMs?: number;
  };
  /** How many renders may run and wait at once (render-queue.ts); default DEFAULT_RENDER_LIMITS. */
  renderLimits?: RenderLimits;
}

export interface SsrAnswer {
  status: number;
  body: string;
  /** The nonce of the answer's inline script: its CSP must name it. */
  nonce: string;
  /**
   * A page from the page cache, shared by every visitor, carries no nonce: its CSP names these
   * hashes of its inline scripts instead.
   */
  scriptHashes?: string[];
  /**
   * A stored page's body as sent (page-cache.ts): none (the UTF-8 bytes), brotli or gzip, each
   * made on its first ask and kept with the page.
   */
  encoded?: (encoding?: PageEncoding) => Buffer;
  /** Seconds to wait before asking again (`Retry-After`): the render queue was full (503). */
  retryAfter?: number;
}

/** How long a remote's manifest and stylesheets are reused (they change only on a deploy). */
export const REMOTE_FILES_TTL_MS = 5_000;

/**
 * How long the shell's index.html, its stylesheets and their list are reused before they are read
 * again: every navigation needs them, and reading them per request cost a file open, read and close
 * on the thread pool (13 % of the CPU of a cached page's answer); a deploy that replaces them is
 * seen within this time.
 */
export const LOCAL_FILES_TTL_MS = 1_000;

/** A value loaded at most once per `ttlMs` per key (a failed load is forgotten at once). */
function reusedFor<T>(ttlMs: number) {
  const known = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const cached = known.get(key);
    const now = performance.now();
    if (cached && now - cached.at < ttlMs) return cached.value;
    const value = load();
    value.catch(() => {
      if (known.get(key)?.value === value) known.delete(key);
    });
    if (known.size >= 256) known.clear();
    known.set(key, { at: now, value });
    return value;
  };
}

/** Whether there is a shell server build at `bundle`. */
export function hasServerBuild(bundle: string): boolean {
  return existsSync(bundle);
}

/**
 * The SSR handler: `answer(url, cookies)` resolves to the page to send for a navigation.
 */
export function createSsrHandler(options: SsrHandlerOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const currentConfig = (visitorId?: string): SsrRuntimeConfig =>
    typeof options.config === 'function' ? options.config(visitorId) : options.config;
  const startConfig = currentConfig();
  const remoteFiles = reusedFor<string>(REMOTE_FILES_TTL_MS);
  const localFiles = reusedFor<string>(LOCAL_FILES_TTL_MS);
  const localLists = reusedFor<string[]>(LOCAL_FILES_TTL_MS);
  const localText = (file: string) => localFiles(file, () => readFile(file, 'utf8'));
  const templateOf = () => localText(path.join(options.root, 'index.html'));
  /** The shell's own stylesheets, read. */
  const shellStylesheets = async () =>
    Promise.all(
      (await localLists(options.root, () => shellStyles(options.root))).map(async (href) => ({
        href,
        css: await localText(path.join(options.root, href)),
      })),
    );
  /** The release (`releaseOf`) of each manifest text seen last, per manifest URL. */
  const releaseByManifest = new Map<string, { manifest: string; release: string }>();
  const origins = parseOriginMap(options.remoteOrigins ?? process.env.SSR_REMOTE_ORIGINS);
  /** The API's origin when it is not the page's (product images come from there). */
  const apiOrigin = /^https?:\/\//.test(startConfig.apiUrl)
    ? new URL(startConfig.apiUrl).origin
    : undefined;
  let bundle:
    { render: RenderFunction; ssrRouteFor?: RouteFunction; earlyTapsScript?: string } | undefined =
    options.render ? { render: options.render, ssrRouteFor: options.routeFor } : undefined;

  /** The messages of the pages rendered, as files (`/i18n/…`: `messagesFile`). */
  const messagesFiles = new MessagesFiles();

  /** Each config with the public origin, made once per config object (the live config keeps them). */
  const withSiteUrl = new WeakMap<SsrRuntimeConfig, SsrRuntimeConfig>();

  /** The runtime config the renderer and the page get, with the storefront's public origin. */
  function pageConfig(visitorId?: string): SsrRuntimeConfig {
    const config = currentConfig(visitorId);
    const siteUrl = typeof options.siteUrl === 'function' ? options.siteUrl() : options.siteUrl;
    if (!siteUrl) return config;
    let page = withSiteUrl.get(config);
    if (page?.siteUrl !== siteUrl) {
      page = { ...config, siteUrl };
      withSiteUrl.set(config, page);
    }
    return page;
  }

  function fetchText(url: string): Promise<string> {
    return remoteFiles(url, () =>
      fetchImpl(internalUrl(url, origins)).then(async (response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
      }),
    );
  }

  /** `releaseOf` a remote's manifest, hashed once per text (every page request asks). */
  async function releaseAt(manifestUrl: string): Promise<string> {
    const manifest = await fetchText(manifestUrl);
    let known = releaseByManifest.get(manifestUrl);
    if (known?.manifest !== manifest) {
      if (releaseByManifest.size >= 64) releaseByManifest.clear();
      known = { manifest, release: releaseOf(manifest) };
      releaseByManifest.set(manifestUrl, known);
    }
    return known.release;
  }

  function serverBuild() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    bundle ??= require(options.bundle ?? serverBundleFor(options.root)) as NonNullable<
      typeof bundle
    >;
    return bundle;
  }

  async function rendered(
    url: string,
    cookies: string | undefined,
    template: string,
    nonce: string | undefined,
    config: SsrRuntimeConfig,
  ) {
    const { render } = serverBuild();
    const releases = await timedStage('remote manifest', () => releasesFor(url, config));
    // One set of remote releases renders at a time in this process (./release-lanes.ts).
    const waiting = performance.now();
    const result = await lanes.run(JSON.stringify(config.remotes ?? {}), () => {
      publishStageSince('wait for the release lane', waiting);
      return timedStage('server build render (API calls, i18n, remote, React passes)', () =>
        render({
          url,
          config,
          apiUrl: options.apiUrl,
          cookies,
          remoteReleases: releases,
        }),
      );
    });
    if (!result) return null;
    const { route } = result;
    const assembling = performance.now();
    const hints = route
      ? remoteHints(
          route.entry,
          JSON.parse(await fetchText(route.entry)) as RemoteManifest,
          route.expose,
        )
      : { scripts: [], styles: [] };
    const [shellCss, remoteCss] = await Promise.all([
      shellStylesheets(),
      Promise.all(hints.styles.map(async (href) => ({ href, css: await fetchText(href) }))),
    ]);
    const styles = [...shellCss, ...remoteCss];
    publishStageSince('hints and stylesheets', assembling);
    const body = timedStageSync('assemble the HTML', () =>
      assemblePage({
        template,
        html: result.html,
        config,
        state: result.state,
        location: result.location,
        nonce,
        preconnects: apiOrigin ? [apiOrigin] : [],
        preloads: [
          ...(route ? [{ href: route.entry, as: 'fetch' as const }] : []),
          ...hints.scripts.map((href) => ({ href, as: 'script' as const })),
        ],
        styles,
        language: result.language,
        messagesHref:
          typeof result.messages === 'object' && result.messages !== null
            ? messagesFiles.fileFor(result.language, result.messages as Record<string, unknown>)
                .href
            : undefined,
        bootScript: serverBuild().earlyTapsScript,
      }),
    );
    return { status: result.status, body, sources: result.sources, route };
  }

  /** remoteOf's answers for the URLs asked lately (each request asks two or three times). */
  const remoteByUrl = new Map<string, string | undefined>();

  /** The server build's remote route of a URL, if it renders one (language prefix left out). */
  function remoteOf(url: string): string | undefined {
    if (remoteByUrl.has(url)) return remoteByUrl.get(url);
    const { ssrRouteFor } = serverBuild();
    const remote = ssrRouteFor?.(
      stripLanguagePrefix(new URL(url, 'http://ssr.local').pathname),
    )?.remote;
    if (remoteByUrl.size >= 1_000) remoteByUrl.clear();
    remoteByUrl.set(url, remote);
    return remote;
  }

  /**
   * The route's remote manifest first: a remote that is down fails here, at once, and its release
   * tells the renderer whether the remote was deployed again since it was loaded.
   */
  async function releasesFor(
    url: string,
    config: SsrRuntimeConfig,
  ): Promise<Record<string, string> | undefined> {
    const remote = remoteOf(url);
    const manifestUrl = remote ? config.remotes?.[remote] : undefined;
    return remote && manifestUrl ? { [remote]: await releaseAt(manifestUrl) } : undefined;
  }

  const versionUrl = (() => {
    try {
      return new URL(
        `${(options.apiUrl ?? startConfig.apiUrl).replace(/\/+$/, '')}/catalogue/version`,
      ).href;
    } catch {
      return undefined; // a relative API URL: nowhere to ask from here
    }
  })();
  // Without a fetch of the caller's, node:http: the version is asked for every page request.
  const versions = versionUrl
    ? createVersionSource(versionUrl, options.fetchImpl, {
        maxAgeMs: options.pageCache?.versionMaxAgeMs,
      })
    : undefined;
  const renders = createRenderQueue(options.renderLimits ?? DEFAULT_RENDER_LIMITS);
  const lanes = createReleaseLanes();
  const pageCache =
    options.pageCache && versions
      ? new PageCache({
          maxBytes: options.pageCache.maxBytes,
          settleMs: options.pageCache.settleMs,
          stockLagMs: options.pageCache.stockLagMs,
          sourceUnchanged: createSourceChecker(fetchImpl),
          firstSeenAt: versions.firstSeenAt,
        })
      : undefined;

  /**
   * A storefront page through the page cache: undefined when it does not apply (not a remote
   * route, the cache off, the API unable to say its version), null when the route is not rendered.
   * The render is anonymous (only the resolved `lang` cookie reaches it), at the URL reduced to
   * what the page reads (page-url.ts: the page echoes its URL, in the sign-in link and the location
   * it hydrates, and is shared by everyone whose URL reduces to it), and it carries no nonce:
   * its CSP names its inline scripts by hash. Throws RenderQueueFull when a render was needed,
   * refused, and nothing is stored for the key.
   */
  async function cachedAnswer(
    url: string,
    cookies: string | undefined,
    template: string,
    visitorId: string | undefined,
  ): Promise<SsrAnswer | null | undefined> {
    if (!pageCache || !versions || !remoteOf(url)) return undefined;
    const version = await timedStage('catalogue version', () => versions.current());
    if (version === undefined) return undefined;
    const pageUrl = normalisePageUrl(url);
    const anonymous = pageCookies(pageLanguage(cookies));
    // One config for the key and the render: a page never mixes releases, and a promote (another
    // remote URL in the channel) is another key, never the page cached for the one before. With a
    // canary, the visitor's releases: a page rendered with the canary is kept under the canary's
    // manifest URL, never served to a visitor on the stable release.
    const config = pageConfig(visitorId);
    const releases = await releasesFor(pageUrl, config);
    const key = pageKey({ url: pageUrl, cookies: anonymous, releases, template, config });
    const queued = performance.now();
    const page = await pageCache.page(key, version, () =>
      renders.run(async () => {
        publishStageSince('wait for a render slot', queued);
        const start = performance.now();
        const fresh = await rendered(pageUrl, anonymous, template, undefined, config);
        if (!fresh?.route) return null;
        // The channel moved while this page rendered: the process's federation runtime (and its
        // messages) may have switched to the other release under it. Answered, never kept.
        const now = pageConfig(visitorId);
        if (now !== config && JSON.stringify(now) !== JSON.stringify(config)) return null;
        publishStageSince('page rendered (all of the above but the waits)', start);
        return { status: fresh.status, body: fresh.body, sources: fresh.sources };
      }),
    );
    if (!page) return null;
    return {
      status: page.status,
      body: page.body,
      nonce: '',
      scriptHashes: page.scriptHashes,
      encoded: page.encoded,
    };
  }

  /**
   * A render with a config of the caller's (the smoke render of a release before it goes live:
   * ./release-smoke.ts), outside the page cache; a failure throws. null: the route is not rendered.
   */
  async function renderWith(
    url: string,
    config: SsrRuntimeConfig,
  ): Promise<{ status: number } | null> {
    const template = await templateOf();
    // A release is checked as visitors would get it: with the storefront's public origin, which
    // its pages need for their canonical links.
    const siteUrl = typeof options.siteUrl === 'function' ? options.siteUrl() : options.siteUrl;
    const withSite = siteUrl ? { ...config, siteUrl } : config;
    const page = await renders.run(() =>
      rendered(url, undefined, template, createNonce(), withSite),
    );
    return page ? { status: page.status } : null;
  }

  /**
   * The answer to a navigation: the server-rendered page for a public route, else (another route,
   * or rendering failed) the plain index.html, with the runtime config inline either way.
   */
  return Object.assign(answer, {
    renderWith,
    /** The messages file at `pathname` (`/i18n/<language>.<hash>.json`), if this server has it. */
    messagesFile: (pathname: string) => messagesFiles.get(pathname),
    /** Whether the server build renders this path (language prefix left out). */
    renders: (pathname: string) => remoteOf(pathname) !== undefined,
  });

  async function answer(url: string, cookies?: string, visitorId?: string): Promise<SsrAnswer> {
    const template = await templateOf();
    let nonce = '';
    try {
      const cached = await cachedAnswer(url, cookies, template, visitorId);
      if (cached) return cached;
      // Only an answer rendered for this request carries a nonce (a stored page names hashes).
      nonce = createNonce();
      const config = pageConfig(visitorId);
      const page =
        cached === null
          ? null
          : await renders.run(() => rendered(url, cookies, template, nonce, config));
      if (page) return { status: page.status, body: page.body, nonce };
    } catch (error) {
      // Too many renders under way: a small page, not the index.html — a browser rendering it
      // would ask the same API the renders are waiting on.
      if (error instanceof RenderQueueFull) {
        const language = languageFromPath(new URL(url, 'http://ssr.local').pathname);
        return {
          status: 503,
          body: busyPage(language),
          nonce: '',
          scriptHashes: [],
          retryAfter: BUSY_RETRY_AFTER_S,
        };
      }
      options.onError?.(error, url);
    }
    // A page the browser renders: in its URL's language, with the shell's stylesheet inline (the
    // <noscript> message is styled and in the shop's Bengali font with JavaScript off).
    nonce ||= createNonce();
    const styles = await shellStylesheets().catch(() => []);
    const body = assemblePage({
      template,
      config: pageConfig(visitorId),
      nonce,
      preloads: [],
      styles,
      language: languageFromPath(new URL(url, 'http://ssr.local').pathname),
    });
    return { status: 200, body, nonce };
  }
}
