import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Order, Part } from '@shop/contracts';
import { shop } from './env';
import { createCustomer, signIn, type TestCustomer } from './support/accounts';
import { bookThroughApi } from './support/orders';

/**
 * Where the spec cuts a product's name (10 characters in My Booking Products, 15 on the payment
 * page), "Samsung Ga.." could be the phone or the watch: the cut text stays, and the whole name
 * shows on hover and on keyboard focus, is what screen readers read, and stands beside the picture.
 * An order's history names its product as the order recorded it. At 1280 and 390 px, in English
 * and Bengali; screenshots for a person to look at.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const LANGUAGES = [
  { prefix: '', history: 'History', placed: 'Order placed', payFor: 'Please Pay for' },
  { prefix: '/bn', history: 'ইতিহাস', placed: 'অর্ডার হয়েছে', payFor: 'মূল্য পরিশোধ করুন' },
] as const;

const cut = (name: string, max: number) =>
  [...name].length > max ? `${[...name].slice(0, max).join('')}..` : name;

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The cut name: its cut text as drawn, the whole name on hover and on keyboard focus. */
async function expectRevealed(name: Locator, whole: string, max: number, page: Page) {
  const cutName = name.locator('.cut-name').first();
  await expect(cutName.locator('.cut-name__cut')).toHaveText(cut(whole, max));
  await expect(cutName.locator('.cut-name__cut')).toHaveAttribute('aria-hidden', 'true');
  // Screen readers: the whole name is the element's text (the cut one is hidden from them).
  await expect(cutName).toHaveAccessibleName(whole);
  const tooltip = cutName.locator('.cut-name__full');
  await cutName.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(whole);
  await page.mouse.move(0, 0);
  await cutName.focus();
  await expect(cutName).toBeFocused();
  await expect(tooltip).toBeVisible();
  const box = (await tooltip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

let customer: TestCustomer;
let part: Part;
let order: Order;

test.beforeAll(async () => {
  customer = await createCustomer('Cut Names');
  // A product whose name both cuts shorten, to be paid by card (the payment page).
  ({ part, order } = await bookThroughApi(customer, {
    pick: (p) => p.quantity >= 2 && [...p.name].length > 16 && p.variantCount === undefined,
  }));
});

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`cut names show whole on hover, focus and beside the picture, ${viewport.width} px ${language.prefix || '/'}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await signIn(page, customer);
      const tag = `${viewport.width}-${language.prefix ? 'bn' : 'en'}`;

      // My Booking Products: the first 10 characters, the whole name beside the picture.
      await page.goto(`${shop.url}${language.prefix}/dashboard/myOrders`);
      const row = page.locator(`[data-order-id="${order._id}"]`);
      await expect(row).toBeVisible();
      await expect(row.getByTestId('order-whole-name')).toHaveText(part.name);
      await expect(row.getByTestId('order-whole-name')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`my-orders-${tag}.png`) });
      await expectRevealed(row.getByTestId('order-name'), part.name, 10, page);
      await page.screenshot({ path: testInfo.outputPath(`my-orders-${tag}-focus.png`) });

      // The order's history: its product as the order recorded it, and the event.
      const toggle =
        viewport.width < 768
          ? row.getByRole('button', { name: language.history })
          : row.locator('.ant-table-row-expand-icon');
      await toggle.click();
      const history = page.getByTestId('order-history');
      // The whole name as ordered, then (every seeded product has one) the warranty it came with.
      await expect(history.getByTestId('history-line')).toContainText(
        `${part.name} × ${language.prefix ? '১' : '1'}`,
      );
      await expect(history.getByTestId('line-warranty')).toBeVisible();
      await expect(history.getByTestId('history-event').first()).toContainText(language.placed);
      await expect(history.getByTestId('history-event').first()).toContainText(customer.name);
      await expectNoSidewaysScroll(page);
      await history.screenshot({ path: testInfo.outputPath(`history-${tag}.png`) });

      // The payment page: 'Please Pay for' and the first 15 characters; the whole name under it.
      await page.goto(`${shop.url}${language.prefix}/dashboard/payment/${order._id}`);
      const title = page.getByRole('heading', { name: `${language.payFor}` });
      await expect(title).toBeVisible();
      await expect(page.getByTestId('order-whole-name')).toHaveText(part.name);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`payment-${tag}.png`) });
      await expectRevealed(title, part.name, 15, page);
      await page.screenshot({ path: testInfo.outputPath(`payment-${tag}-focus.png`) });
    });
  }
}
