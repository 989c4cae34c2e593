import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthAnswer, ProductDetails } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS, signIn } from './support/accounts';
import { chooseOption } from './support/select';

/**
 * The admin edits a product as a person would, at 1280 px: its name, photo (a new upload moved to
 * the front), category and a spec field of the new category's sheet; the product's server-rendered
 * page (its HTML, no JavaScript) shows the new name and spec right after, and the Activity page says
 * who changed what. The edit page and the Spec sheets page at 390 px: nothing scrolls sideways.
 */

const SHOTS = '/tmp/shots-product-edit';
const unique = (tag: string) => `${tag} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A real photo for an upload, drawn here. */
const photo = (r: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** A smart watch of the test's own (its category follows from its name), made through the API. */
async function createWatch(request: APIRequestContext, name: string): Promise<string> {
  const login = await request.post(`${shop.apiUrl}/auth/login`, {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as AuthAnswer).accessToken}` };
  const upload = await request.post(`${shop.apiUrl}/images`, {
    headers,
    multipart: { image: { name: 'watch.png', mimeType: 'image/png', buffer: await photo(40) } },
  });
  expect(upload.status()).toBe(201);
  const img = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await request.post(`${shop.apiUrl}/part`, {
    headers,
    data: { name, price: '4200', quantity: '6', description: 'A watch to be edited.', img },
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

test('the admin edits name, photo, category and a spec; the next server-rendered page and the Activity page show it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const before = unique('E2E Edit Smartwatch');
  const after = unique('E2E Edited Phone');
  const id = await createWatch(request, before);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');

  await page.goto(`${shop.url}/dashboard/manageParts?q=${encodeURIComponent(before)}`);
  await page.getByRole('link', { name: `Edit ${before}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(page.getByLabel('Name (English)')).toHaveValue(before);

  await page.getByLabel('Name (English)').fill(after);
  // The category: the spec sheet below follows it.
  await chooseOption(page, page.getByLabel('Category', { exact: true }), 'Phones');
  // The phone's sheet is drawn (a field a watch's sheet does not have).
  await expect(page.getByLabel('RAM', { exact: true })).toBeVisible();
  await page.getByLabel('Capacity', { exact: true }).fill('5000');
  // A new photo, moved to the front.
  await page
    .locator('.photo-list__file')
    .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await photo(200) });
  await expect(page.getByTestId('edit-photo')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move photo 2 up' }).click();
  await page.getByLabel('Photo 1 shows (English)').fill('The phone from the front');
  await page.getByLabel('Photo 1 shows (Bengali)').fill('সামনে থেকে ফোনটি');
  await page.screenshot({ path: `${SHOTS}/edit-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: `“${after}” saved` })).toBeVisible();

  const saved = (await (
    await request.get(`${shop.apiUrl}/product/${id}`)
  ).json()) as ProductDetails;
  expect(saved).toMatchObject({ name: after, category: 'phone' });
  expect(saved.specs).toContainEqual({ key: 'battery-capacity', value: 5000 });
  expect(saved.photos).toHaveLength(2);
  expect(saved.img).toBe(saved.photos[0].url);
  expect(saved.photos[0]).toMatchObject({ alt: { en: 'The phone from the front' } });

  // The storefront's HTML right after the save (no JavaScript runs): the new name and the spec.
  const html = await (
    await request.get(`${shop.url}/product/${id}`, { headers: { Accept: 'text/html' } })
  ).text();
  // The heading names the product by its new name (the old one is left only in the kept photo's alt).
  expect(html).toMatch(new RegExp(`<h1 [^>]*>${after}</h1>`));
  expect(html).toMatch(/Capacity[\s\S]{0,400}5,000 mAh/);

  await page.goto(`${shop.url}/dashboard/activity`);
  await expect(page.getByText(`${ACCOUNTS.admin.name} edited ${after}`).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/activity-1280.png`, fullPage: true });
});

test('the edit page and the Spec sheets page fit a 390 px phone, in English and Bengali', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await createWatch(request, unique('E2E Phone Fit Smartwatch'));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  for (const prefix of ['', '/bn']) {
    await page.goto(`${shop.url}${prefix}/dashboard/editPart/${id}`);
    await expect(
      page.getByRole('heading', { name: prefix ? 'পণ্য সম্পাদনা' : 'Edit product' }),
    ).toBeVisible();
    await expect(page.getByTestId('edit-photo')).toHaveCount(1);
    await expect(page.locator('.spec-form__group').first()).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/edit-390${prefix.replace('/', '-')}.png`,
      fullPage: true,
    });
    expect(await overflows(page)).toEqual([]);

    await page.goto(`${shop.url}${prefix}/dashboard/specSheets`);
    await expect(page.getByTestId('spec-group').first()).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/specs-390${prefix.replace('/', '-')}.png`,
      fullPage: true,
    });
    expect(await overflows(page)).toEqual([]);
  }
});
