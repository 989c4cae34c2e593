import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
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

/**
 * A release of mfe-shop goes live, and back, without a restart or a build: two releases are
 * published into the run's release store (this run's build, and a copy of it whose Shops page
 * says something else — its browser and server chunks patched, as a second build would differ),
 * a shell that follows the API's release channel (the web server's `releases` option, as
 * `npm start` runs it) is started once, and each promote and rollback shows on the next page load
 * within 5 seconds.
 */
const TITLE = 'Explore a Universe of Extraordinary Finds!';
const PATCHED = 'Explore the Second Release of Extraordinary Finds!';
const RUN = Date.now().toString(36);
const FIRST = `0.0.1-e2e.${RUN}`;
const SECOND = `0.0.2-e2e.${RUN}`;

/** The Shops page's chunks (browser and server build) of a copied dist, with the title changed. */
async function patchTitle(dist: string): Promise<void> {
  let patched = 0;
  for (const folder of [dist, path.join(dist, 'server')]) {
    for (const file of (await readdir(folder)).filter((name) => name.endsWith('.js'))) {
      const text = await readFile(path.join(folder, file), 'utf8');
      if (!text.includes(TITLE)) continue;
      await writeFile(path.join(folder, file), text.split(TITLE).join(PATCHED));
      patched += 1;
    }
  }
  expect(patched, 'chunks naming the Shops title').toBeGreaterThanOrEqual(2);
}

async function titleOnNextLoad(page: Page, url: string): Promise<string> {
  await page.goto(url);
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

let shell: StaticServer | undefined;
let api: ReleaseApi;
let copy: string;

test.beforeAll(async () => {
  api = releaseApi(shop.apiUrl, await adminToken(shop.apiUrl, SEEDED_ADMIN));
  const store = shop.releaseStore;
  await publishRelease({
    build: await inspectBuild('mfe-shop', undefined, FIRST),
    storeDir: store,
    api,
  });
  copy = path.join(tmpdir(), `shop-e2e-mfe-shop-${RUN}`);
  await cp(path.join(REPO_ROOT, 'mfe-shop', 'dist'), copy, { recursive: true });
  await patchTitle(copy);
  await publishRelease({
    build: await inspectBuild('mfe-shop', copy, SECOND),
    storeDir: store,
    api,
  });
});

test.afterAll(async () => {
  await shell?.close();
  await rm(copy, { recursive: true, force: true });
});

const change = async (kind: 'promote' | 'rollback', version: string) => {
  const { revision } = await api.status();
  await api.change(kind, {
    remote: 'mfe-shop',
    version,
    expectedRevision: revision,
    reason: 'e2e',
  });
};

test('a promote and a rollback reach the next page load without a restart', async ({ page }) => {
  await change('promote', FIRST);
  shell = await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: shop.runtimeConfig,
    site: { publicOrigin: `http://localhost:${shop.spareShellPort}` },
    releases: { store: shop.releaseStore, liveUrl: `${shop.apiUrl}/releases/live` },
  });
  const shops = `http://localhost:${shop.spareShellPort}/shops`;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  expect(await titleOnNextLoad(page, shops)).toBe(TITLE);
  expect(requested).toContain(
    `http://localhost:${shop.spareShellPort}/releases/mfe-shop/${FIRST}/mf-manifest.json`,
  );

  await change('promote', SECOND);
  await expect.poll(() => titleOnNextLoad(page, shops), { timeout: 5_000 }).toBe(PATCHED);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  await change('rollback', FIRST);
  await expect.poll(() => titleOnNextLoad(page, shops), { timeout: 5_000 }).toBe(TITLE);
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
