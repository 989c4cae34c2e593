import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { canaryBucket, VISITOR_COOKIE } from '@shop/rules';
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
 * within 5 seconds. A canary of the second release then reaches the visitors its bucket function
 * (`@shop/rules`) puts in it, in the server-rendered page and in the browser alike.
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

/** The shell that follows the channel, started once (the first test to need it starts it). */
async function releaseShell(): Promise<StaticServer> {
  shell ??= await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: shop.runtimeConfig,
    site: { publicOrigin: `http://localhost:${shop.spareShellPort}` },
    releases: { store: shop.releaseStore, liveUrl: `${shop.apiUrl}/releases/live` },
  });
  return shell;
}

test('a promote and a rollback reach the next page load without a restart', async ({ page }) => {
  await change('promote', FIRST);
  await releaseShell();
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

test('a canary visitor gets the canary rendered on the server and in the browser, on every load', async ({
  browser,
}) => {
  await releaseShell();
  const origin = `http://localhost:${shop.spareShellPort}`;
  const manifestOf = (version: string) => `${origin}/releases/mfe-shop/${version}/mf-manifest.json`;
  let status = await api.status();
  if (status.remotes['mfe-shop']?.stable !== FIRST) {
    await change('promote', FIRST);
    status = await api.status();
  }
  await api.change('canary', {
    remote: 'mfe-shop',
    version: SECOND,
    percent: 30,
    expectedRevision: status.revision,
    reason: 'e2e canary',
  });
  try {
    const salt = (await api.status()).remotes['mfe-shop']?.canary?.salt ?? '';
    // Two visitors as the web server names them, one in the canary's 30 % and one not.
    const ids = Array.from({ length: 200 }, (_, i) => `e2e-visitor-${RUN}-${i}`.padEnd(22, '0'));
    const inside = ids.find((id) => canaryBucket('mfe-shop', salt, id) <= 30)!;
    const outside = ids.find((id) => canaryBucket('mfe-shop', salt, id) > 30)!;

    for (const [visitor, version, title] of [
      [inside, SECOND, PATCHED],
      [outside, FIRST, TITLE],
    ] as const) {
      const context = await browser.newContext();
      await context.addCookies([{ name: VISITOR_COOKIE, value: visitor, url: origin }]);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // The web server asks the channel every 2 s: until then the canary is not known.
      await expect
        .poll(
          async () =>
            (
              (await page.request.get(`${origin}/config.json`)).json() as Promise<{
                remotes: Record<string, string>;
              }>
            ).then((config) => config.remotes.mfe_shop),
          { timeout: 5_000 },
        )
        .toBe(manifestOf(version));

      for (let load = 0; load < 3; load += 1) {
        const response = await page.goto(`${origin}/shops`);
        // The server's page: rendered with the visitor's release, its config naming it.
        const html = (await response?.text()) ?? '';
        expect(html).toContain(title);
        expect(html).toContain(`"mfe_shop":"${manifestOf(version)}"`);
        // The browser loads the same release and keeps the same heading once hydrated.
        await expect.poll(() => requested.includes(manifestOf(version))).toBe(true);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
      }
      await context.close();
    }
  } finally {
    const { revision } = await api.status();
    await api.change('abort', { remote: 'mfe-shop', expectedRevision: revision, reason: 'e2e' });
  }
});
