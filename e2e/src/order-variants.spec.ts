import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { shop } from './env';
import { ACCOUNTS, createCustomer, signIn, type TestCustomer } from './support/accounts';
import { noSidewaysScroll } from './support/layout';

/**
 * An order of two variants of one product (the seeded Samsung Galaxy A15 in two colours and
 * storage sizes), placed through the API as the cart's checkout does: My Booking Products and
 * Manage All Orders name each line by its product and its variant, in the page's language, at
 * 1280 and 390 px, without scrolling sideways.
 */

const A15 = '665f1e000000000000000029';
const SKUS = ['A15-6-128-BLUEBLACK', 'A15-8-256-LIGHTBLUE'];
const LANGUAGES = ['en', 'bn'] as const;
const WIDTHS = [1280, 390];

async function checkout(customer: TestCustomer): Promise<Order> {
  const answer = await fetch(`${shop.apiUrl}/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      lines: SKUS.map((sku) => ({ partId: A15, sku, quantity: 1 })),
      name: customer.name,
      phone: '01712345678',
      address: 'House 7, Road 3, Dhanmondi',
      district: 'Dhaka',
      paymentMethod: 'cod',
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as Order;
}

/** A page of its own, signed in as `account`, in `language` from its first load. */
async function pageIn(
  browser: Browser,
  account: { email: string; password: string },
  language: 'en' | 'bn',
): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: language, url: shop.url }]);
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Opens a row's details: the table's expand button, or a card's toggle on a phone. */
async function openDetails(row: Locator): Promise<void> {
  await row.locator('button.ant-table-row-expand-icon, .shop-table__card-details > button').click();
}

test('two variants of one product: My Booking Products and Manage All Orders name both, in both languages, at 1280 and 390 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('Variant Buyer');
  const order = await checkout(customer);
  expect(order.lines.map((line) => line.sku)).toEqual(SKUS);

  for (const language of LANGUAGES) {
    const named = order.lines.map((line) => `${line.name} — ${line.variantName?.[language]}`);
    const mine = await pageIn(browser, customer, language);
    const admin = await pageIn(browser, ACCOUNTS.admin, language);
    for (const width of WIDTHS) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.goto(`${shop.url}/dashboard/myOrders`);
      const row = mine.locator(`[data-order-id="${order._id}"]`);
      await expect(row.getByTestId('order-variant')).toHaveText(
        order.lines[0].variantName?.[language] ?? '',
      );
      await openDetails(row);
      const lines = mine.getByTestId('history-line');
      await expect(lines).toHaveCount(2);
      for (const [i, name] of named.entries()) await expect(lines.nth(i)).toContainText(name);
      await noSidewaysScroll(mine);
      await mine.screenshot({ path: `test-results/order-variants-mine-${language}-${width}.png` });

      await admin.setViewportSize({ width, height: 900 });
      await admin.goto(
        `${shop.url}/dashboard/manageOrders?q=${encodeURIComponent(customer.email)}`,
      );
      const adminRow = admin.locator(`[data-order-id="${order._id}"]`);
      await openDetails(adminRow);
      const adminLines = admin.getByTestId('order-line');
      await expect(adminLines).toHaveCount(2);
      for (const [i, name] of named.entries()) {
        await expect(adminLines.nth(i)).toContainText(name);
        await expect(adminLines.nth(i).getByTestId('line-sku')).toHaveText(SKUS[i]);
      }
      await noSidewaysScroll(admin);
      await admin.screenshot({
        path: `test-results/order-variants-admin-${language}-${width}.png`,
      });
    }
    await mine.context().close();
    await admin.context().close();
  }
});
