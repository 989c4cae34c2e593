import {
  dropServerHead,
  inlineRuntimeConfig,
  matchesPath,
  SSR_ROUTES,
  ssrRouteFor,
  ssrState,
} from './ssr-page';

describe('SSR_ROUTES', () => {
  it('are the public storefront routes, without the cart', () => {
    expect(SSR_ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/home',
      '/shops',
      '/product/:partId',
      '/reviews',
      '/dailyD',
      '/cService',
    ]);
    expect(new Set(SSR_ROUTES.map((route) => route.remote))).toEqual(new Set(['mfe_shop']));
  });
});

describe('ssrRouteFor', () => {
  it('finds the route and its remote page', () => {
    expect(ssrRouteFor('/')).toMatchObject({ expose: './HomePage' });
    expect(ssrRouteFor('/shops/')).toMatchObject({ expose: './ShopsPage' });
    expect(ssrRouteFor('/product/665f1e000000000000000001')).toMatchObject({
      expose: './ProductPage',
    });
  });

  it('leaves every other page to the browser', () => {
    for (const path of [
      '/cart',
      '/login',
      '/dashboard',
      '/dashboard/profile',
      '/product',
      '/shopsx',
      '/product/a/b',
    ]) {
      expect(ssrRouteFor(path)).toBeUndefined();
    }
  });

  it('does not match a malformed path', () => {
    expect(matchesPath('/product/:partId', '/product/%E0%A4%A')).toBe(false);
  });
});

describe('the page’s inline data', () => {
  it('is read from the window, and absent on a page without it', () => {
    const win = { __SHOP_CONFIG__: { apiUrl: '/api' }, __SHOP_STATE__: { api: { queries: {} } } };
    expect(inlineRuntimeConfig(win)).toEqual({ apiUrl: '/api' });
    expect(ssrState(win)).toEqual({ api: { queries: {} } });
    expect(inlineRuntimeConfig({})).toBeUndefined();
    expect(ssrState({ __SHOP_STATE__: null })).toBeUndefined();
  });
});

describe('dropServerHead', () => {
  it('removes the head tags the server moved into <head>, and nothing else', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title data-page-head>Shop | TechParts BD</title>' +
      '<link data-page-head rel="canonical" href="https://shop.example/shops">' +
      '<link rel="icon" href="/favicon.svg">';
    dropServerHead();
    expect(document.head.innerHTML).toBe(
      '<meta charset="utf-8"><link rel="icon" href="/favicon.svg">',
    );
  });
});
