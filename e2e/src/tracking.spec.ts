import { expect, test, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import mongoose from 'mongoose';
import { shop } from './env';
import { createCustomer, signIn, type TestCustomer } from './support/accounts';
import { bookCourierThroughApi, bookThroughApi, confirmThroughApi } from './support/orders';
import { noSidewaysScroll } from './support/layout';

/**
 * Where an order is, for its customer: a confirmed order booked with Steadfast (the stack's
 * simulator) and picked up, then in transit (the courier's events written into its shipment, as its
 * webhooks would), read on My Booking Products (the order opened) and on the public /track form by
 * its number and phone, in English and /bn at 1280 and 390 px: the steps with their times (Bengali
 * digits in Bengali), the courier, the consignment id and the courier's link; a wrong phone reads
 * "no order"; no sideways scroll, no database id. Screenshots in /tmp/tracking-*.png.
 */

const PHONE = '01712345678';
const WIDTHS = [1280, 390];
const TEXT = {
  en: {
    prefix: '',
    history: 'History',
    title: 'Where your order is',
    number: 'Order number',
    phone: 'Phone number',
    submit: 'Track',
    heading: 'Track your order',
    steps: [
      'Order placed',
      'Confirmed',
      'Handed to the courier',
      'In transit',
      'Out for delivery',
      'Delivered',
    ],
    notYet: 'Not yet',
    courier: 'Steadfast',
    trackOn: 'Track on Steadfast',
    notFound: 'We found no order with this number and phone number. Check both and try again.',
    footer: 'Track your order',
  },
  bn: {
    prefix: '/bn',
    history: 'ইতিহাস',
    title: 'আপনার অর্ডার কোথায়',
    number: 'অর্ডার নম্বর',
    phone: 'ফোন নম্বর',
    submit: 'ট্র্যাক করুন',
    heading: 'আপনার অর্ডার ট্র্যাক করুন',
    steps: [
      'অর্ডার হয়েছে',
      'নিশ্চিত হয়েছে',
      'কুরিয়ারের কাছে দেওয়া হয়েছে',
      'পথে আছে',
      'ডেলিভারির জন্য বের হয়েছে',
      'ডেলিভারি হয়েছে',
    ],
    notYet: 'এখনও হয়নি',
    courier: 'স্টেডফাস্ট',
    trackOn: 'স্টেডফাস্ট-এ ট্র্যাক করুন',
    notFound: 'এই অর্ডার নম্বর ও ফোন নম্বরে কোনো অর্ডার পাওয়া যায়নি। দুটোই দেখে আবার চেষ্টা করুন।',
    footer: 'অর্ডার ট্র্যাক করুন',
  },
} as const;

/** A cash-on-delivery order, confirmed and booked with Steadfast, picked up and in transit. */
async function parcelInTransit(
  customer: TestCustomer,
): Promise<{ order: Order; consignmentId: string }> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  const part = parts
    .filter((candidate) => candidate.variantCount === undefined)
    .sort((a, b) => b.quantity - a.quantity)[0];
  const { order } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    part,
    phone: PHONE,
    address: 'House 12, Road 5, Dhanmondi',
  });
  await confirmThroughApi(order._id);
  const { consignmentId } = await bookCourierThroughApi(order._id, 'steadfast');
  // The courier's pickup and first scan, as its webhooks record them (no rider moves a simulated parcel).
  const connection = await mongoose.createConnection(shop.mongoUri).asPromise();
  try {
    // Just after the order was placed and confirmed (a minute apart: each step has its own time).
    const event = (key: string, rawStatus: string, state: string, minutesLater: number) => ({
      key: `e2e-tracking-${key}`,
      rawStatus,
      state,
      at: new Date(Date.now() + minutesLater * 60_000),
      receivedAt: new Date(),
      source: 'webhook',
      applied: true,
    });
    await connection.collection('shipments').updateOne(
      { orderId: new mongoose.Types.ObjectId(order._id) },
      {
        $set: { state: 'in_transit', rawStatus: 'in_review' },
        $push: {
          events: {
            $each: [
              event('picked', 'picked', 'picked_up', 1),
              event('transit', 'in_review', 'in_transit', 2),
            ],
          },
        } as never,
      },
    );
  } finally {
    await connection.close();
  }
  return { order, consignmentId };
}

