import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '@shop/web-server';
import { freePort, REPO_ROOT } from '@shop/tools/stack';
import { shop } from './env';
import { loginAs } from './support/accounts';

/**
 * The admin remote is released on its own: a shell finds it only through `/config.json`, which
 * can name any release's manifest URL (`MFE_ADMIN_URL=https://cdn.example/mfe-admin/1.2.0/mf-manifest.json`).
 * Each test here publishes a copy of the production build of mfe-admin into a versioned folder
 * of a "CDN" (a static server on its own port, like a CDN's origin) and starts a second shell,
 * built by the same run, whose runtime config points the admin remote at that release.
 *
 * What this proves, and what it does not:
 * - the shell loads the admin release named in its runtime config — manifest, entry and page
 *   chunks — from another origin and a versioned path (`publicPath: 'auto'` resolves against the
 *   manifest), never from the admin server the stack started, and the build stamps the remote's
 *   own package version into that manifest;
 * - an admin release older than the shell's route table (it lacks `./MessagesPage`, made by
 *   removing that module from the copy's container and manifest) fails only the page it lacks,
 *   with the remote fallback and its Retry; its other pages still load in the newer shell.
 * - It does NOT run code built from an older commit: both releases are this run's build, so a
 *   change in what the pages expect from the shared singletons (`@shop/api-client`, the router,
 *   React) or from the API is not caught here. That compatibility rests on the route table
 *   (`REMOTE_ROUTES` in @shop/contracts, checked against each remote's `exposes` by
 *   tools/webpack/remote-exposes.spec.ts) and on the singletons' version ranges; see
 *   mfe-admin/CHANGELOG.md for what a release requires.
 */

const ADMIN_DIST = path.join(REPO_ROOT, 'mfe-admin', 'dist');

interface Manifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/**
 * Copies the admin build to `<cdn>/mfe-admin/<version>/` with that version in its manifest;
 * `without` removes an exposed module, as a release made before that page existed would lack it.
 */
async function publishAdminRelease(
  cdn: string,
  version: string,
  { without }: { without?: string } = {},
): Promise<string> {
  const folder = path.join(cdn, 'mfe-admin', version);
  await cp(ADMIN_DIST, folder, { recursive: true });
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = await readJson<Manifest>(manifestFile);
  manifest.metaData.buildInfo.buildVersion = version;
  if (without) {
    manifest.exposes = manifest.exposes.filter((expose) => expose.path !== without);
    // The container's module map, minified: `"./MessagesPage":()=>Promise.all([...]).then(()=>()=>t(123))`.
    const entryFile = path.join(folder, manifest.metaData.remoteEntry.name);
    const entry = await readFile(entryFile, 'utf8');
    const key = without.replace(/[./]/g, (c) => `\\${c}`);
    const module = new RegExp(
      `"${key}":\\(\\)=>(?:Promise\\.all\\(\\[[^\\]]*\\]\\)|\\w+\\.e\\(\\d+\\))\\.then\\(\\(\\)=>\\(\\)=>\\w+\\(\\d+\\)\\),?`,
      'g',
    );
    const matches = entry.match(module) ?? [];
    expect(matches, `${without} in ${manifest.metaData.remoteEntry.name}`).toHaveLength(1);
    await writeFile(entryFile, entry.replace(module, ''));
  }
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  return folder;
}

/** A second shell (this run's build) whose runtime config names `adminManifestUrl`. */
function startShell(adminManifestUrl: string): Promise<StaticServer> {
  const config = shop.runtimeConfig;
  config.remotes.mfe_admin = adminManifestUrl;
  return startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: config,
  });
}

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const menu = (page: Page) => page.getByRole('menu', { name: 'Dashboard menu' });

let cdnRoot: string;
let cdn: StaticServer | undefined;
let shell: StaticServer | undefined;

test.beforeEach(async () => {
  cdnRoot = await mkdtemp(path.join(tmpdir(), 'shop-e2e-cdn-'));
  cdn = await startStaticServer({
    root: cdnRoot,
    port: await freePort(),
    corsOrigins: shop.spareShellOrigins,
  });
});

test.afterEach(async () => {
  await shell?.close();
  await cdn?.close();
  shell = undefined;
  cdn = undefined;
  await rm(cdnRoot, { recursive: true, force: true });
});

test('the shell loads the admin release its /config.json names, from another origin', async ({
  page,
}) => {
  const { version } = await readJson<{ version: string }>(
    path.join(REPO_ROOT, 'mfe-admin', 'package.json'),
  );
  // The build writes the remote's own package version into its manifest.
  const built = await readJson<Manifest>(path.join(ADMIN_DIST, 'mf-manifest.json'));
  expect(built.metaData.buildInfo.buildVersion).toBe(version);

  await publishAdminRelease(cdnRoot, version);
  const release = `${cdn!.url}/mfe-admin/${version}/`;
  shell = await startShell(`${release}mf-manifest.json`);
  const shellUrl = `http://localhost:${shell.port}`;

  await loginAs(page, 'admin', shellUrl);
  const requested = recordRequests(page);
  await page.goto(`${shellUrl}/dashboard`);
  // The admins' dashboard index comes from the admin remote.
  await expect(page.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Manage All User' }).click();
  await expect(page.getByRole('heading', { name: 'Manage All User' })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);

  const fromRelease = requested.filter((url) => url.startsWith(release));
  expect(fromRelease).toContain(`${release}mf-manifest.json`);
  expect(fromRelease).toContain(`${release}${built.metaData.remoteEntry.name}`);
  const usersChunks = built.exposes.find((e) => e.path === './ManageUsersPage')!.assets.js.sync;
  expect(fromRelease).toEqual(
    expect.arrayContaining(usersChunks.map((file) => `${release}${file}`)),
  );
  // Nothing from the admin server the stack started, nor from the CDN outside this release.
  const stackAdmin = new URL(shop.adminUrl).origin;
  expect(requested.filter((url) => url.startsWith(stackAdmin))).toEqual([]);
  expect(requested.filter((url) => url.startsWith(cdn!.url) && !url.startsWith(release))).toEqual(
    [],
  );
});

test('an admin release older than the shell’s route table fails only the page it lacks', async ({
  page,
}) => {
  await publishAdminRelease(cdnRoot, '0.0.9', { without: './MessagesPage' });
  const release = `${cdn!.url}/mfe-admin/0.0.9/`;
  shell = await startShell(`${release}mf-manifest.json`);
  const shellUrl = `http://localhost:${shell.port}`;
  const manifest = await (await page.request.get(`${release}mf-manifest.json`)).json();
  expect(manifest.metaData.buildInfo.buildVersion).toBe('0.0.9');

  await loginAs(page, 'admin', shellUrl);
  await page.goto(`${shellUrl}/dashboard/manageUser`);
  await expect(page.getByRole('heading', { name: 'Manage All User' })).toBeVisible();

  // The newer shell lists Messages; this release cannot show it.
  await menu(page).getByRole('link', { name: 'Messages' }).click();
  const fallback = page.getByTestId('remote-error');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

  // The release's other pages still work.
  await menu(page).getByRole('link', { name: 'Manage All Products' }).click();
  await expect(page.getByRole('heading', { name: 'Manage All Products' })).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});
