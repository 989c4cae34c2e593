import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { shop } from './env';
import { createCustomer, signIn } from './support/accounts';
import { bookOrderToPay } from './support/orders';

/**
 * bKash Tokenized Checkout through the stack's bKash simulator: 'Pay with bKash' sends
 * the customer to bKash's page (the simulator's, labelled as one), where they enter their wallet
 * number, the OTP and the PIN; bKash sends them back and the shop, having executed the payment
 * itself, shows it paid. Cancel on bKash's page brings them back with bKash's reason.
 */

/** The simulator's test values (bKash's own sandbox values; tools/bkash-simulator). */
const OTP = '123456';
const PIN = '12121';
/** bKash's sandbox wallet with an insufficient balance. */
const INSUFFICIENT_BALANCE_WALLET = '01823074817';

/** On the simulator's page: its label, the amount, then the wallet, OTP and PIN. */
async function onBkashPage(page: Page, order: Order) {
  await expect(page).toHaveTitle(/bKash simulator — no real money moves/);
  // The amount as the shop writes taka (৳38,500), its ৳ drawn in the page's own Bengali face: this
  // chromium has no system font with ৳.
  const amount = page.getByText(formatPrice(order.total, 'en'), { exact: true });
  await expect(amount).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.load('16px "Noto Sans Bengali"', '৳');
        return document.fonts.check('16px "Noto Sans Bengali"', '৳ বাংলা');
      }),
    )
    .toBe(true);
  expect(await amount.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    /^"?Noto Sans Bengali"?,/,
  );
  await page.getByLabel('bKash account number').fill('01770618575');
  await page.getByLabel('Verification code (OTP)').fill(OTP);
  await page.getByLabel('PIN').fill(PIN);
}

test('pays through the bKash simulator: wallet, OTP and PIN, back to the shop paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('Tanvir Hasan');
  const order = await bookOrderToPay(customer);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, customer);
  await page.goto(`${shop.url}/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: "bKash — pay on bKash's page" }).check();
  await expect(page.getByRole('note').filter({ hasText: 'bKash simulator' })).toHaveText(
    'bKash simulator — no real money moves',
  );
  await page.screenshot({ path: '/tmp/f22/bkash-choice-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();

  await onBkashPage(page, order);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${order._id}\\?bkash=success`));
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  const trxId = (await page.getByTestId('transaction-id').textContent()) ?? '';
  expect(trxId).toMatch(/^[A-Z0-9]{10}$/);

  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(
    page.locator(`[data-order-id="${order._id}"]`).getByTestId('payment-state'),
  ).toContainText(`Paid by bKash · TrxID ${trxId}`);
});

test('cancel on bKash’s page brings the customer back; a failed payment says bKash’s reason, in English and Bengali', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const customer = await createCustomer('Mehedi Rahman');
  const order = await bookOrderToPay(customer);
  await signIn(page, customer);
  await page.goto(`${shop.url}/dashboard/payment/${order._id}`);
  await page.getByRole('radio', { name: "bKash — pay on bKash's page" }).check();
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await expect(page).toHaveTitle(/bKash simulator/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${order._id}\\?bkash=cancel`));
  await expect(page.getByTestId('bkash-outcome')).toContainText(
    'You cancelled the bKash payment. No money was taken.',
  );
  // Still payable: the ways to pay are there.
  await page.getByRole('radio', { name: "bKash — pay on bKash's page" }).check();
  await expect(page.getByRole('button', { name: 'Pay with bKash' })).toBeVisible();

  // bKash's sandbox wallet without enough balance: execute fails, bKash says why.
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await expect(page).toHaveTitle(/bKash simulator/);
  await page.getByLabel('bKash account number').fill(INSUFFICIENT_BALANCE_WALLET);
  await page.getByLabel('Verification code (OTP)').fill(OTP);
  await page.getByLabel('PIN').fill(PIN);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${order._id}\\?bkash=failure`));
  const notice = page.getByTestId('bkash-outcome');
  await expect(notice).toContainText('The bKash payment did not go through. No money was taken.');
  await expect(notice).toContainText('bKash said:');
  const reason = new URL(page.url()).searchParams.get('reason') ?? '';
  expect(reason).not.toBe('');
  await expect(notice).toContainText(reason);
  await page.screenshot({ path: '/tmp/f22/bkash-failure-1280.png', fullPage: true });

  // The same in Bengali: the customer's page in /bn, bKash's reason as bKash wrote it.
  const search = new URL(page.url()).search;
  await page.goto(`${shop.url}/bn/dashboard/payment/${order._id}${search}`);
  const bengali = page.getByTestId('bkash-outcome');
  await expect(bengali).toContainText('bKash পেমেন্ট সম্পন্ন হয়নি। কোনো টাকা কাটা হয়নি।');
  await expect(bengali).toContainText(`bKash জানিয়েছে: ${reason}`);
  await page.getByRole('radio', { name: 'bKash — বিকাশের পাতায় পরিশোধ' }).check();
  await expect(page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' })).toBeVisible();
});
