import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '@shop/web-server';
import { freePort, REPO_ROOT } from '@shop/tools/stack';
import { shop } from './env';
import { loginAs } from './support/accounts';

/**
 * A shell of its own whose runtime manifest points the dashboard remote at a port where nothing
 * answers: the storefront must keep working, the dashboard route must show the fallback, and
 * Retry must load the remote once its server is back.
 */
test('with the dashboard remote down the storefront works and the dashboard offers Retry', async ({
  page,
}) => {
  const dashboardPort = await freePort();
  const config = shop.runtimeConfig;
  config.remotes.mfe_dashboard = `http://localhost:${dashboardPort}/mf-manifest.json`;
  const shell = await startStaticServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: shop.spareShellPort,
    spaFallback: true,
    runtimeConfig: config,
  });
  let dashboard: { close(): Promise<void> } | undefined;
  try {
    // The dashboard is for signed-in people: log in on this shell first (the login page is the
    // shell's). Through `localhost`, like the API, so the refresh cookie (SameSite=Lax) is same-site.
    const shellUrl = `http://localhost:${shell.port}`;
    await loginAs(page, 'customer', shellUrl);
    await page.goto(`${shellUrl}/shops`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    const fallback = page.getByTestId('remote-error');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The rest of the shell still works while the remote is down.
    await expect(page.getByRole('link', { name: 'Shops', exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${new Date().getFullYear()}`).first()).toBeVisible();

    dashboard = await startStaticServer({
      root: path.join(REPO_ROOT, 'mfe-dashboard/dist'),
      port: dashboardPort,
      runtimeConfig: config,
      corsOrigins: shop.spareShellOrigins,
    });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    // The remote's own page, inside the shell's dashboard frame.
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

    await page.getByRole('link', { name: 'Shops', exact: true }).first().click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  } finally {
    await dashboard?.close();
    await shell.close();
  }
});
