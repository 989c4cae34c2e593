import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineStylesPlugin } from './inline-styles-plugin';
import { createRemoteLoader, remoteFallbackPlugin } from './remote-loader';
import { provideRuntimeCore } from './runtime-core';

/** The shell's loader, backed by the federation runtime the webpack plugin set up. */
export const remoteLoader = createRemoteLoader({
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
});

/**
 * Called once at start-up with `remotes` from `/config.json`: provides the runtime core the remotes
 * run on, installs the fallback plugin and the one that keeps a server-rendered page's inline
 * stylesheets from being loaded again, and records the remote URLs. No remote is registered or
 * fetched here.
 */
export function setUpRemotes(remotes: Record<string, string>): void {
  provideRuntimeCore();
  registerPlugins([remoteFallbackPlugin(), inlineStylesPlugin()]);
  remoteLoader.configure(remotes);
}
