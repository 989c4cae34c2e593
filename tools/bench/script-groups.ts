/**
 * Which part of the shop a downloaded script belongs to: the shell's own code, a remote's own code,
 * or a Module Federation shared module (react, the router, the store, ...).
 *
 * Shared-module chunks carry content-hashed numeric names (`470.27964ba34f.js`) like every other
 * chunk, so their names alone do not tell them apart. Each build's `mf-manifest.json` does: its
 * `shared` entries list the JS files that hold every shared module. A script is `shared` when its
 * file is one of those of the build it was served from; otherwise it belongs to that build's app.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const SCRIPT_GROUPS = ['shell', 'remote', 'shared'] as const;
export type ScriptGroup = (typeof SCRIPT_GROUPS)[number];

/** The parts of `mf-manifest.json` (Module Federation 2) the classification reads. */
export interface FederationManifest {
  name: string;
  shared: Array<{
    name: string;
    assets: { js: { sync: string[]; async: string[] } };
  }>;
}

/** One frontend build as the browser sees it: where it is served from and its shared files. */
export interface ServedBuild {
  /** `http://localhost:4201`: scripts from this origin come from this build. */
  origin: string;
  role: 'shell' | 'remote';
  /** Paths (relative to the build's root) of the files that hold shared modules. */
  sharedFiles: ReadonlySet<string>;
}

/** The JS files of every shared module a manifest lists (sync and async). */
export function sharedAssetFiles(manifest: FederationManifest): Set<string> {
  const files = new Set<string>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(file);
  }
  return files;
}

/** Reads `<dist>/mf-manifest.json`, with a message saying what to do when it is missing. */
export async function readFederationManifest(distDir: string): Promise<FederationManifest> {
  const file = path.join(distDir, 'mf-manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: build the frontends (run without --skip-build) so the scripts can be classified`,
    );
  }
  return JSON.parse(text) as FederationManifest;
}

/**
 * The group of a script URL, or null when no build serves it (the API, another site). Query
 * strings and fragments are ignored; the manifests name files relative to the build's root.
 */
export function classifyScript(url: string, builds: readonly ServedBuild[]): ScriptGroup | null {
  const parsed = new URL(url);
  const build = builds.find((candidate) => new URL(candidate.origin).origin === parsed.origin);
  if (!build) return null;
  const file = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  return build.sharedFiles.has(file) ? 'shared' : build.role;
}

/** Byte counts per group; scripts no build serves are left out. */
export function sumByGroup(
  scripts: ReadonlyArray<{ url: string; bytes: number }>,
  builds: readonly ServedBuild[],
): Record<ScriptGroup, number> {
  const sums: Record<ScriptGroup, number> = { shell: 0, remote: 0, shared: 0 };
  for (const script of scripts) {
    const group = classifyScript(script.url, builds);
    if (group) sums[group] += script.bytes;
  }
  return sums;
}
