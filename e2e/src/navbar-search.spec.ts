import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { shop } from './env';
import { noSidewaysScroll } from './support/layout';

/**
 * The navbar search against the production build, at 1280 px and at 390 px (where the search has a
 * row of its own under the logo and the menu button), in English and Bengali: Enter opens the
 * results page of what was typed (`/shops?q=…`, the page's language kept), the arrow keys + Enter
 * open the suggestion chosen, and the dropdown fits the screen.
 */

const SHOTS = '/tmp/shots-navbar-search';

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const TEXTS = {
  en: {
    prefix: '',
    box: 'Search products',
    list: 'Matching products',
    seeAll: 'See all results for',
  },
  bn: { prefix: '/bn', box: 'পণ্য খুঁজুন', list: 'মিলে যাওয়া পণ্য', seeAll: 'এর সব ফলাফল দেখুন' },
} as const;

/** A term that finds several seeded products in either language's listing. */
const TERM = 'watch';

for (const { label, viewport } of VIEWPORTS) {
  for (const language of ['en', 'bn'] as const) {
    const texts = TEXTS[language];
    test.describe(`navbar search at ${viewport.width} px (${label}, ${language})`, () => {
      test.use({ viewport });

      test('Enter opens the results page of the term, not the first suggestion', async ({
        page,
      }) => {
        await page.goto(`${shop.url}${texts.prefix}/`);
        const box = page.getByRole('combobox', { name: texts.box });
        await box.fill(TERM);
        const list = page.getByRole('listbox', { name: texts.list });
        // Suggestions arrive (at most 8, then "See all results"), and the live region says how many.
        await expect(page.getByRole('search').getByRole('status')).toHaveText(/[0-9০-৯]/);
        const count = await list.getByRole('option').count();
        expect(count).toBeGreaterThan(1);
        expect(count).toBeLessThanOrEqual(9);
        await expect(list.getByRole('option').last()).toContainText(texts.seeAll);
        // "See all results" stays in sight however the suggestions scroll.
        await expect(list.getByRole('option').last()).toBeInViewport();
        // The dropdown fits the screen.
        const panel = await list.boundingBox();
        expect(panel).not.toBeNull();
        expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        await noSidewaysScroll(page);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/dropdown-${language}-${viewport.width}.png` });

        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${texts.prefix}/shops\\?q=${TERM}$`));
        await expect(page.getByTestId('product-card').first()).toBeVisible();
        await noSidewaysScroll(page);
      });

      test('the arrow keys choose a suggestion, Enter opens that product', async ({ page }) => {
        await page.goto(`${shop.url}${texts.prefix}/shops`);
        const box = page.getByRole('combobox', { name: texts.box });
        await box.fill(TERM);
        const options = page.getByRole('listbox', { name: texts.list }).getByRole('option');
        await expect(page.getByRole('search').getByRole('status')).toHaveText(/[0-9০-৯]/);
        await expect(options.nth(1)).toBeVisible();
        await box.press('ArrowDown');
        await box.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute(
          'aria-activedescendant',
          (await options.nth(1).getAttribute('id')) ?? '',
        );
        const chosen = await options.nth(1).getAttribute('title');
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${texts.prefix}/product/[0-9a-f]{24}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The English page's heading is the product's name (a Bengali one may be its Bengali name).
        if (language === 'en')
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen ?? '');
        await expect(box).toHaveAttribute('aria-expanded', 'false');
      });

      test('Escape closes the list; "See all results" opens the results page', async ({ page }) => {
        await page.goto(`${shop.url}${texts.prefix}/`);
        const box = page.getByRole('combobox', { name: texts.box });
        await box.fill(TERM);
        const options = page.getByRole('listbox', { name: texts.list }).getByRole('option');
        await expect(options.first()).toBeVisible();
        await box.press('Escape');
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await box.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await options.last().click();
        await expect(page).toHaveURL(new RegExp(`${texts.prefix}/shops\\?q=${TERM}$`));
      });
    });
  }
}
