import { expect, test, type Page } from '@playwright/test';
import type { Order, ProductDetails } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { shop } from './env';
import { ACCOUNTS, createCustomer, signOut, submitLogin } from './support/accounts';
import { mailsTo } from './support/outbox';

/**
 * Variants against the production build: the seeded Samsung Galaxy A15 comes in two storage sizes
 * and three colours (yellow sold out in both). At 1280 and 390 px, in English and Bengali, a pick
 * changes the price, stock, chosen chip and address (`?v=`), the server renders an address's
 * variant, and sold-out combinations are disabled with their reason. Then a customer buys two
 * variants of it from its page in one order, pays by card; the cart, the mail and a refund name
 * each variant, and only those variants' stock moves (the order screens: order-variants.spec.ts).
 */

const A15 = '665f1e000000000000000029';
const SKU = {
  small: 'A15-6-128-BLUEBLACK',
  large: 'A15-8-256-LIGHTBLUE',
  untouched: 'A15-6-128-LIGHTBLUE',
};

const TEXTS = {
  en: {
    prefix: '',
    storage: /RAM \/ storage/,
    colour: /Colour/,
    large: '8/256 GB',
    lightBlue: 'Light Blue',
    soldOut: 'Sold out',
    available: (n: number) => `Available: ${n}`,
  },
  bn: {
    prefix: '/bn',
    storage: /র‍্যাম \/ স্টোরেজ/,
    colour: /রং/,
    large: '৮/২৫৬ জিবি',
    lightBlue: 'লাইট ব্লু',
    soldOut: 'স্টক শেষ',
    available: (n: number) => `স্টকে আছে: ${n.toLocaleString('bn-BD')}টি`,
  },
} as const;

async function product(): Promise<ProductDetails> {
  return (await (await fetch(`${shop.apiUrl}/product/${A15}`)).json()) as ProductDetails;
}

const stockOf = (details: ProductDetails, sku: string) =>
  details.variants.find((variant) => variant.sku === sku)!.quantity;

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const language of ['en', 'bn'] as const) {
  for (const width of [1280, 390]) {
    const phone = width < 600;
    test.describe(`at ${width} px in ${language === 'en' ? 'English' : 'Bengali'}`, () => {
      test.use({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });

      test('a pick sets price, stock and address; sold out is disabled with its reason', async ({
        page,
      }) => {
        const texts = TEXTS[language];
        const details = await product();
        const large = details.variants.find((variant) => variant.sku === 'A15-8-256-BLUEBLACK')!;
        await page.goto(`${shop.url}${texts.prefix}/product/${A15}`);
        const storage = page.getByRole('group', { name: texts.storage });
        const colour = page.getByRole('group', { name: texts.colour });
        await expect(storage).toBeVisible();
        // Yellow is sold out in 6/128 GB: shown, not a link, with the reason.
        await expect(colour.getByText(texts.soldOut)).toBeVisible();
        await expect(colour.locator('a')).toHaveCount(2);

        await storage.getByRole('link', { name: texts.large }).click();
        await expect(page).toHaveURL(/\?v=A15-8-256-BLUEBLACK$/);
        await expect(page.getByTestId('stock')).toHaveText(texts.available(large.quantity));
        await expect(
          page.locator('.product-page__info').getByText(formatPrice(large.price, language)).first(),
        ).toBeVisible();
        await expect(storage.getByRole('link', { name: texts.large })).toHaveAttribute(
          'aria-current',
          'true',
        );
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `/tmp/shots-product-variants/picked-${language}-${width}.png`,
          fullPage: false,
        });
      });
    });
  }
}

test('the server renders the variant an address names, and links each chip to its variant', async () => {
  const html = await (await fetch(`${shop.url}/product/${A15}?v=${SKU.large}`)).text();
  expect(html).toContain(formatPrice(23999, 'en'));
  // The chosen chips are marked, and the stock is that variant's.
  expect(html.match(/aria-current="true"/g)?.length).toBe(2);
  const details = await product();
  expect(html).toContain(`Available: ${stockOf(details, SKU.large)}`);
  expect(html).toContain(`href="/product/${A15}?v=A15-6-128-LIGHTBLUE"`);
  // The canonical address stays the product's.
  expect(html).toContain(`rel="canonical" href="${shop.url}/product/${A15}"`);
  expect(html).toContain('"@type":"ProductGroup"');
});

test('two variants of one product in one order, paid; the cart, the mail and a refund name them', async ({
  page,
}) => {
  const customer = await createCustomer('Variant Buyer');
  const before = await product();

  await page.goto(`${shop.url}/login`);
  await submitLogin(page, customer.email, customer.password);
  await expect(signOut(page)).toBeVisible();
  for (const sku of [SKU.small, SKU.large]) {
    await page.goto(`${shop.url}/product/${A15}?v=${sku}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('1 in your cart.')).toBeVisible();
  }

  await page.goto(`${shop.url}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-line-variant')).toHaveText([
    '6/128 GB, Blue Black',
    '8/256 GB, Light Blue',
  ]);
  await page.getByLabel('Delivery district').selectOption('Dhaka');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByLabel('Phone', { exact: true }).fill('01812345678');
  await checkout.getByLabel('Address', { exact: true }).fill('House 9, Road 4, Banani');
  await checkout.getByText('Pay by card', { exact: true }).click();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\//);

  const orders = (await (
    await page.request.get(`${shop.apiUrl}/booking/${encodeURIComponent(customer.email)}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    })
  ).json()) as Order[];
  const order = orders[0];
  expect(order.lines.map((line) => line.sku).sort()).toEqual([SKU.small, SKU.large].sort());
  expect(order.total).toBe(20999 + 23999);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getFullYear() + 2) % 100}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();

  // My Booking Products and Manage All Orders name both: order-variants.spec.ts.

  // Only those variants' stock moved.
  const after = await product();
  expect(stockOf(after, SKU.small)).toBe(stockOf(before, SKU.small) - 1);
  expect(stockOf(after, SKU.large)).toBe(stockOf(before, SKU.large) - 1);
  expect(stockOf(after, SKU.untouched)).toBe(stockOf(before, SKU.untouched));

  // The order's mail names the variants.
  await expect
    .poll(async () => (await mailsTo(shop.outboxDir, customer.email)).join('\n'))
    .toContain('Samsung Galaxy A15 Smartphone — 8/256 GB, Light Blue');

  // The admin refunds one line: the refund names its variant and gives that variant's unit back.
  const adminToken = await (async () => {
    const answer = await fetch(`${shop.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }),
    });
    return ((await answer.json()) as { accessToken: string }).accessToken;
  })();
  const refund = await fetch(`${shop.apiUrl}/orders/${order._id}/refunds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      lines: [{ partId: A15, sku: SKU.large, quantity: 1 }],
      reason: 'Customer changed their mind',
    }),
  });
  expect(refund.status, await refund.clone().text()).toBe(200);
  const refunded = (await refund.json()) as Order;
  expect(refunded.payment.refunds?.[0]?.lines).toEqual([
    { partId: A15, sku: SKU.large, quantity: 1 },
  ]);
  expect(stockOf(await product(), SKU.large)).toBe(stockOf(before, SKU.large));
  expect(stockOf(await product(), SKU.small)).toBe(stockOf(before, SKU.small) - 1);
  await expect
    .poll(async () => (await mailsTo(shop.outboxDir, customer.email)).join('\n'))
    .toMatch(/refund[\s\S]*8\/256 GB, Light Blue/i);
});
