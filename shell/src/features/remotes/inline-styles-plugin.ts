/**
 * A server-rendered page carries its route's stylesheets inline, each `<style data-href="<url>">`
 * (web-server/src/ssr.ts), which webpack's CSS chunk loading recognises. The federation
 * runtime does not: loading an exposed module through a remote's manifest preloads the module's
 * stylesheets as `<link rel="stylesheet">`, so the home page's CSS was downloaded and applied a
 * second time right after hydration — a style recalculation and a layout of the whole page
 * (TBT). This plugin leaves the stylesheets the page already has out of that preload;
 * every other asset, and every stylesheet on a page rendered in the browser, is preloaded as before.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Whether the page already holds the stylesheet at `url` inline. */
export function hasInlineStylesheet(url: string, root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll('style[data-href]')).some(
    (style) => style.getAttribute('data-href') === url,
  );
}

export function inlineStylesPlugin(root?: ParentNode): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-inline-styles',
    beforePreloadRemote({ preloadOps }) {
      for (const options of preloadOps) {
        const filter = options.filter;
        // The preload's `filter` sees each asset's absolute URL, scripts and stylesheets alike.
        options.filter = (url) => !hasInlineStylesheet(url, root) && (filter ? filter(url) : true);
      }
    },
  };
}
