import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { releaseFallbackPlugin } from './fallback-plugin';
import { inlineStylesPlugin } from './inline-styles-plugin';
import type { SendBeacon } from './release-beacon';
import { createRemoteLoader, remoteFallbackPlugin } from './remote-loader';
import { provideRuntimeCore } from './runtime-core';

/** The shell's loader, backed by the federation runtime the webpack plugin set up. */
export const remoteLoader = createRemoteLoader({
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: (id) => loadRemote(id),
});

/**
 * Called once at start-up with `remotes` from `/config.json`: provides the runtime core the remotes
 * run on, installs the fallback plugins (the last known good release of `lastKnownGood`, then the
 * error boundary) and the one that keeps a server-rendered page's inline stylesheets from being
 * loaded again, and records the remote URLs. No remote is registered or fetched here.
 */
export function setUpRemotes(
  remotes: Record<string, string>,
  releases: { lastKnownGood?: Record<string, string>; send: SendBeacon } = { send: () => {} },
): void {
  provideRuntimeCore();
  registerPlugins([
    remoteFallbackPlugin(),
    inlineStylesPlugin(),
    // After remoteFallbackPlugin: its answer replaces the fallback module when it loads one.
    releaseFallbackPlugin({
      lastKnownGood: releases.lastKnownGood ?? {},
      send: releases.send,
      onFallback: (remote, entry) => remoteLoader.configure({ [remote]: entry }),
    }),
  ]);
  remoteLoader.configure(remotes);
}
