/**
 * The release store on disk (RELEASE_STORE_DIR): `releases/<remote>/<version>/…`, written by
 * `npm run release -- publish`, served by the web server at `/releases/…`. The API reads it to
 * check a release's files against the integrity it was registered with.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { releaseFolder, type ReleaseSharedModule } from '@shop/contracts';

export const MANIFEST_FILE = 'mf-manifest.json';
export const ENTRY_FILE = 'remoteEntry.js';

/** Subresource Integrity of a file's bytes: `sha384-<base64>`. */
export function sha384Integrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A file of a release in the store, or undefined when it is not there. */
export async function readReleaseFile(
  storeDir: string,
  remote: string,
  version: string,
  file: string,
): Promise<Buffer | undefined> {
  const full = path.join(storeDir, `.${releaseFolder(remote, version)}`, file);
  return readFile(full).catch(() => undefined);
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: Array<{
    name?: unknown;
    version?: unknown;
    requiredVersion?: unknown;
    singleton?: unknown;
  }>;
  exposes?: Array<{ name?: unknown; path?: unknown }>;
}

/** The shared and exposed modules a remote's `mf-manifest.json` declares, and its entry file. */
export function manifestFacts(manifest: Buffer): {
  entryFile: string;
  shared: ReleaseSharedModule[];
  exposes: Array<{ name: string; path: string }>;
} {
  let parsed: ManifestShape;
  try {
    parsed = JSON.parse(manifest.toString('utf8')) as ManifestShape;
  } catch {
    parsed = {};
  }
  const entry = parsed.metaData?.remoteEntry;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    entryFile: path.posix.join(entry?.path ?? '', entry?.name ?? ENTRY_FILE),
    shared: (parsed.shared ?? []).map((module) => ({
      name: text(module.name),
      version: text(module.version),
      requiredVersion: text(module.requiredVersion),
      singleton: module.singleton === true,
    })),
    exposes: (parsed.exposes ?? []).map((module) => ({
      name: text(module.name),
      path: text(module.path),
    })),
  };
}
