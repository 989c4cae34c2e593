/**
 * Search (`GET /api/part/search`, behind the navbar's suggestions and the results page) is limited
 * per client address, generously for typing; the shop's own server renderer, on an internal
 * address, is not.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode } from '@shop/contracts';
import { SEARCH_RATE_LIMIT } from '../src/catalogue/search-throttler.guard';
import { bootApp, dropAndClose } from './helpers/app';

describe('search limits (API)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-search-limits' });
  });

  afterAll(() => dropAndClose(app));

  const search = (q: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url: `/api/part/search?q=${encodeURIComponent(q)}`, remoteAddress });

  it('answers a client its limit of searches, then 429 with Retry-After; others and the renderer go on', async () => {
    const client = '103.4.145.2';
    for (let i = 0; i < SEARCH_RATE_LIMIT.limit; i++) {
      const res = await search(`router ${i}`, client);
      if (res.statusCode !== 200) throw new Error(`search ${i + 1} answered ${res.statusCode}`);
    }
    const refused = await search('router', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>()).toEqual({
      statusCode: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: 'Too many searches. Please wait a minute and try again.',
      retryAfterSeconds: expect.any(Number),
      retryAfterMinutes: 1,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await search('router', '103.4.145.3')).statusCode).toBe(200);
    // The server renderer asks from the shop's own network for every visitor's results page.
    for (let i = 0; i < 20; i++) expect((await search(`kettle ${i}`, '10.0.3.7')).statusCode).toBe(200);
    expect((await search('watch', '127.0.0.1')).statusCode).toBe(200);
  });
});
