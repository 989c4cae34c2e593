import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthAnswer, ProductDetails } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS, signIn } from './support/accounts';
import { chooseOption } from './support/select';

/**
 * A variant's own photo and spec values against the production build. The seeded Samsung Galaxy
 * A15 has a picture per colour and RAM/storage values per size: at 1280 and 390 px, in English and
 * Bengali, picking another colour changes the main photo and picking 8/256 GB changes the Storage
 * and RAM rows; the server renders an address's variant with its photo and values. Then the admin
 * picks a variant's photo among a product's photos in the variants card (1280 and 390 px), and the
 * storefront shows it first for that variant.
 */

const SHOTS = '/tmp/shots-variant-photos';
const A15 = '665f1e000000000000000029';
const picture = (colour: string) => `/static/products/samsung-galaxy-a15-${colour}.svg`;

const TEXTS = {
  en: {
    prefix: '',
    storage: /RAM \/ storage/,
    colour: /Colour/,
    large: '8/256 GB',
    lightBlue: 'Light Blue',
    storage128: '128 GB',
    storage256: '256 GB',
    ram8: '8 GB',
  },
  bn: {
    prefix: '/bn',
    storage: /র‍্যাম \/ স্টোরেজ/,
    colour: /রং/,
    large: '৮/২৫৬ জিবি',
    lightBlue: 'লাইট ব্লু',
    storage128: '১২৮ জিবি',
    storage256: '২৫৬ জিবি',
    ram8: '৮ জিবি',
  },
} as const;

