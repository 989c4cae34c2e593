import { expect, test, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { signIn } from './support/accounts';

/**
 * A navigation to a new page starts at its top; back and forward return to where each page was
 * left, on a desktop and on a phone, in both languages (the shell's scroll restoration). After
 * booking from far down a product page, the dashboard opens at its title.
 */
async function scrollDown(page: Page): Promise<number> {
  await scrollTo(page, 'end');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  return page.evaluate(() => window.scrollY);
}

/**
 * Scrolls the page as a reader does, and resolves once the page has been told (its `scroll`
 * event, which the shell's restoration listens to, comes with the next frame): the test's next
 * step (back, a link) must not overtake it, as a reader's never does. `y`: a position, a share of
 * the page's height, or its end.
 */
function scrollTo(page: Page, y: number | { share: number } | 'end'): Promise<void> {
  return page.evaluate(async (to) => {
    const height = document.documentElement.scrollHeight;
    const target = to === 'end' ? height : typeof to === 'number' ? to : height * to.share;
    const before = window.scrollY;
    const told = new Promise<void>((resolve) =>
      window.addEventListener('scroll', () => resolve(), { once: true }),
    );
    window.scrollTo(0, target);
    if (window.scrollY !== before) await told;
  }, y);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const width of [1280, 390]) {
  test(`after booking at ${width} px the dashboard opens at its title; back returns to the product page's place`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
    const part = [...parts].sort((a, b) => b.quantity - a.quantity)[0];
    await signIn(page, 'customer');
    await page.goto(`${shop.url}/product/${part._id}`);
    const form = page.getByRole('form', { name: 'Book this product' });
    await form.getByLabel('Phone', { exact: true }).fill('01712345678');
    await form.getByLabel('Address', { exact: true }).fill('House 4, Road 2, Zindabazar');
    await form.getByLabel('Delivery district').selectOption('Sylhet');
    await scrollDown(page);
    const book = form.getByRole('button', { name: 'Book Now' });
    // In the middle of the screen, clear of the sticky bar: the click does not scroll it first.
    await book.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const left = await scrollY(page);
    expect(left, 'the product page is left scrolled down').toBeGreaterThan(200);

    await book.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const heading = page.getByRole('heading', { name: 'Dashboard', exact: true });
    await expect(heading).toBeInViewport();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/product/${part._id}$`));
    await near(page, left);
  });
}

/**
 * Opens the first product link wholly on screen below the sticky bar with a tap or a click at its
 * middle, as a person would, so nothing scrolls first (Playwright's own `tap()` and `click()`
 * scroll a link they find covered, which would move the place being left). Returns where the page
 * was left.
 */
async function openOnScreen(page: Page, prefix: string, touch: boolean): Promise<number> {
  const link = await page.evaluate((prefix) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const links = Array.from(
      document.querySelectorAll<HTMLAnchorElement>(`main a[href^="${prefix}/product/"]`),
    );
    const shown = links
      .map((anchor) => ({ href: anchor.getAttribute('href'), box: anchor.getBoundingClientRect() }))
      .find(
        ({ box }) =>
          box.height > 0 && box.top > header + 20 && box.bottom < window.innerHeight * 0.75,
      );
    return (
      shown && {
        href: shown.href!,
        x: shown.box.x + shown.box.width / 2,
        y: shown.box.y + shown.box.height / 2,
      }
    );
  }, prefix);
  expect(link, 'a product link on screen').toBeTruthy();
  const left = await scrollY(page);
  const listTitle = await page.getByRole('heading', { level: 1 }).textContent();
  if (touch) await page.touchscreen.tap(link!.x, link!.y);
  else await page.mouse.click(link!.x, link!.y);
  await expect(page).toHaveURL(new RegExp(`${link!.href}$`));
  // The URL changes at once, while the list stays on screen until the product page has loaded:
  // only the product's own title says the list is gone (and its data no longer in use).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listTitle ?? '');
  return left;
}

/**
 * Opens the list and waits until the shell owns it (`<html data-hydrated>`, shell/src/early-taps.ts):
 * these tests are about the shell's own navigations. A product link tapped before that works as a
 * plain link — a new document, which back brings back from the browser's cache, list and place
 * included, without asking the API again — which is right for a visitor but not what is tested.
 */
async function openList(page: Page, prefix: string): Promise<void> {
  await page.goto(`${shop.url}${prefix}/shops`);
  await expect(page.locator(`main a[href^="${prefix}/product/"]`).first()).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** The page comes to rest within a few pixels of `y`. */
async function near(page: Page, y: number): Promise<void> {
  await expect
    .poll(async () => Math.abs((await scrollY(page)) - y), { message: `at ${y}` })
    .toBeLessThanOrEqual(3);
}

for (const [width, touch] of [
  [1280, false],
  [390, true],
] as const) {
  for (const [language, prefix] of [
    ['English', ''],
    ['Bengali', '/bn'],
  ] as const) {
    test.describe(`at ${width} px${touch ? ' (touch)' : ''} in ${language}`, () => {
      test.use(
        touch
          ? { viewport: { width, height: 844 }, hasTouch: true, isMobile: true }
          : { viewport: { width, height: 800 } },
      );

      test('back returns to the place in the list, forward to the place on the product page, a new page starts at its top', async ({
        page,
      }) => {
        await openList(page, prefix);
        await scrollTo(page, { share: 0.6 });
        await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);

        const left = await openOnScreen(page, prefix, touch);
        expect(await scrollY(page), 'a new page starts at its top').toBe(0);
        await scrollTo(page, 300);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
        const productLeft = await scrollY(page);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${prefix}/shops$`));
        await near(page, left);

        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${prefix}/product/`));
        await near(page, productLeft);

        await page.goBack();
        await near(page, left);
        await openOnScreen(page, prefix, touch);
        expect(await scrollY(page), 'a new page starts at its top').toBe(0);
      });

      test('back waits for a list that has to load again before it returns to the place', async ({
        page,
      }) => {
        // Time runs as usual, but can be moved on: past the minute the list stays cached for.
        await page.clock.install();
        await openList(page, prefix);
        await scrollTo(page, { share: 0.6 });
        await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
        const left = await openOnScreen(page, prefix, touch);

        // A slow phone network: the list, dropped from the cache, takes seconds to come again.
        await page.clock.fastForward('01:30');
        await page.route(/\/api\/part(\/browse)?\?/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 4_000));
          await route.continue();
        });
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${prefix}/shops$`));
        await expect(page.locator('main [aria-busy="true"]').first()).toBeAttached();
        await near(page, left);
      });
    });
  }
}
