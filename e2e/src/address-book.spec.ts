/**
 * My Profile's address book fills the order forms: an address saved in the dashboard is the
 * product page's booking form's, on a desktop and on a phone, in English and in Bengali. The
 * screenshots (test-results/address-book-*.png) are for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { createCustomer, signIn } from './support/accounts';

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function firstPart(): Promise<Part> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return [...parts].sort((a, b) => b.quantity - a.quantity)[0];
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

for (const viewport of VIEWPORTS) {
  test(`an address saved in My Profile fills the booking form (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(`Addr Book ${viewport.width}`, { confirmEmail: false });
    await signIn(page, customer);

    await page.goto(`${shop.url}/dashboard/profile`);
    const book = page.getByRole('region', { name: 'Phone and addresses' });
    await expect(book.getByText('No saved addresses yet', { exact: false })).toBeVisible();
    await book.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
    // The order forms' rules, under each field.
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Phone is Required')).toBeVisible();
    await expect(form.getByText('Address is Required')).toBeVisible();
    await form.getByLabel('Label (optional)').fill('Home');
    await form.getByLabel('Phone', { exact: true }).fill('01712345678');
    await form.getByLabel('Address', { exact: true }).fill('House 12, Road 5, Dhanmondi');
    await form.getByLabel('District', { exact: true }).selectOption('Dhaka');
    await form.getByRole('button', { name: 'Save address' }).click();
    const home = book.getByRole('listitem', { name: 'Home' });
    await expect(home).toBeVisible();
    await expect(home.getByText('Default')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expectNoSidewaysScroll(page, viewport.width);
    await page.screenshot({
      path: `test-results/address-book-profile-${viewport.width}.png`,
      fullPage: true,
    });

    const part = await firstPart();
    await page.goto(`${shop.url}/product/${part._id}`);
    const booking = page.getByRole('form', { name: 'Book this product' });
    await expect(booking.getByLabel('Address', { exact: true })).toHaveValue(
      'House 12, Road 5, Dhanmondi',
    );
    await expect(booking.getByLabel('Phone', { exact: true })).toHaveValue('01712345678');
    await expect(booking.getByLabel('Delivery district')).toHaveValue('Dhaka');
    await expect(booking.getByLabel('Deliver to')).toHaveValue(/^[0-9a-f]{24}$/);
    await expect(booking.getByLabel('Save this address to my profile')).toHaveCount(0);
    await booking.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, viewport.width);
    await booking.screenshot({ path: `test-results/address-book-booking-${viewport.width}.png` });

    // In Bengali: the same book and form, every label translated.
    await page.goto(`${shop.url}/bn/dashboard/profile`);
    const bengaliBook = page.getByRole('region', { name: 'ফোন ও ঠিকানা' });
    await expect(bengaliBook.getByText('ডিফল্ট')).toBeVisible();
    await bengaliBook.getByRole('button', { name: 'Home বদলান' }).click();
    await expect(page.getByRole('form', { name: 'ঠিকানা বদলান' })).toBeVisible();
    await expectNoSidewaysScroll(page, viewport.width);
    await page.screenshot({
      path: `test-results/address-book-profile-bn-${viewport.width}.png`,
      fullPage: true,
    });

    await page.goto(`${shop.url}/bn/product/${part._id}`);
    const bengaliBooking = page.locator('form.booking-form');
    await expect(bengaliBooking.getByLabel('যেখানে পাঠাবেন')).toBeVisible();
    await expect(bengaliBooking.getByLabel('Address', { exact: true })).toHaveCount(0);
    await expect(bengaliBooking.locator('#booking-address')).toHaveValue(
      'House 12, Road 5, Dhanmondi',
    );
    await bengaliBooking.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, viewport.width);
    await bengaliBooking.screenshot({
      path: `test-results/address-book-booking-bn-${viewport.width}.png`,
    });
  });
}
