import { expect, test } from '@playwright/test';
import { shop } from './env';

test('home → Shops lists every product the API has, fetched through shell → remote → API → DB', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${shop.apiUrl}/part`);
  expect(answer.ok()).toBe(true);
  const parts = (await answer.json()) as Array<{ _id: string; name: string }>;
  expect(parts.length).toBeGreaterThanOrEqual(40);

  await page.goto(shop.url);
  await page.getByRole('link', { name: 'Shops', exact: true }).first().click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(
    page.getByRole('heading', { name: 'Explore a Universe of Extraordinary Finds!' }),
  ).toBeVisible();

  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(parts.length);
  // The cards are the API's products, not placeholders.
  await expect(cards.first()).toContainText('Tk');
  const someName = parts[0].name.slice(0, 20);
  await expect(
    page.getByTestId('product-card').filter({ hasText: someName }).first(),
  ).toBeVisible();
});

test('an unknown path shows the not-found image', async ({ page }) => {
  await page.goto(`${shop.url}/no/such/page`);
  await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  // The layout around it still works.
  await expect(page.getByRole('link', { name: 'Shops', exact: true }).first()).toBeVisible();
});
