import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { Order } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { truncate, TRUNCATE_AT } from '@shop/rules';
import { shop } from './env';
import { createCustomer, signOut, submitLogin, uniqueEmail } from './support/accounts';
import { bookThroughApi } from './support/orders';

/** Spec §8: card errors are red — the text colour's red channel dominates. */
async function expectRed(locator: Locator) {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r, `colour ${color}`).toBeGreaterThan(180);
  expect(g, `colour ${color}`).toBeLessThan(110);
  expect(b, `colour ${color}`).toBeLessThan(110);
}

interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** A new customer account, made through the API (the browser logs in with it afterwards). */
async function signUpCustomer(tag: string): Promise<Customer> {
  return createCustomer('Nusrat Jahan', { email: uniqueEmail(tag), password: 'nusrat-secret' });
}

/** Books one unit, by card, of a product whose name the payment page shortens. */
const bookByCard = async (customer: Customer): Promise<Order> =>
  (
    await bookThroughApi(customer, {
      pick: (p) =>
        p.quantity >= 1 && Array.from(p.name).length > 15 && p.variantCount === undefined,
    })
  ).order;

async function loginWith(page: Page, customer: Customer) {
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, customer.email, customer.password);
  await expect(signOut(page)).toBeVisible();
}

/** Holds every request to `path` until `release` is called (to look at the page meanwhile). */
async function holdRequests(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api${path}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const orderRow = (page: Page, order: Order) => page.locator(`[data-order-id="${order._id}"]`);
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
}

test('a customer pays an order by card in the sandbox: declined card in red, then paid', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const customer = await signUpCustomer('payer');
  const order = await bookByCard(customer);
  await loginWith(page, customer);

  // My Booking Products → Pay. The intent is held back to see Pay wait for the client secret.
  const releaseIntent = await holdRequests(page, '/create-payment-intent');
  await page.goto(`${shop.url}/dashboard`);
  await page
    .getByRole('menu', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'My Booking Products' })
    .click();
  await orderRow(page, order).getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${order._id}$`));

  await expect(page.getByText(`Hello, ${customer.name}`)).toBeVisible();
  // The spec's cut name on screen; the whole name for screen readers (and beside the picture).
  const title = page.getByRole('heading', { name: `Please Pay for ${order.partsName}` });
  await expect(title).toBeVisible();
  await expect(title.locator('.cut-name__cut')).toHaveText(
    truncate(order.partsName, TRUNCATE_AT.paymentPage),
  );
  await expect(page.getByTestId('payment-quantity')).toHaveText('1');
  await expect(payButton(page)).toBeDisabled(); // no client secret yet
  releaseIntent();
  await expect(page.getByTestId('payment-usd')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('payment-taka')).toHaveText(formatPrice(order.total, 'en'));
  await expect(page.getByText('Test mode — no real card is charged')).toBeVisible();
  await expect(payButton(page)).toBeEnabled();

  // The declined test card: the processor's message in red, and Pay usable again.
  await fillCard(page, '4000 0000 0000 0002');
  await payButton(page).click();
  const declined = page.getByText('Your card was declined.');
  await expect(declined).toBeVisible();
  await expectRed(declined);
  await expect(payButton(page)).toBeEnabled();

  // The good test card; Pay is disabled while the processor answers, and after success.
  const releaseConfirm = await holdRequests(page, '/payments/sandbox/confirm');
  await fillCard(page, '4242 4242 4242 4242');
  await payButton(page).click();
  await expect(payButton(page)).toBeDisabled();
  releaseConfirm();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();
  await expect(page.getByText('Your transaction Id:')).toBeVisible();
  const transactionId = (await page.getByTestId('transaction-id').textContent())?.trim() ?? '';
  expect(transactionId).not.toBe('');
  await expect(page.getByText('Your card was declined.')).toHaveCount(0);
  // The paid state replaces the form: no Pay button is left to press again.
  await expect(payButton(page)).toHaveCount(0);

  // The shop recorded it: My Booking Products says paid with the id, and Cancel is gone.
  await page.getByRole('link', { name: 'Back to My Booking Products' }).click();
  const row = orderRow(page, order);
  await expect(row.getByText('paid', { exact: true })).toBeVisible();
  await expect(row.getByText(transactionId)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);

  // The API agrees, and the paid order's page shows it paid, without a card form.
  const stored = (await (
    await fetch(`${shop.apiUrl}/orders/${order._id}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
  ).json()) as Order;
  expect(stored.payment).toMatchObject({ status: 'paid', transactionId });
  await page.goto(`${shop.url}/dashboard/payment/${order._id}`);
  await expect(page.getByText('This order is paid.')).toBeVisible();
  await expect(page.getByTestId('transaction-id')).toHaveText(transactionId);
  await expect(payButton(page)).toHaveCount(0);

  // The sandbox never needs Stripe's code.
  expect(scripts.filter((url) => /stripe/i.test(url))).toEqual([]);
});
