/**
 * Bengali renders on a machine without any Bengali system font (Debian's chromium here has none):
 * the shop serves its own Noto Sans Bengali subset, and the Bengali texts use it — the storefront's
 * Bengali lines in English, and the whole UI once the language switch says বাংলা.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { shop } from './env';
import { createCustomer, signIn } from './support/accounts';
import { confirmDialog } from './support/dialogs';
import { bookThroughApi } from './support/orders';

const FAMILY = 'Noto Sans Bengali';
/** The small face (shell/src/app/fonts.css): the taka sign and the letters of বাংলা. */
const SIGNS_FAMILY = 'Noto Sans Bengali Signs';
const isBengaliFont = (url: string) => /noto-sans-bengali.*\.woff2$/.test(new URL(url).pathname);
/** The whole Bengali face's files, not the small face's. */
const isWholeBengaliFace = (url: string) =>
  /noto-sans-bengali-bengali-/.test(new URL(url).pathname);

/** Every Bengali font file the page fetched, with its status. */
function recordFontResponses(page: Page): Array<{ url: string; status: number }> {
  const fonts: Array<{ url: string; status: number }> = [];
  page.on('response', (response) => {
    if (isBengaliFont(response.url()))
      fonts.push({ url: response.url(), status: response.status() });
  });
  return fonts;
}

/** Whether `family` is loaded, after every pending font load of the page has settled. */
const bengaliFaceLoaded = (page: Page, family = FAMILY) =>
  page.evaluate(async (family) => {
    await document.fonts.ready;
    const loaded = Array.from(document.fonts as unknown as Iterable<FontFace>).some(
      (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
    );
    return loaded && document.fonts.check(`16px "${family}"`, 'বাংলা');
  }, family);

/**
 * The width of `element`'s text drawn in its own font, and in the same font stack without the
 * shop's faces: without them this chromium has no Bengali glyph, so the second is the tofu width.
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
      .filter((name) => !name.replace(/["']/g, '').startsWith(family))
      .join(', ');
    return {
      fontFamily: style.fontFamily,
      rendered: measure(style.fontFamily),
      tofu: measure(withoutFace),
    };
  }, FAMILY);

/**
 * The fonts Chromium drew `selector`'s text with (DevTools' "Rendered Fonts"): the shop's own
 * faces are the custom ones.
 */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

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
    const summary = why.locator('summary', { hasText: 'Why Choose' });
    // Opened once React owns the server-rendered markup: a click that lands while the page is still
    // hydrating can be lost, or the section found shut again.
    await expect
      .poll(() =>
        summary.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    await summary.click();
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

  test('an English page: prices’ ৳ and the switch’s বাংলা from the small face, the whole face never fetched', async ({
    page,
  }) => {
    const fonts = recordFontResponses(page);
    await page.goto(`${shop.url}/shops`);
    const price = page.locator('.price-tag__price').first();
    await expect(price).toHaveText(/^৳\s?[\d,]+$/);
    const bangla = page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'বাংলা', exact: true });
    await expect(bangla).toBeVisible();

    await expect.poll(() => bengaliFaceLoaded(page, SIGNS_FAMILY)).toBe(true);
    await expectBengaliGlyphs(bangla);
    // The taka sign, one glyph, in a face of the shop's (the digits in a system face).
    const drawnWith = await renderedFonts(page, '.price-tag__price');
    expect(drawnWith).toContainEqual(
      expect.objectContaining({ familyName: FAMILY, isCustomFont: true, glyphCount: 1 }),
    );
    // From the shop itself, whatever the machine has installed: the small face, preloaded by the
    // server, and not the whole one (92 KB for the two weights).
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect([new URL(font.url).origin, font.status]).toEqual([new URL(shop.url).origin, 200]);
      expect(isWholeBengaliFace(font.url)).toBe(false);
    }
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.length).toBeGreaterThan(0);
    for (const href of preloaded) expect(href).toMatch(/noto-sans-bengali-signs-\d+-normal\./);
  });

  test('with the UI in Bengali: navbar, headings, links and the footer render in the shop’s font', async ({
    page,
  }, testInfo) => {
    await page.goto(`${shop.url}/login`);
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'বাংলা', exact: true })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const form = page.getByRole('form', { name: 'লগ ইন ফর্ম' });
    await expect(form).toBeVisible();
    await expect.poll(() => bengaliFaceLoaded(page)).toBe(true);

    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    await expectBengaliGlyphs(nav.getByRole('link', { name: 'গ্রাহক সেবা' }));
    await expectBengaliGlyphs(page.getByRole('heading', { level: 1, name: 'লগ ইন' }));
    // Texts long enough that the tofu row's width cannot match by chance.
    await expectBengaliGlyphs(page.getByRole('link', { name: 'নতুন? একটি অ্যাকাউন্ট খুলুন' }));
    await expectBengaliGlyphs(page.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }));
    await expectBengaliGlyphs(
      page.getByRole('contentinfo').getByText('ক্যাশ অন ডেলিভারি', { exact: true }),
    );

    await page.screenshot({ path: testInfo.outputPath('login-in-bengali.png') });
    await testInfo.attach('login-in-bengali', {
      path: testInfo.outputPath('login-in-bengali.png'),
      contentType: 'image/png',
    });

    // The storefront in Bengali too: the home page's navbar and footer after a reload.
    await page.goto(shop.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expectBengaliGlyphs(
      page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'দোকান' }),
    );
    await expectBengaliGlyphs(
      page.getByRole('contentinfo').getByText('ব্যবহারের শর্তাবলি', { exact: true }),
    );
  });
});

