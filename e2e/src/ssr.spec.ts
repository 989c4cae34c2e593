/**
 * Server-side rendering of the public routes: the first HTML already holds each page's content
 * (read here with JavaScript off), the browser hydrates that HTML without a console error, without
 * the remote's spinner and without replacing it, and a storefront remote that is down still ends
 * in the fallback (the server then answers the plain page).
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { startStaticServer } from '@shop/web-server';
import { freePort, REPO_ROOT } from '@shop/tools/stack';
import { shop } from './env';

/** A price's digits as any of the shop's formats shows them (`4299` → `4,299`, `৳4,299`). */
const priceDigits = (price: number) => new RegExp(String(price).split('').join(',?'));

/** The page as the server sent it: no script runs. */
async function withoutJavaScript(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return page;
}

let parts: Part[] = [];

test.beforeAll(async ({ request }) => {
  parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
  expect(parts.length).toBeGreaterThan(0);
});

/** The spec's headings of the public pages (English, no language chosen). */
const HEADINGS: Array<{ path: string; heading: string }> = [
  { path: '/', heading: 'Gadgets and parts you can trust, at your door in 72 hours' },
  { path: '/home', heading: 'Gadgets and parts you can trust, at your door in 72 hours' },
  { path: '/shops', heading: 'Explore a Universe of Extraordinary Finds!' },
  { path: '/reviews', heading: 'What our customer say' },
  { path: '/dailyD', heading: "Today's Best Deals" },
  { path: '/cService', heading: 'Contact Us' },
];

test.describe('the first HTML, without JavaScript', () => {
  for (const { path: route, heading } of HEADINGS) {
    test(`${route} holds its heading`, async ({ browser }) => {
      const page = await withoutJavaScript(browser, `${shop.url}${route}`);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await page.context().close();
    });
  }

  for (const route of ['/', '/shops']) {
    test(`${route} lists products with their names and prices`, async ({ browser }) => {
      const page = await withoutJavaScript(browser, `${shop.url}${route}`);
      const cards = page.getByTestId('product-card');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        // The whole name (a long one is cut to the spec's 70 characters, whole beside the cut).
        const name = await card
          .locator('.product-tile__name')
          .evaluate((el) => (el.querySelector('.cut-name__full') ?? el).textContent);
        const part = parts.find((p) => p.name === name);
        expect(part, `a product named ${name}`).toBeDefined();
        await expect(card.locator('.price-tag__price')).toHaveText(priceDigits(part!.price));
      }
      await page.context().close();
    });
  }

  test('a product page holds the name, price and stock', async ({ browser }) => {
    // Sold in one variant: its stock is the product's (a variant's page shows the variant's).
    const part = parts.find((p) => p.quantity > 0 && p.variantCount === undefined) ?? parts[0];
    const page = await withoutJavaScript(browser, `${shop.url}/product/${part._id}`);
    await expect(page.locator('main h1')).toHaveText(part.name);
    await expect(page.locator('.product-page .price-tag__price')).toHaveText(
      priceDigits(part.price),
    );
    await expect(page.getByTestId('stock')).toContainText(String(part.quantity));
    await page.context().close();
  });

  test('the page carries the runtime config, and the CSP allows exactly its inline scripts', async ({
    request,
  }) => {
    const response = await request.get(`${shop.url}/shops`, { headers: { Accept: 'text/html' } });
    const html = await response.text();
    expect(html).toMatch(/<script\b[^>]*>window.__SHOP_CONFIG__=/);
    // A page from the page cache is shared between visitors: its inline scripts are allowed by
    // their hashes, not by a nonce (a nonce must never be served twice).
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, text] of scripts) {
      const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
      const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(
        nonce ? policy.includes(`'nonce-${nonce}'`) : policy.includes(hash),
        `inline script ${text.slice(0, 60)}… allowed by ${policy}`,
      ).toBe(true);
    }
    const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Preload hints for the storefront remote's entry and the page's chunks.
    // (at low priority: the page is drawn from the HTML; these only hydrate it)
    expect(html).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="[^"]+\/remoteEntry\.js">/,
    );
    expect(html).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="[^"]+__federation_expose_ShopsPage/,
    );
    // The messages are a file of their own, named and preloaded, which the browser keeps across
    // pages: not in the page again for each page.
    const messages =
      /window\.__SHOP_I18N__=\{"language":"en","href":"(\/i18n\/en\.[\w-]+\.json)"\}/.exec(
        html,
      )?.[1];
    expect(messages).toBeDefined();
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${messages}">`,
    );
    const file = await request.get(`${shop.url}${messages}`);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const texts = (await file.json()) as Record<string, unknown>;
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'shell', 'shop']));
  });

  test('routes the server does not render stay client-rendered', async ({ request }) => {
    const html = await (
      await request.get(`${shop.url}/login`, { headers: { Accept: 'text/html' } })
    ).text();
    // Nothing rendered in #root but the template's message for a visitor without JavaScript.
    expect(html).toMatch(/<div id="?root"?><noscript>[^]*<\/noscript><\/div>/);
    expect(html).toContain('window.__SHOP_CONFIG__=');
    expect(html).not.toContain('window.__SHOP_STATE__=');
  });
});

