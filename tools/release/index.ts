/**
 * Releases of the remotes from the command line and from `npm start` (services/src/releases is
 * the API side; web-server/src/live-releases.ts serves what is live):
 * - `publishRelease`: a remote's built dist/ copied into the release store as
 *   `releases/<remote>/<version>/` (never over an existing folder), then registered through
 *   `POST /api/admin/releases` with the SHA-384 of its entry files; a refused registration takes
 *   the copy back out, so nothing changed;
 * - `releaseApi`: the admin routes, logged in as an admin (never through the admin remote).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  RELEASE_REMOTES,
  RELEASE_VERSION_PATTERN,
  releaseFolder,
  type ReleaseRecord,
  type ReleaseRemote,
  type ReleaseStatus,
} from '@shop/contracts/src/releases';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Where `npm start`, the CLI and the API keep releases unless RELEASE_STORE_DIR says otherwise. */
export const DEFAULT_RELEASE_STORE = path.join(REPO_ROOT, '.data', 'release-store');

/** A refusal of the API (`{statusCode, code, message}`), or a check of the tool's own. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
  constructor(
    message: string,
    readonly code?: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isReleaseRemote(value: string): value is ReleaseRemote {
  return (RELEASE_REMOTES as readonly string[]).includes(value);
}

/** Subresource Integrity of a file's bytes. */
export function sha384Integrity(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export interface BuiltRemote {
  remote: ReleaseRemote;
  distDir: string;
  /** package.json version + a hash of the entry files: the same build is the same version. */
  version: string;
  buildId: string;
  integrity: string;
  manifestIntegrity: string;
  /** The `@shop/contracts` version of the checkout it was built in (the API's gate compares it). */
  contractsVersion: string;
}

/** The `@shop/contracts` version of this checkout (libs/contracts/package.json). */
export async function contractsVersion(): Promise<string> {
  const pkg = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'libs', 'contracts', 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

/**
 * A refusal as the CLI prints it: the code and message, the Bengali message, and each reason of
 * the compatibility gate in both languages.
 */
export function refusalLines(error: ReleaseError): string[] {
  const lines = [error.code ? `${error.code}: ${error.message}` : error.message];
  const messageBn = error.body?.messageBn;
  const reasons = error.body?.reasons;
  if (Array.isArray(reasons) && reasons.length > 0) {
    lines[0] = `${error.code ?? 'Refused'}: the release cannot go live; nothing changed:`;
    for (const reason of reasons as Array<{ message?: unknown; messageBn?: unknown }>) {
      lines.push(`  - ${String(reason.message)}`, `    ${String(reason.messageBn)}`);
    }
  } else if (typeof messageBn === 'string') {
    lines.push(messageBn);
  }
  return lines;
}

/** What a remote's dist/ holds: its entry files' hashes and the version they make. */
export async function inspectBuild(
  remote: ReleaseRemote,
  distDir = path.join(REPO_ROOT, remote, 'dist'),
  version?: string,
): Promise<BuiltRemote> {
  const manifest = await readFile(path.join(distDir, 'mf-manifest.json')).catch(() => {
    throw new ReleaseError(
      `${distDir} has no mf-manifest.json: build ${remote} first (or leave out --skip-build)`,
    );
  });
  const meta = (
    JSON.parse(manifest.toString('utf8')) as {
      metaData?: { remoteEntry?: { name?: string; path?: string } };
    }
  ).metaData?.remoteEntry;
  const entryFile = path.posix.join(meta?.path ?? '', meta?.name ?? 'remoteEntry.js');
  const entry = await readFile(path.join(distDir, entryFile)).catch(() => {
    throw new ReleaseError(`${distDir} has no ${entryFile}`);
  });
  const buildId = createHash('sha256').update(manifest).update(entry).digest('hex').slice(0, 10);
  const packageVersion = (
    JSON.parse(await readFile(path.join(REPO_ROOT, remote, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const chosen = version ?? `${packageVersion}+${buildId}`;
  if (!RELEASE_VERSION_PATTERN.test(chosen)) {
    throw new ReleaseError(`"${chosen}" is not a version such as 1.2.0 or 0.1.0+a1b2c3d4e5`);
  }
  return {
    remote,
    distDir,
    version: chosen,
    buildId,
    integrity: sha384Integrity(entry),
    manifestIntegrity: sha384Integrity(manifest),
    contractsVersion: await contractsVersion(),
  };
}

/** The git commit the working tree is at, if it is a git checkout. */
export function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The admin routes of the API at `apiRoot` (`http://localhost:3000/api`), as `token`'s admin. */
export function releaseApi(apiRoot: string, token: string) {
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiRoot}/admin/releases${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (!response.ok) {
      throw new ReleaseError(
        String(parsed.message ?? `${method} ${route} answered ${response.status}`),
        typeof parsed.code === 'string' ? parsed.code : undefined,
        parsed,
      );
    }
    return parsed as T;
  };
  return {
    status: () => call<ReleaseStatus>('GET', ''),
    register: (body: Record<string, unknown>) => call<ReleaseRecord>('POST', '', body),
    change: (kind: 'promote' | 'rollback' | 'canary' | 'abort', body: Record<string, unknown>) =>
      call<ReleaseStatus>('POST', `/${kind}`, body),
  };
}

export type ReleaseApi = ReturnType<typeof releaseApi>;

/** Logs in through `POST <apiRoot>/auth/login`; the access token. */
export async function adminToken(
  apiRoot: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${apiRoot}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json().catch(() => ({}))) as {
    accessToken?: unknown;
    message?: unknown;
  };
  if (!response.ok || typeof body.accessToken !== 'string') {
    throw new ReleaseError(
      `Could not log in as ${account.email} at ${apiRoot}: ${String(body.message ?? response.status)}`,
    );
  }
  return body.accessToken;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Copies a built remote into the store and registers it. A version the API knows, or a folder
 * the store has, is refused before anything is written.
 */
export async function publishRelease(options: {
  build: BuiltRemote;
  storeDir: string;
  api: ReleaseApi;
}): Promise<ReleaseRecord> {
  const { build, storeDir, api } = options;
  const { releases } = await api.status();
  if (
    releases.some((release) => release.remote === build.remote && release.version === build.version)
  ) {
    throw new ReleaseError(
      `${build.remote} ${build.version} is published already; releases never change: build again or pass another --version`,
      'RELEASE_ALREADY_PUBLISHED',
    );
  }
  const target = path.join(storeDir, `.${releaseFolder(build.remote, build.version)}`);
  if (await exists(target)) {
    throw new ReleaseError(
      `${target} exists already: releases never change; pass another --version`,
      'RELEASE_ALREADY_PUBLISHED',
    );
  }
  // Copied beside the target, then renamed: the web server never serves half a release.
  const partial = `${target}.partial-${process.pid}`;
  await mkdir(path.dirname(target), { recursive: true });
  await cp(build.distDir, partial, { recursive: true });
  await rename(partial, target);
  try {
    return await api.register({
      remote: build.remote,
      version: build.version,
      buildId: build.buildId,
      integrity: build.integrity,
      manifestIntegrity: build.manifestIntegrity,
      contractsVersion: build.contractsVersion,
      ...(gitCommit() ? { gitCommit: gitCommit() } : {}),
    });
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `npm start`: each remote's fresh build registered and, for a remote with nothing live yet, made
 * live — so the channel is never empty on a fresh clone. A build registered before is left as it
 * is (a restart changes nothing); what an admin promoted since stays live.
 */
export async function registerBuiltRemotes(options: {
  apiRoot: string;
  storeDir: string;
  account: { email: string; password: string };
  log: (line: string) => void;
}): Promise<void> {
  const api = releaseApi(options.apiRoot, await adminToken(options.apiRoot, options.account));
  for (const remote of RELEASE_REMOTES) {
    const build = await inspectBuild(remote);
    const status = await api.status();
    const known = status.releases.some((r) => r.remote === remote && r.version === build.version);
    if (!known) {
      try {
        await publishRelease({ build, storeDir: options.storeDir, api });
        options.log(`${remote} ${build.version} published`);
      } catch (error) {
        // Published long ago (beyond the status's recent list): the same build, nothing to do.
        if (!(error instanceof ReleaseError && error.code === 'RELEASE_ALREADY_PUBLISHED'))
          throw error;
      }
    }
    const channel = await api.status();
    if (!channel.remotes[remote]) {
      await api.change('promote', {
        remote,
        version: build.version,
        expectedRevision: channel.revision,
        reason: 'npm start: the first build of this remote',
      });
      options.log(`${remote} ${build.version} is live`);
    }
  }
}
