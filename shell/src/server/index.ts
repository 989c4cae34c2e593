/**
 * Entry of the shell's server build (`dist-server/main.js`, CommonJS, never served): what the web
 * server's SSR handler (web-server/src/ssr.ts) calls, through the render contract in
 * @shop/contracts. `render` goes through an async boundary first: the federation runtime sets up
 * the shared modules before the app's code loads. `ssrRouteFor` uses no shared module.
 */
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult } from './render';
export { ssrRouteFor } from '../ssr-page';
/** Inline at the top of a server-rendered page: holds taps until it hydrates (`early-taps.ts`). */
export { EARLY_TAPS_SCRIPT as earlyTapsScript } from '../early-taps';

export async function render(request: RenderRequest): Promise<RenderResult | null> {
  const { render: renderPage } = await import('./render');
  return renderPage(request);
}
