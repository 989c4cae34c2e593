/**
 * Bengali and English: the navbar's language switch changes every visible text of a
 * page, is remembered across reloads (`lang` cookie + localStorage, `<html lang>`), prices show ৳
 * with Bengali digits, and switching back gives the spec's English.
 *
 * "Every visible text": after the switch, no visible text node (nor placeholder) holds a Latin
 * letter, except inside `[translate="no"]` (product names, people's names, typed content) and the
 * few things no language translates (ALLOWED). A failure lists each untranslated text with its page
 * and element, so it says exactly what is left to translate and where.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { signIn, type Role } from './support/accounts';

/** What stays Latin in Bengali: the brand, e-mail addresses and web addresses. Nothing else. */
const ALLOWED: readonly RegExp[] = [
  /TechParts BD/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
];

const NAV_EN = ['Home', 'Shops', 'Daily Delights', 'Customer Service', 'Reviews', 'Dashboard'];
const NAV_BN = ['হোম', 'দোকান', 'আজকের অফার', 'গ্রাহক সেবা', 'রিভিউ', 'ড্যাশবোর্ড'];

const mainNav = (page: Page, name: 'Main' | 'প্রধান') =>
  page.getByRole('navigation', { name, exact: true });
const languageButton = (page: Page, name: 'বাংলা' | 'English') =>
  page.getByRole('group', { name: /^(Language|ভাষা)$/ }).getByRole('button', { name, exact: true });

async function firstPart(): Promise<Part> {
  const parts = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  return parts[0];
}

/** Waits until the page's content (not a loading placeholder) is on screen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], .ant-spin-spinning, .remote-loading, .ant-skeleton'),
  ).toHaveCount(0);
}

/** Clicks বাংলা / English in the navbar and waits until the page is in that language. */
async function switchTo(page: Page, language: 'bn' | 'en'): Promise<void> {
  await languageButton(page, language === 'bn' ? 'বাংলা' : 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(languageButton(page, language === 'bn' ? 'বাংলা' : 'English')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settle(page);
}

/**
 * The visible texts with Latin letters outside `[translate="no"]` and ALLOWED, as
 * `"text" in <tag.class>` lines (placeholders as `placeholder "text" in <input>`).
 */
async function untranslatedTexts(page: Page): Promise<string[]> {
  const allowed = ALLOWED.map((pattern) => pattern.source);
  return page.evaluate((allowedSources) => {
    const patterns = allowedSources.map((source) => new RegExp(source, 'g'));
    const latin = (text: string) => {
      let rest = text;
      for (const pattern of patterns) rest = rest.replace(pattern, ' ');
      return /[A-Za-z]/.test(rest);
    };
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      element.getClientRects().length > 0;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!text || !parent || !latin(text)) continue;
      if (parent.closest('[translate="no"], script, style, noscript, template')) continue;
      if (!visible(parent)) continue;
      found.push(`"${text}" in ${describe(parent)}`);
    }
    for (const field of Array.from(
      document.querySelectorAll('input[placeholder], textarea[placeholder]'),
    )) {
      const placeholder = field.getAttribute('placeholder') ?? '';
      if (field.closest('[translate="no"]') || !visible(field) || !latin(placeholder)) continue;
      if ((field as HTMLInputElement).value !== '') continue; // the typed value hides it
      found.push(`placeholder "${placeholder}" in ${describe(field)}`);
    }
    return [...new Set(found)];
  }, allowed);
}

/** Prices on screen (৳ and an amount) and those whose amount is not in Bengali digits. */
async function pricesOnScreen(page: Page): Promise<{ all: string[]; wrong: string[] }> {
  const all = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A lone ৳ (an input's prefix) is a label, not a price.
      if (/৳\s*[0-9০-৯]/.test(text) && node.parentElement?.checkVisibility()) {
        texts.push(text.trim());
      }
    }
    return texts;
  });
  const wrong = all.filter((text) => /৳\s*[0-9]/.test(text));
  return { all, wrong };
}

