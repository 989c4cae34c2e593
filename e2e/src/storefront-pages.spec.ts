/**
 * The storefront pages in real Chromium against the production build: home sections
 * and carousel, Today's Best Deals, Contact Us (read back as the admin) and the reviews.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  BEST_SELLER_PART_IDS,
  type ContactMessage,
  DAILY_DEAL_PART_ID,
  type FeaturedPart,
  NEW_ARRIVAL_PART_IDS,
  type Part,
  type Review,
} from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { shop } from './env';
import { ACCOUNTS } from './support/accounts';

const HOME_SECTIONS = [
  'Delightful deals for everyone',
  'New arrivals',
  'Best seller',
  'Why choose us',
];

const carousel = (page: Page) => page.getByRole('region', { name: 'Best sellers' });

/** The slides wholly inside both the carousel's window and the browser's viewport. */
async function slidesFullyInView(page: Page): Promise<number> {
  const width = page.viewportSize()!.width;
  const window = await carousel(page).locator('.carousel__viewport').boundingBox();
  if (!window) return -1;
  const boxes = await Promise.all(
    (await page.getByTestId('best-seller-slide').all()).map((slide) => slide.boundingBox()),
  );
  return boxes.filter(
    (box) =>
      box !== null &&
      box.width > 0 &&
      box.x >= window.x - 1 &&
      box.x + box.width <= window.x + window.width + 1 &&
      box.x >= -1 &&
      box.x + box.width <= width + 1,
  ).length;
}

const dataIndex = async (root: Locator) => Number(await root.getAttribute('data-index'));

