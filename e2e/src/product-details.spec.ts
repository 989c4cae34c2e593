import { expect, test, type Page } from '@playwright/test';
import type { ProductDetails } from '@shop/contracts';
import { mkdirSync } from 'node:fs';
import { shop } from './env';

/**
 * What a buyer decides by, on a product's page against the production build, at 1280 and 390 px in
 * English and Bengali: brand, warranty and the spec table (server-rendered, Bengali digits and units
 * on Bengali pages), and the gallery — the first photo sized in the server's HTML, thumbnails that
 * fit, the zoomable view opened from the photo and turned with the arrow key, and on a phone with a
 * finger's swipe. Nothing scrolls sideways.
 */

/** The seeded TP-Link Archer C6: three photos (front, back panel, box) and a router's spec sheet. */
const ROUTER = '665f1e000000000000000015';
const SHOTS = '/tmp/shots-product-details';

const TEXTS = {
  en: {
    prefix: '',
    name: 'TP-Link Archer C6 AC1200 Router',
    warranty: '12-month official warranty',
    specs: 'Specifications',
    lan: ['LAN ports', '4'],
    speed: ['Combined Wi-Fi speed', '1,200 Mbps'],
    mesh: ['Mesh support', 'Yes'],
    dialog: 'Photos of TP-Link Archer C6 AC1200 Router',
    position: (n: number) => `Photo ${n} of 3`,
    backPanel: /back panel with its ports$/,
    close: 'Close',
  },
  bn: {
    prefix: '/bn',
    name: 'TP-Link Archer C6 AC1200 রাউটার',
    warranty: '১২ মাসের অফিসিয়াল ওয়ারেন্টি',
    specs: 'স্পেসিফিকেশন',
    lan: ['LAN পোর্ট', '৪'],
    speed: ['মোট ওয়াই-ফাই স্পিড', '১,২০০ এমবিপিএস'],
    mesh: ['মেশ সাপোর্ট', 'হ্যাঁ'],
    dialog: 'TP-Link Archer C6 AC1200 রাউটার-এর ছবি',
    position: (n: number) => `৩টি ছবির ${['১', '২', '৩'][n - 1]} নম্বর`,
    backPanel: /পেছনের প্যানেল ও পোর্ট$/,
    close: 'বন্ধ করুন',
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
      document.querySelectorAll<HTMLElement>('.product-page *, [data-testid="zoom"] *'),
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

/** A finger dragged sideways across the element's middle, as the touchscreen sends it. */
async function swipe(page: Page, selector: string, direction: 'left' | 'right'): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  expect(box).not.toBeNull();
  const y = box!.y + box!.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box!.x + box!.width * 0.8, box!.x + box!.width * 0.2]
      : [box!.x + box!.width * 0.2, box!.x + box!.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 6, y: y + step }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const row = (page: Page, key: string) =>
  page.locator(`[data-testid="spec-table"] tr[data-spec="${key}"]`);

test('the seeded router answers its brand, warranty, specs and three photos', async () => {
  const answer = await fetch(`${shop.apiUrl}/product/${ROUTER}`);
  expect(answer.status).toBe(200);
  const product = (await answer.json()) as ProductDetails;
  expect(product.brand).toBe('TP-Link');
  expect(product.warranty).toMatchObject({ months: 12, type: 'official' });
  expect(product.specs.length).toBeGreaterThanOrEqual(8);
  expect(product.photos.map((photo) => photo.url)).toEqual([
    '/static/products/tp-link-archer-c6.svg',
    '/static/products/tp-link-archer-c6-ports.svg',
    '/static/products/tp-link-archer-c6-box.svg',
  ]);
  for (const photo of product.photos) {
    expect((await fetch(`${new URL(shop.apiUrl).origin}${photo.url}`)).status).toBe(200);
  }
});

for (const language of ['en', 'bn'] as const) {
  for (const width of [1280, 390]) {
    const phone = width < 600;
    test.describe(`at ${width} px in ${language === 'en' ? 'English' : 'Bengali'}`, () => {
      test.use({ viewport: { width, height: 900 }, hasTouch: phone, isMobile: phone });

      test('brand, warranty, spec table and a gallery that opens, turns and fits', async ({
        page,
      }) => {
        const texts = TEXTS[language];
        await page.context().addCookies([{ name: 'lang', value: language, url: shop.url }]);
        const url = `${shop.url}${texts.prefix}/product/${ROUTER}`;

        // Server-rendered: the table, brand, warranty and the first photo, sized, are in the HTML.
        const html = await (await page.request.get(url)).text();
        expect(html).toContain('data-testid="spec-table"');
        expect(html).toContain(texts.specs);
        expect(html).toContain(texts.warranty);
        expect(html).toMatch(
          /<img[^>]*src="[^"]*\/static\/products\/tp-link-archer-c6\.svg"[^>]*width="560" height="420"/,
        );
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
          .map(([, json]) => JSON.parse(json) as Record<string, unknown>)
          .find((block) => block['@type'] === 'Product');
        expect(jsonLd?.brand).toEqual({ '@type': 'Brand', name: 'TP-Link' });
        expect(jsonLd?.image).toHaveLength(3);
        for (const image of jsonLd?.image as string[]) {
          const picture = await page.request.get(image);
          expect([image, picture.status(), picture.headers()['content-type']]).toEqual([
            image,
            200,
            'image/png',
          ]);
        }

        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.name);
        await expect(page.getByTestId('product-brand')).toHaveText('TP-Link');
        await expect(page.getByTestId('product-warranty')).toContainText(texts.warranty);
        const table = page.getByTestId('spec-table');
        await expect(table.getByRole('heading', { name: texts.specs })).toBeVisible();
        for (const [key, [label, value]] of [
          ['lan-ports', texts.lan],
          ['wifi-speed', texts.speed],
          ['mesh', texts.mesh],
        ] as const) {
          await expect(row(page, key).locator('th')).toHaveText(label);
          await expect(row(page, key).locator('td')).toHaveText(value);
        }

        const gallery = page.getByTestId('gallery');
        await expect(gallery.getByTestId('gallery-photo')).toHaveAttribute(
          'alt',
          /front view|সামনে থেকে দেখা/,
        );
        await expect
          .poll(() =>
            gallery
              .getByTestId('gallery-photo')
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          )
          .toBeGreaterThan(0);
        await expect(gallery.locator('.gallery__thumb')).toHaveCount(3);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/router-${language}-${width}.png`, fullPage: true });
        expect(await overflows(page)).toEqual([]);

        // Opened from the photo (a tap on a phone, Enter on a desktop), turned with the arrow key.
        const main = page.locator('.gallery__main');
        if (phone) await main.tap();
        else {
          await main.focus();
          await page.keyboard.press('Enter');
        }
        const dialog = page.getByRole('dialog', { name: texts.dialog });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: texts.close })).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect(dialog.getByTestId('zoom-position')).toHaveText(texts.position(2));
        await expect(dialog.getByTestId('zoom-photo')).toHaveAttribute('alt', texts.backPanel);
        await expect
          .poll(() =>
            dialog
              .getByTestId('zoom-photo')
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          )
          .toBeGreaterThan(0);
        if (phone) {
          await swipe(page, '.zoom__stage', 'left');
          await expect(dialog.getByTestId('zoom-position')).toHaveText(texts.position(3));
        }
        await page.screenshot({ path: `${SHOTS}/router-zoom-${language}-${width}.png` });
        expect(await overflows(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(main).toBeFocused();

        // The page shows the photo last seen; on a phone a swipe turns it (round the end).
        await expect(gallery.getByTestId('gallery-position')).toHaveText(
          texts.position(phone ? 3 : 2),
        );
        if (phone) {
          await swipe(page, '.gallery__main', 'left');
          await expect(gallery.getByTestId('gallery-position')).toHaveText(texts.position(1));
          await swipe(page, '.gallery__main', 'right');
          await expect(gallery.getByTestId('gallery-position')).toHaveText(texts.position(3));
        }
        expect(await overflows(page)).toEqual([]);
      });
    });
  }
}