/** Opens each path (in the remembered language) and collects what is still untranslated. */
async function auditBengali(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(`${shop.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await settle(page);
    for (const text of await untranslatedTexts(page)) problems.push(`${path}: ${text}`);
    const { wrong } = await pricesOnScreen(page);
    for (const text of wrong) problems.push(`${path}: price "${text}" is not in Bengali digits`);
  }
  return problems;
}

test.describe('the language switch', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('changes every visible text of the storefront, persists across reloads, and switches back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const part = await firstPart();
    await page.goto(shop.url);
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainNav(page, 'Main').getByRole('link')).toHaveText([...NAV_EN, 'Login']);
    // The check itself sees English where there is English.
    expect(await untranslatedTexts(page)).toEqual(
      expect.arrayContaining(['"Shops" in <a.navbar__link>', '"Services" in <h2.footer__title>']),
    );

    // The switch on the page as it is: shell and storefront change together, no reload.
    await switchTo(page, 'bn');
    await expect(mainNav(page, 'প্রধান').getByRole('link')).toHaveText([...NAV_BN, 'লগ ইন']);
    const problems = (await untranslatedTexts(page)).map((text) => `/ (live switch): ${text}`);

    // Each public page, opened afresh: the remembered language.
    problems.push(
      ...(await auditBengali(page, [
        '/',
        '/shops',
        `/product/${part._id}`,
        '/reviews',
        '/dailyD',
        '/cService',
        '/cart',
        '/login',
        '/signup',
        '/reset',
      ])),
    );

    // Prices: ৳ with Bengali digits, lakh grouping as everywhere.
    await page.goto(`${shop.url}/shops`);
    await settle(page);
    const prices = await pricesOnScreen(page);
    expect(prices.all.length, 'prices on /shops').toBeGreaterThan(0);
    expect(prices.wrong).toEqual([]);

    // A reload keeps Bengali (the cookie and localStorage remember it).
    await page.reload();
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(mainNav(page, 'প্রধান').getByRole('link', { name: 'দোকান' })).toBeVisible();
    const remembered = await page.evaluate(() => ({
      cookie: document.cookie,
      stored: localStorage.getItem('lang'),
    }));
    expect(remembered.cookie).toContain('lang=bn');
    expect(remembered.stored).toBe('bn');

    // Back to English: the spec's texts again, remembered too.
    await switchTo(page, 'en');
    await expect(mainNav(page, 'Main').getByRole('link')).toHaveText([...NAV_EN, 'Login']);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainNav(page, 'Main').getByRole('link', { name: 'Shops' })).toBeVisible();

    expect(problems, `untranslated in Bengali:\n${problems.join('\n')}`).toEqual([]);
  });

  for (const [role, paths] of [
    [
      'customer',
      ['/dashboard', '/dashboard/myOrders', '/dashboard/addReview', '/dashboard/profile'],
    ],
    [
      'admin',
      [
        '/dashboard',
        '/dashboard/addPart',
        '/dashboard/manageParts',
        '/dashboard/manageOrders',
        '/dashboard/manageUser',
        '/dashboard/messages',
        '/dashboard/profile',
      ],
    ],
  ] as Array<[Role, string[]]>) {
    test(`changes every visible text of the ${role}'s dashboard pages`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, role);
      await page.goto(`${shop.url}/dashboard`);
      await settle(page);
      await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

      await switchTo(page, 'bn');
      await expect(page.getByRole('heading', { name: 'আপনার ড্যাশবোর্ডে স্বাগতম' })).toBeVisible();
      const problems = (await untranslatedTexts(page)).map(
        (text) => `/dashboard (live switch): ${text}`,
      );
      problems.push(...(await auditBengali(page, paths)));

      await switchTo(page, 'en');
      await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
      expect(problems, `untranslated in Bengali:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

test('a remembered Bengali: no English in the first HTML, and the page starts without a console error', async ({
  page,
  request,
}) => {
  const part = await firstPart();
  // No English flash: a server-rendered page (content in #root) is rendered in Bengali.
  for (const path of ['/', '/shops', `/product/${part._id}`]) {
    const answer = await request.get(`${shop.url}${path}`, {
      headers: { Cookie: 'lang=bn', Accept: 'text/html' },
    });
    expect(answer.status(), path).toBe(200);
    // Sent to the page's Bengali URL: the URL, not the cookie, is the page's language.
    expect(new URL(answer.url()).pathname, path).toBe(path === '/' ? '/bn' : `/bn${path}`);
    const html = await answer.text();
    expect(html, `${path}: no English navbar`).not.toContain('>Shops</a>');
    if (/<div id="?root"?>\s*(<noscript>[^]*<\/noscript>)?<\/div>/.test(html)) continue; // rendered by the browser
    expect(html, `${path}: <html lang>`).toMatch(/<html lang="?bn"?[\s>]/);
    expect(html, `${path}: the navbar in Bengali`).toContain('>দোকান</a>');
  }

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: shop.url }]);
  for (const path of ['/', '/shops', `/product/${part._id}`]) {
    await page.goto(`${shop.url}${path}`);
    await settle(page);
    await expect(mainNav(page, 'প্রধান').getByRole('link', { name: 'দোকান' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the switch is in the menu, and neither language scrolls sideways', async ({ page }) => {
    await page.goto(shop.url);
    await settle(page);
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(languageButton(page, 'বাংলা')).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);
    await switchTo(page, 'bn');
    // The menu stays open, now in Bengali, and fits.
    await expect(page.getByRole('button', { name: 'মেনু', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(mainNav(page, 'প্রধান').getByRole('link', { name: 'গ্রাহক সেবা' })).toBeVisible();
    expect(await scrollWidth()).toBeLessThanOrEqual(360);

    for (const path of ['/', '/shops', '/cService']) {
      await page.goto(`${shop.url}${path}`);
      await settle(page);
      expect(await scrollWidth(), `scroll width of ${path} in Bengali`).toBeLessThanOrEqual(360);
    }
  });
});
