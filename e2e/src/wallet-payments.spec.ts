import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { orderReference } from '@shop/rules';
import { shop } from './env';
import { createCustomer, signIn } from './support/accounts';
import { bookOrderToPay } from './support/orders';
import { settledDialog } from './support/dialogs';

/**
 * Send money + TrxID, as people do it: the customer picks a wallet on the payment page,
 * sees the exact amount, the shop's number and the reference, sends the money in the wallet app
 * (not here: the stack's numbers are demo ones) and enters the number paid from and the TrxID; the
 * order waits ("We are checking your payment"); the admin verifies one in Wallet payments and
 * refuses another with a reason; the customer sees each state in My Booking Products.
 */

/** A TrxID nobody has used: bKash's are 10 letters and digits, Nagad's 8 to 12. */
const newTrxId = (length = 10) => randomBytes(8).toString('hex').toUpperCase().slice(0, length);

/** The stack's demo numbers (tools/stack/wallets.ts). */
const DEMO_NUMBERS = { bkash: '01700000001', nagad: '01800000002' } as const;

const orderRow = (page: Page, order: Order) => page.locator(`[data-order-id="${order._id}"]`);

/** The customer's send-money claim on the payment page, in English. */
async function sendMoney(page: Page, order: Order, wallet: 'bKash' | 'Nagad', trxId: string) {
  await page.goto(`${shop.url}/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: `${wallet} — send money, then give the TrxID` }).check();
  const form = page.getByRole('form', { name: `${wallet} send money form` });
  await expect(form.getByTestId('wallet-amount')).toHaveText(formatPrice(order.total, 'en'));
  await expect(form.getByTestId('wallet-number')).toContainText(
    DEMO_NUMBERS[wallet === 'bKash' ? 'bkash' : 'nagad'],
  );
  await expect(form.getByTestId('wallet-reference')).toHaveText(orderReference(order._id));
  await expect(form).toContainText(`Demo number — not a real ${wallet} account`);
  await form.getByLabel(`Your ${wallet} number`).fill('01712345678');
  await form.getByLabel(/TrxID/).fill(trxId.toLowerCase());
  await form.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(page.getByText('We are checking your payment')).toBeVisible();
  await expect(page.getByTestId('claim-trx-id')).toHaveText(trxId);
}

/**
 * Clicks a dialog's confirming button and waits for the API's answer to the decision it sends on
 * `order`: a click that never reached the button (no request in 15 s) and a decision the API
 * refused each fail here, saying which, rather than later as a row that stays.
 */
async function decide(page: Page, order: Order, button: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/admin/wallet-payments/${order._id}`) &&
      response.request().method() === 'PATCH',
    { timeout: 15_000 },
  );
  await button.click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/walletPayments`);
  await expect(page.getByRole('heading', { name: 'Wallet payments' })).toBeVisible();
  return page;
}

test('send money in English: the admin verifies one and refuses another; the customer sees each state', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('Farhana Akter');
  const first = await bookOrderToPay(customer);
  const second = await bookOrderToPay(customer);
  const bkashTrx = newTrxId(10);
  const nagadTrx = newTrxId(9);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer);
  await sendMoney(page, first, 'bKash', bkashTrx);
  await page.screenshot({ path: '/tmp/f22/wallet-checking-390.png', fullPage: true });
  await sendMoney(page, second, 'Nagad', nagadTrx);

  // The same TrxID for another order is refused, in words.
  const third = await bookOrderToPay(customer);
  await page.goto(`${shop.url}/dashboard/payment/${third._id}`);
  await page.getByRole('radio', { name: 'bKash — send money, then give the TrxID' }).check();
  const form = page.getByRole('form', { name: 'bKash send money form' });
  await page.screenshot({ path: '/tmp/f22/wallet-form-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByLabel('Your bKash number').fill('01712345678');
  await form.getByLabel(/TrxID/).fill(bkashTrx);
  await form.getByRole('button', { name: 'I have sent the money' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /TrxID/ }).first()).toBeVisible();
  await expect(page.getByText('We are checking your payment')).toHaveCount(0);

  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(orderRow(page, first).getByTestId('payment-state')).toContainText(
    'Payment being checked',
  );

  const admin = await adminPage(browser);
  const rowOf = (trxId: string) => admin.locator(`[data-trx-id="${trxId}"]`);
  await expect(rowOf(bkashTrx)).toContainText(customer.name);
  await expect(rowOf(bkashTrx)).toContainText(orderReference(first._id));
  await expect(rowOf(bkashTrx)).toContainText(formatPrice(first.total, 'en'));
  await expect(rowOf(bkashTrx)).not.toContainText(first._id);
  await admin.screenshot({ path: '/tmp/f22/admin-queue-1280.png', fullPage: true });

  await rowOf(bkashTrx)
    .getByRole('button', { name: /^Verified/ })
    .click();
  const verify = await settledDialog(admin.getByRole('dialog', { name: /paid\?$/ }));
  await expect(verify).toContainText(bkashTrx);
  await decide(admin, first, verify.getByRole('button', { name: 'Verified' }));
  await expect(rowOf(bkashTrx)).toHaveCount(0);

  await rowOf(nagadTrx)
    .getByRole('button', { name: /^Not received/ })
    .click();
  const refuse = await settledDialog(admin.getByRole('dialog', { name: /not received\?$/ }));
  await refuse.getByLabel('Reason (the customer reads it)').fill('No such Nagad TrxID today');
  await decide(admin, second, refuse.getByRole('button', { name: 'Not received' }));
  await expect(rowOf(nagadTrx)).toHaveCount(0);
  await admin.getByText('Not received', { exact: true }).first().click();
  await expect(rowOf(nagadTrx)).toContainText('No such Nagad TrxID today');
  await admin.context().close();

  await page.reload();
  await expect(orderRow(page, first).getByTestId('payment-state')).toContainText(
    `Paid by bKash · TrxID ${bkashTrx}`,
  );
  const refused = orderRow(page, second).getByTestId('payment-state');
  await expect(refused).toContainText('Payment not received');
  await expect(refused).toContainText('The shop says: No such Nagad TrxID today');
  await page.screenshot({ path: '/tmp/f22/my-orders-390.png', fullPage: true });
  await refused.getByRole('link', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${second._id}$`));
  await expect(page.getByTestId('wallet-not-received')).toContainText('No such Nagad TrxID today');
});

