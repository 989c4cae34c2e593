import type { ModuleMetadata } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { Connection } from 'mongoose';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureApp, createApp, createFastifyAdapter, NEST_APP_OPTIONS } from '../../src/app';
import { AppModule } from '../../src/app.module';
import { validateEnv } from '../../src/config';
import { databaseUri } from './database';

export interface BootOptions {
  /** Database name on the shared e2e server, unless `uri` is given. */
  database: string;
  uri?: string;
  /** Extra environment for this app (restored afterwards). */
  env?: Record<string, string>;
  /** Test-only modules mounted next to the real ones (through configureApp, as production is). */
  extraImports?: ModuleMetadata['imports'];
  /** Test-only changes to the module (e.g. overrideGuard) before it compiles. */
  configure?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
}

/**
 * Boots the real API, exactly as main.ts does, against a database of the test file's own, and waits
 * until Fastify is ready for `app.inject()`.
 */
export async function bootApp(options: BootOptions): Promise<NestFastifyApplication> {
  // Mail and uploads of a test file go to a temporary folder of its own, never to the repository.
  const scratch = join(tmpdir(), `shop-e2e-${process.pid}`, options.database);
  const env = {
    MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
    UPLOADS_DIR: join(scratch, 'uploads'),
    JWT_SECRET_FILE: join(scratch, 'jwt-secret'),
    // Test files keep many orders of one account open; the limit's own tests set it (orders-expiry).
    MAX_OPEN_UNPAID_ORDERS: '1000',
    // Likewise many send-money claims waiting at once; the limit's own tests set it (wallet-claim-limits).
    MAX_PENDING_WALLET_CLAIMS: '1000',
    // Test files place and cancel many orders of one account, with one phone number; the limits'
    // own tests set them low (abuse-limits.e2e-spec).
    ORDER_ACTIONS_PER_HOUR: '100000',
    MESSAGES_PER_PHONE_PER_HOUR: '100000',
    MESSAGES_PER_EMAIL_PER_HOUR: '100000',
    // Send money + TrxID: bKash and Nagad offered, Rocket not (wallet-payments.e2e-spec).
    BKASH_MERCHANT_NUMBER: '01700000001',
    NAGAD_MERCHANT_NUMBER: '01800000002',
    ...options.env,
    MONGODB_URI: options.uri ?? databaseUri(options.database),
  };
  return withEnv(env, async () => {
    let app: NestFastifyApplication;
    if (options.extraImports || options.configure) {
      validateEnv(process.env);
      const builder = Test.createTestingModule({
        imports: [AppModule.forRoot(), ...(options.extraImports ?? [])],
      });
      const moduleRef = await (options.configure ? options.configure(builder) : builder).compile();
      app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(), {
        ...NEST_APP_OPTIONS,
        logger: process.env.E2E_LOG ? undefined : false,
      });
      configureApp(app);
    } else {
      app = await createApp({ logger: process.env.E2E_LOG ? undefined : false });
    }
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  });
}

export function connectionOf(app: NestFastifyApplication): Connection {
  return app.get<Connection>(getConnectionToken());
}

/** Drops the test file's database and closes the app. */
export async function dropAndClose(app: NestFastifyApplication | undefined): Promise<void> {
  if (!app) return;
  await connectionOf(app).dropDatabase();
  await app.close();
}

async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
