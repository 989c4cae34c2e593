import { expect, test, type Page } from '@playwright/test';
import type { Part } from '@shop/contracts';
import { shop } from './env';
import { loginAs } from './support/accounts';

/**
 * The Content-Security-Policy of the frontends (and of the API's Swagger UI) lets every page the
 * shop has do its work: the shell loads the remotes' scripts and manifests from their origins,
 * calls the API, shows its images, and antd injects its styles. Chromium reports every blocked
 * load or inline script as a console message naming the "Content Security Policy"; any such
 * message fails the test.
 */

function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Opens a page and waits for its routed content and a quiet network. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the storefront, login and dashboard pages run under the CSP without a violation', async ({
  page,
  request,
}) => {
  const violations = recordViolations(page);
  const parts = (await (await request.get(`${shop.apiUrl}/part`)).json()) as Part[];

  const home = await page.goto(shop.url);
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain(`connect-src 'self' ${new URL(shop.apiUrl).origin}`);
  expect(home!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(home!.headers()['access-control-allow-origin']).toBeUndefined();

  for (const path of ['/', '/shops', `/product/${parts[0]._id}`, '/reviews', '/login']) {
    await visit(page, `${shop.url}${path}`);
  }
  await loginAs(page, 'customer', shop.url);
  for (const path of [
    '/dashboard',
    '/dashboard/myOrders',
    '/dashboard/addReview',
    '/dashboard/profile',
  ]) {
    await visit(page, `${shop.url}${path}`);
  }
  expect(violations).toEqual([]);
});

test("a remote's manifest is readable by the shell's origin only", async ({ page, request }) => {
  const manifests: Array<{ url: string; allowed: string | undefined }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/mf-manifest.json')) {
      manifests.push({
        url: response.url(),
        allowed: response.headers()['access-control-allow-origin'],
      });
    }
  });
  await visit(page, `${shop.url}/shops`);
  const shellOrigin = new URL(shop.url).origin;
  expect(manifests.length).toBeGreaterThan(0);
  for (const manifest of manifests)
    expect(manifest).toEqual({ url: manifest.url, allowed: shellOrigin });

  const stranger = await request.get(manifests[0].url, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(stranger.ok()).toBe(true);
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});

test("the API's Swagger UI renders under its own CSP", async ({ page }) => {
  const violations = recordViolations(page);
  await page.goto(`${new URL(shop.apiUrl).origin}/api/docs`);
  await expect(page.getByRole('heading', { name: /Shop API/ })).toBeVisible();
  await expect(page.getByText('/api/part').first()).toBeVisible();
  expect(violations).toEqual([]);
});
