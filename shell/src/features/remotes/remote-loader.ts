/**
 * Loads route-level modules from the remotes, lazily and defensively.
 *
 * - Nothing is registered at start-up: a remote is registered with the federation runtime the first
 *   time one of its modules is requested, so a visitor on public pages never downloads the admin or
 *   dashboard remote.
 * - Each load gets a short retry. A failed attempt marks the remote so the next registration is forced,
 *   which clears what the runtime cached about it (failed manifest or entry, module cache) — without
 *   that, Retry would replay the old failure even after the remote's server is back.
 * - A load that outlasts its time budget is not failed yet: the runtime goes on loading the remote,
 *   and the next request for the module waits for that same load instead of starting another.
 *   Forcing a registration while the remote's container is still loading dropped the container
 *   half-initialised: the server renderer then failed every page of that remote until restarted.
 * - The runtime plugin's `errorLoadRemote` turns runtime errors into a fallback module instead of an
 *   unhandled rejection; this loader recognises the fallback and retries or reports a RemoteLoadError,
 *   which the route's error boundary shows with a Retry button.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/contracts';

/** The remotes' names come from the route table (@shop/contracts). */
export type { RemoteName };

/** The slice of the federation runtime the loader needs (real runtime in `federation.ts`, fakes in tests). */
export interface FederationRuntime {
  registerRemotes(
    remotes: Array<{ name: string; entry: string }>,
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  /** Attempts per load, first one included. */
  attempts?: number;
  /** Pause between attempts. */
  retryDelayMs?: number;
  /**
   * Time budget for one load, all attempts included (spec §9: chunk load timeout 120 s). A remote
   * whose server accepts connections but never answers is reported instead of spinning forever.
   */
  timeoutMs?: number;
  /** Injected for tests. */
  sleep?: (ms: number) => Promise<void>;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly expose: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not load ${expose} from ${remote}`, options);
    this.name = 'RemoteLoadError';
  }
}

const FALLBACK_MARK = '__shopRemoteFallback' as const;

/** What `errorLoadRemote` hands back instead of the module that failed. */
export interface RemoteFallbackModule {
  [FALLBACK_MARK]: true;
  id: string;
  error: unknown;
  /** Renders nothing useful on purpose: it throws so an error boundary shows the failure. */
  default: () => never;
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK_MARK in value;
}

export function createFallbackModule(id: string, error: unknown): RemoteFallbackModule {
  const [remote = id, ...rest] = id.split('/');
  return {
    [FALLBACK_MARK]: true,
    id,
    error,
    default: () => {
      throw new RemoteLoadError(remote, `./${rest.join('/')}`, { cause: error });
    },
  };
}

/**
 * Runtime plugin: a remote that cannot be loaded (server down, 404, timeout, bad manifest) yields a
 * fallback module rather than crashing the host. Errors of earlier lifecycles are left to propagate:
 * they surface again at `onLoad`, where the fallback is returned.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      return createFallbackModule(id, error);
    },
  };
}

export interface RemoteLoader {
  /** Records where each remote lives (from `/config.json`); registers nothing yet. */
  configure(remotes: Record<string, string>): void;
  /** Loads `./Expose` of a remote, registering the remote first if needed. */
  load<T>(remote: RemoteName, expose: string): Promise<T>;
  /** Whether a remote has been registered with the runtime (tests, diagnostics). */
  isRegistered(remote: RemoteName): boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles like `promise`, or rejects once `deadline` (epoch ms) has passed. */
function withDeadline<T>(promise: Promise<T>, deadline: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Loading ${id} timed out`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRemoteLoader(
  runtime: FederationRuntime,
  {
    attempts = 2,
    retryDelayMs = 400,
    timeoutMs = 120_000,
    sleep = defaultSleep,
  }: RemoteLoaderOptions = {},
): RemoteLoader {
  const entries = new Map<string, string>();
  const registered = new Set<string>();
  /** Remotes whose last load failed: their next registration is forced to drop cached failures. */
  const stale = new Set<string>();
  const inFlightOrLoaded = new Map<string, Promise<unknown>>();
  /** The runtime's loads not settled yet, by module id (one may outlive the request that started it). */
  const underWay = new Map<string, Promise<unknown>>();

  /**
   * The runtime's load of `id`: the one under way, or a new one. The remote is marked for a forced
   * registration only once a load has failed for good, never while one still runs.
   */
  function runtimeLoad<T>(remote: RemoteName, id: string): Promise<T | null> {
    const pending = underWay.get(id);
    if (pending) return pending as Promise<T | null>;
    const started = runtime.loadRemote<T>(id);
    underWay.set(id, started);
    started.then(
      (loaded) => {
        underWay.delete(id);
        if (!loaded || isRemoteFallback(loaded)) stale.add(remote);
      },
      () => {
        underWay.delete(id);
        stale.add(remote);
      },
    );
    return started;
  }

  const loading = (remote: RemoteName) =>
    [...underWay.keys()].some((id) => id.startsWith(`${remote}/`));

  function register(remote: RemoteName, expose: string): void {
    const entry = entries.get(remote);
    if (!entry) {
      throw new RemoteLoadError(remote, expose, {
        cause: new Error(`No URL for remote "${remote}" in config.json`),
      });
    }
    if (!registered.has(remote)) {
      runtime.registerRemotes([{ name: remote, entry }]);
      registered.add(remote);
    } else if (stale.has(remote) && !loading(remote)) {
      runtime.registerRemotes([{ name: remote, entry }], { force: true });
      stale.delete(remote);
    }
  }

  async function attemptLoad<T>(remote: RemoteName, expose: string): Promise<T> {
    const id = `${remote}/${expose.replace(/^\.\//, '')}`;
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        register(remote, expose);
        const loaded = await withDeadline(runtimeLoad<T>(remote, id), deadline, id);
        if (loaded && !isRemoteFallback(loaded)) return loaded;
        lastError = isRemoteFallback(loaded)
          ? loaded.error
          : new Error(`${id} resolved to nothing`);
      } catch (error) {
        lastError = error;
      }
      if (Date.now() >= deadline) break;
      if (attempt < attempts) await sleep(retryDelayMs);
    }
    throw new RemoteLoadError(remote, expose, { cause: lastError });
  }

  return {
    configure(remotes) {
      for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
    },
    load<T>(remote: RemoteName, expose: string): Promise<T> {
      const key = `${remote}|${expose}`;
      const existing = inFlightOrLoaded.get(key);
      if (existing) return existing as Promise<T>;
      const loading = attemptLoad<T>(remote, expose);
      inFlightOrLoaded.set(key, loading);
      // A failure is not remembered: the next load (Retry) starts over.
      loading.catch(() => inFlightOrLoaded.delete(key));
      return loading;
    },
    isRegistered: (remote) => registered.has(remote),
  };
}
