// What the federation SDK's `env.js` is replaced with in the production browser builds
// (`federationEnvReplacement` in tools/webpack). The SDK's own `isDebugMode` reads
// `localStorage.FEDERATION_DEBUG` while the runtime starts, inside the shell's first script: the
// page's first use of localStorage, a synchronous call to the browser process that took 0.6–17 ms
// there during a first visit on a 2-core machine. Here the runtime's debug mode is a build switch
// (`FEDERATION_DEBUG=1 npm run build`, defined by webpack), and the rest is the SDK's code.

// Defined by webpack (the federation plugin and `federationEnvReplacement`), or the browser's.
/* global ENV_TARGET, FEDERATION_DEBUG, window, navigator */
export const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined'
    ? ENV_TARGET === 'web'
    : typeof window !== 'undefined' && typeof window.document !== 'undefined';

export function isBrowserEnv() {
  return isBrowserEnvValue;
}

export function isReactNativeEnv() {
  return typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
}

export function isDebugMode() {
  return typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
}

export const getProcessEnv = function () {
  return typeof process !== 'undefined' && process.env ? process.env : {};
};
