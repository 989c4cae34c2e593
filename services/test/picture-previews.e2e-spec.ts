/**
 * Link previews show no SVG: every seed picture `/static/products/<slug>.svg` is also
 * served as `/static/products/<slug>.png`, 1200 px wide, cached like the other static images.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';

describe('seed pictures as PNG link previews', () => {
  let app: NestFastifyApplication;
  const slug = SEED_PRODUCTS[0].slug;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-picture-previews' });
  });

  afterAll(() => dropAndClose(app));

  it("answers a seed picture's PNG: 200, image/png, 1200 px wide, cached for 30 days", async () => {
    for (let round = 0; round < 2; round += 1) {
      const res = await app.inject({ method: 'GET', url: `/static/products/${slug}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    }
    const head = await app.inject({ method: 'HEAD', url: `/static/products/${slug}.png` });
    expect(head.statusCode).toBe(200);
  });

  it('still answers the SVG itself', async () => {
    const res = await app.inject({ method: 'GET', url: `/static/products/${slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for a slug without a picture, as for any missing static file', async () => {
    for (const url of [
      '/static/products/no-such-thing.png',
      '/static/products/..%2Favatars%2Frahim-uddin.png',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    const missing = await app.inject({ method: 'GET', url: '/static/products/no-such-thing.png' });
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'Cannot GET /static/products/no-such-thing.png',
    });
  });
});
