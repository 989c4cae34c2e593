import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PartCategory, ProductDetails } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import { shop } from './env';
import { noSidewaysScroll } from './support/layout';

/**
 * Compare against the production build, at 1280 and 390 px, in English and Bengali: two routers
 * put in the compare tray from their pages, the compare page with the rows that differ marked and
 * the identical ones hidden on request, a kettle refused with a message that says why, and on a
 * phone two columns at a time that swipe sideways while the page itself never does.
 */

const SHOTS = '/tmp/shots-compare';

const TEXTS = {
  en: {
    prefix: '',
    compare: (name: string) => `Compare ${name}`,
    open: (n: number) => `Compare (${n})`,
    title: 'Compare products',
    hide: 'Hide identical rows',
    refused: /can’t be compared with your list: it holds routers only/,
    remove: (name: string) => `Remove ${name} from the comparison`,
    missing: '1 product in this link is not sold any more or does not exist.',
  },
  bn: {
    prefix: '/bn',
    compare: (name: string) => `${name} তুলনা করুন`,
    open: (n: number) => `তুলনা (${'০১২৩৪'[n]})`,
    title: 'পণ্য তুলনা',
    hide: 'একই রকম সারি লুকান',
    refused: /আপনার তালিকার সাথে তুলনা করা যাবে না: তালিকায় শুধু রাউটার আছে/,
    remove: (name: string) => `তুলনা থেকে ${name} সরান`,
    missing: 'এই লিংকের ১টি পণ্য আর বিক্রি হয় না বা নেই।',
  },
} as const;

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Products of one category, found by their details (never by their place in a list). */
async function productsOf(
  request: APIRequestContext,
  category: PartCategory,
  nameHint: string,
): Promise<ProductDetails[]> {
  const answer = await request.get(
    `${shop.apiUrl}/part?category=${encodeURIComponent(nameHint)}&page=1&limit=48`,
  );
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: Array<{ _id: string }> };
  const details = await Promise.all(
    items.map(async ({ _id }) => {
      const one = await request.get(`${shop.apiUrl}/product/${_id}`);
      return one.ok() ? ((await one.json()) as ProductDetails) : undefined;
    }),
  );
  return details.filter((product): product is ProductDetails => product?.category === category);
}

/** The name a product's page shows in `language`. */
const shownName = (product: ProductDetails, language: 'en' | 'bn') =>
  (language === 'bn' && product.nameBn) || product.name;

async function pressCompareOnItsPage(
  page: Page,
  product: ProductDetails,
  language: 'en' | 'bn',
): Promise<void> {
  const texts = TEXTS[language];
  await page.goto(`${shop.url}${texts.prefix}/product/${product._id}`);
  const button = page
    .getByTestId('compare-toggle')
    .and(page.getByRole('button', { name: texts.compare(shownName(product, language)) }));
  await expect(button).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('the home page offers no Compare, the shop listing does', async ({ page }) => {
  await page.goto(`${shop.url}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('compare-toggle')).toHaveCount(0);
  for (const { viewport } of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${shop.url}/shops`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const toggle = page.getByTestId('compare-toggle').first();
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByTestId('compare-tray')).toBeVisible();
    await noSidewaysScroll(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/shops-${viewport.width}.png` });
    await page.getByTestId('compare-tray').getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('compare-tray')).toHaveCount(0);
  }
});

for (const { label, viewport } of VIEWPORTS) {
  for (const language of ['en', 'bn'] as const) {
    const texts = TEXTS[language];
    test(`two routers compared, a kettle refused, at ${viewport.width} px (${label}, ${language})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const routers = await productsOf(request, 'router', 'router');
      const [kettle] = await productsOf(request, 'kettle', 'kettle');
      expect(routers.length).toBeGreaterThanOrEqual(3);
      expect(kettle).toBeDefined();
      const [first, second, third] = routers;

      await pressCompareOnItsPage(page, first, language);
      await pressCompareOnItsPage(page, second, language);
      const tray = page.getByTestId('compare-tray');
      await expect(tray.getByRole('img')).toHaveCount(2);
      await noSidewaysScroll(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/tray-${language}-${viewport.width}.png` });

      // Another category: refused, with a message that says why.
      await page.goto(`${shop.url}${texts.prefix}/product/${kettle._id}`);
      const kettleButton = page.getByTestId('compare-toggle');
      await kettleButton.click();
      await expect(page.getByText(texts.refused)).toBeVisible();
      await expect(kettleButton).toHaveAttribute('aria-pressed', 'false');
      await expect(tray.getByRole('img')).toHaveCount(2);

      // The tray leads to the compare page.
      await tray.getByRole('link', { name: texts.open(2) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${texts.prefix}/compare\\?ids=${first._id},${second._id}$`),
      );
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      const table = page.getByTestId('compare-table');
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
      const differing = table.locator('tr[data-differs="true"]');
      // Two different routers: at least their prices or a spec differ; marked by a tint.
      expect(await differing.count()).toBeGreaterThan(0);
      const tint = await differing
        .first()
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
      expect(tint).not.toBe('rgba(0, 0, 0, 0)');
      expect(tint).not.toBe('rgb(255, 255, 255)');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Server-rendered: the table and its products are in the HTML, and so is `noindex`.
      const html = await (
        await request.get(`${shop.url}${texts.prefix}/compare?ids=${first._id},${second._id}`)
      ).text();
      expect(html).toContain('data-testid="compare-table"');
      expect(html).toContain(shownName(second, language));
      expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
      await noSidewaysScroll(page);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: `${SHOTS}/compare-${language}-${viewport.width}.png`,
        fullPage: true,
      });

      // Hide identical rows: only the differing ones stay.
      const rows = table.locator('tbody tr[data-row]');
      const before = await rows.count();
      const differ = await differing.count();
      await page.getByRole('checkbox', { name: texts.hide }).check();
      await expect(rows).toHaveCount(differ);
      expect(differ).toBeLessThan(before);
      await page.getByRole('checkbox', { name: texts.hide }).uncheck();
      await expect(rows).toHaveCount(before);

      // A link with three routers, an unknown id and more: on a phone two columns at a time.
      const unknown = 'ffffffffffffffffffffffff';
      await page.goto(
        `${shop.url}${texts.prefix}/compare?ids=${first._id},${unknown},${second._id},${third._id}`,
      );
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      await expect(page.getByTestId('compare-notices')).toContainText(texts.missing);
      await noSidewaysScroll(page);
      const scroller = page.locator('.compare__scroller');
      const sizes = await scroller.evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
      }));
      if (viewport.width < 700) {
        // Three columns, two on screen: the table swipes sideways inside its box.
        expect(sizes.scroll).toBeGreaterThan(sizes.client);
        await scroller.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }));
        await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        await page.screenshot({
          path: `${SHOTS}/compare-swiped-${language}-${viewport.width}.png`,
        });
      } else {
        expect(sizes.scroll).toBeLessThanOrEqual(sizes.client + 1);
      }
      await noSidewaysScroll(page);

      // Remove a column.
      await page.getByRole('button', { name: texts.remove(shownName(third, language)) }).click();
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
    });
  }
}
