/**
 * `npm start`: builds the production bundles (Nx caches them), starts the database, the API and
 * the four frontend servers under the production images' Node, prints where everything is, and
 * stops it all on Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { EmbeddedMongoSetupError, prepareEmbeddedMongo } from '../embedded-mongo';
import {
  GoBinaryMissingError,
  MailpitConfigError,
  readMailpitPorts,
  startMailpit,
  type RunningMailpit,
} from '../mailpit';
import { serveUnderProductionNode } from '../node-runtime';
import {
  PORT_VARIABLES,
  readPorts,
  REPO_ROOT,
  ServerStartError,
  StackConfigError,
  startStack,
} from '../stack';

async function main(): Promise<void> {
  // The shop runs under the production images' Node (installed once into ~/.cache/shop), in a
  // child this process waits for; `npm start -- --system-node` keeps the machine's.
  if (serveUnderProductionNode()) return;
  const ports = readPorts();
  // Mailpit is the shop's SMTP server unless SMTP_URL names another one.
  const usesMailpit = !process.env.SMTP_URL;
  const mailpitPorts = usesMailpit
    ? readMailpitPorts(
        process.env,
        new Map(PORT_VARIABLES.map(({ key, env }) => [ports[key], env])),
      )
    : undefined;
  const mongodbUri = process.env.MONGODB_URI || undefined;
  // Fail early, with instructions, when the embedded database cannot run here.
  if (!mongodbUri) prepareEmbeddedMongo();

  if (process.env.SKIP_BUILD !== '1') {
    console.log(
      'Building the API and the frontends for production (cached after the first time)...',
    );
    const nx = path.join(REPO_ROOT, 'node_modules/.bin/nx');
    const build = spawnSync(nx, ['run-many', '-t', 'build', '--output-style=stream'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    if (build.status !== 0) {
      console.error('The build failed; see the output above.');
      process.exit(1);
    }
  }

  let mailpit: RunningMailpit | undefined;
  if (mailpitPorts) {
    try {
      mailpit = await startMailpit(mailpitPorts);
    } catch (error) {
      if (!(error instanceof GoBinaryMissingError)) throw error;
      console.log(
        `Mailpit is not available (${error.message.split('.')[0]}): mails and SMS go to .outbox/.`,
      );
    }
  }

  const stack = await startStack({
    ports,
    mongodbUri,
    apiEnv: mailpit ? { SMTP_URL: mailpit.smtpUrl } : undefined,
    dbBackend: 'h2',
    dataDir: path.join(REPO_ROOT, '.data'),
    // The remotes' builds become releases (the first one of each live): npm run release.
    releases: {
      storeDir: path.resolve(
        process.env.RELEASE_STORE_DIR || path.join(REPO_ROOT, '.data', 'release-store'),
      ),
    },
  }).catch(async (error: unknown) => {
    await mailpit?.stop();
    throw error;
  });

  const rows: Array<[string, string, string]> = [
    ['Shop (shell)', String(ports.shell), `${stack.urls.shell}/`],
    ['API', String(ports.api), `${stack.urls.api}  (docs: ${stack.urls.api}/docs)`],
    ['mfe-shop', String(ports['mfe-shop']), `${stack.urls['mfe-shop']}/`],
    ['mfe-dashboard', String(ports['mfe-dashboard']), `${stack.urls['mfe-dashboard']}/`],
    ['mfe-admin', String(ports['mfe-admin']), `${stack.urls['mfe-admin']}/`],
    [
      'Database',
      mongodbUri ? '-' : String(ports.mongo),
      mongodbUri ? 'MONGODB_URI (your MongoDB)' : `${stack.mongoUri} (embedded, data in .data/)`,
    ],
    [
      'Mail (Mailpit)',
      mailpit ? String(mailpit.ports.ui) : '-',
      mailpit
        ? `${mailpit.uiUrl.replace('127.0.0.1', 'localhost')}/  (SMTP ${mailpit.ports.smtp})`
        : process.env.SMTP_URL
          ? 'SMTP_URL (your mail server)'
          : '.outbox/ (mails and SMS as files)',
    ],
    [
      'bKash',
      stack.bkash ? String(stack.bkash.port) : '-',
      stack.bkash
        ? `${stack.bkash.url.replace('127.0.0.1', 'localhost')}  (simulator — no real money moves; OTP 123456, PIN 12121)`
        : 'BKASH_BASE_URL (your bKash merchant account)',
    ],
    ...(['steadfast', 'pathao', 'redx'] as const).map((courier): [string, string, string] => {
      const sim = stack.couriers[courier];
      const name = { steadfast: 'Steadfast', pathao: 'Pathao', redx: 'RedX' }[courier];
      return [
        name,
        sim ? String(sim.port) : '-',
        sim
          ? `${sim.url.replace('127.0.0.1', 'localhost')}  (simulator — no parcel moves, no rider comes)`
          : `${courier.toUpperCase()}_* keys (your ${name} merchant account)`,
      ];
    }),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('\nThe shop is running. Open the first URL; press Ctrl-C to stop everything.\n');
  console.log(`  ${'Part'.padEnd(width)}  Port   URL`);
  for (const [name, port, url] of rows)
    console.log(`  ${name.padEnd(width)}  ${port.padEnd(5)}  ${url}`);
  console.log(`\n  Ports: ${PORT_VARIABLES.map((p) => p.env).join(', ')} override the defaults.\n`);

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the shop...');
    void Promise.all([stack.stop(), mailpit?.stop()]).then(() => {
      console.log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (
    error instanceof EmbeddedMongoSetupError ||
    error instanceof StackConfigError ||
    error instanceof ServerStartError ||
    error instanceof MailpitConfigError
  ) {
    console.error(`\nCannot start the shop.\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
