import {
  dropServerHead,
  fetchSsrMessages,
  inlineRuntimeConfig,
  matchesPath,
  SSR_ROUTES,
  ssrRouteFor,
  ssrMessagesFile,
  ssrState,
  startLocation,
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
      // A page of the visitor's own choosing, but its link may be shared: rendered (noindex).
      '/compare',
      // The public order tracking form: rendered (noindex), so it works before the scripts load.
      '/track',
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

  it('starts at the location the server rendered, else at the URL', () => {
    const at = (location: string, rendered?: unknown) => {
      const url = new URL(location, 'http://shop.test');
      return startLocation({
        location: { pathname: url.pathname, search: url.search },
        ...(rendered === undefined ? {} : { __SHOP_LOCATION__: rendered }),
      } as unknown as Window);
    };
    // A back from /reviews to /bn/reviews while the English page loaded.
    expect(at('/bn/reviews', '/reviews')).toEqual({ pathname: '/reviews', search: '' });
    expect(at('/shops', '/bn/shops?sort=price_asc&page=2')).toEqual({
      pathname: '/bn/shops',
      search: '?sort=price_asc&page=2',
    });
    expect(at('/bn/cart?x=1')).toEqual({ pathname: '/bn/cart', search: '?x=1' });
    expect(at('/cart', 42)).toEqual({ pathname: '/cart', search: '' });
    expect(at('/cart', 'https://elsewhere.test/')).toEqual({ pathname: '/cart', search: '' });
  });
});

describe('the page’s messages file', () => {
  const file = { language: 'bn', href: '/i18n/bn.AbC-12_xyz.json' };

  it('is named by the page, as a path of its own origin only', () => {
    expect(ssrMessagesFile({ __SHOP_I18N__: file })).toEqual(file);
    expect(ssrMessagesFile({})).toBeUndefined();
    for (const href of ['https://elsewhere.test/i18n/bn.json', '//elsewhere.test/x.json', 42]) {
      expect(ssrMessagesFile({ __SHOP_I18N__: { language: 'bn', href } })).toBeUndefined();
    }
    // The inline messages of an older page are not a file.
    expect(
      ssrMessagesFile({ __SHOP_I18N__: { language: 'bn', resources: { shell: {} } } }),
    ).toBeUndefined();
  });

  it('gives the messages, or nothing when they cannot be had', async () => {
    const answer = (body: string, status = 200) =>
      jest.fn().mockResolvedValue(new Response(body, { status })) as unknown as typeof fetch;
    const messages = { shell: { nav: { shops: 'দোকান' } } };
    const ok = answer(JSON.stringify(messages));
    await expect(fetchSsrMessages(file, ok)).resolves.toEqual(messages);
    expect(ok).toHaveBeenCalledWith(file.href);
    // A server that no longer has the file, a broken answer, no network: loaded the other way.
    await expect(fetchSsrMessages(file, answer('Not Found', 404))).resolves.toBeUndefined();
    await expect(fetchSsrMessages(file, answer('{"shell":'))).resolves.toBeUndefined();
    await expect(fetchSsrMessages(file, answer('[1]'))).resolves.toBeUndefined();
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(
      fetchSsrMessages(file, offline as unknown as typeof fetch),
    ).resolves.toBeUndefined();
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
