/**
 * The storefront's parts below the first screen (product cards after the first two, a product's
 * spec table and its reviews) hydrate only when they near the screen or are used
 * (`mfe-shop/src/components/deferred-hydration.tsx`). A language switch, or a back across
 * languages, before they have hydrated must not make React hydrate the other language's texts over
 * the server's markup (error 418): the parts show the new language, hydrate without a word in the
 * console, and work.
 *
 * Each test checks that the part was still unhydrated when the language changed (its markup has no
 * React fiber yet), so it cannot pass by the part having hydrated early. First, that they wait at
 * all: once the page has settled (every request answered, the product topped up from the API right
 * after hydration, which renders the page above the spec table again), the parts far below the
 * screen are still the server's markup, and each hydrates when it is scrolled near.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shop } from './env';

/** The seeded Xiaomi Redmi Note 13: six seed reviews (five shown, one more). */
const PHONE = '665f1e000000000000000028';

/** `<html data-hydrated>`: the page's root has hydrated (shell/src/early-taps.ts). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(1);

/** Whether React has hydrated (or rendered) this element: it carries React's own properties. */
const reactOwned = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/** Console errors and uncaught errors (React's recoverable hydration errors are reported so). */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** A window shorter than the page, so the parts below stay far from the screen. */
test.use({ viewport: { width: 1280, height: 700 } });

/** How far outside the screen a deferred part starts to hydrate (`NEAR_SCREEN`). */
const NEAR_SCREEN_PX = 600;

/** Every request answered for half a second, then the browser idle: what hydration set off is done. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
  );
}

/** How far the element's top is below the bottom of the screen, in CSS pixels. */
const belowScreen = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);

