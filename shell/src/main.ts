// Async boundary: the federation runtime negotiates shared modules before any app code runs.
// The runtime config is requested now, while the shared modules download, rather than after them;
// a page from the shell's server carries it inline (`window.__SHOP_CONFIG__`, see ssr-page.ts),
// and then nothing is requested.
import { requestRuntimeConfig } from './runtime-config-request';

const config = '__SHOP_CONFIG__' in window ? undefined : requestRuntimeConfig();

/**
 * Loads the app. The shared libraries it starts with are evaluated each as soon as its files have
 * arrived, in the task that ran them; imported only through `./bootstrap`, all of them would be
 * evaluated with the app in one task, that of the file arriving last (React DOM's renderer).
 */
function loadApp(): void {
  void import('@shop/i18n').catch(() => undefined);
  void import('@shop/api-client').catch(() => undefined);
  void import('@shop/router').catch(() => undefined);
  // Named, so its stylesheet is `app.<hash>.css`, which the SSR handler inlines.
  void import(/* webpackChunkName: "app" */ './bootstrap').then(({ start }) => start(config));
}

// In a task of its own: starting the federation runtime (this file's task) and negotiating every
// shared module with it are each long enough on a phone to block a tap.
setTimeout(loadApp, 0);
