/**
 * Federation runtime plugin of the *server* builds (shell and remotes, see server.ts):
 *
 * - a remote's public path is set from the URL its server `remoteEntry.js` was registered with
 *   (`http://host/server/remoteEntry.js` → `http://host/`), so its `server/…` chunks are fetched
 *   from the remote's own server and its images render with the same URLs as in the browser build
 *   (whose public path is `auto`);
 * - where the server cannot reach a remote at its public URL (containers: `localhost:4201` is the
 *   browser's, not the server's), `SSR_REMOTE_ORIGINS` maps public origins to internal ones
 *   (`http://localhost:4201=http://mfe-shop`); only the requests go there, every URL in the page
 *   stays public.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { internalUrl, parseOriginMap } from '@shop/web-server/src/remote-origins';

declare const __webpack_require__: { p: string };

interface FederationGlobal {
  __INSTANCES__?: Array<{ options: { remotes: Array<{ name: string; entry?: string }> } }>;
}

/** Where the host registered remote `name` (the URL of its server remoteEntry.js). */
export function registeredEntry(name: string, federation: FederationGlobal | undefined) {
  for (const instance of federation?.__INSTANCES__ ?? []) {
    const remote = instance.options.remotes.find((r) => r.name === name && r.entry);
    if (remote?.entry) return remote.entry;
  }
  return undefined;
}

/** The remote's root URL: the folder above `server/remoteEntry.js`. */
export function publicPathOf(entry: string): string {
  return new URL('../', entry).href;
}

const originMap = () =>
  parseOriginMap(typeof process === 'undefined' ? undefined : process.env.SSR_REMOTE_ORIGINS);

export default function serverRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-server-runtime',
    beforeInit(args) {
      const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
      const entry = registeredEntry(args.options.name, federation);
      if (entry) __webpack_require__.p = publicPathOf(entry);
      return args;
    },
    // A remote's server remoteEntry.js (loaded by the host's runtime).
    createScript({ url }) {
      const target = internalUrl(url, originMap());
      return target === url ? undefined : ({ url: target } as unknown as HTMLScriptElement);
    },
    // A remote's server chunks (loaded by the remote's runtime, @module-federation/node).
    fetch(url, init) {
      const target = internalUrl(url, originMap());
      return target === url ? undefined : fetch(target, init);
    },
  };
}
