import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Order, Part, PaymentIntentAnswer, SandboxConfirmAnswer } from '@shop/contracts';
import { formatDate, formatPrice } from '@shop/i18n';
import { MailpitClient } from '@shop/tools/mailpit';
import mongoose from 'mongoose';
import { shop } from './env';
import {
  adminToken,
  createCustomer,
  signIn,
  submitLogin,
  type TestCustomer,
} from './support/accounts';
import { confirmDialog, settledDialog } from './support/dialogs';

/**
 * After the sale, in the browser against the production build: an admin cancels a
 * card-paid order → the customer sees it refunded with the amount and gets a mail about it in the
 * language they used (Bengali here), read from Mailpit; a delivered item is returned, approved,
 * received and refunded, the customer seeing each state; an unpaid card order expires and its
 * stock is back on the product page; cancelled orders hide behind 'Show cancelled'.
 */

const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.Toastify__toast', { hasText: text });
const orderRow = (page: Page, orderId: string) => page.locator(`[data-order-id="${orderId}"]`);

async function api<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`${shop.apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.ok, `${method} ${path}: ${answer.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A product with at least `units` in stock, read from the catalogue. */
async function productWithStock(units: number): Promise<Part> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts.find((p) => p.quantity >= units && p.variantCount === undefined);
  expect(part, `a product with ${units} units in stock`).toBeTruthy();
  return part as Part;
}

async function stockOf(partId: string): Promise<number> {
  return ((await (await fetch(`${shop.apiUrl}/product/${partId}`)).json()) as Part).quantity;
}

/**
 * Books `quantity` units as `customer` — from a browser whose language switch says `language` (the
 * `lang` cookie goes with the API call, as the browser sends it).
 */
async function book(
  customer: TestCustomer,
  part: Part,
  options: { quantity?: number; paymentMethod: 'card' | 'cod'; language?: 'en' | 'bn' },
): Promise<Order> {
  const answer = await api<{ order: Order }>(
    'POST',
    '/booking',
    customer.token,
    {
      partsId: part._id,
      quantity: options.quantity ?? 1,
      name: customer.name,
      phone: '01712345678',
      address: 'House 7, Road 3, Dhanmondi',
      district: 'Dhaka',
      paymentMethod: options.paymentMethod,
    },
    { Cookie: `lang=${options.language ?? 'en'}` },
  );
  return answer.order;
}

/** Pays an order with the sandbox's test card, the calls the payment page makes. */
async function payByCard(customer: TestCustomer, orderId: string): Promise<void> {
  const intent = await api<PaymentIntentAnswer>('POST', '/create-payment-intent', customer.token, {
    orderId,
  });
  const confirmed = await api<SandboxConfirmAnswer>(
    'POST',
    '/payments/sandbox/confirm',
    customer.token,
    {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry,
      cvc: '123',
      name: customer.name,
    },
  );
  expect(confirmed.paymentIntent.status).toBe('succeeded');
  await api('PATCH', `/booking/${orderId}`, customer.token, {
    appointment: orderId,
    transactionId: confirmed.paymentIntent.id,
  });
}

/** A page of its own (own cookies) signed in as this customer, in `language`. */
async function customerPage(
  browser: Browser,
  customer: TestCustomer,
  language: 'en' | 'bn' = 'en',
): Promise<Page> {
  const context = await browser.newContext();
  // Signs in through the English form, then uses the site in `language` (the switch's cookie).
  await context.addCookies([{ name: 'lang', value: 'en', url: shop.url }]);
  const page = await context.newPage();
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/shops$/);
  await context.addCookies([{ name: 'lang', value: language, url: shop.url }]);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  return page;
}

async function myOrders(page: Page): Promise<void> {
  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(page.getByTestId('order-row').or(page.locator('.ant-empty')).first()).toBeVisible();
}

/** Manage All Orders, searched to one customer's orders, as the seeded admin. */
async function adminOrders(page: Page, email: string, extra = ''): Promise<void> {
  await page.goto(`${shop.url}/dashboard/manageOrders?q=${encodeURIComponent(email)}${extra}`);
  await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toBeVisible();
}

