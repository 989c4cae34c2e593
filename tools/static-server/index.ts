/**
 * A small static file server for the built frontends (Node's http module only).
 *
 * - `/config.json` can be served from memory (`runtimeConfig`), so one build runs anywhere;
 * - CORS `*`: the shell fetches the remotes' manifests and scripts cross-origin;
 * - gzip when the client accepts it; ETag revalidation;
 * - `no-cache` for the files whose names never change (index.html, config.json, mf-manifest.json,
 *   remoteEntry.js, ...) and a year of immutable caching for content-hashed files;
 * - no path traversal; 404 for missing files, and for navigations (Accept: text/html) the SPA's
 *   index.html when `spaFallback` is on.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

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

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

function isNavigation(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
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

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = await realpath(path.resolve(options.root));
  const host = options.host ?? '127.0.0.1';
  const configBody = options.runtimeConfig ? JSON.stringify(options.runtimeConfig) : undefined;
  const configEtag = configBody ? etagFor([configBody]) : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      send(res, 405, 'Method Not Allowed');
      return;
    }

    const urlPath = new URL(req.url ?? '/', 'http://static.local').pathname;

    if (configBody && urlPath === '/config.json') {
      res.setHeader('Vary', 'Accept-Encoding');
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

    const resolved = await resolveSafePath(root, urlPath);
    if (resolved === null) {
      send(res, 400, 'Bad Request');
      return;
    }
    let found = await fileIfExists(resolved);
    if (!found && options.spaFallback && isNavigation(req)) {
      found = await fileIfExists(path.join(root, 'index.html'));
    }
    if (!found) {
      send(res, 404, 'Not Found');
      return;
    }

    const { filePath, info } = found;
    const ext = path.extname(filePath).toLowerCase();
    const etag = etagFor([info.size, info.mtimeMs, filePath]);
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(filePath),
      'Cache-Control': cacheControlFor(filePath),
      'Last-Modified': info.mtime.toUTCString(),
      ETag: etag,
    };
    const compress = COMPRESSIBLE.has(ext);
    if (compress) headers.Vary = 'Accept-Encoding';

    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
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
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Reads a JSON file for `runtimeConfig` (CLI `--config-file`). */
export async function readRuntimeConfig(file: string): Promise<object> {
  return JSON.parse(await readFile(file, 'utf8')) as object;
}