const mainPhoto = (page: Page) => page.getByTestId('gallery').getByTestId('gallery-photo');
const specRow = (page: Page, key: string) =>
  page.getByTestId('spec-table').locator(`tr[data-spec="${key}"] td`);

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const language of ['en', 'bn'] as const) {
  for (const width of [1280, 390]) {
    const phone = width < 600;
    test.describe(`at ${width} px in ${language === 'en' ? 'English' : 'Bengali'}`, () => {
      test.use({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });

      test('a colour shows its photo, a size its own Storage and RAM rows', async ({ page }) => {
        const texts = TEXTS[language];
        await page.goto(`${shop.url}${texts.prefix}/product/${A15}`);
        // The first variant in stock: 6/128 GB in Blue Black.
        await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(picture('blue-black')));
        await expect(specRow(page, 'storage')).toHaveText(texts.storage128);

        const colour = page.getByRole('group', { name: texts.colour });
        await colour.getByRole('link', { name: texts.lightBlue }).click();
        await expect(page).toHaveURL(/\?v=A15-6-128-LIGHTBLUE$/);
        await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(picture('light-blue')));
        await expect
          .poll(() =>
            mainPhoto(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          )
          .toBeGreaterThan(0);
        await expect(specRow(page, 'storage')).toHaveText(texts.storage128);

        await page
          .getByRole('group', { name: texts.storage })
          .getByRole('link', { name: texts.large })
          .click();
        await expect(page).toHaveURL(/\?v=A15-8-256-LIGHTBLUE$/);
        await expect(specRow(page, 'storage')).toHaveText(texts.storage256);
        await expect(specRow(page, 'ram')).toHaveText(texts.ram8);
        await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(picture('light-blue')));
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/a15-${language}-${width}.png`, fullPage: true });
      });
    });
  }
}

test("the server renders an address's variant with its photo first and its own values", async () => {
  for (const language of ['en', 'bn'] as const) {
    const texts = TEXTS[language];
    const html = await (
      await fetch(`${shop.url}${texts.prefix}/product/${A15}?v=A15-8-256-LIGHTBLUE`)
    ).text();
    // The gallery's main photo is its first picture.
    const gallery = html.slice(html.indexOf('data-testid="gallery"'));
    expect(/<img[^>]*>/.exec(gallery)?.[0] ?? '').toContain(picture('light-blue'));
    const storage = /<tr[^>]*data-spec="storage"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(storage.replace(/<[^>]+>/g, '')).toContain(texts.storage256);
  }
});

/** A product of the test's own with two uploaded photos and two colours (made through the API). */
async function productWithPhotos(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; photos: string[]; blue: string }> {
  const login = await request.post(`${shop.apiUrl}/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as AuthAnswer).accessToken}` };
  const upload = async (background: { r: number; g: number; b: number }) => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
    const answer = await request.post(`${shop.apiUrl}/images`, {
      headers,
      multipart: { image: { name: 'watch.png', mimeType: 'image/png', buffer: png } },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { data: { url: string } }).data.url;
  };
  const photos = [await upload({ r: 20, g: 20, b: 20 }), await upload({ r: 31, g: 111, b: 235 })];
  const created = await request.post(`${shop.apiUrl}/part`, {
    headers,
    data: {
      name,
      price: '4200',
      quantity: '6',
      description: 'A watch in two colours.',
      img: photos[0],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { insertedId: string }).insertedId;
  const edited = await request.patch(`${shop.apiUrl}/admin/products/${id}`, {
    headers,
    data: {
      photos: [
        { url: photos[0], alt: { en: 'Black, front', bn: 'কালো, সামনে' } },
        { url: photos[1], alt: { en: 'Blue strap', bn: 'নীল বেল্ট' } },
      ],
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const stamp = Date.now().toString(36).toUpperCase();
  const variants = await request.put(`${shop.apiUrl}/admin/products/${id}/variants`, {
    headers,
    data: {
      options: [
        {
          key: 'colour',
          name: { en: 'Colour', bn: 'রং' },
          kind: 'colour',
          values: [
            { key: 'black', label: { en: 'Black', bn: 'কালো' }, swatch: '#111111' },
            { key: 'blue', label: { en: 'Blue', bn: 'নীল' }, swatch: '#1f6feb' },
          ],
        },
      ],
      variants: [
        { sku: `E2E-${stamp}-BLACK`, values: ['black'], price: 4200, quantity: 3 },
        { sku: `E2E-${stamp}-BLUE`, values: ['blue'], price: 4400, quantity: 2 },
      ],
    },
  });
  expect(variants.status(), await variants.text()).toBe(200);
  return { id, photos, blue: `E2E-${stamp}-BLUE` };
}

/** An uploaded photo's stored name (its widths share it). */
const storedName = (url: string) => /\/uploads\/images\/([0-9a-f]{32})/.exec(url)?.[1] ?? url;

test("the admin picks a variant's photo among the product's; the storefront shows it for that variant", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `E2E Photo Watch ${Date.now()}`;
  const { id, photos, blue } = await productWithPhotos(request, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard/editPart/${id}`);
  const card = page.getByRole('form', { name: 'Options and variants' });
  await expect(card.getByTestId('variant-row')).toHaveCount(2);
  await chooseOption(page, card.getByRole('combobox', { name: 'Photo of Blue' }), 'Blue strap');
  // And a spec value of its own: a field of the category's template, typed as the field is.
  const blueRow = card.getByTestId('variant-row').nth(1);
  await blueRow.getByText('As the product').click();
  await blueRow.getByRole('button', { name: 'Add a spec value to Blue' }).click();
  // The field is found by typing (the sheet's fields fill more than the list shows).
  const field = blueRow.getByRole('combobox', { name: 'Field of value 1 of Blue' });
  await field.fill('Length');
  await expect(page.locator('.ant-select-item-option', { hasText: /^Length$/ })).toHaveCount(1);
  await field.press('Enter');
  await blueRow.getByRole('textbox', { name: 'Length of Blue' }).fill('1.5');
  await page.screenshot({ path: `${SHOTS}/admin-photo-1280.png`, fullPage: true });
  // The photo and the spec values fold under the variant: the table fits the page.
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await card.getByRole('button', { name: 'Save options and variants' }).click();
  await expect(
    page.locator('.Toastify__toast', { hasText: `Options and variants of “${name}” saved` }),
  ).toBeVisible();
  const saved = (await (
    await request.get(`${shop.apiUrl}/product/${id}`)
  ).json()) as ProductDetails;
  expect(saved.variants.find((variant) => variant.sku === blue)).toMatchObject({
    img: photos[1],
    specs: [{ key: 'length', value: 1.5 }],
  });

  for (const prefix of ['', '/bn']) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}${prefix}/product/${id}?v=${blue}`);
      await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(storedName(photos[1])));
      await expect(specRow(page, 'length')).toHaveText(prefix ? '১.৫ মিটার' : '1.5 m');
      // The other colour has none of its own: the product's first photo.
      await page
        .getByRole('group', { name: prefix ? /রং/ : /Colour/ })
        .getByRole('link', { name: prefix ? 'কালো' : 'Black' })
        .click();
      await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(storedName(photos[0])));
      await expect(page.getByTestId('spec-table')).toHaveCount(0);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SHOTS}/storefront${prefix.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
    }
  }

  // The card on a phone: the photo's box and the spec values fit.
  for (const prefix of ['', '/bn']) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}${prefix}/dashboard/editPart/${id}`);
    await expect(page.getByTestId('variant-row')).toHaveCount(2);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `${SHOTS}/admin-390${prefix.replace('/', '-')}.png`,
      fullPage: true,
    });
  }
});
