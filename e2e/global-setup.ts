/**
 * Starts the whole shop from its production build on free ports, with an in-memory embedded
 * database, exactly as `npm start` wires it. Tests read the URLs from SHOP_* variables.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startMailpit } from '@shop/tools/mailpit';
import { freeStackPortsWith, startStack } from '@shop/tools/stack';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // A second shell, started by a test with its own runtime manifest, needs the API's CORS consent;
  // Mailpit takes two more. All are chosen together, so no two of them are the same port.
  const {
    stack: ports,
    extra: [spareShellPort, smtpPort, mailUiPort],
  } = await freeStackPortsWith(3);
  // The shop's mails (reset links, order messages) go to Mailpit, as with `npm start`; the tests
  // read them through its API (MailpitClient). SMS without a gateway land in the outbox folder.
  const mailpit = await startMailpit(
    { smtp: smtpPort, ui: mailUiPort },
    { log: (line) => process.env.E2E_VERBOSE && console.log(`[mailpit] ${line}`) },
  );
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-outbox-'));
  // Releases the tests publish (releases.spec.ts): never the developer's .data/release-store.
  const releaseStore = await mkdtemp(path.join(tmpdir(), 'shop-e2e-releases-'));
  const stack = await startStack({
    ports,
    apiEnv: {
      SMTP_URL: mailpit.smtpUrl,
      MAIL_OUTBOX_DIR: outboxDir,
      RELEASE_STORE_DIR: releaseStore,
      // The links in those mails point at this run's shell.
      SHOP_URL: `http://localhost:${ports.shell}`,
      // Test customers made through the API come "from" addresses of their own (X-Forwarded-For,
      // see support/accounts.ts), as real customers do: the per-address sign-up limit (5 a minute)
      // then applies per customer, not to the whole suite. Browser requests carry no such header.
      TRUST_PROXY: 'true',
      // The suite's customers keep many orders open across tests; the limit of open unpaid orders
      // per account (3 by default) has its own API tests.
      MAX_OPEN_UNPAID_ORDERS: '1000',
      // Likewise send-money claims waiting to be checked (2 by default; API tests:
      // services/test/wallet-claim-limits.e2e-spec.ts). MAX_UNITS_PER_LINE stays at its default, as
      // the storefront's own limit (@shop/rules) is the same.
      MAX_PENDING_WALLET_CLAIMS: '1000',
      // The suite places and cancels many orders with one account and one phone number; the
      // hourly limits on order actions and on messages per phone and address have their own API
      // tests (services/test/abuse-limits.e2e-spec.ts).
      ORDER_ACTIONS_PER_HOUR: '100000',
      MESSAGES_PER_PHONE_PER_HOUR: '100000',
      MESSAGES_PER_EMAIL_PER_HOUR: '100000',
      // The expiry test waits for the order sweep: every 5 s here instead of every minute.
      ORDER_SWEEP_SECONDS: '5',
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
  process.env.SHOP_RELEASE_STORE = releaseStore;
  process.env.SHOP_MAILPIT_URL = mailpit.uiUrl;
  // For tests that move an order's clock (its payment window) in the database.
  process.env.SHOP_MONGO_URI = stack.mongoUri;
  // For tests that move a parcel along as its courier would (each simulator's /__simulator routes
  // post the courier's webhook to this run's API).
  process.env.SHOP_COURIER_SIMULATORS = JSON.stringify({
    steadfast: stack.couriers.steadfast?.url,
    pathao: stack.couriers.pathao?.url,
    redx: stack.couriers.redx?.url,
  });
  for (const app of ['mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const) {
    process.env[`SHOP_${app.replace(/-/g, '_').toUpperCase()}_URL`] = stack.urls[app];
  }
  return async () => {
    await stack.stop();
    await mailpit.stop();
    await rm(outboxDir, { recursive: true, force: true });
    await rm(releaseStore, { recursive: true, force: true });
  };
}
