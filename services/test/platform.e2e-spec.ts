import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@shop/contracts';
import { MULTIPART_BOUNDARY_MESSAGE, MULTIPART_SHAPE_MESSAGE } from '../src/common';
import { SEED_PRODUCTS, SEED_REVIEWS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login } from './helpers/auth';
import { multipartFile, PNG_BYTES } from './helpers/multipart';

describe('API platform: routing, health, static files, docs, CORS', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-platform',
      env: { CORS_ORIGINS: 'http://localhost:4200,http://shop.example.test' },
    });
  });

  afterAll(() => dropAndClose(app));

  it('answers unknown routes with 404 ROUTE_NOT_FOUND JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/nope/1'],
      ['GET', '/nope'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: ErrorCode.ROUTE_NOT_FOUND,
        message: `Cannot ${method} ${url}`,
      });
    }
  });

  it('answers a known path with an undeclared method with 405 METHOD_NOT_ALLOWED and Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/partHome' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      statusCode: 405,
      code: ErrorCode.METHOD_NOT_ALLOWED,
      message: 'DELETE is not allowed here; allowed: GET, HEAD',
    });
  });

  it('answers 405 when only a route with an id parameter has the method and the path holds no id', async () => {
    // As the admin: past every guard, where the id pipe used to answer 400 INVALID_ID.
    const admin = bearer(await login(app, ADMIN));
    for (const [method, url, allow] of [
      ['DELETE', '/api/users/me', 'GET, HEAD, PATCH'], // DELETE /api/users/:id
      ['PUT', '/api/part/search', 'GET, HEAD'], // PUT /api/part/:id
      ['PATCH', `/api/booking/${encodeURIComponent(ADMIN.email)}`, 'GET, HEAD'], // PATCH /api/booking/:id
      ['HEAD', '/api/orders/summary/x', ''], // no route at all: stays 404
    ] as const) {
      const res = await app.inject({ method, url, headers: admin });
      if (!allow) {
        expect([url, res.statusCode]).toEqual([url, 404]);
        continue;
      }
      expect([url, res.statusCode, res.headers.allow]).toEqual([url, 405, allow]);
      expect(res.json()).toMatchObject({ code: ErrorCode.METHOD_NOT_ALLOWED });
    }
    // A malformed id where nothing else has the path is still the id's 400.
    const malformed = await app.inject({ method: 'DELETE', url: '/api/users/nope', headers: admin });
    expect([malformed.statusCode, malformed.json<{ code: string }>().code]).toEqual([400, ErrorCode.INVALID_ID]);
    const real = await app.inject({ method: 'DELETE', url: '/api/users/665f1e0000000000000fffff', headers: admin });
    expect(real.statusCode).toBe(404);
  });

  it('answers a method no route has (QUERY, an unknown one) with 405 and Allow, before reading a body', async () => {
    const query = await app.inject({ method: 'QUERY' as 'GET', url: '/api/partHome' });
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('GET, HEAD');
    expect(query.json()).toEqual({
      statusCode: 405,
      code: ErrorCode.METHOD_NOT_ALLOWED,
      message: 'QUERY is not allowed here; allowed: GET, HEAD',
    });
    const unknownPath = await app.inject({ method: 'QUERY' as 'GET', url: '/api/nope' });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toMatchObject({ code: ErrorCode.ROUTE_NOT_FOUND });
  });

  it('answers multipart/form-data without a usable boundary, or cut short, with 400 (never 500)', async () => {
    for (const url of ['/api/images', '/api/users/me/photo']) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: 'x' });
        expect([url, type.slice(0, 40), res.statusCode, res.json()]).toEqual([
          url,
          type.slice(0, 40),
          400,
          { statusCode: 400, code: ErrorCode.BAD_REQUEST, message: MULTIPART_BOUNDARY_MESSAGE },
        ]);
      }
    }
  });

  it('refuses a part after the upload\'s file (a text field, a second file) with 400, never ignoring it', async () => {
    const session = bearer(await login(app, CUSTOMER));
    for (const [url, field] of [['/api/images', 'image'], ['/api/users/me/photo', 'photo']]) {
      const { payload, headers } = multipartFile(field, PNG_BYTES);
      const boundary = headers['content-type'].split('boundary=')[1];
      const end = `--${boundary}--\r\n`;
      const open = payload.subarray(0, payload.length - end.length);
      for (const extra of [
        `--${boundary}\r\nContent-Disposition: form-data; name="x-schemathesis-unknown-property"\r\n\r\n42\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n${PNG_BYTES.toString('latin1')}\r\n`,
      ]) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...session },
          payload: Buffer.concat([open, Buffer.from(extra, 'latin1'), Buffer.from(end)]),
        });
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          400,
          { statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message: MULTIPART_SHAPE_MESSAGE },
        ]);
      }
      // The file alone is taken.
      const alone = await app.inject({ method: 'POST', url, headers: { ...headers, ...session }, payload });
      expect([url, alone.statusCode]).toEqual([url, url === '/api/images' ? 201 : 200]);
    }
  });

  it('reports health with the database up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('serves product images as image/svg+xml with long cache headers', async () => {
    const res = await app.inject({ method: 'GET', url: SEED_PRODUCTS[0].img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=(\d{7,})/);
    expect(res.body).toMatch(/^<svg /);
  });

  it('serves reviewer avatars', async () => {
    const res = await app.inject({ method: 'GET', url: SEED_REVIEWS[0].img });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers a missing static file, or a path escaping the folder, with 404 JSON', async () => {
    for (const url of [
      '/static/products/nope.svg',
      '/static/../package.json',
      '/static/%2e%2e/package.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"name": "services"');
    }
  });

  it('publishes the OpenAPI document with the catalogue paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/part',
        '/api/partHome',
        '/api/product/{partId}',
        '/api/health',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['PartDto', 'FeaturedPartDto', 'ApiErrorDto']),
    );
  });

  it('serves the OpenAPI UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('allows CORS with credentials for the configured origins only', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/part',
      headers: { origin: 'http://shop.example.test', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://shop.example.test');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const allowed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:4200' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');

    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const write = await app.inject({
        method: 'OPTIONS',
        url: '/api/users/me',
        headers: {
          origin: 'http://localhost:4200',
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(write.statusCode).toBeLessThan(300);
      expect(String(write.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    }

    const foreign = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
