import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { shop } from './env';
import { ACCOUNTS, createCustomer, signIn } from './support/accounts';
import { bookThroughApi } from './support/orders';
import { noSidewaysScroll } from './support/layout';

/**
 * The short order number ("#0B3DF8") that the mails and SMS quote is what a person sees of an order:
 * My Booking Products, the payment page and the bKash card say it, Manage All Orders shows it and
 * finds the order by it (whole or part, with or without '#', any case), and no page shows the
 * database id. At 1280 and 390 px, in English and Bengali (/bn).
 */

const WIDTHS = [1280, 390];
const LANGUAGES = ['en', 'bn'] as const;
const prefix = (language: 'en' | 'bn') => (language === 'bn' ? '/bn' : '');
const ORDER_WORD = { en: 'Order', bn: 'অর্ডার' };

async function pageAs(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test('the order number shows in My Booking Products, the payment page and Manage All Orders, and the admin finds the order by it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Number Buyer');
  const { order } = await bookThroughApi(customer, { paymentMethod: 'card' });
  const number = (order as Order).number;
  expect(number).toBe(order._id.slice(-6).toUpperCase());

  const mine = await pageAs(browser, customer);
  const admin = await pageAs(browser, ACCOUNTS.admin);
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      const tag = `${language}-${width}`;
      await mine.setViewportSize({ width, height: 900 });
      await mine.goto(`${shop.url}${prefix(language)}/dashboard/myOrders`);
      const row = mine.locator(`[data-order-id="${order._id}"]`);
      await expect(row.getByTestId('order-number')).toHaveText(
        `${ORDER_WORD[language]} #${number}`,
      );
      await expect(mine.locator('main')).not.toContainText(order._id);
      await noSidewaysScroll(mine);
      await mine.screenshot({ path: `/tmp/order-numbers-mine-${tag}.png` });

      await mine.goto(`${shop.url}${prefix(language)}/dashboard/payment/${order._id}`);
      await expect(mine.getByTestId('payment-order-number')).toHaveText(
        `${ORDER_WORD[language]} #${number}`,
      );
      await expect(mine.locator('main')).not.toContainText(order._id);
      await noSidewaysScroll(mine);
      await mine.screenshot({ path: `/tmp/order-numbers-payment-${tag}.png` });

      await admin.setViewportSize({ width, height: 900 });
      // Part of the number, lower-case, with '#': the search finds the order.
      await admin.goto(`${shop.url}${prefix(language)}/dashboard/manageOrders`);
      const search = admin.getByRole('searchbox');
      await search.fill(`#${number.slice(1).toLowerCase()}`);
      await search.press('Enter');
      const adminRow = admin.locator(`[data-order-id="${order._id}"]`);
      await expect(adminRow.getByTestId('order-number')).toHaveText(`#${number}`);
      await expect(admin.locator('main')).not.toContainText(order._id);
      await noSidewaysScroll(admin);
      await admin.screenshot({ path: `/tmp/order-numbers-admin-${tag}.png` });
    }
  }
  // The whole number without '#' finds exactly this order.
  await admin.goto(`${shop.url}/dashboard/manageOrders?q=${number}`);
  await expect(admin.getByTestId('order-row')).toHaveCount(1);
  await expect(admin.getByTestId('order-number')).toHaveText(`#${number}`);
  await mine.context().close();
  await admin.context().close();
});
