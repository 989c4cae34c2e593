// Async boundary: the federation runtime negotiates shared modules before any app code runs.
// The runtime config is requested now, while the shared modules download, rather than after them.
import { requestRuntimeConfig } from './runtime-config-request';

const config = requestRuntimeConfig();
void import('./bootstrap').then(({ start }) => start(config));
