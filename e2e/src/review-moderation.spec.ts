import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { AuthAnswer, ImageUploadAnswer } from '@shop/contracts';
import sharp from 'sharp';
import { shop } from './env';
import { ACCOUNTS, signIn } from './support/accounts';

/**
 * Review moderation, as the shop owner does it: a customer's review is on /reviews; the
 * admin hides it from the Reviews page with a reason → it is gone from /reviews, in the
 * server-rendered HTML too (read without JavaScript); Show again → it is back.
 */

const unique = (tag: string) => `${tag} ${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function apiLogin(request: APIRequestContext, role: 'customer' | 'admin'): Promise<string> {
  const { email, password } = ACCOUNTS[role];
  const answer = await request.post(`${shop.apiUrl}/auth/login`, { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AuthAnswer).accessToken;
}

/** The seeded customer writes a review through the API (photo first, as the form does). */
async function postReview(request: APIRequestContext, text: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiLogin(request, 'customer')}` };
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const uploaded = await request.post(`${shop.apiUrl}/images`, {
    headers,
    multipart: { image: { name: 'review.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const img = ((await uploaded.json()) as ImageUploadAnswer).data.url;
  const posted = await request.post(`${shop.apiUrl}/review`, {
    headers,
    data: { name: ACCOUNTS.customer.name, retting: 2, review: text, img },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { insertedId: string }).insertedId;
}

/** /reviews as the server renders it, with JavaScript off: does its HTML hold `text`? */
async function serverRenderedHolds(browser: Browser, text: string): Promise<boolean> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${shop.url}/reviews`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1').first()).toHaveText('What our customer say');
    return (await page.content()).includes(text);
  } finally {
    await context.close();
  }
}

test('an admin hides a review: gone from /reviews (server-rendered too); shown again: back', async ({
  page,
  browser,
  request,
}) => {
  // Two server renders, a sign-in and six API round trips took 51 s on a busy two-core machine.
  test.setTimeout(120_000);
  const text = unique('Visit cheaper-routers.example for half price');
  const reviewId = await postReview(request, text);
  expect(await serverRenderedHolds(browser, text)).toBe(true);

  await signIn(page, 'admin');
  await page.goto(`${shop.url}/dashboard`);
  await page
    .getByRole('menu', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
  const row = page.locator(`[data-review-id="${reviewId}"]`);
  await expect(row).toContainText(text);

  // Hide: the reason is asked for, its limits shown and checked.
  await row.getByRole('button', { name: `Hide the review by ${ACCOUNTS.customer.name}` }).click();
  const dialog = page.getByRole('dialog', {
    name: `Hide the review by ${ACCOUNTS.customer.name}?`,
  });
  await expect(dialog).toContainText('3 to 300 characters');
  await expect(dialog.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('ab');
  await expect(dialog.getByRole('alert')).toHaveText('Reason must be at least 3 characters');
  await expect(dialog.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Advertises another shop');
  await expect(dialog.getByTestId('reason-count')).toHaveText('23 / 300');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(
    page.locator('.Toastify__toast', { hasText: 'hidden: it is off /reviews now' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Advertises another shop');

  // Gone at once: the server-rendered page and the page in the browser.
  expect(await serverRenderedHolds(browser, text)).toBe(false);
  await page.goto(`${shop.url}/reviews`);
  await expect(page.locator('main h1').first()).toHaveText('What our customer say');
  await expect(page.locator('.review-grid > li').first()).toBeVisible(); // the list has loaded
  await expect(page.getByText(text)).toHaveCount(0);

  // Show again: back on /reviews.
  await page.goto(`${shop.url}/dashboard/manageReviews?visibility=hidden`);
  await row
    .getByRole('button', { name: `Show the review by ${ACCOUNTS.customer.name} again` })
    .click();
  const showDialog = page.getByRole('dialog', {
    name: `Show the review by ${ACCOUNTS.customer.name} again?`,
  });
  // Its own help text, not the hide dialog's.
  await expect(showDialog).toContainText('it goes into the activity log');
  await expect(showDialog).not.toContainText('the reviewer sees it while the review is hidden');
  await showDialog.getByRole('textbox', { name: 'Reason' }).fill('ok');
  await expect(showDialog.getByRole('alert')).toHaveText('Reason must be at least 3 characters');
  await expect(showDialog.getByRole('button', { name: 'Show again' })).toBeDisabled();
  await showDialog.getByRole('textbox', { name: 'Reason' }).fill('The link was removed');
  await showDialog.getByRole('button', { name: 'Show again' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'is on /reviews again' })).toBeVisible();
  await expect(row).toHaveCount(0); // no longer hidden: off the Hidden filter

  expect(await serverRenderedHolds(browser, text)).toBe(true);
  await page.goto(`${shop.url}/reviews`);
  await expect(page.getByText(text)).toBeVisible();
});
