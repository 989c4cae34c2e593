import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { DEFAULT_RATE_TABLE } from '@shop/rules';
import { shop } from './env';
import {
  ACCOUNTS,
  adminToken,
  createCustomer,
  signIn,
  type TestCustomer,
} from './support/accounts';
import { noSidewaysScroll } from './support/layout';

/**
 * Delivery zones and charges as a person meets them: the booking form quotes the zone and the
 * charge of the chosen district from the shop's rate table (at 1280 and 390 px, in English and
 * /bn), a cash-on-delivery order outside Dhaka keeps the charge it was quoted, and when the admin
 * changes a zone's rate on Delivery rates the next quote follows it. The rates go back to the
 * default (the spec's rule) at the end, for the other tests.
 */

const WIDTHS = [1280, 390];
const LANGUAGES = ['en', 'bn'] as const;
const prefix = (language: 'en' | 'bn') => (language === 'bn' ? '/bn' : '');
const ZONE_TEXT = {
  outside_dhaka: { en: 'Rest of Bangladesh', bn: 'বাংলাদেশের অন্যান্য এলাকা' },
  dhaka_suburbs: { en: 'Dhaka suburbs', bn: 'ঢাকার উপকণ্ঠ' },
};
const taka = (amount: number, language: 'en' | 'bn') =>
  language === 'bn'
    ? `৳${String(amount).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))}`
    : `৳${amount}`;

/** Puts the spec's rule back (whatever version is stored). */
async function restoreDefaultRates(): Promise<void> {
  const token = await adminToken();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const current = (await (
    await fetch(`${shop.apiUrl}/admin/shipping/rates`, { headers })
  ).json()) as {
    version: number;
  };
  const answer = await fetch(`${shop.apiUrl}/admin/shipping/rates`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...DEFAULT_RATE_TABLE, version: current.version }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** A product sold in one variant with stock to spare. */
async function aPart(): Promise<Part> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return parts
    .filter((part) => part.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
}

async function pageAs(
  browser: Browser,
  account: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** The booking form with the contact filled in and `district` chosen. */
async function fillBooking(page: Page, customer: TestCustomer, district: string) {
  const form = page.locator('form.booking-form');
  await expect(form).toBeVisible();
  await form.locator('#booking-phone').fill('01712345678');
  await form.locator('#booking-address').fill('House 4, Road 2, Zindabazar');
  await form.locator('#booking-district').selectOption(district);
  expect(customer.name).toBeTruthy();
  return form;
}

test.afterAll(restoreDefaultRates);

test('a cash-on-delivery order outside Dhaka is quoted its zone’s charge and keeps it; the admin changes a rate and the next quote follows', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await restoreDefaultRates();
  const part = await aPart();
  const customer = await createCustomer('Zone Buyer');

  // The quote in the form: the zone and the spec's ৳120 outside Dhaka, in both languages and widths
  // (a browser context per language: the shop remembers the last one chosen).
  for (const language of LANGUAGES) {
    const mine = await pageAs(browser, customer);
    for (const width of WIDTHS) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.goto(`${shop.url}${prefix(language)}/product/${part._id}`);
      const form = await fillBooking(mine, customer, 'Sylhet');
      await expect(form.getByTestId('delivery-zone')).toContainText(
        ZONE_TEXT.outside_dhaka[language],
      );
      await expect(form.getByTestId('booking-delivery-fee')).toHaveText(taka(120, language));
      await form.getByTestId('delivery-zone').scrollIntoViewIfNeeded();
      await noSidewaysScroll(mine);
      await mine.screenshot({ path: `/tmp/delivery-charges-quote-${language}-${width}.png` });
    }
    await mine.context().close();
  }

  // Booked cash on delivery: the order keeps the quote the server computed.
  const mine = await pageAs(browser, customer);
  await mine.setViewportSize({ width: 1280, height: 900 });
  await mine.goto(`${shop.url}/product/${part._id}`);
  const form = await fillBooking(mine, customer, 'Sylhet');
  await expect(form.getByTestId('booking-delivery-fee')).toHaveText('৳120');
  const placed = mine.waitForResponse(
    (response) => response.url().endsWith('/api/booking') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Book Now' }).click();
  const { order } = (await (await placed).json()) as { order: Order };
  expect(order.delivery).toMatchObject({ zone: 'outside_dhaka', charge: 120, codFee: 0 });
  expect(order.deliveryFee).toBe(120);
  await expect(mine).toHaveURL(/\/dashboard$/);

  // The admin raises the suburbs' rate on Delivery rates (reached from Manage All Orders).
  const admin = await pageAs(browser, ACCOUNTS.admin);
  for (const width of WIDTHS) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto(`${shop.url}/dashboard/manageOrders`);
    await admin.getByTestId('delivery-rates-link').click();
    await expect(admin).toHaveURL(/\/dashboard\/deliveryRates$/);
    await expect(admin.getByTestId('zone-dhaka_suburbs')).toBeVisible();
    await noSidewaysScroll(admin);
    await admin.screenshot({ path: `/tmp/delivery-charges-admin-${width}.png`, fullPage: true });
  }
  const charge = admin.getByLabel('Dhaka suburbs: charge of slab 1');
  await charge.fill('95');
  await charge.press('Tab');
  await admin.getByRole('button', { name: 'Save rates' }).click();
  await expect(admin.getByText('Delivery rates saved')).toBeVisible();
  await admin.goto(`${shop.url}/bn/dashboard/deliveryRates`);
  await expect(admin.getByTestId('zone-dhaka_suburbs')).toContainText('ঢাকার উপকণ্ঠ');
  await noSidewaysScroll(admin);
  await admin.screenshot({ path: '/tmp/delivery-charges-admin-bn-390.png', fullPage: true });

  // The next quote follows: Gazipur is in the suburbs, now ৳95.
  for (const language of LANGUAGES) {
    const page = await pageAs(browser, customer);
    await page.goto(`${shop.url}${prefix(language)}/product/${part._id}`);
    const again = await fillBooking(page, customer, 'Gazipur');
    await expect(again.getByTestId('delivery-zone')).toContainText(
      ZONE_TEXT.dhaka_suburbs[language],
    );
    await expect(again.getByTestId('booking-delivery-fee')).toHaveText(taka(95, language));
    await page.context().close();
  }
  // The order placed before keeps what it was charged.
  const kept = await fetch(`${shop.apiUrl}/orders/${order._id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(((await kept.json()) as Order).deliveryFee).toBe(120);
  await mine.context().close();
  await admin.context().close();
});
