/**
 * A visitor without a session browses the public pages without a single console error or failed
 * request: the silent session restore meets no refresh cookie and the API answers 204, not 401.
 */
import { expect, type Page, test } from '@playwright/test';
import { NEW_ARRIVAL_PART_IDS } from '@shop/contracts';
import { shop } from './env';

interface Problems {
  consoleErrors: string[];
  failedRequests: string[];
  apiErrors: string[];
  refreshStatuses: number[];
}

/** Collects what a visitor's devtools would show as errors, from before the first request. */
function watch(page: Page): Problems {
  const problems: Problems = {
    consoleErrors: [],
    failedRequests: [],
    apiErrors: [],
    refreshStatuses: [],
  };
  const apiOrigin = new URL(shop.apiUrl).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(
      `${request.method()} ${request.url()}: ${request.failure()?.errorText}`,
    ),
  );
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/auth/refresh')) problems.refreshStatuses.push(response.status());
    if (
      response.status() >= 400 &&
      (url.origin === apiOrigin || url.pathname.startsWith('/api/'))
    ) {
      problems.apiErrors.push(
        `${response.request().method()} ${response.url()}: ${response.status()}`,
      );
    }
  });
  return problems;
}

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    ready: (page) => expect(page.getByRole('link', { name: 'Find it now' })).toBeVisible(),
  },
  {
    path: '/shops',
    ready: (page) => expect(page.getByTestId('product-card').first()).toBeVisible(),
  },
  {
    path: `/product/${NEW_ARRIVAL_PART_IDS[0]}`,
    ready: (page) => expect(page.getByTestId('purchase-actions')).toBeVisible(),
  },
  {
    path: '/reviews',
    ready: (page) => expect(page.getByTestId('review-card').first()).toBeVisible(),
  },
  {
    path: '/login',
    ready: (page) => expect(page.getByRole('form', { name: 'Login form' })).toBeVisible(),
  },
];

test.describe('a visitor without a session', () => {
  for (const { path, ready } of PAGES) {
    test(`${path}: no console error, no failed request`, async ({ page }) => {
      const problems = watch(page);
      await page.goto(`${shop.url}${path}`);
      await ready(page);
      // The silent restore ran and found nobody: 204, not an error. It starts once the page has
      // hydrated, which on a loaded machine can be more than the half second of quiet network
      // that `networkidle` waits for: waited for itself.
      await expect.poll(() => problems.refreshStatuses).toEqual([204]);
      await page.waitForLoadState('networkidle');
      expect(problems.refreshStatuses, 'one restore, not one per part of the page').toEqual([204]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
      expect(problems.apiErrors).toEqual([]);
    });
  }
});
