import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@shop/contracts';
import { type EmbeddedMongo, startEmbeddedMongo } from '@shop/tools/embedded-mongo';
import { bootApp } from './helpers/app';

/** The API must say so, quickly, when its database goes away (a dedicated database server here). */
describe('health with the database stopped', () => {
  let mongo: EmbeddedMongo | undefined;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
    app = await bootApp({ database: 'e2e-health', uri: `${mongo.uri}/e2e-health`, env: { SEED_ON_START: 'false' } });
  });

  afterAll(async () => {
    await app?.close();
    await mongo?.stop();
  });

  /** One request, timed. */
  async function timed(url: string) {
    const started = performance.now();
    const res = await app!.inject({ method: 'GET', url });
    return { res, ms: performance.now() - started };
  }

  it('answers 200 while the database is up, then 503 DATABASE_UNAVAILABLE within seconds of it stopping', async () => {
    const up = await timed('/api/health');
    expect(up.res.statusCode).toBe(200);
    expect(up.res.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });

    await mongo!.stop();
    mongo = undefined;

    // Wait for the condition: the driver notices the closed sockets on the next use.
    const deadline = performance.now() + 10_000;
    let last = await timed('/api/health');
    while (last.res.statusCode === 200 && performance.now() < deadline) {
      last = await timed('/api/health');
    }
    expect(last.res.statusCode).toBe(503);
    expect(last.ms).toBeLessThan(3000);
    expect(last.res.json()).toMatchObject({
      statusCode: 503,
      code: ErrorCode.DATABASE_UNAVAILABLE,
      message: 'The database is unreachable',
      status: 'error',
      error: { database: { status: 'down' } },
    });

    // Still down, still quick: no hanging request.
    const again = await timed('/api/health');
    expect(again.res.statusCode).toBe(503);
    expect(again.ms).toBeLessThan(3000);
  });

  it('answers catalogue reads with 503 DATABASE_UNAVAILABLE instead of hanging', async () => {
    const { res, ms } = await timed('/api/part');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: ErrorCode.DATABASE_UNAVAILABLE,
      message: 'The database is unreachable',
    });
    expect(ms).toBeLessThan(5000);
  });
});
