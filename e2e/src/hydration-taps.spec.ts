/**
 * Taps during hydration are never lost: on a server-rendered page, with the CPU slowed
 * 4×, each control is tapped as soon as it is visible — before the page has hydrated, which the
 * test checks at the moment of the tap — and the tap must take effect once the page is live.
 *
 * So that the tap always lands before hydration (on this machine the scripts can be faster than
 * Playwright's tap), the page's scripts are held back until the tap was made: a slow connection,
 * at its worst.
 *
 * Once per control here; `npm run bench:taps` runs this file 20 times and counts lost taps.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';

/** `<html data-hydrated>`: set by the shell once its root has hydrated (shell/src/early-taps.ts). */
const HYDRATED = 'data-hydrated';

/**
 * Slows the CPU 4×, holds every script until `tapped()` is called, and records for every click
 * whether the page had hydrated when it happened (a capturing listener that runs before the
 * page's own).
 */
async function slowPage(page: Page): Promise<{ tapped: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let tapped!: () => void;
  const gate = new Promise<void>((resolve) => (tapped = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  await page.addInitScript((attribute) => {
    const record: boolean[] = [];
    (window as unknown as { __tapsHydrated: boolean[] }).__tapsHydrated = record;
    window.addEventListener(
      'click',
      () => record.push(document.documentElement.hasAttribute(attribute)),
      true,
    );
  }, HYDRATED);
  return { tapped };
}

/** The page's clicks so far: was each before hydration? */
const tapsBeforeHydration = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __tapsHydrated: boolean[] }).__tapsHydrated.map((done) => !done),
  );

// A loaded CI machine (the API's tests and the fuzzer beside the browser) can take longer than
// the usual 15 s to hydrate; how fast it hydrates is the benchmarks' business, not this test's.
const hydrated = (page: Page) =>
  expect(page.locator(`html[${HYDRATED}]`)).toHaveCount(1, { timeout: 45_000 });

let product: Part;

test.beforeAll(async ({ request }) => {
  const parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];
  product = parts.find((part) => part.quantity > 2) ?? parts[0];
});

test.use({ hasTouch: true });

test.describe('a tap before the page hydrated takes effect', () => {
  let tapped: () => void;
  test.beforeEach(async ({ page }) => {
    ({ tapped } = await slowPage(page));
  });

  test("the product's 'Why Choose' summary opens and stays open", async ({ page }) => {
    await page.goto(`${shop.url}/product/${product._id}`, { waitUntil: 'commit' });
    const summary = page.locator('.product-page__why summary');
    await summary.tap();
    tapped();
    expect(await tapsBeforeHydration(page)).toEqual([true]);
    await hydrated(page);
    await expect(page.locator('.product-page__why')).toHaveAttribute('open', '');
    await expect(page.locator('.product-page__why li').first()).toBeVisible();
  });

  test('Add to cart adds the product', async ({ page }) => {
    await page.goto(`${shop.url}/product/${product._id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    tapped();
    expect(await tapsBeforeHydration(page)).toEqual([true]);
    await hydrated(page);
    await expect(page.getByText('1 in your cart.')).toBeVisible();
  });

  test("Add to cart on a listing's card that waits to hydrate adds the product", async ({
    page,
  }) => {
    // A card below the first ones hydrates only when it nears the screen or is used
    // (DeferredHydration): the replayed tap is what makes React hydrate it, which React cannot do
    // from inside the effect that hands the page over.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${shop.url}/shops`, { waitUntil: 'commit' });
    const add = page
      .locator('.deferred-hydration')
      .getByRole('button', { name: /^Add .+ to cart$/ })
      .first();
    await add.tap();
    tapped();
    expect(await tapsBeforeHydration(page)).toEqual([true]);
    await hydrated(page);
    await expect(page.getByText(/added to your cart \(1\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('the language switch turns the page Bengali', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    await page.getByRole('group', { name: 'Language' }).getByText('বাংলা').tap();
    tapped();
    expect(await tapsBeforeHydration(page)).toEqual([true]);
    // The held tap is replayed as the page hydrates.
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });

  test('the phone menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}/`, { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.tap();
    tapped();
    expect(await tapsBeforeHydration(page)).toEqual([true]);
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
    ).toBeVisible();
  });
});
