import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthAnswer, ProductDetails } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS, signIn } from './support/accounts';
import { chooseOption } from './support/select';

/**
 * The admin gives a new product its options and variants as a person would, at 1280 px: a colour
 * option with two values, the missing combinations created, their prices set, saved on their own;
 * the storefront's product then lists the two variants. At 390 px, in English and Bengali, the
 * options and the variants (cards on a phone) do not scroll the page sideways.
 */

const SHOTS = '/tmp/shots-product-variants';
const unique = (tag: string) => `${tag} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A product of the test's own, made through the API (one variant, no options). */
async function createProduct(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post(`${shop.apiUrl}/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as AuthAnswer).accessToken}` };
  const png = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const upload = await request.post(`${shop.apiUrl}/images`, {
    headers,
    multipart: { image: { name: 'watch.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const img = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await request.post(`${shop.apiUrl}/part`, {
    headers,
    data: { name, price: '4200', quantity: '6', description: 'A watch in two colours.', img },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { insertedId: string }).insertedId;
}

/** Anything wider than the window. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width)
      problems.push(`page: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        problems.push(`${el.tagName}.${el.className}: right ${Math.round(box.right)} > ${width}`);
    }
    return problems.slice(0, 10);
  });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the admin adds a colour option with two values, creates the combinations, prices them and saves; the product lists two variants', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = unique('E2E Variant Watch');
  const id = await createProduct(request, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/editPart/${id}`);
  const card = page.getByRole('form', { name: 'Options and variants' });
  await expect(card.getByTestId('variant-row')).toHaveCount(1);

  await card.getByRole('button', { name: 'Add an option' }).click();
  const option = card.getByTestId('variant-option');
  await option.getByLabel('Name (English)').fill('Colour');
  await option.getByLabel('Name (Bengali)').fill('রং');
  await chooseOption(page, option.getByLabel('Shown as'), 'Colour swatches');
  for (const [en, bn, swatch] of [
    ['Black', 'কালো', '#111111'],
    ['Blue', 'নীল', '#1f6feb'],
  ]) {
    await option.getByRole('button', { name: 'Add a value' }).click();
    const value = option.getByTestId('option-value').last();
    await value.getByLabel('Label (English)').fill(en);
    await value.getByLabel('Label (Bengali)').fill(bn);
    await value.getByLabel('Colour code').fill(swatch);
  }
  // The product's one variant from before has no colour: removed, it is archived by the shop.
  await card.getByRole('button', { name: 'Remove variant 1' }).click();
  await card.getByRole('button', { name: 'Create missing combinations' }).click();
  await expect(card.getByTestId('variant-row')).toHaveCount(2);
  await card.getByLabel('Price of Black').fill('4200');
  await card.getByLabel('Price of Blue').fill('4400');
  await card.getByLabel('Stock of Black').fill('3');
  await card.getByLabel('Stock of Blue').fill('২');
  await page.screenshot({ path: `${SHOTS}/variants-1280.png`, fullPage: true });
  await card.getByRole('button', { name: 'Save options and variants' }).click();
  await expect(
    page.locator('.Toastify__toast', { hasText: `Options and variants of “${name}” saved` }),
  ).toBeVisible();

  const saved = (await (
    await request.get(`${shop.apiUrl}/product/${id}`)
  ).json()) as ProductDetails;
  expect(saved.options).toEqual([
    {
      key: 'colour',
      name: { en: 'Colour', bn: 'রং' },
      kind: 'colour',
      values: [
        { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#111111' },
        { key: 'blue', label: { en: 'Blue', bn: 'নীল' }, swatch: '#1f6feb' },
      ],
    },
  ]);
  expect(
    saved.variants.map(({ values, price, quantity }) => ({ values, price, quantity })),
  ).toEqual([
    { values: ['black'], price: 4200, quantity: 3 },
    { values: ['blue'], price: 4400, quantity: 2 },
  ]);
  // The values, then the end of the product's id (another product's SKUs never collide).
  const idEnd = id.slice(-6).toUpperCase();
  expect(saved.variants.map((variant) => variant.sku)).toEqual([
    expect.stringMatching(new RegExp(`-BLACK-${idEnd}$`)),
    expect.stringMatching(new RegExp(`-BLUE-${idEnd}$`)),
  ]);
  // The form shows what the shop stored: two rows.
  await expect(card.getByTestId('variant-row')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/variants-saved-1280.png`, fullPage: true });

  for (const prefix of ['', '/bn']) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}${prefix}/dashboard/editPart/${id}`);
    await expect(page.getByTestId('variant-row')).toHaveCount(2);
    await page.screenshot({
      path: `${SHOTS}/variants-390${prefix.replace('/', '-')}.png`,
      fullPage: true,
    });
    expect(await overflows(page)).toEqual([]);
  }
});