test.describe('the Bengali font in what is drawn outside the page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a Bengali toast (reset sent) is drawn in the shop’s face at ${viewport.width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(`${shop.url}/bn/reset`);
      const form = page.getByRole('form');
      const email = form.getByLabel('ইমেইল');
      // Typed once React owns the server-rendered form.
      await expect
        .poll(() =>
          email.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))),
        )
        .toBe(true);
      await email.fill(`font-${Date.now()}@example.com`);
      await form.getByRole('button', { name: 'রিসেট করুন', exact: true }).click();

      const toast = page.locator('.Toastify__toast', { hasText: 'ইমেইল পাঠানো হয়েছে!' });
      await expect(toast).toBeVisible();
      await expect.poll(() => bengaliFaceLoaded(page)).toBe(true);
      expect(
        await toast.evaluate((node) => getComputedStyle(node).fontFamily.replace(/["']/g, '')),
      ).toMatch(/^Noto Sans Bengali,/);
      await expectBengaliGlyphs(toast.getByText('ইমেইল পাঠানো হয়েছে!'));
      // The whole toast is on screen, at the phone's width too, once it has slid in (it enters
      // from beyond the right edge).
      await toast.evaluate((node) => Promise.all(node.getAnimations().map((a) => a.finished)));
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

      await page.screenshot({ path: testInfo.outputPath(`toast-bengali-${viewport.width}.png`) });
    });
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a Bengali dialog (cancel an order) is drawn in the shop’s face at ${viewport.width} px`, async ({
      page,
    }, testInfo) => {
      const customer = await createCustomer('Font Dialog');
      const { order } = await bookThroughApi(customer, { paymentMethod: 'cod' });
      await page.setViewportSize(viewport);
      await signIn(page, customer);
      await page.goto(`${shop.url}/bn/dashboard/myOrders`);
      const row = page.locator(`[data-order-id="${order._id}"]`);
      await row.getByRole('button', { name: 'বাতিল করুন' }).click();
      const dialog = await confirmDialog(page, 'আপনি কি নিশ্চিত?');

      await expect.poll(() => bengaliFaceLoaded(page)).toBe(true);
      expect(
        await dialog.evaluate((node) => getComputedStyle(node).fontFamily.replace(/["']/g, '')),
      ).toMatch(/^Noto Sans Bengali,/);
      // antd writes the title twice (a hidden one names the dialog): the one on screen.
      await expectBengaliGlyphs(dialog.locator('.ant-modal-confirm-title'));
      await expectBengaliGlyphs(dialog.getByRole('button', { name: 'অর্ডার রাখুন' }));
      // The row's "অর্ডার #…" is set in a monospace stack, which has no Bengali of its own.
      await expectBengaliGlyphs(row.getByTestId('order-number'));
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: testInfo.outputPath(`dialog-bengali-${viewport.width}.png`) });

      await dialog.getByRole('button', { name: 'অর্ডার রাখুন' }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
