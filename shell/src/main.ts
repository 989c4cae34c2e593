// Async boundary: the federation runtime negotiates shared modules before any app code runs.
// The runtime config is requested now, while the shared modules download, rather than after them;
// a page from the shell's server carries it inline (`window.__SHOP_CONFIG__`, see ssr-page.ts),
// and then nothing is requested.
import { requestRuntimeConfig } from './runtime-config-request';

const config = '__SHOP_CONFIG__' in window ? undefined : requestRuntimeConfig();
// Named, so its stylesheet is `app.<hash>.css`, which the SSR handler inlines.
void import(/* webpackChunkName: "app" */ './bootstrap').then(({ start }) => start(config));
