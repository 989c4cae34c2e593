import { expect, test, type Page } from '@playwright/test';
import { shop } from './env';
import { signIn } from './support/accounts';

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/shops',
  '/reviews',
  '/dailyD',
  '/cService',
  '/login',
  '/signup',
  '/reset',
  '/nowhere',
];

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test("a visitor's browser never requests the admin remote on public pages", async ({ page }) => {
  const requested = recordRequests(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(`${shop.url}${path}`);
    await page.waitForLoadState('networkidle');
  }
  // Following links inside the app, too (client-side navigation).
  await page.goto(shop.url);
  await page.getByRole('link', { name: 'Shops', exact: true }).first().click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await page.waitForLoadState('networkidle');

  const admin = new URL(shop.adminUrl).origin;
  expect(requested.filter((url) => url.startsWith(admin))).toEqual([]);
  expect(requested.some((url) => url.startsWith(new URL(shop.url).origin))).toBe(true);
});

test('the admin remote is loaded when an admin visits an admin route', async ({ page }) => {
  await signIn(page, 'admin');
  const requested = recordRequests(page);
  await page.goto(`${shop.url}/dashboard/manageParts`);
  await expect(page.getByRole('heading', { name: 'Manage All Products' })).toBeVisible();
  const admin = new URL(shop.adminUrl).origin;
  expect(requested.some((url) => url.startsWith(admin))).toBe(true);
});