/** The timeline as the page shows it: six steps, the first four reached with a time. */
async function expectTimeline(page: Page, language: 'en' | 'bn', consignmentId: string) {
  const text = TEXT[language];
  const timeline = page.getByTestId('tracking-timeline');
  const steps = timeline.getByTestId('tracking-step');
  await expect(steps).toHaveCount(6);
  await expect(steps.locator('.tracking-timeline__name')).toHaveText([...text.steps]);
  for (let i = 0; i < 4; i++) {
    await expect(steps.nth(i)).toHaveAttribute('data-reached', 'true');
    const time = steps.nth(i).locator('time');
    await expect(time).toHaveText(language === 'bn' ? /^[^0-9]*[০-৯][^0-9]*$/ : /\d/);
  }
  await expect(steps.nth(4)).toContainText(text.notYet);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
  const parcel = timeline.getByTestId('tracking-parcel');
  await expect(parcel).toContainText(text.courier);
  await expect(parcel.getByTestId('tracking-consignment')).toHaveText(consignmentId);
  await expect(parcel.getByRole('link', { name: text.trackOn })).toHaveAttribute(
    'href',
    /^https:\/\/steadfast\.com\.bd\/t\/\w+$/,
  );
}

test('the customer follows a parcel on My Booking Products and on /track, in both languages, at both widths', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer('Tracking Buyer');
  const { order, consignmentId } = await parcelInTransit(customer);
  const number = order._id.slice(-6).toUpperCase();

  // /track, signed out: found by number and phone; a wrong phone is "no order".
  for (const language of ['en', 'bn'] as const) {
    const text = TEXT[language];
    for (const width of WIDTHS) {
      const tag = `${language}-${width}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${text.prefix}/`);
      // The footer's link, to the page in the same language.
      await page.getByRole('contentinfo').getByRole('link', { name: text.footer }).click();
      await expect(page).toHaveURL(`${shop.url}${text.prefix}/track`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await page.getByLabel(text.number).fill(`#${number.toLowerCase()}`);
      if (width === 1280) {
        await page.getByLabel(text.phone).fill('01812345678');
        await page.getByRole('button', { name: text.submit, exact: true }).click();
        await expect(page.getByTestId('track-error')).toHaveText(text.notFound);
        await expect(page.getByTestId('track-result')).toHaveCount(0);
      }
      await page.getByLabel(text.phone).fill(PHONE);
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      const result = page.getByTestId('track-result');
      await expect(result.getByTestId('track-number')).toHaveText(`#${number}`);
      await expectTimeline(page, language, consignmentId);
      // Nothing personal: not the name, the address, the email or the database id.
      for (const secret of [customer.name, 'Dhanmondi', customer.email, order._id])
        await expect(page.locator('main')).not.toContainText(secret);
      await noSidewaysScroll(page);
      await result.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/tracking-track-${tag}.png`, fullPage: true });
    }
  }

  // Search engines are told to leave /track out.
  const html = await (await fetch(`${shop.url}/track`)).text();
  expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);

  // My Booking Products: the order opened.
  await signIn(page, { email: customer.email, password: customer.password });
  for (const language of ['en', 'bn'] as const) {
    const text = TEXT[language];
    for (const width of WIDTHS) {
      const tag = `${language}-${width}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${text.prefix}/dashboard/myOrders`);
      // The visitor chose Bengali on /bn/track: the unprefixed address keeps that choice until
      // English is chosen again (in the navbar at 1280 px; the choice holds at 390 px).
      if (language === 'en' && width === 1280) {
        const english = page.getByRole('button', { name: 'English', exact: true });
        await english.click();
        await expect(english).toHaveAttribute('aria-pressed', 'true');
      }
      const row = page.locator(`[data-order-id="${order._id}"]`);
      await expect(row).toBeVisible();
      const toggle =
        width < 768
          ? row.getByRole('button', { name: text.history })
          : row.locator('.ant-table-row-expand-icon');
      await toggle.click();
      await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
      await expectTimeline(page, language, consignmentId);
      await expect(page.locator('main')).not.toContainText(order._id);
      await noSidewaysScroll(page);
      await page.getByTestId('tracking-timeline').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/tracking-dashboard-${tag}.png` });
    }
  }
});
