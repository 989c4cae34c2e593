import { expect, test, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { formatDate, formatPrice } from '@shop/i18n';
import { shop } from './env';
import { createCustomer, signIn, signOut, submitLogin } from './support/accounts';
import { confirmDialog } from './support/dialogs';
import { bookThroughApi } from './support/orders';

/**
 * The customer's dashboard against the production build: My Booking Products (Cash on delivery,
 * cancel with 'Are you sure?', stock back), Add Review with a photo stored by the shop, an order that
 * another customer cannot open, and Add Review refused to an admin.
 */

const PASSWORD = 'Dashboard#2026';
/** A valid 1 × 1 PNG, so the test needs no image on disk. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Customer {
  name: string;
  email: string;
  token: string;
}

async function signUp(_page: Page, name: string): Promise<Customer> {
  const { email, token } = await createCustomer(name, { password: PASSWORD });
  return { name, email, token };
}

async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.goto(`${shop.url}/login`);
  await submitLogin(page, customer.email, PASSWORD);
  await expect(signOut(page)).toBeVisible();
}

async function stockOf(page: Page, partId: string): Promise<number> {
  const answer = await page.request.get(`${shop.apiUrl}/product/${partId}`);
  return ((await answer.json()) as Part).quantity;
}

/** Books one unit of a part in stock through the API, cash on delivery, as `customer`. */
async function bookOne(customer: Customer): Promise<{ part: Part; orderId: string }> {
  const { part, order } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    pick: (p) => p.quantity >= 2 && p.name.length > 10 && p.variantCount === undefined,
  });
  return { part, orderId: order._id };
}

test('My Booking Products: Cash on delivery, cancel after ‘Are you sure?’, the stock comes back', async ({
  page,
}) => {
  const customer = await signUp(page, 'Nadia Booker');
  const { part, orderId } = await bookOne(customer);
  const stockAfterBooking = await stockOf(page, part._id);

  await signIn(page, { email: customer.email, password: PASSWORD });
  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(page.getByRole('heading', { name: 'My Booking Products' })).toBeVisible();
  const row = page.locator(`[data-order-id="${orderId}"]`);
  await expect(row).toBeVisible();
  const orderName = row.getByTestId('order-name');
  await expect(orderName.locator('.cut-name__cut')).toHaveText(
    `${[...part.name].slice(0, 10).join('')}..`,
  );
  // The whole name on keyboard focus (and hover), and for screen readers.
  await orderName.locator('.cut-name').focus();
  await expect(orderName.locator('.cut-name__full')).toBeVisible();
  await expect(orderName.locator('.cut-name__full')).toHaveText(part.name);
  await expect(row.getByTestId('order-status')).toHaveText('Order placed');
  await expect(row.getByText('Cash on delivery')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveAttribute(
    'href',
    `/dashboard/payment/${orderId}`,
  );

  // The shop's dialog (never the browser's own), naming the order and the money; declined, nothing
  // happens.
  await row.getByRole('button', { name: 'Cancel' }).click();
  let dialog = await confirmDialog(page);
  await expect(dialog).toContainText(`Order #${orderId.slice(-6).toUpperCase()} (${part.name})`);
  await expect(dialog).toContainText('Nothing was paid, so nothing is refunded.');
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('order-status')).toHaveText('Order placed');
  expect(await stockOf(page, part._id)).toBe(stockAfterBooking);

  // Accepted: cancelled and gone from the list (spec §7), back under 'Show cancelled' with no
  // buttons, and the stock is back.
  await row.getByRole('button', { name: 'Cancel' }).click();
  dialog = await confirmDialog(page);
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: /Show cancelled/ }).click();
  await expect(row.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row.getByText('Cash on delivery')).toHaveCount(0);

  await page.goto(`${shop.url}/product/${part._id}`);
  await expect(page.getByTestId('stock')).toHaveText(`Available: ${stockAfterBooking + 1}`);

  // The dashboard index sums it up: nothing open, the last order cancelled.
  await page.goto(`${shop.url}/dashboard`);
  await expect(page.getByTestId('open-orders')).toHaveText('0');
  await expect(page.getByTestId('last-order').getByTestId('order-status')).toHaveText('Cancelled');
});

