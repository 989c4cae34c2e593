/**
 * Security headers of the API (finding 9): helmet on every answer — JSON, errors, files —
 * a strict CSP for the API's answers and a CSP of its own for the Swagger UI, and
 * `Cache-Control: no-store` on every answer of the auth and profile routes (`@NoStore()`).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { REFRESH_COOKIE } from '@shop/contracts';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { API_CSP, DOCS_CSP } from '../src/common/http';
import { bootApp, dropAndClose } from './helpers/app';
import { bearer, CUSTOMER, login, nextAddress } from './helpers/auth';

const DATABASE = 'e2e-security-headers';
/** Where bootApp points UPLOADS_DIR for this test file. */
const UPLOADS_DIR = join(tmpdir(), `shop-e2e-${process.pid}`, DATABASE, 'uploads');
const UPLOADED = '/uploads/images/0123456789abcdef-160.webp';
const STATIC_IMAGE = '/static/avatars/arif-chowdhury.svg';

type Headers = Record<string, string | string[] | number | undefined>;

/** The headers every answer of the API carries, whatever it is. */
function expectBaseHeaders(headers: Headers): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: DATABASE });
    await mkdir(join(UPLOADS_DIR, 'images'), { recursive: true });
    const webp = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .webp()
      .toBuffer();
    await writeFile(join(UPLOADS_DIR, UPLOADED.replace('/uploads/', '')), webp);
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers, remoteAddress: nextAddress() });

  describe('on every kind of answer', () => {
    it('a JSON answer: nosniff, DENY, the strict API CSP, no-referrer, no X-Powered-By', async () => {
      const res = await get('/api/part');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expectBaseHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    });

    it('an error answer (404 of an unknown route, 400 of a bad id, 401 without a token)', async () => {
      for (const url of ['/api/no-such-route', '/api/product/not-an-id', '/api/users/me']) {
        const res = await get(url);
        expect([url, res.statusCode >= 400]).toEqual([url, true]);
        expect(res.json()).toHaveProperty('code');
        expectBaseHeaders(res.headers);
        expect(res.headers['content-security-policy']).toBe(API_CSP);
      }
    });

    it('an unparsable JSON body (a framework error) still gets them', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(400);
      expectBaseHeaders(res.headers);
    });

    it('an uploaded image keeps its long caching, is embeddable cross-origin and never sniffed', async () => {
      const res = await get(UPLOADED);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expectBaseHeaders(res.headers);
    });

    it('a static image keeps its caching and is embeddable cross-origin', async () => {
      const res = await get(STATIC_IMAGE);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expectBaseHeaders(res.headers);
    });
  });

  describe('the Swagger UI at /api/docs', () => {
    it('gets a CSP that lets it load its own scripts and styles, and nothing from elsewhere', async () => {
      const res = await get('/api/docs');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectBaseHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
      const html = res.body;
      // Every script it names is a file of its own folder and none is inline, as script-src 'self' requires.
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toMatch(/src=['"]\.?\/?[\w./-]+['"]/);
    });

    it('serves the files the page names under the same policy', async () => {
      for (const file of ['swagger-ui-bundle.js', 'swagger-ui-init.js', 'swagger-ui.css']) {
        const res = await get(`/api/docs/${file}`);
        expect([file, res.statusCode]).toEqual([file, 200]);
        expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('the OpenAPI document next to it is an API answer with the strict CSP', async () => {
      const res = await get('/api/docs-json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    });
  });

  describe('Cache-Control: no-store on auth and profile answers', () => {
    it('login: on success and on a wrong password', async () => {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: CUSTOMER,
        remoteAddress: nextAddress(),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');

      const wrong = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { ...CUSTOMER, password: 'Wrong#2026x' },
        remoteAddress: nextAddress(),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['cache-control']).toBe('no-store');
    });

    it('refresh', async () => {
      const session = await login(app, CUSTOMER);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [REFRESH_COOKIE]: session.refreshToken },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('GET and PATCH /api/users/me', async () => {
      const session = await login(app, CUSTOMER);
      const me = await get('/api/users/me', bearer(session));
      expect(me.statusCode).toBe(200);
      expect(me.headers['cache-control']).toBe('no-store');
      expectBaseHeaders(me.headers);

      const patch = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(session),
        payload: { name: 'Demo Customer' },
        remoteAddress: nextAddress(),
      });
      expect(patch.statusCode).toBe(200);
      expect(patch.headers['cache-control']).toBe('no-store');
    });

    it('also when a guard refuses before the handler: 401 without a token', async () => {
      const res = await get('/api/users/me');
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('on the other auth answers too (providers, logout)', async () => {
      expect((await get('/api/auth/providers')).headers['cache-control']).toBe('no-store');
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: nextAddress(),
      });
      expect(logout.headers['cache-control']).toBe('no-store');
    });

    it('leaves the catalogue to its own caching', async () => {
      const res = await get('/api/part');
      expect(res.headers['cache-control']).not.toBe('no-store');
    });
  });
});
