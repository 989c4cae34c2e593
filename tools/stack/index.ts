/**
 * Runs the whole shop locally: database (embedded and supervised unless MONGODB_URI is given), the API as a child
 * process, and one static server per frontend build (shell + three remotes). Used by `npm start`
 * and by the browser tests, so both exercise the same wiring.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startBkashSimulator, type RunningBkashSimulator } from '../bkash-simulator';
import { type CourierSimulators, startCourierSimulators } from './courier-simulators';
import { freePort, freePorts, type EmbeddedBackend, type EmbeddedMongo } from '../embedded-mongo';
import { startSupervisedMongo } from '../embedded-mongo/supervisor';
import { startStaticServer } from '@shop/web-server';
import { registerBuiltRemotes } from '../release';
import { SEEDED_ADMIN } from './api-calls';
import {
  FRONTENDS,
  PORT_VARIABLES,
  runtimeConfigFor,
  type Frontend,
  type RuntimeConfig,
  type StackPorts,
} from './ports';
import { REPO_ROOT, startServerProcess, stopProcess } from './processes';
import { demoWalletNumbers } from './wallets';

export * from './api-calls';
export * from './ports';
export * from './processes';
export { freePort, freePorts };

export interface StackOptions {
  ports: StackPorts;
  /** Use this database instead of starting the embedded one. */
  mongodbUri?: string;
  /** Embedded database backend: h2 keeps data on disk (npm start), memory forgets it (tests). */
  dbBackend: EmbeddedBackend;
  dataDir?: string;
  installMissing?: boolean;
  /** Host the browser uses to reach the servers. */
  publicHost?: string;
  /** More shell origins the API and the remotes accept (e.g. a second shell in a test). */
  extraOrigins?: string[];
  /** Extra environment for the API process. */
  apiEnv?: NodeJS.ProcessEnv;
  /**
   * Releases (`npm start`): the remotes' builds registered in this release store and made live
   * where nothing is, and the shell's `/config.json` following the API's release channel. Without
   * it the shell names each remote's own server (the browser tests).
   */
  releases?: { storeDir: string };
  log?: (source: string, line: string) => void;
}

