/**
 * No browser or proxy keeps a personal or secret answer. Every secured operation of
 * the OpenAPI document, asked with a valid token (a customer's and an admin's, so both the handlers'
 * answers and the role guard's refusals are seen), answers `Cache-Control: no-store`; public routes
 * asked with credentials do too, except the catalogue, whose ETags and revalidation keep working for
 * anonymous and signed-in visitors alike.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFRESH_COOKIE } from '@shop/contracts';
import { Types } from 'mongoose';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  security?: Array<Record<string, string[]>>;
}
type Document = { paths: Record<string, Record<string, Operation>> };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path parameter value that passes validation but names nothing (nothing real is changed). */
function fill(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'email' ? CUSTOMER.email : new Types.ObjectId().toHexString(),
  );
}

describe('Cache-Control: no-store on personal and secret answers', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let admin: Session;
  const secured: Array<[Method, string]> = [];

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-no-store' });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
    const doc = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json<Document>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if ((operation.security?.length ?? 0) > 0)
          secured.push([method.toUpperCase() as Method, path]);
      }
    }
  });

  afterAll(() => dropAndClose(app));

  it("finds the issue's personal routes among the secured operations", () => {
    expect(secured.map(([method, path]) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/orders/{id}',
        'GET /api/booking/{email}',
        'GET /api/orders/summary',
        'POST /api/create-payment-intent',
        'POST /api/images',
        'GET /api/booking',
        'GET /api/contact',
        'GET /api/sales/summary',
        'GET /api/admin/low-stock',
        'GET /api/admin/activity',
        'GET /api/user',
      ]),
    );
  });

  it('answers every secured operation with no-store, to a customer and to an admin', async () => {
    const missing: string[] = [];
    for (const [method, path] of secured) {
      for (const [who, session] of [
        ['customer', customer],
        ['admin', admin],
      ] as const) {
        const res = await app.inject({
          method,
          url: fill(path),
          headers: { ...bearer(session), cookie: `${REFRESH_COOKIE}=${session.refreshToken}` },
          remoteAddress: nextAddress(),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.headers['cache-control'] !== 'no-store')
          missing.push(
            `${method} ${path} as ${who}: ${res.statusCode} ${String(res.headers['cache-control'])}`,
          );
      }
    }
    expect(missing).toEqual([]);
  });

  it("answers the personal routes' successes with no-store", async () => {
    for (const url of [`/api/booking/${CUSTOMER.email}`, '/api/orders/summary', '/api/users/me']) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(customer) });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    for (const url of [
      '/api/booking',
      '/api/contact',
      '/api/sales/summary',
      '/api/admin/low-stock',
      '/api/admin/activity',
      '/api/user',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('answers a public route asked with credentials with no-store, and leaves it alone without them', async () => {
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/review',
      headers: bearer(customer),
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await app.inject({ method: 'GET', url: '/api/review' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const withCookie = await app.inject({
      method: 'GET',
      url: '/api/auth/providers',
      headers: { cookie: `other=1; ${REFRESH_COOKIE}=${customer.refreshToken}` },
    });
    expect(withCookie.headers['cache-control']).toBe('no-store');
  });

  it("keeps the catalogue's ETag, no-cache and 304 for anonymous and signed-in visitors", async () => {
    for (const headers of [{}, bearer(customer)]) {
      for (const url of ['/api/part', '/api/partHome', '/api/part/search?q=pro']) {
        const first = await app.inject({ method: 'GET', url, headers });
        expect([url, first.statusCode, first.headers['cache-control']]).toEqual([
          url,
          200,
          'no-cache',
        ]);
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^W\//);
        // The second ask is a cache hit, answered before Nest.
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { ...headers, 'if-none-match': etag },
        });
        expect([url, again.statusCode, again.headers['cache-control']]).toEqual([
          url,
          304,
          'no-cache',
        ]);
      }
    }
  });
});
