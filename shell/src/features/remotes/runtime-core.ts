/**
 * The federation runtime core the remotes run on. The remotes are built with
 * `experiments.externalRuntime` (tools/webpack): their `remoteEntry.js` leaves
 * `@module-federation/runtime-core` out (≈ 11 KB gz each) and reads it from
 * `window._FEDERATION_RUNTIME_CORE`, which the shell, the only host, sets before it registers any
 * remote.
 *
 * Module Federation's own `provideExternalRuntime` sets it to the whole core (`import * as`), which
 * defeats tree-shaking and cost the shell 22 KB gz more than the remote saved (measured with
 * `npm run bench:web`). Here it is exactly the exports the remotes' bundler runtime imports from
 * the core (`@module-federation/runtime` and `webpack-bundler-runtime` 2.9.2), all of which the
 * shell's own runtime already contains: nothing is added to the shell.
 */
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime/core';

/** The global the remotes' runtime reads its core from (Module Federation's external name). */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** What a remote built with `externalRuntime` reads from the core. */
export const REMOTE_RUNTIME_CORE = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** Sets the core for the remotes, once, before any remote entry runs. */
export function provideRuntimeCore(target: object = globalThis): void {
  const global = target as Record<string, unknown>;
  global[RUNTIME_CORE_GLOBAL] ??= REMOTE_RUNTIME_CORE;
}
