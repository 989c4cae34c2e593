import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { ORDER_MESSAGES } from '@shop/rules';
import { shop } from './env';
import { createCustomer, signOut, submitLogin } from './support/accounts';

const uniqueEmail = (tag: string) =>
  `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}@mail.com`;

/** The products sold in one variant (added straight from a card; variants have their own test). */
async function apiParts(): Promise<Part[]> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return parts.filter((part) => part.variantCount === undefined);
}

async function stockOf(partId: string): Promise<number> {
  return ((await (await fetch(`${shop.apiUrl}/product/${partId}`)).json()) as Part).quantity;
}

/** Spec §5: errors are red (the storefront's danger colour, #b42318). */
async function expectRed(locator: Locator) {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r, g, b] = color.match(/\d+/g)!.map(Number);
  expect(r, `colour ${color}`).toBeGreaterThanOrEqual(150);
  expect(g, `colour ${color}`).toBeLessThan(90);
  expect(b, `colour ${color}`).toBeLessThan(90);
}

/** The message under a field: the element its aria-describedby names. */
async function expectFieldError(form: Locator, label: string, message: string) {
  const input = form.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const id = await input.getAttribute('aria-describedby');
  const error = form.locator(`[id="${id}"]`);
  await expect(error).toHaveText(message);
  await expectRed(error);
}

async function signUpInBrowser(page: Page, name: string, email: string, password: string) {
  await page.goto(`${shop.url}/signup`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/shops$/);
  await expect(signOut(page)).toBeVisible();
}

test('book from the product page: every message, cash on delivery, /dashboard, the stock goes down', async ({
  page,
}) => {
  // The product with the most stock, so other tests' products are left alone.
  const part = [...(await apiParts())].sort((a, b) => b.quantity - a.quantity)[0];
  expect(part.quantity).toBeGreaterThanOrEqual(3);
  const stockBefore = await stockOf(part._id);

  const email = uniqueEmail('booker');
  await signUpInBrowser(page, 'Nadia Booker', email, 'nadia-secret');

  await page.goto(`${shop.url}/product/${part._id}`);
  const form = page.getByRole('form', { name: 'Book this product' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Nadia Booker');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  // One quantity on the page, the stepper Add to cart uses too: the form has none of its own.
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toHaveCount(1);
  await expect(quantity).toHaveValue('1');
  await expect(form.getByLabel('Quantity', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('inputmode', 'tel');
  await expect(form.getByLabel('Cash on delivery')).toBeChecked();

  // Nothing is flagged before the first submit.
  await form.getByLabel('Name', { exact: true }).fill('');
  await expect(form.locator('.form-field__error')).toHaveCount(0);

  const book = form.getByRole('button', { name: 'Book Now' });
  await book.click();
  await expectFieldError(form, 'Name', 'Name is Required');
  await expectFieldError(form, 'Phone', 'Phone is Required');
  await expectFieldError(form, 'Address', 'Address is Required');
  await expectFieldError(form, 'Delivery district', ORDER_MESSAGES.districtRequired);

  // From now on every change revalidates.
  // The stepper keeps the quantity between 1 and the stock; the booking follows it.
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(form.getByTestId('booking-subtotal')).toHaveText(formatPrice(part.price * 2, 'en'));
  await page.getByRole('button', { name: 'One less' }).click();
  await expect(form.getByTestId('booking-subtotal')).toHaveText(formatPrice(part.price, 'en'));

  await form.getByLabel('Phone', { exact: true }).fill('12345');
  await expectFieldError(form, 'Phone', ORDER_MESSAGES.phoneInvalid);

  // The email is the account's and read-only; emptied anyway, the rule still speaks.
  const emailInput = form.getByLabel('Email', { exact: true });
  await emailInput.evaluate((el) => ((el as HTMLInputElement).readOnly = false));
  await emailInput.fill('');
  await expectFieldError(form, 'Email', 'Email is Required');
  await emailInput.fill(email);
  await expect(emailInput).not.toHaveAttribute('aria-invalid', 'true');

  // A valid booking, with the delivery fee the district implies.
  await form.getByLabel('Name', { exact: true }).fill('Nadia Booker');
  await form.getByLabel('Phone', { exact: true }).fill('01712345678');
  await form.getByLabel('Address', { exact: true }).fill('House 4, Road 2, Zindabazar');
  await form.getByLabel('Delivery district').selectOption('Sylhet');
  await expect(form.getByTestId('booking-delivery-fee')).toHaveText('৳120');
  await expect(form.getByTestId('booking-total')).toHaveText(formatPrice(part.price + 120, 'en'));
  await expect(form.locator('.form-field__error')).toHaveCount(0);

  await book.click();
  await expect(page.getByText('Products booking successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${shop.url}/product/${part._id}`);
  await expect(page.getByTestId('stock')).toHaveText(`Available: ${stockBefore - 1}`);
  expect(await stockOf(part._id)).toBe(stockBefore - 1);
});

test('the cart checks out two products as one order with free delivery, then is empty', async ({
  page,
}) => {
  const email = uniqueEmail('cartbuyer');
  const password = 'cart-secret';
  const { token: accessToken } = await createCustomer('Sabbir Cart', { email, password });

  await page.goto(`${shop.url}/login`);
  await submitLogin(page, email, password);
  await expect(signOut(page)).toBeVisible();

  // Two products with stock to spare, one unit each.
  const [first, second] = [...(await apiParts())]
    .sort((a, b) => b.quantity - a.quantity)
    .slice(1, 3);
  for (const part of [first, second]) {
    await page.goto(`${shop.url}/product/${part._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('1 in your cart.')).toBeVisible();
  }

  await page.goto(`${shop.url}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByLabel('Delivery district').selectOption('Rangpur');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText(
    formatPrice(first.price + second.price, 'en'),
  );

  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByLabel('Name', { exact: true })).toHaveValue('Sabbir Cart');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expectFieldError(checkout, 'Phone', 'Phone is Required');
  await expectFieldError(checkout, 'Address', 'Address is Required');
  await checkout.getByLabel('Phone', { exact: true }).fill('01812345678');
  await checkout.getByLabel('Address', { exact: true }).fill('Station Road, Rangpur');
  await checkout.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByText('Products booking successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const answer = await page.request.get(`${shop.apiUrl}/booking/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status()).toBe(200);
  const orders = (await answer.json()) as Order[];
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order.lines.map((line) => line.partId).sort()).toEqual([first._id, second._id].sort());
  expect(order.deliveryFee).toBe(0);
  expect(order.district).toBe('Rangpur');
  expect(order.paymentMethod).toBe('cod');
  expect(order.total).toBe(first.price + second.price);

  await page.goto(`${shop.url}/cart`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});