/** Records, from before the page's first script, what hydration must not do. */
async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen = { spinner: false, heading: null as Element | null };
    (window as unknown as { __ssrSeen: typeof seen }).__ssrSeen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && node.querySelector('.remote-loading, .spinner')) {
            seen.spinner = true;
          }
          if (node instanceof Element && node.matches('.remote-loading, .spinner')) {
            seen.spinner = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.heading = document.querySelector('main h1');
    });
  });
  return messages;
}

/** Whether React has taken over the server's heading element (hydration, not a new render). */
const hydratedSameHeading = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __ssrSeen: { heading: Element | null } }).__ssrSeen;
    const now = document.querySelector('main h1');
    const reactOwned = now !== null && Object.keys(now).some((key) => key.startsWith('__react'));
    return reactOwned && seen.heading === now;
  });

test.describe('hydration', () => {
  const routes = () => [
    '/',
    '/shops',
    `/product/${parts[0]._id}`,
    '/reviews',
    '/dailyD',
    '/cService',
  ];

  test('keeps the server HTML, shows no spinner and logs nothing', async ({ page }) => {
    const messages = await watchHydration(page);
    for (const route of routes()) {
      await page.goto(`${shop.url}${route}`);
      await expect.poll(() => hydratedSameHeading(page), { message: route }).toBe(true);
      await page.waitForLoadState('networkidle');
      const spinner = await page.evaluate(
        () => (window as unknown as { __ssrSeen: { spinner: boolean } }).__ssrSeen.spinner,
      );
      expect(spinner, `${route} showed a spinner`).toBe(false);
    }
    expect(messages).toEqual([]);
  });

  test('shows the same products before and after hydration, without fetching them again', async ({
    page,
    browser,
  }) => {
    const before = await withoutJavaScript(browser, `${shop.url}/shops`);
    const serverCards = await before.getByTestId('product-card').allInnerTexts();
    await before.context().close();

    const messages = await watchHydration(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(shop.apiUrl) && !request.url().includes('/auth/')) {
        apiCalls.push(request.url());
      }
    });
    await page.goto(`${shop.url}/shops`);
    await expect.poll(() => hydratedSameHeading(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('product-card').allInnerTexts()).toEqual(serverCards);
    expect(apiCalls).toEqual([]);
    expect(messages).toEqual([]);
  });
});

test('the server build is not downloadable; the storefront remote’s server container is (by design)', async ({
  request,
}) => {
  // The shell renders with shell/dist-server/main.js, which is not under the served shell/dist.
  for (const file of ['/server/main.js', '/dist-server/main.js', '/main.js']) {
    const response = await request.get(`${shop.url}${file}`);
    expect(`${file} → ${response.status()}`).toBe(`${file} → 404`);
  }
  // The remote's server container is the storefront's page code built for Node, fetched by the
  // shell's renderer from the remote's URL (see docs/architecture.md, "Server rendering of the public routes").
  const remoteEntry = new URL('server/remoteEntry.js', shop.runtimeConfig.remotes.mfe_shop);
  expect((await request.get(remoteEntry.href)).status()).toBe(200);
});

test('an unreadable lang cookie renders the page in English instead of the empty shell', async ({
  request,
}) => {
  for (const cookie of [
    'lang=%ZZ',
    `pad=${'x'.repeat(10 * 1024)}; lang=%E0%A4`,
    'lang=%ZZ; lang=bn',
  ]) {
    const response = await request.get(`${shop.url}/shops`, {
      headers: { Accept: 'text/html', Cookie: cookie },
    });
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en"/i);
    expect(html).toContain('product-card');
  }
});