test.describe('deferred parts wait until they near the screen', () => {
  // A small phone's screen: a product's spec table starts well over `NEAR_SCREEN_PX` below it (on
  // a 1280 × 700 window it is within that, and hydrates with the page; on 390 × 700 only 55 px
  // beyond, which a slow load's layout can bring within).
  test.use({ viewport: { width: 390, height: 480 } });

  test('a product page: its spec table and reviews are the server’s markup once the page has settled, and hydrate when scrolled near', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/product/${PHONE}`);
    await hydrated(page);
    await settled(page);
    const specs = page.getByTestId('spec-table');
    const reviews = page.getByTestId('product-reviews');
    await expect(specs).toContainText('Specifications');
    expect(await belowScreen(specs)).toBeGreaterThan(NEAR_SCREEN_PX);
    // The page's own part above them is live: the test does not pass by nothing hydrating.
    expect(await reactOwned(page.getByTestId('stock'))).toBe(true);
    expect(await reactOwned(specs)).toBe(false);
    expect(await reactOwned(reviews)).toBe(false);

    await specs.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(specs)).toBe(true);
    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(reviews)).toBe(true);
    await expectEnglishReviews(reviews);
    expect(errors).toEqual([]);
  });

  test('/shops: the cards far below the screen are the server’s markup once the page has settled, and hydrate when scrolled near', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/shops`);
    await hydrated(page);
    await settled(page);
    const cards = page.getByTestId('product-card');
    // The first two hydrate with the page.
    expect(await reactOwned(cards.nth(0))).toBe(true);
    const far: Locator[] = [];
    for (const card of await cards.all()) {
      if ((await belowScreen(card)) > NEAR_SCREEN_PX) far.push(card);
    }
    expect(far.length).toBeGreaterThan(4);
    for (const card of far) expect(await reactOwned(card)).toBe(false);

    const last = far[far.length - 1];
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(last)).toBe(true);
    await last.getByRole('button', { name: /^Add .*to cart$/ }).click();
    await expect(page.getByText(/added to your cart \(1\)/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('deferred parts and a language change before they hydrate', () => {
  test('/shops: the switch to Bengali before the last card hydrates; it shows Bengali, hydrates quietly, adds to cart', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/shops`);
    await hydrated(page);
    const lastCard = page.getByTestId('product-card').last();
    await expect(lastCard).toContainText('In stock');
    expect(await reactOwned(lastCard)).toBe(false);

    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'বাংলা' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/bn/shops`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // Below the screen too, the page is Bengali (not the server's English until it is seen).
    await expect(lastCard).toContainText('স্টকে আছে');

    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(lastCard)).toBe(true);
    await expect(lastCard).toContainText('স্টকে আছে');
    await expect(lastCard).not.toContainText('In stock');
    await lastCard.getByRole('button', { name: /কার্টে যোগ করুন/ }).click();
    await expect(page.getByText(/আপনার কার্টে যোগ হয়েছে \(১\)/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/shops: a back across languages before the last card hydrates; it shows the URL’s language and hydrates quietly', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    // Two entries of one document: /bn/shops, then /shops (the switch).
    await page.goto(`${shop.url}/bn/shops`);
    await hydrated(page);
    await page
      .getByRole('group', { name: 'ভাষা' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/shops`);
    // Away and back: /shops is loaded again, server-rendered in English, its cards unhydrated.
    await page.goto(`${shop.url}/reviews`);
    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/shops`);
    await hydrated(page);
    const lastCard = page.getByTestId('product-card').last();
    await expect(lastCard).toContainText('In stock');
    expect(await reactOwned(lastCard)).toBe(false);

    // Back to /bn/shops: the same document (a popstate), so the page changes language in place.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/bn/shops`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expect(lastCard).toContainText('স্টকে আছে');

    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(lastCard)).toBe(true);
    await expect(lastCard).toContainText('স্টকে আছে');
    await lastCard.getByRole('button', { name: /কার্টে যোগ করুন/ }).click();
    await expect(page.getByText(/আপনার কার্টে যোগ হয়েছে \(১\)/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a product page: the switch to Bengali before its reviews hydrate; they show Bengali, hydrate quietly, show more', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/product/${PHONE}`);
    await hydrated(page);
    const reviews = page.getByTestId('product-reviews');
    await expect(reviews).toContainText('Ratings & reviews');
    expect(await reactOwned(reviews)).toBe(false);

    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'বাংলা' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/bn/product/${PHONE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(reviews).toContainText('রেটিং ও রিভিউ');

    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(reviews)).toBe(true);
    await expectBengaliReviews(reviews);
    expect(errors).toEqual([]);
  });

  test('a product page: a back across languages before its reviews hydrate', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${shop.url}/bn/product/${PHONE}`);
    await hydrated(page);
    await page
      .getByRole('group', { name: 'ভাষা' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(`${shop.url}/product/${PHONE}`);
    await page.goto(`${shop.url}/reviews`);
    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/product/${PHONE}`);
    await hydrated(page);
    const reviews = page.getByTestId('product-reviews');
    await expect(reviews).toContainText('Ratings & reviews');
    expect(await reactOwned(reviews)).toBe(false);

    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.goBack();
    await expect(page).toHaveURL(`${shop.url}/bn/product/${PHONE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expect(reviews).toContainText('রেটিং ও রিভিউ');

    await reviews.scrollIntoViewIfNeeded();
    await expect.poll(() => reactOwned(reviews)).toBe(true);
    await expectBengaliReviews(reviews);
    expect(errors).toEqual([]);
  });
});

/** The phone's reviews in English, live: Show more shows the sixth. */
async function expectEnglishReviews(reviews: Locator): Promise<void> {
  await expect(reviews.getByTestId('product-review')).toHaveCount(5);
  await reviews.getByRole('button', { name: /Show 1 more review/ }).click();
  await expect(reviews.getByTestId('product-review')).toHaveCount(6);
}

/** The phone's reviews in Bengali, live: Show more shows the sixth. */
async function expectBengaliReviews(reviews: Locator): Promise<void> {
  await expect(reviews.getByRole('heading', { name: 'রেটিং ও রিভিউ' })).toBeVisible();
  await expect(reviews.getByTestId('rating-count')).toHaveText('৬টি রিভিউ');
  await expect(reviews.getByTestId('product-review')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'আরও ১টি রিভিউ দেখুন' }).click();
  await expect(reviews.getByTestId('product-review')).toHaveCount(6);
}
