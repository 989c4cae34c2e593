/**
 * The smoke render of a release, for the API's compatibility gate (services/src/releases,
 * `gate/release-gate.ts`): `POST /__releases/smoke` with `{ remote, version }` and
 * `Authorization: Bearer <RELEASE_CHECK_TOKEN>` renders each public page of that remote on the
 * server with that release (from the release store, in place of the live one), outside the page
 * cache, and answers which rendered. Off (404) unless the server has a token and a release store.
 */
import { timingSafeEqual } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import {
  RELEASE_REMOTE_NAMES,
  RELEASE_REMOTES,
  RELEASE_VERSION_PATTERN,
  releaseFolder,
  type ReleaseRemote,
  type ReleaseSmokeAnswer,
} from '@shop/contracts/src/releases';
import { REMOTE_ROUTES, routeUrl } from '@shop/contracts/src/remote-routes';
import type { SsrRuntimeConfig } from './ssr';

/** What stands in for a path parameter (`/product/:partId`): a page for something not found. */
export const SMOKE_PARAMETER = 'smoke-check';

/**
 * The public pages of a remote the server renders (`renders(pathname)`: the server build's
 * `ssrRouteFor`), a path parameter filled with `SMOKE_PARAMETER`.
 */
export function smokePaths(
  remote: ReleaseRemote,
  renders: (pathname: string) => boolean,
): string[] {
  const name = RELEASE_REMOTE_NAMES[remote];
  const paths = REMOTE_ROUTES.filter((row) => row.remote === name && row.audience === 'public').map(
    (row) => routeUrl(row).replace(/:[^/]+/g, SMOKE_PARAMETER),
  );
  return [...new Set(paths)].filter(renders);
}

/** Whether the request carries the token (compared in constant time). */
export function hasToken(req: Pick<IncomingMessage, 'headers'>, token: string): boolean {
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The request's JSON body (a few hundred bytes at most). */
export async function readSmallJson(req: IncomingMessage, limit = 4_096): Promise<unknown> {
  let body = '';
  for await (const chunk of req) {
    body += (chunk as Buffer).toString('utf8');
    if (body.length > limit) throw new Error('body too large');
  }
  return JSON.parse(body) as unknown;
}

export interface SmokeOptions {
  store: string;
  /** The origin the release store is served at (the manifest URL the render loads). */
  origin: string;
  /** The live config the release is put into (the stable releases of the other remotes). */
  config: SsrRuntimeConfig;
  renders: (pathname: string) => boolean;
  render: (url: string, config: SsrRuntimeConfig) => Promise<{ status: number } | null>;
}

/** Renders the remote's public pages with the release; `undefined`: not a smoke request. */
export async function smokeRender(
  request: unknown,
  options: SmokeOptions,
): Promise<ReleaseSmokeAnswer | undefined> {
  const { remote, version } = (request ?? {}) as Record<string, unknown>;
  if (
    typeof remote !== 'string' ||
    !(RELEASE_REMOTES as readonly string[]).includes(remote) ||
    typeof version !== 'string' ||
    !RELEASE_VERSION_PATTERN.test(version)
  ) {
    return undefined;
  }
  const folder = releaseFolder(remote, version);
  const manifest = path.join(options.store, `.${folder}`, 'mf-manifest.json');
  if (!(await stat(manifest).catch(() => undefined))) {
    return {
      pages: [
        { path: folder, ok: false, error: "the release is not in this web server's release store" },
      ],
    };
  }
  const name = RELEASE_REMOTE_NAMES[remote as ReleaseRemote];
  const config: SsrRuntimeConfig = {
    ...options.config,
    remotes: {
      ...options.config.remotes,
      [name]: new URL(`${folder}/mf-manifest.json`, options.origin).href,
    },
  };
  const pages: ReleaseSmokeAnswer['pages'] = [];
  // One after another: a check, not a load test; each waits its turn in the render queue.
  for (const page of smokePaths(remote as ReleaseRemote, options.renders)) {
    try {
      const result = await options.render(page, config);
      pages.push(
        result
          ? { path: page, ok: result.status < 500, status: result.status }
          : { path: page, ok: false, error: 'the server build rendered no page' },
      );
    } catch (error) {
      pages.push({
        path: page,
        ok: false,
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0],
      });
    }
  }
  return { pages };
}