test('an admin cancels a card-paid order: the customer sees it refunded with the amount, and a Bengali mail says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('Sadia Afrin');
  const order = await book(customer, await productWithStock(2), {
    paymentMethod: 'card',
    language: 'bn',
  });
  await payByCard(customer, order._id);

  await signIn(page, 'admin');
  await adminOrders(page, customer.email);
  const row = orderRow(page, order._id);
  await expect(row.getByTestId('payment-state')).toContainText('paid');
  const question = formatPrice(order.total, 'en');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      `Are you sure? The customer is paid back ${question}: the payment is refunded.`,
    );
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'the payment is being refunded')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(orderRow(page, order._id).getByTestId('payment-state')).toContainText(
      `${formatPrice(order.total, 'en')} of ${formatPrice(order.total, 'en')} refunded`,
      // A reload loads the admin remote again: a few seconds on a loaded machine.
      { timeout: 8000 },
    );
  }).toPass({ timeout: 60_000 });

  // The customer, who uses the site in Bengali: the order is cancelled, so hidden until asked for.
  const mine = await customerPage(browser, customer, 'bn');
  await myOrders(mine);
  await expect(orderRow(mine, order._id)).toHaveCount(0);
  await mine.getByRole('switch', { name: /বাতিল অর্ডারও দেখান/ }).click();
  const refunded = orderRow(mine, order._id);
  await expect(refunded.getByTestId('payment-state')).toContainText('টাকা ফেরত দেওয়া হয়েছে');
  await expect(refunded.getByTestId('refund-note')).toHaveText(
    `${formatDate(new Date(), 'bn')} তারিখে ${formatPrice(order.total, 'bn')} ফেরত দেওয়া হয়েছে`,
  );

  // The mail, in Bengali, from the shop's mail server.
  const mail = await new MailpitClient(shop.mailpitUrl).waitForMessage(
    customer.email,
    /টাকা ফেরত/,
    30_000,
  );
  expect(mail.Subject).toBe(`অর্ডার #${order._id.slice(-6).toUpperCase()}-এর টাকা ফেরত`);
  expect(mail.Text).toContain(formatPrice(order.total, 'bn'));
  expect(mail.HTML).toContain('lang="bn"');
});

test('an unpaid card order expires: the pay button goes, and its stock is back on the product page', async ({
  browser,
}) => {
  // The sweep that expires orders runs every ORDER_SWEEP_SECONDS (5 in the e2e stack); this test waits for it.
  test.setTimeout(90_000);
  const customer = await createCustomer('Tanvir Hasan');
  const part = await productWithStock(3);
  const order = await book(customer, part, { paymentMethod: 'card', quantity: 2 });
  const held = await stockOf(part._id);

  const mine = await customerPage(browser, customer);
  await myOrders(mine);
  const row = orderRow(mine, order._id);
  await expect(row.getByTestId('time-left')).toHaveText(/^(30:00|29:\d\d) left to pay$/);
  await expect(row.getByRole('link', { name: 'Pay', exact: true })).toBeVisible();

  // The payment window ends now: the order's clock is moved in the database (no 30-minute wait).
  const connection = await mongoose.createConnection(shop.mongoUri).asPromise();
  try {
    await connection
      .collection('orders')
      .updateOne(
        { _id: new mongoose.Types.ObjectId(order._id) },
        { $set: { expiresAt: new Date(Date.now() - 1000) } },
      );
  } finally {
    await connection.close();
  }

  // The payment page says so and offers no card form.
  await mine.goto(`${shop.url}/dashboard/payment/${order._id}`);
  await expect(mine.getByText('The time to pay this order is over.')).toBeVisible();
  await expect(mine.getByLabel('Card number')).toHaveCount(0);

  // The sweep expires it ("not paid in time") and gives its 2 units back.
  await expect.poll(() => stockOf(part._id), { timeout: 30_000, intervals: [1000] }).toBe(held + 2);
  await mine.goto(`${shop.url}/product/${part._id}`);
  await expect(mine.getByTestId('stock')).toHaveText(`Available: ${held + 2}`);

  await myOrders(mine);
  await expect(orderRow(mine, order._id)).toHaveCount(0);
  await mine.getByRole('switch', { name: /Show cancelled/ }).click();
  await expect(orderRow(mine, order._id).getByTestId('cancel-reason')).toHaveText(
    'Not paid in time',
  );
  await expect(
    orderRow(mine, order._id).getByRole('link', { name: 'Pay', exact: true }),
  ).toHaveCount(0);
});

