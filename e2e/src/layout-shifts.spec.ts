import { expect, type Page, test } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { signIn, type Role } from './support/accounts';

/**
 * Nothing moves once a page is drawn: what the page learns after its first paint (the session, a
 * count, the cards near the screen) takes a place already kept for it. A part that comes in above
 * what a person reads or taps pushes it away under their eyes or finger (a tap on Next landed on
 * a card; Why Choose and the specifications jumped 62 px when Buy Now came; every signed-in page
 * moved 4 px when the account's picture did).
 *
 * The browser's own measure: the layout shifts (PerformanceObserver `layout-shift`, as Lighthouse's
 * CLS adds them up) from the start of the page until it has settled (no request left, the session
 * known), without input. A page passes at a score of 0.005 or less (Lighthouse calls 0.1 good; the
 * shop's budget is 0.05), and a failure names what moved and by how much.
 */

const BUDGET = 0.005;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

interface Shift {
  value: number;
  sources: string[];
}

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/) : [];
      return [node.tagName.toLowerCase(), ...classes.filter(Boolean)].join('.');
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{
            node: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${name(source.node)} moved ${Math.round(source.currentRect.y - source.previousRect.y)} px, ` +
              `${Math.round(source.currentRect.height - source.previousRect.height)} px taller`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens `path` and waits until it has settled: no request for half a second (the session's check,
 * the page's data and the chunks they bring are all answered), the page live, nothing loading.
 */
async function openSettled(page: Page, path: string): Promise<Shift[]> {
  await page.goto(`${shop.url}${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
  // Two frames: a change made as the last answer came is laid out and reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

function score(shifts: Shift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

async function pagesHoldStill(page: Page, paths: string[], role?: Role): Promise<void> {
  if (role) await signIn(page, role);
  await watchShifts(page);
  const moved: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      const shifts = await openSettled(page, path);
      if (score(shifts) > BUDGET) {
        const what = shifts.flatMap((shift) => shift.sources).slice(0, 4);
        moved.push(
          `${path} at ${viewport.width} px: ${score(shifts).toFixed(4)} (${what.join('; ')})`,
        );
      }
    }
  }
  expect(moved, moved.join('\n')).toEqual([]);
}

test('a visitor’s pages hold still as they load: home, the listing and a product, in both languages', async ({
  page,
}) => {
  const [part] = (await (await fetch(`${shop.apiUrl}/part`)).json()) as Part[];
  await pagesHoldStill(page, ['/', '/shops', `/product/${part._id}`, `/bn/product/${part._id}`]);
});

test('a signed-in customer’s pages hold still once the session is known', async ({ page }) => {
  await pagesHoldStill(page, ['/cart', '/dashboard/profile'], 'customer');
});

test('an admin’s tables do not move down when their count comes', async ({ page }) => {
  await pagesHoldStill(page, ['/dashboard/activity', '/dashboard/manageUser'], 'admin');
});