test('a link with tracking parameters gets the shared page, which echoes none of them and hydrates quietly', async ({
  page,
  request,
}) => {
  const route = '/shops?utm_source=e2e&sort=price_asc&fbclid=E2EclickOne';
  const first = await (await request.get(`${shop.url}${route}`)).text();
  const other = await (
    await request.get(`${shop.url}/shops?fbclid=E2EclickTwo&sort=price_asc&utm_medium=social`)
  ).text();
  // One page for both visitors (the page cache's), carrying neither visitor's parameters.
  expect(other).toBe(first);
  expect(first).not.toMatch(/E2Eclick|utm_/);
  expect(first).toContain('window.__SHOP_LOCATION__="/shops?sort=price_asc"');

  const messages = await watchHydration(page);
  await page.goto(`${shop.url}${route}`);
  await expect.poll(() => hydratedSameHeading(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  // The address keeps what the visitor came with (analytics read it in the browser).
  expect(page.url()).toBe(`${shop.url}${route}`);
  expect(messages).toEqual([]);
});

test('a page rendered in Bengali (the remembered language) hydrates in Bengali, quietly', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: 'bn', url: shop.url }]);
  const page = await context.newPage();
  const messages = await watchHydration(page);
  for (const route of ['/', '/shops', `/product/${parts[0]._id}`]) {
    const response = await page.goto(`${shop.url}${route}`);
    // The server rendered it in Bengali: `lang` is in the HTML it sent.
    expect(await response!.text()).toMatch(/^<!doctype html><html lang="bn"/i);
    await expect.poll(() => hydratedSameHeading(page), { message: route }).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  }
  expect(messages).toEqual([]);
  await context.close();
});

/**
 * A second shell (its production build) on the spare port: the running shop's runtime config, but
 * the storefront remote's manifest at `mfeShopManifest`.
 */
async function startSpareShell(
  mfeShopManifest: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const config = shop.runtimeConfig;
  config.remotes.mfe_shop = mfeShopManifest;
  const server = await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: config,
  });
  return { url: `http://localhost:${server.port}`, close: () => server.close() };
}

test('with the storefront remote down the server answers the plain page and the fallback shows', async ({
  page,
  request,
}) => {
  const shell = await startSpareShell(`http://localhost:${await freePort()}/mf-manifest.json`);
  try {
    const html = await (
      await request.get(`${shell.url}/shops`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).not.toContain('product-card');
    expect(html).not.toContain('window.__SHOP_STATE__=');

    await page.goto(`${shell.url}/shops`);
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell around it still works.
    await expect(page.getByRole('link', { name: 'Shops', exact: true }).first()).toBeVisible();
  } finally {
    await shell.close();
  }
});

test('a storefront remote too slow for one render is server-rendered again once it answers', async ({
  request,
}) => {
  // A proxy in front of the storefront remote: the first load of its server container takes
  // longer than a render waits (SERVER_REMOTE_TIMEOUT_MS, 5 s), every later request is at once.
  const remote = new URL(shop.runtimeConfig.remotes.mfe_shop);
  let slowUntil = 0;
  const proxy = createServer((incoming, answer) => {
    const slow = incoming.url?.startsWith('/server/');
    if (slow && slowUntil === 0) slowUntil = Date.now() + 6_500;
    const wait = slow ? Math.max(0, slowUntil - Date.now()) : 0;
    setTimeout(() => {
      const forwarded = httpRequest(
        {
          host: remote.hostname,
          port: remote.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (upstream) => {
          answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(answer);
        },
      );
      forwarded.on('error', () => answer.destroy());
      incoming.pipe(forwarded);
    }, wait);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;
  const shell = await startSpareShell(`http://localhost:${proxyPort}/mf-manifest.json`);
  try {
    const shops = async () =>
      (
        await request.get(`${shell.url}/shops`, {
          headers: { Accept: 'text/html' },
        })
      ).text();
    // The render that waited 5 s answers the plain page (the browser loads the remote itself).
    expect(await shops()).not.toContain('window.__SHOP_STATE__=');
    // Once the remote answers, pages are rendered on the server again, for good.
    await expect
      .poll(shops, { timeout: 30_000, intervals: [1_000] })
      .toContain('window.__SHOP_STATE__=');
    for (let i = 0; i < 3; i += 1) expect(await shops()).toContain('product-card');
  } finally {
    await shell.close();
    proxy.close();
  }
});