test('Add Review: the spec’s messages, then a review with a photo appears on /reviews', async ({
  page,
}) => {
  // antd keeps the spinner of a finished submit in the button while its exit animation runs, so
  // the name can read "loading Add" for a moment after the first (refused) submit.
  const addButton = page.getByRole('button', { name: /^(loading )?Add$/ });
  const customer = await signUp(page, 'Tanvir Reviewer');
  await signIn(page, { email: customer.email, password: PASSWORD });
  await page.goto(`${shop.url}/dashboard/addReview`);
  await expect(page.getByRole('heading', { name: 'Add a New Review' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(customer.name);

  await addButton.click();
  for (const message of ['Retting is Required', 'Review is Required', 'Image is Required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // The rating is five stars, reached and moved with the keyboard: Tab stops on them, the arrow
  // keys light them.
  const stars = page.getByRole('radiogroup', { name: 'Retting' });
  await page.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(stars).toBeFocused();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByText('Retting is Required')).toHaveCount(0);

  const text = `Arrived in two days and works perfectly (${Date.now()}).`;
  await page.getByLabel('Review', { exact: true }).fill(text);
  // The shop's file field (its own button, in the page's language), the real input kept.
  await expect(page.getByText('Choose a photo')).toBeVisible();
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('me.png')).toBeVisible();
  // The form has taken the photo once its 'Image is Required' is gone (it revalidates on change).
  await expect(page.getByText('Image is Required')).toHaveCount(0);
  await addButton.click();
  await expect(page.getByText('Review added successfully')).toBeVisible();
  await expect(page.getByLabel('Review', { exact: true })).toHaveValue('');

  await page.goto(`${shop.url}/reviews`);
  const card = page.getByTestId('review-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText(customer.name)).toBeVisible();
  // The photo is the shop's own copy, served by the API.
  const photo = card.getByRole('img', { name: `Photo of ${customer.name}` });
  await expect(photo).toHaveAttribute('src', /\/uploads\/images\/.+\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('another customer can neither open nor fetch someone else’s order', async ({ page }) => {
  const owner = await signUp(page, 'Owner Customer');
  const { part, orderId } = await bookOne(owner);
  const other = await signUp(page, 'Other Customer');

  const answer = await page.request.get(`${shop.apiUrl}/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(answer.status()).toBe(404);
  expect(JSON.stringify(await answer.json())).not.toContain(owner.email);

  await signIn(page, { email: other.email, password: PASSWORD });
  await page.goto(`${shop.url}/dashboard/payment/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText('We could not find this order.')).toBeVisible();
  await expect(page.getByText(part.name.slice(0, 15))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);

  // Nor does it appear in their own list.
  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
});

test('an admin who types /dashboard/addReview is told the page is for customers', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/addReview`);
  await expect(page.getByText('This page is for customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Review', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('menu', { name: 'Dashboard menu' }).getByText('Add Review'),
  ).toHaveCount(0);
});

/**
 * The texts with Latin letters that a visitor sees under `root` outside `translate="no"` elements
 * (entered texts: product and people's names, ids). Empty on a page fully in Bengali.
 */
async function untranslatedTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/[A-Za-z]/.test(text)) continue;
      if (parent.closest('[translate="no"], title, style, script')) continue;
      if (!parent.checkVisibility()) continue;
      texts.push(text.trim());
    }
    return texts;
  });
}

test('in Bengali: My Booking Products, the summary and the payment page', async ({ page }) => {
  const customer = await signUp(page, 'Sadia Bangla');
  const { part, orderId } = await bookOne(customer);
  const order = (await (
    await page.request.get(`${shop.apiUrl}/orders/${orderId}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
  ).json()) as Order;

  await logIn(page, customer);
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  await page.goto(`${shop.url}/dashboard/myOrders`);
  await expect(page.getByRole('heading', { name: 'আমার বুকিং করা পণ্য' })).toBeVisible();
  const row = page.locator(`[data-order-id="${orderId}"]`);
  await expect(row.getByTestId('order-status')).toHaveText('অর্ডার হয়েছে');
  await expect(row.getByTestId('order-total')).toHaveText(formatPrice(order.total, 'bn'));
  await expect(row.getByTestId('order-date')).toHaveText(formatDate(order.createdAt, 'bn'));
  await expect(row.getByText('ক্যাশ অন ডেলিভারি')).toBeVisible();
  await expect(row.getByTestId('order-name')).toContainText(
    `${[...part.name].slice(0, 10).join('')}..`,
  );
  expect(await untranslatedTexts(page, 'section.my-orders')).toEqual([]);

  // The shop's dialog asks in Bengali too; declined, nothing changes.
  await row.getByRole('button', { name: 'বাতিল করুন' }).click();
  const dialog = await confirmDialog(page, 'আপনি কি নিশ্চিত?');
  await expect(dialog).toContainText('কোনো টাকা দেওয়া হয়নি');
  await dialog.getByRole('button', { name: 'অর্ডার রাখুন' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('order-status')).toHaveText('অর্ডার হয়েছে');

  await page.goto(`${shop.url}/dashboard`);
  await expect(page.getByTestId('open-orders')).toHaveText('১');
  await expect(page.getByTestId('total-spent')).toHaveText(/^৳[০-৯,]+$/);
  expect(await untranslatedTexts(page, '.overview')).toEqual([]);

  // The payment page: the greeting with the name as entered, dollars and taka in Bengali digits.
  await page.goto(`${shop.url}/dashboard/payment/${orderId}`);
  await expect(page.getByRole('heading', { name: 'পেমেন্ট', exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-greeting')).toHaveText(`হ্যালো, ${customer.name}`);
  await expect(page.getByTestId('payment-usd')).toHaveText(/^\$[০-৯,]+\.[০-৯]{2}$/);
  await expect(page.getByTestId('payment-taka')).toHaveText(formatPrice(order.total, 'bn'));
  await expect(page.getByText('টেস্ট মোড — কোনো আসল কার্ড থেকে টাকা কাটা হবে না')).toBeVisible();
  await expect(page.getByRole('button', { name: 'পেমেন্ট করুন' })).toBeEnabled();
  expect(await untranslatedTexts(page, 'section.payment')).toEqual([]);

  // A declined test card: the processor's refusal, in Bengali, in red under the form.
  await page.getByLabel('কার্ড নম্বর').fill('4000 0000 0000 0002');
  await page
    .getByLabel('মেয়াদ (মাস/বছর)')
    .fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await page.getByLabel('সিভিসি').fill('123');
  await page.getByRole('button', { name: 'পেমেন্ট করুন' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।' }),
  ).toBeVisible();
});
