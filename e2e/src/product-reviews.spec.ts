import { expect, test, type Page } from '@playwright/test';
import type { Part, ProductReviewPage } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import { shop } from './env';
import { adminToken, createCustomer, signIn } from './support/accounts';
import { bookThroughApi } from './support/orders';

/**
 * A product's Ratings & reviews against the production build: the seeded reviews of a phone at
 * 1280 and 390 px in English and Bengali (server-rendered, with the rating in the JSON-LD, nothing
 * wider than the screen), and a customer with a delivered order reviewing the product with stars
 * from Add Review, the review then on the product's page, server-rendered too (no stale page).
 */

/** The seeded Xiaomi Redmi Note 13: six seed reviews (5, 4, 5, 3, 4, 5 stars: 4.3). */
const PHONE = '665f1e000000000000000028';
/** Where the screenshots go, to be looked at. */
const SHOTS = '/tmp/shots-product-reviews';
/** A valid 1 × 1 PNG, so the test needs no image on disk. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS = {
  en: {
    prefix: '',
    title: 'Ratings & reviews',
    average: '4.3',
    count: '6 reviews',
    verified: 'Verified purchase',
    more: 'Show 1 more review',
    fiveStars: '5 stars',
  },
  bn: {
    prefix: '/bn',
    title: 'রেটিং ও রিভিউ',
    average: '৪.৩',
    count: '৬টি রিভিউ',
    verified: 'যাচাই করা ক্রেতা',
    more: 'আরও ১টি রিভিউ দেখুন',
    fiveStars: '৫ স্টার',
  },
} as const;

/** Anything wider than the window: the page scrolling sideways, or a box cut off at its right. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="product-reviews"] *'),
    )) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        problems.push(
          `${el.tagName}.${el.className}: right edge ${Math.round(box.right)} > ${width}`,
        );
    }
    return problems;
  });
}

async function reviewsOf(partId: string): Promise<ProductReviewPage> {
  const answer = await fetch(`${shop.apiUrl}/product/${partId}/reviews`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ProductReviewPage;
}

for (const language of ['en', 'bn'] as const) {
  for (const width of [1280, 390]) {
    test(`a product's Ratings & reviews at ${width} px in ${language === 'en' ? 'English' : 'Bengali'}`, async ({
      page,
    }) => {
      const texts = TEXTS[language];
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: 'lang', value: language, url: shop.url }]);
      const url = `${shop.url}${texts.prefix}/product/${PHONE}`;

      // Server-rendered: the section and the rating's JSON-LD are in the HTML itself.
      const html = await (await page.request.get(url)).text();
      expect(html).toContain(texts.title.replace('&', '&amp;'));
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
        // A product sold in variants is a ProductGroup: the rating is the group's.
        .find((block) => block['@type'] === 'Product' || block['@type'] === 'ProductGroup');
      expect(jsonLd).toMatchObject({
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: 4.3,
          reviewCount: 6,
          bestRating: 5,
        },
      });
      expect(jsonLd?.review).toHaveLength(5);

      await page.goto(url);
      const section = page.getByTestId('product-reviews');
      await expect(section.getByRole('heading', { name: texts.title })).toBeVisible();
      await expect(section.getByTestId('rating-average')).toHaveText(texts.average);
      await expect(section.getByTestId('rating-count')).toHaveText(texts.count);
      await expect(section.getByTestId('rating-bar-5')).toContainText(texts.fiveStars);
      await expect(section.getByTestId('product-review')).toHaveCount(5);
      // Seed reviews have no author account: none is a verified purchase.
      await expect(section.getByText(texts.verified)).toHaveCount(0);

      mkdirSync(SHOTS, { recursive: true });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/phone-${language}-${width}.png`, fullPage: true });
      // The section's top in the window too, below the sticky navbar (which a full-page shot draws
      // over it).
      await section.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 160),
      );
      await page.screenshot({ path: `${SHOTS}/section-${language}-${width}.png` });
      expect(await overflows(page)).toEqual([]);

      await section.getByRole('button', { name: texts.more }).click();
      await expect(section.getByTestId('product-review')).toHaveCount(6);
      await expect(section.getByRole('button', { name: texts.more })).toHaveCount(0);
      expect(await overflows(page)).toEqual([]);
    });
  }
}

test('a customer who received a product reviews it with stars, and its page shows the review at once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A product nobody reviewed yet, with stock to book, sold in one variant (booked without one).
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  let product: Part | undefined;
  for (const part of parts.filter((p) => p.quantity >= 2)) {
    const { variants } = (await (await fetch(`${shop.apiUrl}/product/${part._id}`)).json()) as {
      variants?: unknown[];
    };
    if ((variants?.length ?? 1) <= 1 && (await reviewsOf(part._id)).total === 0) {
      product = part;
      break;
    }
  }
  expect(product).toBeDefined();
  const part = product!;
  const customer = await createCustomer('Lamia Haque');
  const { order } = await bookThroughApi(customer, {
    paymentMethod: 'cod',
    pick: (p) => p._id === part._id,
  });
  const token = await adminToken();
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await fetch(`${shop.apiUrl}/orders/${order._id}/status`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    });
    expect(moved.status, `${status}: ${await moved.clone().text()}`).toBe(200);
  }

  // The product's page before: no reviews yet (and now in the server renderer's page cache).
  const productUrl = `${shop.url}/product/${part._id}`;
  await page.goto(productUrl);
  await expect(page.getByTestId('no-reviews')).toContainText('No reviews yet');

  await signIn(page, customer);
  await page.goto(`${shop.url}/dashboard/addReview?partId=${part._id}`);
  await expect(page.getByRole('heading', { name: 'Add a New Review' })).toBeVisible();
  // The delivered product is offered, and chosen from the order's link.
  const productSelect = page.getByLabel('Product', { exact: true });
  await expect(productSelect).toHaveValue(part._id);
  await expect(productSelect.locator('option')).toHaveText(['The shop in general', part.name]);

  // On a phone the product's name fits its select; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 900 });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/add-review-390.png` });
  expect(await overflows(page)).toEqual([]);

  // Stars, not a number box: four of them.
  const stars = page.getByRole('radiogroup', { name: 'Retting' });
  await stars.getByRole('radio', { name: '4 stars' }).click();
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const text = `Works as promised, delivered to Sylhet in three days (${Date.now()}).`;
  await page.getByLabel('Review', { exact: true }).fill(text);
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByText('Image is Required')).toHaveCount(0);
  await page.getByRole('button', { name: /^(loading )?Add$/ }).click();
  await expect(page.getByText('Review added successfully')).toBeVisible();

  // The server-rendered page already has it (the review moved the catalogue version).
  const html = await (await page.request.get(productUrl)).text();
  expect(html).toContain(text);
  expect(html).toContain('"reviewCount":1');

  await page.goto(productUrl);
  const section = page.getByTestId('product-reviews');
  const item = section.getByTestId('product-review').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText(customer.name)).toBeVisible();
  await expect(item.getByTestId('verified-purchase')).toHaveText('✓ Verified purchase');
  await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(section.getByTestId('rating-average')).toHaveText('4.0');
  await expect(section.getByTestId('rating-count')).toHaveText('1 review');
});