test('Show cancelled: a cancelled order leaves My Booking Products and comes back on the switch', async ({
  browser,
}) => {
  const customer = await createCustomer('Farhana Akter');
  const part = await productWithStock(2);
  const kept = await book(customer, part, { paymentMethod: 'cod' });
  const cancelled = await book(customer, part, { paymentMethod: 'cod' });

  const mine = await customerPage(browser, customer);
  await myOrders(mine);
  await expect(mine.getByTestId('order-row')).toHaveCount(2);
  await orderRow(mine, cancelled._id).getByRole('button', { name: 'Cancel' }).click();
  const dialog = await confirmDialog(mine);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(toast(mine, 'Order cancelled')).toBeVisible();
  await expect(orderRow(mine, cancelled._id)).toHaveCount(0);
  await expect(orderRow(mine, kept._id)).toBeVisible();
  await expect(mine.getByText('(1 hidden)')).toBeVisible();

  const toggle = mine.getByRole('switch', { name: /Show cancelled/ });
  await toggle.click();
  await expect(orderRow(mine, cancelled._id).getByTestId('order-status')).toHaveText('Cancelled');
  await toggle.click();
  await expect(orderRow(mine, cancelled._id)).toHaveCount(0);
});

test('a customer returns a delivered item: the admin approves, receives and refunds it, the customer sees each step', async ({
  page,
  browser,
}) => {
  // Two browsers, three round trips of admin action → customer page: 30 s on an idle 2-core machine.
  test.setTimeout(150_000);
  const customer = await createCustomer('Mahmud Karim');
  const part = await productWithStock(2);
  const order = await book(customer, part, { paymentMethod: 'card' });
  await payByCard(customer, order._id);
  // The admin delivers it (the workflow itself has its own browser test).
  const token = await adminToken();
  for (const status of ['confirmed', 'shipped', 'delivered'])
    await api('PATCH', `/orders/${order._id}/status`, token, { status });

  const mine = await customerPage(browser, customer);
  await myOrders(mine);
  const row = orderRow(mine, order._id);
  await row.getByRole('button', { name: 'Return' }).click();
  const dialog = await settledDialog(mine.getByRole('dialog'));
  await dialog.getByLabel(`Units of ${order.lines[0].name} to return`).fill('1');
  await dialog.getByLabel('Why do you return it?').fill('The left earbud does not charge');
  await dialog.getByRole('button', { name: 'Ask to return' }).click();
  await expect(toast(mine, 'Return requested')).toBeVisible();
  await expect(row.getByTestId('return-state')).toContainText('Return requested');

  await signIn(page, 'admin');
  await adminOrders(page, customer.email, '&returns=open');
  const adminRow = orderRow(page, order._id);
  await expect(adminRow.getByTestId('open-returns')).toHaveText('1 return open');
  const moves: [string, string, string][] = [
    ['Approve', 'Return approved', 'Return approved — send it back'],
    ['Received', 'Return received', 'Return received'],
    ['Refund', 'Return refunded', 'Return refunded'],
  ];
  for (const [button, done, customerSees] of moves) {
    if (!(await page.getByTestId('order-returns').isVisible()))
      await adminRow.getByRole('button', { name: /expand/i }).click();
    await page.getByTestId('order-returns').getByRole('button', { name: button }).click();
    const confirmation = await settledDialog(page.getByRole('dialog'));
    await confirmation.getByRole('button', { name: button }).click();
    await expect(toast(page, done)).toBeVisible();
    await myOrders(mine);
    await expect(orderRow(mine, order._id).getByTestId('return-state')).toContainText(customerSees);
  }
  await expect(orderRow(mine, order._id).getByTestId('return-state')).toContainText(
    `${formatPrice(order.lines[0].unitPrice, 'en')} refunded`,
  );
});
