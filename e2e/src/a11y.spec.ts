/**
 * Accessibility: axe-core over every public page and the dashboard pages at a phone's
 * and a desktop's width in English, and at a phone's width in Bengali (the shop remembers the
 * language in its `lang` cookie) — no serious or critical WCAG 2.1 A/AA violation — and a purchase
 * made with the keyboard alone.
 *
 * Time (69 audits, ~2.5 s each on two shared cores): a page is loaded once per language and
 * audited at both widths (resized between the audits: the layouts follow the width through media
 * queries and antd's breakpoints, as tables-fit.spec.ts relies on too); axe runs in the page itself
 * (legacy mode: the shop has no iframes, so the per-frame run and the extra blank page that merges
 * frames' results only cost time); the dashboards sign in through the API (the login form has its
 * own tests in auth.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { loginAs, signIn, type Role } from './support/accounts';
import { settledDialog } from './support/dialogs';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A whole set of audits (pages × widths × languages) may take this long before it counts as hung. */
const AUDITS_TIMEOUT_MS = 480_000;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function apiParts(): Promise<Part[]> {
  return (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
}

/** Opens `path` and waits until its content (not a loading placeholder) is on screen. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(`${shop.url}${path}`);
  await settled(page);
}

/** Waits until the page's content (not a loading placeholder) is on screen. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
}

/** The serious and critical violations on the current page, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help} — ${targets}`;
    });
}

/**
 * Every page at both widths in English (one load, resized between the audits), then at the phone's
 * width in Bengali, in one browser context; all findings are reported together.
 */
async function auditPages(browser: Browser, paths: string[], role?: Role): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role) await signIn(page, role);
  const findings: string[] = [];
  const audit = async (path: string, viewport: (typeof VIEWPORTS)[number], language: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const line of await seriousViolations(page))
      findings.push(`${path} @ ${viewport.name} (${language}): ${line}`);
  };
  const rounds = [
    { viewports: VIEWPORTS, language: 'en' as const },
    { viewports: [VIEWPORTS[0]], language: 'bn' as const },
  ];
  for (const { viewports, language } of rounds) {
    await context.addCookies([{ name: 'lang', value: language, url: shop.url }]);
    for (const path of paths) {
      const [first, ...others] = viewports;
      await page.setViewportSize({ width: first.width, height: first.height });
      await openSettled(page, path);
      await audit(path, first, language);
      for (const viewport of others) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await settled(page);
        await audit(path, viewport, language);
      }
    }
  }
  await context.close();
  expect(findings, findings.join('\n')).toEqual([]);
}

test.describe('axe: no serious or critical violation', () => {
  test('public pages', async ({ browser }) => {
    // Ten pages × two widths × two languages: a minute was no longer enough on a 2-core CI machine.
    // The audits run beside other files and the suite's other lanes, so the limit only guards
    // against a hang: 1.9 min was seen at load 6–12, over 4 at load 33.
    test.setTimeout(AUDITS_TIMEOUT_MS);
    const [part] = await apiParts();
    await auditPages(browser, [
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
    ]);
  });

  test('customer dashboard', async ({ browser }) => {
    test.setTimeout(AUDITS_TIMEOUT_MS);
    await auditPages(
      browser,
      ['/dashboard', '/dashboard/myOrders', '/dashboard/addReview', '/dashboard/profile'],
      'customer',
    );
  });

  test('admin dashboard', async ({ browser }) => {
    test.setTimeout(AUDITS_TIMEOUT_MS);
    await auditPages(
      browser,
      [
        '/dashboard',
        '/dashboard/manageParts',
        '/dashboard/manageOrders',
        '/dashboard/walletPayments',
        '/dashboard/manageUser',
        '/dashboard/addPart',
        '/dashboard/messages',
        '/dashboard/manageReviews',
        '/dashboard/activity',
      ],
      'admin',
    );
  });
});

/** Presses Tab until the focused element matches `isTarget`; fails after `limit` presses. */
async function tabTo(page: Page, describe: string, isTarget: () => Promise<boolean>, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error(`${describe} cannot be reached with Tab`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`) : null;
    return (
      labelled?.textContent ??
      el.getAttribute('aria-label') ??
      el.closest('label')?.textContent ??
      el.textContent ??
      ''
    ).trim();
  });

test('a customer buys a product with the keyboard alone', async ({ page }) => {
  await loginAs(page, 'customer', shop.url);
  await openSettled(page, '/shops');
  // The first product in stock on the listing.
  const nameLink = page
    .getByTestId('product-card')
    .filter({ hasText: 'In stock' })
    .first()
    .getByRole('heading')
    .getByRole('link');
  const href = (await nameLink.getAttribute('href'))!;
  const partId = href.split('/').pop()!;

  // Tab to the product's name link in the listing, and open it.
  await tabTo(page, `the link to ${href}`, () =>
    page.evaluate((target) => document.activeElement?.getAttribute('href') === target, href),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${partId}$`));
  const form = page.getByRole('form', { name: 'Book this product' });
  await expect(form).toBeVisible();

  const fieldFocused = (label: string) => async () => (await focusedLabel(page)).startsWith(label);
  await tabTo(page, 'Name', fieldFocused('Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Rahim Keyboard');
  await tabTo(page, 'Phone', fieldFocused('Phone'));
  await page.keyboard.type('01712345678');
  await tabTo(page, 'Address', fieldFocused('Address'));
  await page.keyboard.type('House 7, Road 3, Dhanmondi');
  await tabTo(page, 'Delivery district', fieldFocused('Delivery district'));
  // A native select takes typed letters: "Dhaka" is chosen by its first letters.
  await page.keyboard.type('Dhaka');
  await expect(form.getByLabel('Delivery district')).toHaveValue('Dhaka');
  await tabTo(page, 'the payment method', async () =>
    (await focusedLabel(page)).startsWith('Cash on delivery'),
  );
  await page.keyboard.press('Space');
  await expect(form.getByLabel('Cash on delivery')).toBeChecked();
  await tabTo(page, 'Book Now', fieldFocused('Book Now'));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Products booking successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('antd’s dialogs zoom in only for a visitor who has not asked for less motion', async ({
  browser,
}) => {
  /**
   * Opens and cancels the first Make Admin confirmation; the motion classes seen meanwhile: those
   * of an animation under way (`-start`, `-active`). With motion off, antd still marks a dialog
   * `-appear-prepare` for a frame, to measure where it opens from; nothing moves.
   */
  const motionSeen = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
      const note = (element: Element) => {
        for (const name of Array.from(element.classList ?? [])) {
          if (/^ant-(zoom|fade|move|slide)-\w+-(start|active)$/.test(name)) seen.add(name);
        }
      };
      new MutationObserver((records) => {
        for (const record of records) {
          note(record.target as Element);
          for (const added of Array.from(record.addedNodes)) {
            if (added instanceof Element)
              [added, ...Array.from(added.querySelectorAll('*'))].forEach(note);
          }
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await signIn(page, 'admin');
    await page.goto(`${shop.url}/dashboard/manageUser`);
    await page
      .getByRole('button', { name: /^Make Admin — / })
      .first()
      .click();
    const dialog = await settledDialog(page.getByRole('dialog'));
    await expect(dialog).toContainText('full rights');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const seen = await page.evaluate(() => [
      ...(window as unknown as { motionSeen: Set<string> }).motionSeen,
    ]);
    await context.close();
    return seen;
  };
  expect(await motionSeen('no-preference')).toContain('ant-zoom-appear-active');
  expect(await motionSeen('reduce')).toEqual([]);
});
