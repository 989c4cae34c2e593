import { expect, type Page, test } from '@playwright/test';
import { nameMatchesCategory, type Part, SHOP_CATEGORY_FILTERS } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { listPrice } from '@shop/rules';
import { shop } from './env';

const PAGE_SIZE = 24;

async function apiParts(query = ''): Promise<Part[]> {
  const answer = await fetch(`${shop.apiUrl}/part${query}`);
  expect(answer.ok).toBe(true);
  return (await answer.json()) as Part[];
}

/** Names and prices of the cards on screen, in order. */
async function cards(page: Page): Promise<Array<{ name: string; price: number }>> {
  const list = page.getByTestId('product-card');
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((els) =>
    els.map((el) => ({
      // The whole name: a long one is cut to the spec's 70 characters, whole beside the cut.
      name: (el.querySelector('h3 .cut-name__full') ?? el.querySelector('h3'))?.textContent ?? '',
      price: Number((el as HTMLElement).dataset.price),
    })),
  );
}

test('home → Shops lists the whole catalogue from the API, a page at a time', async ({ page }) => {
  const parts = await apiParts();
  expect(parts.length).toBeGreaterThan(PAGE_SIZE);

  await page.goto(shop.url);
  await page.getByRole('link', { name: 'Shops', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(
    page.getByRole('heading', { name: 'Explore a Universe of Extraordinary Finds!' }),
  ).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText(
    `Showing 1–${PAGE_SIZE} of ${parts.length} products`,
  );

  const seen: string[] = [];
  for (let n = 1; n <= Math.ceil(parts.length / PAGE_SIZE); n += 1) {
    if (n > 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${n}$`));
      await expect(page.getByRole('button', { name: `Page ${n}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(page.getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, parts.length - (n - 1) * PAGE_SIZE),
    );
    seen.push(...(await cards(page)).map((c) => c.name));
  }
  expect(seen).toEqual(parts.map((p) => p.name));
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('Low Price and High Price sort the listing by price', async ({ page }) => {
  const parts = await apiParts();
  await page.goto(`${shop.url}/shops`);
  await page.getByRole('button', { name: 'Low Price' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('button', { name: 'Low Price' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cheapest = [...parts].sort((a, b) => a.price - b.price).slice(0, PAGE_SIZE);
  await expect
    .poll(async () => (await cards(page)).map((c) => c.price))
    .toEqual(cheapest.map((p) => p.price));

  await page.getByRole('button', { name: 'High Price' }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  const dearest = [...parts].sort((a, b) => b.price - a.price).slice(0, PAGE_SIZE);
  await expect
    .poll(async () => (await cards(page)).map((c) => c.price))
    .toEqual(dearest.map((p) => p.price));

  // The order holds across pages: page 2 starts below where page 1 ended.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  // While page 2 loads there may be no card yet: not an answer, keep polling.
  await expect
    .poll(async () => (await cards(page))[0]?.price ?? Number.POSITIVE_INFINITY)
    .toBeLessThanOrEqual(dearest.at(-1)!.price);
  const second = (await cards(page)).map((c) => c.price);
  expect(second).toEqual([...second].sort((a, b) => b - a));
});

for (const category of SHOP_CATEGORY_FILTERS) {
  test(`the '${category}' button shows exactly the products whose name contains it`, async ({
    page,
  }) => {
    const expected = (await apiParts()).filter((p) => nameMatchesCategory(p.name, category));
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(`${shop.url}/shops`);
    await page.getByRole('button', { name: category, exact: true }).click();
    await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('product-card')).toHaveCount(
      Math.min(PAGE_SIZE, expected.length),
    );
    const names = (await cards(page)).map((c) => c.name);
    expect(names).toEqual(expected.slice(0, PAGE_SIZE).map((p) => p.name));
    // Sorting keeps the filter.
    await page.getByRole('button', { name: 'High Price' }).click();
    await expect
      .poll(async () => (await cards(page)).map((c) => c.price))
      .toEqual(
        [...expected]
          .sort((a, b) => b.price - a.price)
          .slice(0, PAGE_SIZE)
          .map((p) => p.price),
      );
  });
}

test('the product page shows the price, the struck-through list price and the Why Choose text', async ({
  page,
}) => {
  const part = (await apiParts()).find((p) => p.price > 10000 && p.quantity > 0)!;
  await page.goto(`${shop.url}/shops`);
  await page.goto(`${shop.url}/product/${part._id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await expect(page.locator('.product-page del')).toHaveText(
    `List price ${formatPrice(listPrice(part.price), 'en')}`,
  );
  await expect(page.locator('.product-page')).toContainText(formatPrice(part.price, 'en'));
  await expect(page.getByTestId('stock')).toHaveText(`Available: ${part.quantity}`);

  const why = page.locator('details.product-page__why');
  await expect(why.locator('li').first()).toBeHidden();
  await why.locator('summary').click();
  await expect(why.locator('li').first()).toBeVisible();
  await expect(why.locator('li').first()).toContainText('ক্যাশ অন ডেলিভারি');

  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('an unknown path shows the not-found image', async ({ page }) => {
  await page.goto(`${shop.url}/no/such/page`);
  await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  // The layout around it still works.
  await expect(page.getByRole('link', { name: 'Shops', exact: true }).first()).toBeVisible();
});
