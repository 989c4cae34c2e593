/**
 * Bengali renders on a machine without any Bengali system font (Debian's chromium here has none):
 * the shop serves its own Noto Sans Bengali subset, and the storefront's Bengali texts use it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { shop } from './env';

const FAMILY = 'Noto Sans Bengali';
const isBengaliFont = (url: string) => /noto-sans-bengali.*\.woff2$/.test(new URL(url).pathname);

/** Every Bengali font file the page fetched, with its status. */
function recordFontResponses(page: Page): Array<{ url: string; status: number }> {
  const fonts: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (isBengaliFont(response.url()))
      fonts.push({ url: response.url(), status: response.status() });
  });
  return fonts;
}

/** Whether the shop's face is loaded, after every pending font load of the page has settled. */
const bengaliFaceLoaded = (page: Page) =>
  page.evaluate(async (family) => {
    await document.fonts.ready;
    const loaded = Array.from(document.fonts as unknown as Iterable<FontFace>).some(
      (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
    );
    return loaded && document.fonts.check(`16px "${family}"`, 'বাংলা');
  }, FAMILY);

/**
 * The width of `element`'s text drawn in its own font, and in the same font stack without the
 * shop's face: without it this chromium has no Bengali glyph, so the second is the tofu width.
 */
const widths = (element: Locator) =>
  element.evaluate((node, family) => {
    const style = getComputedStyle(node);
    const measure = (fontFamily: string) => {
      const probe = document.createElement('span');
      probe.textContent = node.textContent;
      Object.assign(probe.style, {
        position: 'absolute',
        whiteSpace: 'nowrap',
        visibility: 'hidden',
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontFamily,
      });
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const withoutFace = style.fontFamily
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.replace(/["']/g, '') !== family)
      .join(', ');
    return {
      fontFamily: style.fontFamily,
      rendered: measure(style.fontFamily),
      tofu: measure(withoutFace),
    };
  }, FAMILY);

async function expectBengaliGlyphs(element: Locator) {
  const measured = await widths(element);
  expect(measured.fontFamily.replace(/["']/g, '')).toContain(FAMILY);
  expect(measured.rendered).toBeGreaterThan(0);
  // Tofu boxes all share one width; real Bengali shaping (conjuncts, vowel signs) does not match it.
  expect(Math.abs(measured.rendered - measured.tofu)).toBeGreaterThan(5);
}

test.describe('the Bengali font', () => {
  test('home: the hero line and the promises render in the shop’s own Noto Sans Bengali', async ({
    page,
  }, testInfo) => {
    const fonts = recordFontResponses(page);
    await page.goto(shop.url);
    const hero = page.locator('.hero');
    await expect(hero.locator('.hero__typing-ghost')).toHaveText(/অরিজিনাল/);
    await expect(hero.locator('.hero__promise-bn').first()).toBeVisible();

    await expect.poll(() => bengaliFaceLoaded(page)).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(new URL(shop.url).origin);
      expect(font.status).toBe(200);
    }
    await expectBengaliGlyphs(hero.locator('.hero__typing-ghost'));
    await expectBengaliGlyphs(hero.locator('.hero__promise-bn').first());

    await hero.screenshot({ path: testInfo.outputPath('home-hero-bengali.png') });
    await testInfo.attach('home-hero-bengali', {
      path: testInfo.outputPath('home-hero-bengali.png'),
      contentType: 'image/png',
    });
  });

  test('product page: the opened ‘Why Choose’ text renders in the shop’s own font', async ({
    page,
  }, testInfo) => {
    const fonts = recordFontResponses(page);
    await page.goto(`${shop.url}/product/${NEW_ARRIVAL_PART_IDS[0]}`);
    const why = page.locator('details.product-page__why');
    await why.locator('summary', { hasText: 'Why Choose' }).click();
    const firstLine = why.locator('li').first();
    await expect(firstLine).toBeVisible();
    await expect(firstLine).toContainText('ক্যাশ অন ডেলিভারি');

    await expect.poll(() => bengaliFaceLoaded(page)).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(new URL(font.url).origin).toBe(new URL(shop.url).origin);
    await expectBengaliGlyphs(firstLine);

    await why.screenshot({ path: testInfo.outputPath('product-why-choose-bengali.png') });
    await testInfo.attach('product-why-choose-bengali', {
      path: testInfo.outputPath('product-why-choose-bengali.png'),
      contentType: 'image/png',
    });
  });

  test('a page without Bengali text does not download the font', async ({ page }) => {
    const fonts = recordFontResponses(page);
    await page.goto(`${shop.url}/login`);
    await expect(page.getByRole('form', { name: 'Login form' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The face is declared (the shell's CSS), yet nothing on this page is in its unicode-range.
    const declared = await page.evaluate(
      (family) =>
        Array.from(document.fonts as unknown as Iterable<FontFace>)
          .filter((face) => face.family.replace(/["']/g, '') === family)
          .map((face) => face.status),
      FAMILY,
    );
    expect(declared).toEqual(['unloaded', 'unloaded']);
    expect(fonts).toEqual([]);
  });
});