export interface StaticServerHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface RunningStack {
  ports: StackPorts;
  urls: Record<'api' | Frontend, string>;
  mongoUri: string;
  mongo?: EmbeddedMongo;
  /** The bKash simulator the API pays through, when BKASH_APP_KEY is unset. */
  bkash?: RunningBkashSimulator;
  /** The courier simulators the API books parcels with, each when its courier's keys are unset. */
  couriers: CourierSimulators;
  config: RuntimeConfig;
  servers: Record<Frontend, StaticServerHandle>;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'shop';

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((source, line) => console.log(`[${source}] ${line}`));
  const { ports } = options;
  const publicHost = options.publicHost ?? 'localhost';
  const cleanups: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log('stack', `while stopping: ${String(error)}`));
    }
  };

  try {
    let mongo: EmbeddedMongo | undefined;
    let mongoUri = options.mongodbUri;
    if (!mongoUri) {
      // Supervised: restarted on the same port with the same data if its process ends (the API's
      // driver reconnects by itself), with one line when it stops and one when it is back.
      mongo = await startSupervisedMongo({
        backend: options.dbBackend,
        port: ports.mongo,
        dataDir: options.dataDir,
        installMissing: options.installMissing,
        log: (line) => log('db', line),
        report: (line) => log('db', line),
      });
      cleanups.push(() => mongo!.stop());
      mongoUri = `${mongo.uri}/${DATABASE_NAME}`;
    }

    const frontendOrigins = [
      ...FRONTENDS.flatMap((app) => [
        `http://localhost:${ports[app]}`,
        `http://127.0.0.1:${ports[app]}`,
      ]),
      ...(options.extraOrigins ?? []),
    ];
    // Without bKash keys, bKash Tokenized Checkout goes to the simulator (no real money moves).
    let bkash: RunningBkashSimulator | undefined;
    if (!(options.apiEnv?.BKASH_APP_KEY ?? process.env.BKASH_APP_KEY)) {
      bkash = await startBkashSimulator({
        port: ports.bkash,
        publicUrl: `http://${publicHost}:${ports.bkash}`,
        log: (line) => log('bkash', line),
      });
      cleanups.push(() => bkash!.close());
    }
    const bkashEnv = bkash
      ? {
          BKASH_APP_KEY: bkash.credentials.appKey,
          BKASH_APP_SECRET: bkash.credentials.appSecret,
          BKASH_USERNAME: bkash.credentials.username,
          BKASH_PASSWORD: bkash.credentials.password,
          BKASH_BASE_URL: bkash.baseUrl,
          BKASH_SIMULATOR: 'true',
          BKASH_CALLBACK_URL: `http://${publicHost}:${ports.api}/api/payments/bkash/callback`,
        }
      : {};
    // Without a courier's keys, its parcels are booked with its simulator (no rider comes).
    const couriers = await startCourierSimulators({
      ports,
      env: { ...process.env, ...options.apiEnv },
      apiUrl: `http://127.0.0.1:${ports.api}/api`,
      log: (source, line) => log(source, line),
    });
    cleanups.push(() => couriers.close());
    const walletEnv = demoWalletNumbers({ ...process.env, ...options.apiEnv });
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const releaseCheckToken = randomBytes(24).toString('hex');
    await startServerProcess({
      name: 'The API',
      args: [path.join(REPO_ROOT, 'services/dist/main.js')],
      cwd: path.join(REPO_ROOT, 'services'),
      env: {
        MONGODB_URI: mongoUri,
        API_PORT: String(ports.api),
        CORS_ORIGINS: frontendOrigins.join(','),
        ...bkashEnv,
        ...couriers.apiEnv,
        ...walletEnv,
        ...(options.releases
          ? {
              RELEASE_STORE_DIR: options.releases.storeDir,
              // The compatibility gate smoke-renders a release on the shell's web server before it
              // goes live: the two share a token made for this run.
              RELEASE_SHELL_URL: `http://127.0.0.1:${ports.shell}`,
              RELEASE_CHECK_TOKEN: releaseCheckToken,
            }
          : {}),
        ...options.apiEnv,
      },
      healthUrl: `${apiUrl}/api/health`,
      onLine: (line) => log('api', line),
      onSpawn: (api) => cleanups.push(() => stopProcess(api)),
    });

    const config = runtimeConfigFor(ports, publicHost);
    // Each static server derives its Content-Security-Policy from `config` (API and remote
    // origins); a remote's manifest and files are readable cross-origin by the shells only.
    const shellOrigins = [
      ...new Set([
        `http://${publicHost}:${ports.shell}`,
        `http://localhost:${ports.shell}`,
        `http://127.0.0.1:${ports.shell}`,
        ...(options.extraOrigins ?? []),
      ]),
    ];
    const servers = {} as Record<Frontend, StaticServerHandle>;
    // The shell first: a server close waits for its answers under way, and the shell's renderer
    // still reads the remotes' files (and the API, stopped after these) to finish them.
    cleanups.push(async () => {
      for (const app of FRONTENDS) {
        await servers[app]
          ?.close()
          .catch((error: unknown) => log('stack', `while stopping ${app}: ${String(error)}`));
      }
    });
    for (const app of FRONTENDS) {
      servers[app] = await startStaticServer({
        root: path.join(REPO_ROOT, app, 'dist'),
        port: ports[app],
        spaFallback: true,
        runtimeConfig: config,
        corsOrigins: app === 'shell' ? [] : shellOrigins,
        // The shell is the shop's site: robots.txt, sitemap.xml, the language redirect.
        site: app === 'shell',
        // The shell serves the release store and follows the channel in /config.json.
        releases:
          app === 'shell' && options.releases
            ? {
                store: options.releases.storeDir,
                liveUrl: `${apiUrl}/api/releases/live`,
                checkToken: releaseCheckToken,
              }
            : undefined,
      });
    }
    // After the shell's server is up: the first promote of each build passes the gate's smoke
    // render there.
    if (options.releases) {
      // Never fatal: without a channel the shell names each remote's own server, as before.
      await registerBuiltRemotes({
        apiRoot: `${apiUrl}/api`,
        storeDir: options.releases.storeDir,
        account: SEEDED_ADMIN,
        log: (line) => log('release', line),
      }).catch((error: unknown) =>
        log(
          'release',
          `the built remotes were not registered (${error instanceof Error ? error.message : String(error)}): the shell names their own servers`,
        ),
      );
    }

    return {
      ports,
      urls: {
        api: `http://${publicHost}:${ports.api}/api`,
        shell: `http://${publicHost}:${ports.shell}`,
        'mfe-shop': `http://${publicHost}:${ports['mfe-shop']}`,
        'mfe-dashboard': `http://${publicHost}:${ports['mfe-dashboard']}`,
        'mfe-admin': `http://${publicHost}:${ports['mfe-admin']}`,
      },
      mongoUri,
      mongo,
      bkash,
      couriers,
      config,
      servers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Free ports for a whole stack, for test runs beside a running `npm start`. */
export async function freeStackPorts(): Promise<StackPorts> {
  const { stack } = await freeStackPortsWith(0);
  return stack;
}

/** Free ports for a whole stack plus `extra` more for the caller, all different from each other. */
export async function freeStackPortsWith(
  extra: number,
): Promise<{ stack: StackPorts; extra: number[] }> {
  const all = await freePorts(PORT_VARIABLES.length + extra);
  const stack = {} as StackPorts;
  PORT_VARIABLES.forEach(({ key }, i) => {
    stack[key] = all[i];
  });
  return { stack, extra: all.slice(PORT_VARIABLES.length) };
}
