// Async boundary: the federation runtime negotiates shared modules before any app code runs.
// The runtime config is requested now, while the shared modules download, rather than after them;
// a page from the shell's server carries it inline (`window.__SHOP_CONFIG__`, see ssr-page.ts),
// and then nothing is requested.
import { oneTaskEach } from './next-task';
import { requestRuntimeConfig } from './runtime-config-request';

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;

const config = '__SHOP_CONFIG__' in window ? undefined : requestRuntimeConfig();

/**
 * Opens the page's localStorage (the cart, the remembered language): its first use is a
 * synchronous call to the browser process, which took up to 29 ms of waiting during a first visit
 * on a 2-core machine. Here it is a task with nothing else in it, not part of the app's start.
 */
function openStorage(): void {
  try {
    void window.localStorage?.length;
  } catch {
    // Storage refused (a privacy setting): the app reads it defensively too.
  }
}

/**
 * Loads the app, one step per task. Starting the federation runtime (this file's task), opening
 * storage, initialising the shared modules' scope and asking for each shared library were each
 * long enough on a phone to block a tap when they ran as one or two tasks. The shared libraries the
 * app starts with are evaluated each as soon as its files have arrived, in the task that ran them;
 * imported only through `./bootstrap`, all of them would be evaluated with the app in one task,
 * that of the file arriving last (React DOM's renderer).
 */
const loadApp = () =>
  oneTaskEach([
    openStorage,
    // A failure here shows again, and is reported, where the app's modules are asked for.
    () => __webpack_init_sharing__('default').catch(() => undefined),
    () => void import('@shop/i18n').catch(() => undefined),
    () => void import('@shop/api-client').catch(() => undefined),
    () => void import('@shop/router').catch(() => undefined),
    // Named, so its stylesheet is `app.<hash>.css`, which the SSR handler inlines.
    () => import(/* webpackChunkName: "app" */ './bootstrap').then(({ start }) => start(config)),
  ]);

setTimeout(() => void loadApp(), 0);