test('send money in Bengali: Bengali digits in the number, the checking state and My Booking Products', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('Sumaiya Islam');
  const order = await bookOrderToPay(customer);
  const trxId = newTrxId(10);

  await signIn(page, customer);
  await page.goto(`${shop.url}/bn/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: 'bKash — সেন্ড মানি করে ট্রানজ্যাকশন আইডি দিন' }).check();
  const form = page.getByRole('form', { name: 'bKash সেন্ড মানি ফর্ম' });
  await expect(form.getByTestId('wallet-amount')).toHaveText(formatPrice(order.total, 'bn'));
  await form.getByRole('button', { name: 'টাকা পাঠিয়েছি' }).click();
  await expect(form.getByText('যে ওয়ালেট নম্বর থেকে পাঠিয়েছেন সেটি লিখুন')).toBeVisible();
  await form.getByLabel(/আপনার bKash নম্বর/).fill('০১৭১২৩৪৫৬৭৮');
  await form.getByLabel(/ট্রানজ্যাকশন আইডি/).fill(trxId);
  await page.screenshot({ path: '/tmp/f22/wallet-form-bn-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'টাকা পাঠিয়েছি' }).click();
  await expect(page.getByText('আমরা আপনার পেমেন্ট যাচাই করছি')).toBeVisible();

  await page.goto(`${shop.url}/bn/dashboard/myOrders`);
  await expect(orderRow(page, order).getByTestId('payment-state')).toContainText(
    'পেমেন্ট যাচাই করা হচ্ছে',
  );
  await expect(orderRow(page, order).getByTestId('payment-state')).toContainText(trxId);
});
