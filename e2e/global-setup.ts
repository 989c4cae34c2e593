/**
 * Starts the whole shop from its production build on free ports, with an in-memory embedded
 * database, exactly as `npm start` wires it. Tests read the URLs from SHOP_* variables.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, freeStackPorts, startStack } from '@shop/tools/stack';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const ports = await freeStackPorts();
  // A second shell, started by a test with its own runtime manifest, needs the API's CORS consent.
  const spareShellPort = await freePort();
  // Reset mails land here as .eml files, for the tests to read and follow.
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-outbox-'));
  const stack = await startStack({
    ports,
    apiEnv: {
      MAIL_OUTBOX_DIR: outboxDir,
      // The links in those mails point at this run's shell.
      SHOP_URL: `http://localhost:${ports.shell}`,
      // Test customers made through the API come "from" addresses of their own (X-Forwarded-For,
      // see support/accounts.ts), as real customers do: the per-address sign-up limit (5 a minute)
      // then applies per customer, not to the whole suite. Browser requests carry no such header.
      TRUST_PROXY: 'true',
      // The suite's customers keep many orders open across tests; the limit of open unpaid orders
      // per account (3 by default) has its own API tests.
      MAX_OPEN_UNPAID_ORDERS: '1000',
    },
    extraOrigins: [`http://localhost:${spareShellPort}`, `http://127.0.0.1:${spareShellPort}`],
    dbBackend: 'memory',
    installMissing: true,
    log: (source, line) => {
      if (process.env.E2E_VERBOSE) console.log(`[${source}] ${line}`);
    },
  });
  process.env.SHOP_URL = stack.urls.shell;
  process.env.SHOP_API_URL = stack.urls.api;
  process.env.SHOP_SPARE_SHELL_PORT = String(spareShellPort);
  process.env.SHOP_RUNTIME_CONFIG = JSON.stringify(stack.config);
  process.env.SHOP_OUTBOX_DIR = outboxDir;
  for (const app of ['mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const) {
    process.env[`SHOP_${app.replace(/-/g, '_').toUpperCase()}_URL`] = stack.urls[app];
  }
  return async () => {
    await stack.stop();
    await rm(outboxDir, { recursive: true, force: true });
  };
}
