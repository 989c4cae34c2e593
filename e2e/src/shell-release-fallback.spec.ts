// Named to run after releases.spec.ts. The web servers these tests start share the test process's
// server-side federation runtime: after this file's broken release, a later server there rendered
// the newer mfe-shop release after a rollback to an earlier one. Whether one production web server
// does the same after a broken release is not known yet (services/src/releases/README.md).
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ReleaseLoadReport } from '@shop/contracts';
import { startStaticServer, type StaticServer } from '@shop/web-server';
import {
  adminToken,
  inspectBuild,
  publishRelease,
  releaseApi,
  type ReleaseApi,
} from '@shop/tools/release';
import { REPO_ROOT, SEEDED_ADMIN } from '@shop/tools/stack';
import { shop } from './env';
import { signIn } from './support/accounts';

/**
 * Failing safe: the live release of mfe-shop is made unreachable (its folder taken out of the
 * release store after it went live), and a shell that follows the channel falls back to the last
 * known good release by itself — the Shops page shows, no error box; the failure and the load
 * reach the API as beacons; the dashboard and admin remotes keep working, and the admin's
 * Releases page shows the channel with the failed load (looked at at 1280 and 390 px, English
 * and Bengali).
 */
const TITLE = 'Explore a Universe of Extraordinary Finds!';
const RUN = Date.now().toString(36);
const GOOD = `0.0.1-good.${RUN}`;
const BROKEN = `0.0.2-broken.${RUN}`;
const SHOTS = process.env.RELEASE_SHOTS_DIR;

let shell: StaticServer | undefined;
let api: ReleaseApi;
let token: string;
const store = () => shop.releaseStore;
const brokenFolder = () => path.join(store(), 'releases', 'mfe-shop', BROKEN);

const change = async (kind: 'promote' | 'rollback', version: string) => {
  const { revision } = await api.status();
  await api.change(kind, {
    remote: 'mfe-shop',
    version,
    expectedRevision: revision,
    reason: 'e2e',
  });
};

async function loadCounts(): Promise<ReleaseLoadReport> {
  const answer = await fetch(`${shop.apiUrl}/admin/releases/load-counts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await answer.json()) as ReleaseLoadReport;
}

const countsOf = async (version: string) =>
  (await loadCounts()).releases.find((row) => row.remote === 'mfe-shop' && row.version === version);

async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  token = await adminToken(shop.apiUrl, SEEDED_ADMIN);
  api = releaseApi(shop.apiUrl, token);
  // The same build twice: what matters is that the second one's files are gone once it is live.
  for (const version of [GOOD, BROKEN]) {
    await publishRelease({
      build: await inspectBuild('mfe-shop', undefined, version),
      storeDir: store(),
      api,
    });
  }
  await change('promote', GOOD);
  await change('promote', BROKEN);
  // The live release's folder is unreachable now (a broken upload, a disk that lost it).
  await rename(brokenFolder(), `${brokenFolder()}.gone`);
  shell = await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: shop.runtimeConfig,
    site: { publicOrigin: `http://localhost:${shop.spareShellPort}` },
    releases: { store: store(), liveUrl: `${shop.apiUrl}/releases/live` },
  });
});

test.afterAll(async () => {
  await shell?.close();
  await rename(`${brokenFolder()}.gone`, brokenFolder()).catch(() => undefined);
  await change('rollback', GOOD).catch(() => undefined);
});

test('a live release that does not load falls back to the last known good; the other remotes keep working', async ({
  page,
}) => {
  const origin = `http://localhost:${shop.spareShellPort}`;
  const config = await (await fetch(`${origin}/config.json`)).json();
  expect(config.remotes.mfe_shop).toBe(`${origin}/releases/mfe-shop/${BROKEN}/mf-manifest.json`);
  expect(config.lastKnownGood).toEqual({
    mfe_shop: `${origin}/releases/mfe-shop/${GOOD}/mf-manifest.json`,
  });

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${origin}/shops`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(TITLE);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
  expect(requested).toContain(`${origin}/releases/mfe-shop/${BROKEN}/mf-manifest.json`);
  expect(requested).toContain(`${origin}/releases/mfe-shop/${GOOD}/mf-manifest.json`);

  // Reported: the broken release's failure (its manifest) and the good one's load.
  await expect
    .poll(async () => (await countsOf(BROKEN))?.failedBy.manifest ?? 0, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await countsOf(GOOD))?.loaded ?? 0).toBeGreaterThanOrEqual(1);

  // The customer dashboard and the admin tools load from their own servers as before.
  await signIn(page, 'admin');
  await page.goto(`${origin}/dashboard/profile`);
  await expect(page.getByRole('heading', { name: 'My Profile' }).first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  // English first: a visit to a /bn page is remembered, and sends the next plain URL to /bn.
  for (const language of ['en', 'bn'] as const) {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}${language === 'bn' ? '/bn' : ''}/dashboard/releases`);
      const storefront = page.getByTestId('releases-mfe-shop');
      await expect(storefront.getByTestId('release-stable')).toHaveText(BROKEN);
      await expect(storefront.getByTestId('release-last-known-good')).toHaveText(GOOD);
      const brokenRow = storefront.locator(`[data-testid="release-row"][data-version="${BROKEN}"]`);
      await expect(brokenRow.getByTestId('release-loads')).toContainText(
        language === 'en' ? 'failed' : 'ব্যর্থ',
      );
      await expect(page.getByTestId('remote-error')).toHaveCount(0);
      await fitsWidth(page);
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({
          path: path.join(SHOTS, `releases-${width}-${language}.png`),
          fullPage: true,
        });
      }
    }
  }
});
