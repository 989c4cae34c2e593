/**
 * The server's `RemoteLoader`: the same loader as the browser's (`createRemoteLoader`), backed by
 * the federation runtime of the shell's server build, whose node runtime plugin fetches a remote's
 * *server* container and chunks over HTTP. The remotes are found beside their browser builds:
 * `http://host/mf-manifest.json` → `http://host/server/remoteEntry.js`.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, remoteFallbackPlugin } from '../features/remotes/remote-loader';
import type { FederationRuntime, RemoteLoader } from '../features/remotes/remote-loader';

/** The server container of a remote, beside the browser manifest the runtime config names. */
export function serverEntryOf(browserEntry: string): string {
  return new URL('server/remoteEntry.js', browserEntry).href;
}

/** How long a server render waits for a remote before answering the client-rendered page. */
export const SERVER_REMOTE_TIMEOUT_MS = 5_000;

/** What a remote is registered as: its entry URL and the release it serves (see `serverRemoteLoader`). */
type Releases = Record<string, string | undefined>;

/**
 * The federation runtime of this process. A remote registered again with another entry (another
 * runtime config in the same process, as in the browser tests) or another release (the remote was
 * deployed again) is registered with `force`, which drops what the runtime cached about the old one:
 * its container, its loaded modules.
 */
export function processRuntime(
  runtime: FederationRuntime = { registerRemotes, loadRemote },
  install: () => void = () => registerPlugins([remoteFallbackPlugin()]),
) {
  const registered = new Map<string, string>();
  let installed = false;
  return {
    /** The runtime for loaders of remotes at these releases. */
    at(releases: Releases): FederationRuntime {
      return {
        registerRemotes(remotes, options) {
          if (!installed) {
            install();
            installed = true;
          }
          const ids = remotes.map(({ name, entry }) => [name, `${entry}#${releases[name] ?? ''}`]);
          const moved = ids.some(
            ([name, id]) => registered.has(name) && registered.get(name) !== id,
          );
          for (const [name, id] of ids) registered.set(name, id);
          runtime.registerRemotes(remotes, moved ? { ...options, force: true } : options);
        },
        loadRemote: (id) => runtime.loadRemote(id),
      };
    },
  };
}

const runtime = processRuntime();
const loaders = new Map<string, RemoteLoader>();
/** Loaders kept: one per runtime config and release of the remotes (old releases drop out). */
const MAX_LOADERS = 8;

/**
 * The loader for a runtime config's remotes at their current releases (`releases`: remote name →
 * a fingerprint of its manifest, from the SSR handler), kept for the process: a loaded page module
 * is reused by every request until the remote is deployed again; then a new loader loads the new
 * release, so the server renders what the browser will hydrate with. One attempt, a short budget:
 * a remote that is down makes the page client-rendered at once.
 */
export function serverRemoteLoader(
  remotes: Record<string, string>,
  releases: Releases = {},
): RemoteLoader {
  const entries = Object.fromEntries(
    Object.entries(remotes).map(([name, url]) => [name, serverEntryOf(url)]),
  );
  const key = JSON.stringify([entries, releases]);
  let loader = loaders.get(key);
  if (!loader) {
    loader = createRemoteLoader(runtime.at(releases), {
      attempts: 1,
      timeoutMs: SERVER_REMOTE_TIMEOUT_MS,
    });
    loader.configure(entries);
    loaders.set(key, loader);
    if (loaders.size > MAX_LOADERS) loaders.delete(loaders.keys().next().value as string);
  }
  return loader;
}
