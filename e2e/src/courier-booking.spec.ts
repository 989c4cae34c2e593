import { expect, test } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { shop } from './env';
import { createCustomer, signIn, type TestCustomer } from './support/accounts';
import { bookThroughApi, confirmThroughApi } from './support/orders';
import { settledDialog } from './support/dialogs';
import { noSidewaysScroll } from './support/layout';

/**
 * Booking parcels with a courier as the admin meets it in Manage All Orders, against the couriers'
 * simulators the test stack starts: one confirmed order booked with Steadfast from its row (at
 * 1280 px), another with RedX through "Book couriers" (at 390 px); then both rows read in English
 * and /bn at both widths — courier, consignment id, tracking link, where the parcel is in words —
 * with no sideways scroll and no database id on screen (the consignment id is the one id people
 * need). Screenshots in /tmp/courier-booking-*.png.
 */

const WIDTHS = [1280, 390];
const TEXT = {
  en: {
    steadfast: 'Steadfast',
    redx: 'RedX',
    waiting: 'Waiting for pickup',
    track: 'Track parcel',
    cancel: 'Cancel booking',
  },
  bn: {
    steadfast: 'স্টেডফাস্ট',
    redx: 'রেডএক্স',
    waiting: 'পিকআপের অপেক্ষায়',
    track: 'পার্সেল ট্র্যাক করুন',
    cancel: 'বুকিং বাতিল করুন',
  },
};

/** A cash-on-delivery order in Dhaka, confirmed by the shop (what a courier is booked for). */
async function confirmedOrder(customer: TestCustomer, part: Part): Promise<Order> {
  const { order } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    part,
    address: 'House 12, Road 5, Dhanmondi',
  });
  await confirmThroughApi(order._id);
  return order;
}

test('the admin books confirmed orders with a courier (one, then several) and reads each parcel in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Courier Buyer');
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const first = await confirmedOrder(customer, part);
  const second = await confirmedOrder(customer, part);
  await signIn(page, 'admin');
  // Both orders of this customer, and only theirs.
  const list = (language: 'en' | 'bn') =>
    `${shop.url}${language === 'bn' ? '/bn' : ''}/dashboard/manageOrders?q=${encodeURIComponent(customer.email)}`;
  const rowOf = (order: Order) => page.locator(`[data-order-id="${order._id}"]`);

  // One order from its row, at 1280 px: choose Steadfast, Book.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(list('en'));
  await rowOf(first).getByTestId('book-courier').click();
  // Chosen once it has zoomed in: a radio clicked while it moves can miss.
  await settledDialog(
    page.getByRole('dialog').filter({ has: page.getByTestId('book-courier-dialog') }),
  );
  const dialog = page.getByTestId('book-courier-dialog');
  await dialog.getByText('Steadfast').click();
  await page.screenshot({ path: '/tmp/courier-booking-dialog-en-1280.png' });
  await dialog.getByTestId('book-courier-confirm').click();
  await expect(rowOf(first).getByTestId('consignment-id')).toHaveText(/^\d+$/);

  // Several at once, at 390 px: the page's confirmed orders still waiting (here: the second).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(list('en'));
  await expect(page.getByTestId('bulk-booking')).toHaveText('Book couriers (1)');
  await page.getByTestId('bulk-booking').click();
  const bulk = page.getByTestId('bulk-booking-dialog');
  // As above: a courier clicked while the dialog zooms in can miss (the Book button stays off).
  await settledDialog(page.getByRole('dialog').filter({ has: bulk }));
  await expect(bulk.getByTestId('bulk-order')).toHaveCount(1);
  await bulk.getByText('RedX').click();
  await bulk.getByTestId('bulk-booking-confirm').click();
  await expect(bulk.getByTestId('bulk-result')).toContainText('Booked · consignment');
  await expect(bulk.getByTestId('bulk-summary')).toHaveText('1 booked, 0 not booked');
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/courier-booking-bulk-en-390.png' });
  await expect(bulk).not.toContainText(second._id);
  await bulk.getByRole('button', { name: 'Close' }).click();

  for (const language of ['en', 'bn'] as const) {
    for (const width of WIDTHS) {
      const tag = `${language}-${width}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(list(language));
      const steadfast = rowOf(first).getByTestId('order-courier');
      const redx = rowOf(second).getByTestId('order-courier');
      await expect(steadfast).toContainText(TEXT[language].steadfast);
      await expect(steadfast.getByTestId('shipment-state')).toHaveText(TEXT[language].waiting);
      await expect(steadfast.getByTestId('tracking-link')).toHaveText(TEXT[language].track);
      const steadfastLink = await steadfast.getByTestId('tracking-link').getAttribute('href');
      expect(steadfastLink).toMatch(/^https:\/\/steadfast\.com\.bd\/t\/[0-9A-F]{8}$/);
      // Steadfast has no cancel call for merchants: no button that would only be refused.
      await expect(steadfast.getByTestId('cancel-booking')).toHaveCount(0);
      await expect(redx).toContainText(TEXT[language].redx);
      await expect(redx.getByTestId('consignment-id')).toHaveText(/^\w{10,}$/);
      await expect(redx.getByTestId('tracking-link')).toHaveAttribute(
        'href',
        /^https:\/\/redx\.com\.bd\/track-parcel\/\?trackingId=\w+$/,
      );
      await expect(redx.getByTestId('cancel-booking')).toHaveText(TEXT[language].cancel);
      await expect(page.getByTestId('bulk-booking')).toBeDisabled();
      // No database id anywhere on the page: orders go by their numbers.
      await expect(page.locator('main')).not.toContainText(first._id);
      await expect(page.locator('main')).not.toContainText(second._id);
      await noSidewaysScroll(page);
      await rowOf(first).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/courier-booking-${tag}.png` });
    }
  }
});