test.describe('home page', () => {
  test("shows the spec's sections in order; 'Find it now' goes to /shops", async ({ page }) => {
    await page.goto(shop.url);
    await expect(page.getByRole('link', { name: 'Find it now' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Best seller', level: 2 })).toBeVisible();
    const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.filter((title) => HOME_SECTIONS.includes(title))).toEqual(HOME_SECTIONS);
    // The hero comes first, the listing last.
    const heroBox = await page.locator('.hero').boundingBox();
    const dealsBox = await page.getByRole('heading', { name: HOME_SECTIONS[0] }).boundingBox();
    const listingBox = await page.locator('#shop-listing').boundingBox();
    const whyBox = await page.getByRole('heading', { name: 'Why choose us' }).boundingBox();
    expect(heroBox!.y).toBeLessThan(dealsBox!.y);
    expect(whyBox!.y).toBeLessThan(listingBox!.y);
    // The listing has its own heading, between the last section and the products.
    const allBox = await page
      .getByRole('heading', { name: 'All products', level: 2 })
      .boundingBox();
    expect(whyBox!.y).toBeLessThan(allBox!.y);
    expect(allBox!.y).toBeLessThan(listingBox!.y);
    // The typed Bengali line arrives whole.
    await expect(page.getByTestId('hero-typing')).toHaveText(
      (await page.locator('.hero__typing .visually-hidden').textContent())!,
      { timeout: 5000 },
    );

    await page.goto(`${shop.url}/home`);
    await page.getByRole('link', { name: 'Find it now' }).click();
    await expect(page).toHaveURL(/\/shops$/);
    await expect(
      page.getByRole('heading', { name: 'Explore a Universe of Extraordinary Finds!' }),
    ).toBeVisible();
  });

  for (const [width, visible] of [
    [1280, 4],
    [900, 3],
    [400, 1],
  ] as const) {
    test(`the best-seller carousel shows ${visible} whole slides at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(shop.url);
      const root = carousel(page);
      await root.scrollIntoViewIfNeeded();
      await expect(root).toHaveAttribute('data-visible', String(visible));
      // Hovering pauses it, so the slides hold still to be measured.
      await root.locator('.carousel__viewport').hover();
      await expect.poll(() => slidesFullyInView(page)).toBe(visible);
      const window = (await root.locator('.carousel__viewport').boundingBox())!;
      const slide = (await page.getByTestId('best-seller-slide').first().boundingBox())!;
      expect(Math.abs(slide.width - window.width / visible)).toBeLessThan(1.5);
    });
  }

  test('the carousel moves on by one slide about every second, round the eight best sellers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.mouse.move(0, 0);
    await page.goto(shop.url);
    const root = carousel(page);
    await expect(page.getByTestId('best-seller-slide').first()).toBeAttached();
    await expect(root).toHaveAttribute('data-playing', 'true');

    const first = await dataIndex(root);
    await expect.poll(() => dataIndex(root), { intervals: [50], timeout: 3000 }).not.toBe(first);
    const changedAt = Date.now();
    const second = await dataIndex(root);
    expect(second).toBe((first + 1) % BEST_SELLER_PART_IDS.length);
    await expect
      .poll(() => dataIndex(root), { intervals: [50], timeout: 3000 })
      .toBe((second + 1) % BEST_SELLER_PART_IDS.length);
    const stepMs = Date.now() - changedAt;
    expect(stepMs).toBeGreaterThan(500);
    expect(stepMs).toBeLessThan(2000);

    // The slides are the eight best sellers, in their order.
    const hrefs = await root
      .locator('[data-testid="best-seller-slide"]:not([data-clone]) h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(BEST_SELLER_PART_IDS.map((id) => `/product/${id}`));
  });

  test('deals: one card per featured part, each with its struck-through list price', async ({
    page,
    request,
  }) => {
    const featured = (await (
      await request.get(`${shop.apiUrl}/partHome`)
    ).json()) as FeaturedPart[];
    expect(featured.length).toBeGreaterThan(0);
    await page.goto(shop.url);
    const cards = page.getByTestId('deal-card');
    await expect(cards).toHaveCount(featured.length);
    for (const [i, part] of featured.entries()) {
      const card = cards.nth(i);
      await expect(card).toContainText(formatPrice(part.price, 'en'));
      await expect(card.locator('del')).toHaveText(
        `List price ${formatPrice(part.listPrice, 'en')}`,
      );
      await expect(card.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
      await expect(card.getByRole('link').first()).toHaveAttribute('href', `/product/${part._id}`);
    }
    await page.getByRole('link', { name: 'Shop all deals' }).click();
    await expect(page).toHaveURL(/\/shops$/);
  });

  test('new arrivals: three dated cards linking to the fixed products', async ({ page }) => {
    await page.goto(shop.url);
    const cards = page.getByTestId('new-arrival-card');
    await expect(cards).toHaveCount(3);
    for (const [i, id] of NEW_ARRIVAL_PART_IDS.entries()) {
      await expect(cards.nth(i).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d$/);
      await expect(cards.nth(i).locator('h3 a')).toHaveAttribute('href', `/product/${id}`);
    }
    await cards.first().locator('h3 a').click();
    await expect(page).toHaveURL(new RegExp(`/product/${NEW_ARRIVAL_PART_IDS[0]}$`));
  });

  test('choosing a category shows its products in the listing and scrolls there', async ({
    page,
    request,
  }) => {
    const routers = (await (
      await request.get(`${shop.apiUrl}/part?category=Router`)
    ).json()) as Part[];
    expect(routers.length).toBeGreaterThan(0);
    await page.goto(shop.url);
    const listing = page.locator('#shop-listing');
    await expect(listing).not.toBeInViewport();

    const card = page.getByTestId('category-card').filter({ hasText: 'Router' });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(listing).toBeInViewport();
    await expect(listing.getByTestId('product-card')).toHaveCount(routers.length);
    for (const name of await listing.getByTestId('product-card').allTextContents())
      expect(name.toLowerCase()).toContain('router');
  });
});

test("/dailyD: Today's Best Deals with a WhatsApp buy link, and Daily Delights coming soon", async ({
  page,
  request,
}) => {
  const phone = (await (
    await request.get(`${shop.apiUrl}/product/${DAILY_DEAL_PART_ID}`)
  ).json()) as Part;
  await page.goto(`${shop.url}/dailyD`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Today's Best Deals");
  const deal = page.getByTestId('daily-deal');
  await expect(deal.getByRole('heading', { name: phone.name })).toBeVisible();
  await expect(deal).toContainText(formatPrice(phone.price, 'en'));
  await expect(deal.getByRole('img', { name: phone.name })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Buy on WhatsApp' }).getAttribute('href');
  const url = new URL(href!);
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toMatch(/^\/8801\d{9}$/);
  expect(url.searchParams.get('text')).toContain(phone.name);
  await expect(page.getByRole('heading', { name: /Daily Delights/ })).toBeVisible();
  await expect(page.getByText(/Daily Delights is coming soon/)).toBeVisible();
});

test.describe('/cService', () => {
  test('the banner changes shade within 2.5 seconds', async ({ page }) => {
    // The page's own clock, not the wall's: on a loaded machine 2.5 s of waiting says nothing
    // about the banner's timer. Time flows as usual until the page has hydrated (its timer set).
    await page.clock.install();
    await page.goto(`${shop.url}/cService`);
    const banner = page.getByTestId('contact-banner');
    await expect(banner.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.clock.pauseAt(Date.now() + 1_000);
    const shade = await banner.getAttribute('data-shade');
    const colour = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.clock.runFor(2500);
    await expect(banner).not.toHaveAttribute('data-shade', shade!);
    // The colour eases to the new shade (a CSS transition, on the compositor's clock).
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(colour);
  });

  test('a message is validated, sent and stored; the admin reads it back', async ({
    page,
    request,
  }) => {
    await page.goto(`${shop.url}/cService`);
    await expect(page.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Facebook' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    const emailError = page.getByText('Email is Required');
    await expect(emailError).toBeVisible();
    await expect(emailError).toHaveCSS('color', 'rgb(180, 35, 24)');

    const subject = `Browser test ${Date.now()}`;
    await page.getByLabel('Email', { exact: true }).fill('visitor@mail.com');
    await expect(emailError).toBeHidden();
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Where is my order? I ordered a kettle on Monday.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Thanks! Your message has been sent. We reply within 24 hours.'),
    ).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

    const login = await request.post(`${shop.apiUrl}/auth/login`, {
      data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    });
    expect(login.ok()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const answer = await request.get(`${shop.apiUrl}/contact`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(answer.ok()).toBe(true);
    const stored = ((await answer.json()) as ContactMessage[]).find((m) => m.subject === subject);
    expect(stored).toMatchObject({
      email: 'visitor@mail.com',
      subject,
      message: 'Where is my order? I ordered a kettle on Monday.',
    });
  });

  test('a message typed and sent before the page is live is sent once it is, not lost in a reload', async ({
    page,
    request,
  }) => {
    // The page's scripts wait until the visitor has pressed Submit: a slow phone on a slow
    // connection, at its worst. Without script the browser would send the form itself (a GET of
    // /cService with the fields in its address), and what was typed would be gone.
    let sent!: () => void;
    const submitted = new Promise<void>((resolve) => (sent = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await submitted;
        await route.continue();
      },
    );
    await page.goto(`${shop.url}/cService`, { waitUntil: 'commit' });
    const subject = `Before hydration ${Date.now()}`;
    await page.getByLabel('Email', { exact: true }).fill('early@mail.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Sent before the page was ready.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    sent();

    await expect(
      page.getByText('Thanks! Your message has been sent. We reply within 24 hours.'),
    ).toBeVisible({ timeout: 45_000 });
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');

    const login = await request.post(`${shop.apiUrl}/auth/login`, {
      data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const answer = await request.get(`${shop.apiUrl}/contact`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    // Tapped twice, sent once.
    const stored = ((await answer.json()) as ContactMessage[]).filter((m) => m.subject === subject);
    expect(stored).toEqual([
      expect.objectContaining({
        email: 'early@mail.com',
        message: 'Sent before the page was ready.',
      }),
    ]);
  });
});

test("/reviews: 'What our customer say', cards newest first with star ratings", async ({
  page,
  request,
}) => {
  const reviews = (await (await request.get(`${shop.apiUrl}/review`)).json()) as Review[];
  expect(reviews.length).toBeGreaterThanOrEqual(12);
  await page.goto(`${shop.url}/reviews`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What our customer say');
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(reviews.length);
  expect(await cards.locator('.review-card__name').allTextContents()).toEqual(
    reviews.map((r) => r.name),
  );
  for (const [i, review] of reviews.slice(0, 3).entries()) {
    await expect(cards.nth(i)).toContainText(review.review);
    await expect(
      cards.nth(i).getByRole('img', { name: `Rated ${review.retting} out of 5` }),
    ).toBeVisible();
    await expect(cards.nth(i).getByRole('img', { name: `Photo of ${review.name}` })).toBeVisible();
  }
});
