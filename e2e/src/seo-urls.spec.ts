/**
 * Bengali has its own URLs (`/bn/…`, server-rendered in Bengali, reachable with
 * JavaScript off), the language switch moves between them and the cookie remembers the choice;
 * `/sitemap.xml` lists every product on sale in both languages (an archived one leaves it) and
 * `/robots.txt` keeps the private pages out; unknown paths and missing products answer 404 with
 * the shop's pages, without a developer toast or a console error; the page with JavaScript off.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { AuthAnswer, Part, ProductDetails } from '@shop/contracts';
import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS } from './support/accounts';

const PRODUCT_ID = NEW_ARRIVAL_PART_IDS[0];

async function apiLogin(request: APIRequestContext, role: 'customer' | 'admin'): Promise<string> {
  const { email, password } = ACCOUNTS[role];
  const answer = await request.post(`${shop.apiUrl}/auth/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AuthAnswer).accessToken;
}

/**
 * An archived product: the admin adds one, the customer orders it, the admin deletes it — an
 * ordered product is archived (kept for its order, gone from the storefront).
 */
async function archivedProduct(request: APIRequestContext): Promise<string> {
  const admin = { Authorization: `Bearer ${await apiLogin(request, 'admin')}` };
  const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#37a' } })
    .png()
    .toBuffer();
  const uploaded = await request.post(`${shop.apiUrl}/images`, {
    headers: admin,
    multipart: { image: { name: 'part.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const img = ((await uploaded.json()) as { data: { url: string } }).data.url;
  const created = await request.post(`${shop.apiUrl}/part`, {
    headers: admin,
    data: {
      name: `Sitemap Test Router ${Date.now()}`,
      price: '1450',
      quantity: '5',
      description: 'A router the sitemap test archives.',
      img,
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId: partId } = (await created.json()) as { insertedId: string };

  const customer = { Authorization: `Bearer ${await apiLogin(request, 'customer')}` };
  const booked = await request.post(`${shop.apiUrl}/booking`, {
    headers: customer,
    data: {
      partsId: partId,
      quantity: 1,
      name: ACCOUNTS.customer.name,
      phone: '01812345678',
      address: 'House 3, Road 9, Banani',
      district: 'Dhaka',
      paymentMethod: 'cod',
    },
  });
  expect(booked.status()).toBe(201);
  const deleted = await request.delete(`${shop.apiUrl}/part/${partId}`, { headers: admin });
  expect(await deleted.json()).toEqual({ deletedCount: 1, archived: true });
  return partId;
}

/** A page as the server sent it: no script runs. */
async function withoutJavaScript(browser: Browser, url: string, status = 200): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(status);
  return page;
}

/** Console errors and toasts a visitor would see; the 404 of the page itself is expected. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Chromium reports the document's own 404 status; that is the point of the test.
    if (/status of 404/.test(message.text()) && url === page.url()) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test.describe('Bengali URLs', () => {
  test('/bn/product/<id> with JavaScript off is the Bengali page, links kept under /bn', async ({
    browser,
    request,
  }) => {
    const part = (await (
      await request.get(`${shop.apiUrl}/product/${PRODUCT_ID}`)
    ).json()) as ProductDetails;
    const page = await withoutJavaScript(browser, `${shop.url}/bn/product/${PRODUCT_ID}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Its Bengali name, where the shop wrote one.
    await expect(page.locator('main h1')).toHaveText(part.nameBn ?? part.name);
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await expect(nav.getByRole('link', { name: 'দোকান' })).toHaveAttribute('href', '/bn/shops');
    await expect(nav.getByRole('link', { name: 'লগ ইন' })).toHaveAttribute('href', '/bn/login');
    await page.context().close();
  });

  test('English URLs are English for a crawler; a visitor who chose Bengali goes to /bn', async ({
    request,
  }) => {
    const crawler = await request.get(`${shop.url}/shops?sort=price_asc`, {
      headers: { Accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(crawler.status()).toBe(200);
    expect(await crawler.text()).toContain('<html lang="en"');
    expect(crawler.headers().vary).toMatch(/Cookie/);

    const remembered = await request.get(`${shop.url}/shops?sort=price_asc`, {
      headers: { Accept: 'text/html', Cookie: 'lang=bn' },
      maxRedirects: 0,
    });
    expect(remembered.status()).toBe(302);
    expect(remembered.headers().location).toBe('/bn/shops?sort=price_asc');
  });

  test('the switch moves between the URLs of the same page, back and forward follow', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/shops?sort=price_asc`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const switcher = page.getByRole('group', { name: 'Language' });
    await switcher.getByRole('button', { name: 'বাংলা' }).click();

    await expect(page).toHaveURL(`${shop.url}/bn/shops?sort=price_asc`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main h1').first()).toHaveText(
      'অসাধারণ সব পণ্যের এক বিশাল জগৎ ঘুরে দেখুন!',
    );
    // In-app links keep the language.
    await page
      .getByRole('navigation', { name: 'প্রধান' })
      .getByRole('link', { name: 'রিভিউ' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/bn/reviews`);
    // A reload is rendered by the server in Bengali: the URL says so.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await page
      .getByRole('group', { name: 'ভাষা' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/reviews`);
    await expect(page.locator('main h1').first()).toHaveText('What our customer say');
    // The cookie remembers English: the English URL stays English.
    await page.goto(`${shop.url}/shops`);
    await expect(page).toHaveURL(`${shop.url}/shops`);

    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/reviews`);
    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/bn/reviews`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main h1').first()).toHaveText('আমাদের গ্রাহকেরা যা বলেন');
    expect(errors).toEqual([]);
  });

  test('a back across languages while the page still loads: it hydrates quietly, then follows', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/bn/reviews`);
    await expect(page.locator('main h1').first()).toHaveText('আমাদের গ্রাহকেরা যা বলেন');
    await page
      .getByRole('group', { name: 'ভাষা' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/reviews`);
    await page.goto(`${shop.url}/shops`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // The shell's scripts after main.js wait until both backs are done: the second back lands
    // before the page has started (the race a slow phone meets by chance).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) =>
        url.origin === new URL(shop.url).origin && /\/(?!main\.)[^/]+\.js$/.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('main h1').first()).toHaveText('What our customer say');
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(`${shop.url}/bn/reviews`);
    release();

    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main h1').first()).toHaveText('আমাদের গ্রাহকেরা যা বলেন');
    await expect(
      page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'দোকান' }),
    ).toHaveAttribute('href', '/bn/shops');
    expect(errors).toEqual([]);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists the products on sale in both languages; an archived one leaves it', async ({
    request,
  }) => {
    const archived = await archivedProduct(request);
    const answer = await request.get(`${shop.url}/sitemap.xml`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    const origin = new URL(shop.url).origin;
    for (const loc of [
      `${origin}/`,
      `${origin}/bn`,
      `${origin}/shops`,
      `${origin}/bn/shops`,
      `${origin}/product/${PRODUCT_ID}`,
      `${origin}/bn/product/${PRODUCT_ID}`,
    ])
      expect(xml).toContain(`<loc>${loc}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(xml).toContain(`hreflang="bn" href="${origin}/bn/product/${PRODUCT_ID}"`);
    const parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
    for (const part of parts) expect(xml).toContain(`/product/${part._id}</loc>`);
    expect(xml).not.toContain(archived);
  });

  test('robots.txt keeps the private pages and the API out and names the sitemap', async ({
    request,
  }) => {
    const robots = await (await request.get(`${shop.url}/robots.txt`)).text();
    for (const path of ['/dashboard', '/login', '/signup', '/cart', '/bn/dashboard', '/bn/cart'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${new URL(shop.url).origin}/sitemap.xml`);
    // The remotes' files, on their own origins.
    const remote = await (
      await request.get(`${new URL(shop.dashboardUrl).origin}/robots.txt`)
    ).text();
    expect(remote).toBe('User-agent: *\nDisallow: /\n');
  });
});

test.describe('real status codes', () => {
  let archived = '';
  test.beforeAll(async ({ request }) => {
    archived = await archivedProduct(request);
  });

  for (const [path, heading] of [
    ['/no-such-page', 'We couldn’t find that page'],
    ['/bn/no-such-page', 'পেজটি খুঁজে পাওয়া যায়নি'],
  ] as const) {
    test(`${path} answers 404 with the not-found page, hydrated without an error`, async ({
      page,
      browser,
    }) => {
      const html = await withoutJavaScript(browser, `${shop.url}${path}`, 404);
      await expect(html.locator('main h1')).toHaveText(heading);
      // Its title says so in its language; search engines are asked not to index it.
      await expect(html).toHaveTitle(`${heading} | TechParts BD`);
      await expect(html.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await html.context().close();

      const errors = watchConsole(page);
      const response = await page.goto(`${shop.url}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(`${heading} | TechParts BD`);
      // The shell's own page is live once the root has hydrated: its taps and links are not held
      // for the 10 s a remote page may take.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 4_000 });
      expect(errors).toEqual([]);
    });
  }

  for (const [name, id] of [
    ['malformed', () => 'abc'],
    ['unknown', () => '000000000000000000000000'],
    ['archived', () => archived],
  ] as const) {
    test(`a ${name} product id answers 404 'Product not found', no toast, no console error`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const response = await page.goto(`${shop.url}/product/${id()}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
      // The shop's not-found picture and a few products instead of a dead end.
      await expect(page.getByRole('img', { name: 'Product not found' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'On sale now' }).getByTestId('product-card').first(),
      ).toBeVisible();
      // Hydrated: the page answers clicks (its link to the shop).
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
      expect(errors).toEqual([]);
      await page.getByRole('link', { name: 'Back to the shop' }).click();
      await expect(page).toHaveURL(`${shop.url}/shops`);
    });
  }

  test('/bn/product/<unknown id> at 390 px: 404, the picture, the way back and products, in Bengali', async ({
    page,
    browser,
  }) => {
    const html = await withoutJavaScript(
      browser,
      `${shop.url}/bn/product/000000000000000000000000`,
      404,
    );
    await expect(html.getByRole('heading', { level: 1, name: 'পণ্যটি পাওয়া যায়নি' })).toBeVisible();
    await expect(html.getByRole('img', { name: 'পণ্যটি পাওয়া যায়নি' })).toBeVisible();
    await html.context().close();

    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(`${shop.url}/bn/product/000000000000000000000000`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('img', { name: 'পণ্যটি পাওয়া যায়নি' })).toBeVisible();
    const more = page.getByRole('region', { name: 'এখন বিক্রি হচ্ছে' });
    await expect(more.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole('link', { name: 'দোকানে ফিরে যান' }).click();
    await expect(page).toHaveURL(`${shop.url}/bn/shops`);
  });

  test('a client-rendered page still answers 200 with the shell', async ({ request }) => {
    for (const path of ['/cart', '/login', '/bn/login', '/dashboard/profile']) {
      const answer = await request.get(`${shop.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(`${path} ${answer.status()}`).toBe(`${path} 200`);
    }
  });
});

test.describe('JavaScript off', () => {
  test('the home page: no "needs JavaScript" line, the Bengali tagline and the Login link', async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser, shop.url);
    await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
    // The first thing in the page is the header.
    expect(await page.evaluate(() => document.body.innerText.trim().startsWith('needs'))).toBe(
      false,
    );
    await expect(page.getByTestId('hero-typing')).toHaveText(
      'অরিজিনাল গ্যাজেট, ৭২ ঘণ্টায় আপনার দরজায়',
    );
    await expect(page.getByTestId('hero-typing')).toBeVisible();
    const login = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', '/login');
    await page.context().close();
  });

  test('a page that needs JavaScript says so, styled, in its URL’s language', async ({
    browser,
  }) => {
    const english = await withoutJavaScript(browser, `${shop.url}/cart`);
    const message = english.locator('.noscript-message:visible');
    await expect(message).toHaveCount(1);
    await expect(message).toContainText('This page needs JavaScript');
    expect(await message.evaluate((p) => getComputedStyle(p).borderTopStyle)).toBe('solid');
    await english.context().close();

    const bengali = await withoutJavaScript(browser, `${shop.url}/bn/cart`);
    await expect(bengali.locator('.noscript-message:visible')).toContainText('জাভাস্ক্রিপ্ট');
    await bengali.context().close();
  });
});
