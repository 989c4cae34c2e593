/**
 * Failing safe when a remote's live release does not load (services/src/releases/README.md):
 *
 * - The first time a remote fails in a page (its manifest, its entry script or an exposed module),
 *   it is registered again on the release `/config.json` names in `lastKnownGood` and the same
 *   module is loaded from there — once. When that works, the loader keeps the remote on it for the
 *   rest of the page; when it fails too, the existing fallback (`remoteFallbackPlugin`, then the
 *   route's error boundary with Retry) shows as before.
 * - Every release that failed is reported once per page with the stage it failed at, and each
 *   remote's first successful load once per page (`loaded`): the API counts both per release and
 *   aborts a canary that fails too many visitors.
 *
 * Runs after `remoteFallbackPlugin` in the runtime's plugin list: the runtime hands a hook the
 * last answer any plugin gave, so a module loaded from the last known good replaces the fallback
 * module, and no answer leaves it in place.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseFailureStage } from '@shop/contracts';
import { beaconFor, type SendBeacon } from './release-beacon';
import { isRemoteFallback } from './remote-loader';

export interface ReleaseFallbackOptions {
  /** Remote name → the manifest URL to try once when the remote's own fails (`/config.json`). */
  lastKnownGood: Record<string, string>;
  send: SendBeacon;
  /** Told when a remote now runs on its last known good, so later loads register that one. */
  onFallback?: (remote: string, entry: string) => void;
}

/** The parts of the runtime instance (`origin` of a hook) the plugin uses. */
interface FederationOrigin {
  options: { remotes: Array<{ name: string; entry?: string }> };
  registerRemotes(
    remotes: Array<{ name: string; entry: string }>,
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The error-code markers of the federation runtime's messages (@module-federation/error-codes). */
const MANIFEST_FAILED = 'RUNTIME-003';
const ENTRY_FAILED = 'RUNTIME-008';

function stageOfError(error: unknown): ReleaseFailureStage {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(MANIFEST_FAILED)) return 'manifest';
  if (message.includes(ENTRY_FAILED)) return 'entry';
  return 'module';
}

export function releaseFallbackPlugin(
  options: ReleaseFallbackOptions,
): ModuleFederationRuntimePlugin {
  /** Remotes whose last known good has been tried in this page (once each). */
  const tried = new Set<string>();
  /** Releases (manifest URLs) reported in this page: failed ones, and loaded ones. */
  const reportedFailed = new Set<string>();
  const reportedLoaded = new Set<string>();
  /** The stage of a remote's latest failure, as the earlier hooks saw it. */
  const stages = new Map<string, ReleaseFailureStage>();

  const entryOf = (origin: FederationOrigin, name: string) =>
    origin.options.remotes.find((remote) => remote.name === name)?.entry;

  const reportFailed = (entry: string | undefined, stage: ReleaseFailureStage) => {
    if (!entry || reportedFailed.has(entry)) return;
    reportedFailed.add(entry);
    beaconFor(options.send, entry, stage);
  };

  return {
    name: 'shop-release-fallback',
    // The remote's entry script did not load: noted, so the failure is reported as `entry`. The
    // fallback itself is a whole release (manifest, entry and chunks), done at `onLoad` below.
    async loadEntryError({ remoteInfo }) {
      stages.set(remoteInfo.name, 'entry');
      return undefined;
    },
    onLoad({ remote }) {
      const entry = 'entry' in remote ? remote.entry : undefined;
      if (entry && !reportedLoaded.has(entry)) {
        reportedLoaded.add(entry);
        beaconFor(options.send, entry, 'loaded');
      }
      return undefined;
    },
    async errorLoadRemote(args) {
      const name = args.remote?.name ?? args.id.split('/')[0];
      if (args.lifecycle === 'afterResolve') {
        stages.set(name, 'manifest');
        return undefined;
      }
      if (args.lifecycle !== 'onLoad') return undefined;
      const origin = args.origin as unknown as FederationOrigin;
      const failedEntry = entryOf(origin, name);
      reportFailed(failedEntry, stages.get(name) ?? stageOfError(args.error));
      stages.delete(name);

      const fallback = options.lastKnownGood[name];
      if (!fallback || fallback === failedEntry || tried.has(name)) return undefined;
      tried.add(name);
      origin.registerRemotes([{ name, entry: fallback }], { force: true });
      try {
        const loaded = await origin.loadRemote(args.id);
        // The nested load failed too (reported by its own errorLoadRemote): the fallback shows.
        if (!loaded || isRemoteFallback(loaded)) return undefined;
        options.onFallback?.(name, fallback);
        return loaded;
      } catch {
        return undefined;
      }
    },
  };
}
