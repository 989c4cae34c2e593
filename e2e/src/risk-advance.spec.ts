import { expect, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { adminHeaders, createCustomer, signIn } from './support/accounts';
import { noSidewaysScroll } from './support/layout';
import { bookThroughApi } from './support/orders';

/**
 * The delivery charge asked in advance, as the customer meets it: the shop asked (the admin's Risk
 * panel, here its route), My Booking Products says so with 'Pay delivery charge by bKash', the
 * customer pays on the bKash simulator's page and comes back to the order saying it is paid (TrxID)
 * and what is left to pay on delivery; at 1280 and 390 px, in English and /bn.
 */

const WIDTHS = [1280, 390];
const LANGUAGES = ['en', 'bn'] as const;
const prefix = (language: 'en' | 'bn') => (language === 'bn' ? '/bn' : '');
const TEXT = {
  en: {
    asked: 'in advance before it confirms this order',
    paid: 'paid by bKash',
    button: /Pay delivery charge by\s*bKash/,
  },
  bn: { asked: 'আগে পরিশোধ করতে বলেছে', paid: 'পরিশোধিত', button: /ডেলিভারি চার্জ দিন/ },
};

test('the customer sees the delivery charge asked in advance and pays it by bKash', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Advance Payer');
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  // Outside Dhaka: the order has a delivery charge to ask for.
  const { order: current } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    part,
    phone: '01700000021',
    address: 'House 3, Road 2, Agrabad',
    district: 'Chattogram',
  });
  const asked = await fetch(`${shop.apiUrl}/admin/orders/${current._id}/risk/advance-request`, {
    method: 'POST',
    headers: { Authorization: (await adminHeaders()).Authorization },
  });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const confirm = async () =>
    fetch(`${shop.apiUrl}/orders/${current._id}/status`, {
      method: 'PATCH',
      headers: await adminHeaders(),
      body: JSON.stringify({ status: 'confirmed' }),
    });
  // Confirming waits for the charge.
  expect((await confirm()).status).toBe(409);

  await signIn(page, customer);
  const row = page.locator(`[data-order-id="${current._id}"]`);
  const note = row.getByTestId('delivery-advance');
  for (const language of LANGUAGES) {
    await page.context().addCookies([{ name: 'lang', value: language, url: shop.url }]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${prefix(language)}/dashboard/myOrders`);
      await expect(note).toContainText(TEXT[language].asked);
      await expect(note.getByRole('button', { name: TEXT[language].button })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(current._id);
      await noSidewaysScroll(page);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/risk-advance-asked-${language}-${width}.png` });
    }
  }

  // The Bengali visits are remembered (cookie): this reader goes back to English to pay.
  await page.context().addCookies([{ name: 'lang', value: 'en', url: shop.url }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${shop.url}/dashboard/myOrders`);
  await note.getByRole('button', { name: TEXT.en.button }).click();
  await expect(page).toHaveTitle(/bKash simulator — no real money moves/);
  await page.getByLabel('bKash account number').fill('01770618575');
  await page.getByLabel('Verification code (OTP)').fill('123456');
  await page.getByLabel('PIN').fill('12121');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard\/myOrders\?advance=success/);
  await expect(page.getByTestId('advance-outcome')).toContainText('Delivery charge paid by');

  for (const language of LANGUAGES) {
    await page.context().addCookies([{ name: 'lang', value: language, url: shop.url }]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${prefix(language)}/dashboard/myOrders`);
      await expect(note).toHaveAttribute('data-state', 'paid');
      await expect(note).toContainText(TEXT[language].paid);
      await noSidewaysScroll(page);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/risk-advance-paid-${language}-${width}.png` });
    }
  }
  // Paid: the shop may confirm it now.
  expect((await confirm()).status).toBe(200);
});
