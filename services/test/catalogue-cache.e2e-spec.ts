/**
 * The catalogue cache (speed) against the real app and the embedded database: every write
 * — an admin's price or stock edit, a booking — is on the very next read of the same instance, and
 * within moments on another instance of the same database; answers carry a weak ETag (304 when the
 * client has it) and `Cache-Control: no-cache`, and large ones are compressed when accepted.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Part } from '@shop/contracts';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CachedAnswer } from '../src/catalogue/catalogue-cache';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session, waitFor } from './helpers/auth';

const DATABASE = 'e2e-catalogue-cache';
const CONTACT = {
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

describe('catalogue cache', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  /** A seeded part with stock to book. */
  let part: Part;

  beforeAll(async () => {
    app = await bootApp({ database: DATABASE });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    const parts = (await get('/api/part')).json<Part[]>();
    // A product sold in one variant: the spec's price and stock edits are for those.
    part = parts.find((p) => p.quantity >= 10 && p.variantCount === undefined)!;
    expect(part).toBeDefined();
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'GET', url, headers });

  /** Reads the URLs twice so the second answer is the cached one (same ETag). */
  async function warm(urls: string[], on = app) {
    for (const url of urls) {
      const first = await get(url, {}, on);
      const second = await get(url, {}, on);
      expect(second.headers.etag).toBe(first.headers.etag);
    }
  }

  const readers = () => [
    `/api/product/${part._id}`,
    '/api/part',
    '/api/part?sort=price_asc&page=1&limit=100',
    `/api/part/search?q=${encodeURIComponent(part.name.slice(0, 6))}`,
  ];

  /** The part as each catalogue reader shows it. */
  async function seenEverywhere(on = app) {
    const [product, all, page, matches] = await Promise.all(
      readers().map((url) => get(url, {}, on)),
    );
    return {
      product: product.json<Part>(),
      inList: all.json<Part[]>().find((p) => p._id === part._id),
      inPage: page.json<{ items: Part[] }>().items.find((p) => p._id === part._id),
      inSearch: matches.json<Part[]>().find((p) => p._id === part._id),
    };
  }

  it("shows an admin's price edit on the very next read", async () => {
    await warm(readers());
    const price = part.price + 111;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/priceUpdate/${part._id}`,
      payload: { price },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const seen = await seenEverywhere();
    expect(seen.product.price).toBe(price);
    expect(seen.inList?.price).toBe(price);
    expect(seen.inPage?.price).toBe(price);
    expect(seen.inSearch?.price).toBe(price);
    part = { ...part, price };
  });

  it("shows an admin's stock edit on the very next read", async () => {
    await warm(readers());
    const quantity = part.quantity + 40;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/part/${part._id}`,
      payload: { quantity },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const seen = await seenEverywhere();
    expect(seen.product.quantity).toBe(quantity);
    expect(seen.inList?.quantity).toBe(quantity);
    expect(seen.inPage?.quantity).toBe(quantity);
    part = { ...part, quantity };
  });

  it('shows the stock a booking took on the very next read, and the stock a cancel gave back', async () => {
    await warm(readers());
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { partsId: part._id, quantity: 3, ...CONTACT },
      headers: { ...bearer(customer), 'idempotency-key': `cache-e2e-${Date.now()}` },
    });
    expect(booked.statusCode).toBe(201);
    let seen = await seenEverywhere();
    expect(seen.product.quantity).toBe(part.quantity - 3);
    expect(seen.inList?.quantity).toBe(part.quantity - 3);
    expect(seen.inPage?.quantity).toBe(part.quantity - 3);

    const orderId = booked.json<{ insertedId: string }>().insertedId;
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${orderId}`,
      headers: bearer(customer),
    });
    expect(cancelled.statusCode).toBe(200);
    seen = await seenEverywhere();
    expect(seen.product.quantity).toBe(part.quantity);
    expect(seen.inList?.quantity).toBe(part.quantity);
  });

  describe('HTTP caching', () => {
    it('answers a weak ETag with Cache-Control: no-cache, and 304 without a body when the client has it', async () => {
      const url = `/api/product/${part._id}`;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const listed = await get(url, { 'if-none-match': `W/"other", ${etag}` });
      expect(listed.statusCode).toBe(304);
      const other = await get(url, { 'if-none-match': 'W/"other"' });
      expect(other.statusCode).toBe(200);
      expect(other.json<Part>()._id).toBe(part._id);
    });

    it('answers 200 with a new ETag once the product changed', async () => {
      const url = `/api/product/${part._id}`;
      const before = await get(url);
      const etag = String(before.headers.etag);
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/priceUpdate/${part._id}`,
        payload: { price: part.price + 1 },
        headers: bearer(admin),
      });
      expect(edit.statusCode).toBe(200);
      part = { ...part, price: part.price + 1 };
      const after = await get(url, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json<Part>().price).toBe(part.price);
    });

    it('never caches errors', async () => {
      const missing = '665f1e0000000000000000ff';
      const first = await get(`/api/product/${missing}`);
      expect(first.statusCode).toBe(404);
      expect(first.headers.etag).toBeUndefined();
      const bad = await get('/api/part?sort=sideways');
      expect(bad.statusCode).toBe(400);
      expect((await get('/api/part?sort=sideways')).statusCode).toBe(400);
    });
  });

  describe('compression', () => {
    it('sends the product list gzip-compressed when the client accepts gzip', async () => {
      const plain = await get('/api/part');
      const zipped = await get('/api/part', { 'accept-encoding': 'gzip' });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(String(zipped.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
      expect(zipped.headers.etag).toBe(plain.headers.etag);
    });

    it('prefers brotli, and sends small answers as they are', async () => {
      const plain = await get('/api/part');
      const br = await get('/api/part', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      // One product in the spec's shape: well under the threshold.
      const small = await get(`/api/part?ids=${part._id}`, { 'accept-encoding': 'gzip' });
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json<Part[]>()[0]._id).toBe(part._id);
    });

    it('compresses other large JSON answers too, and leaves uncompressed clients alone', async () => {
      const reviews = await get('/api/review', { 'accept-encoding': 'gzip' });
      expect(reviews.statusCode).toBe(200);
      expect(reviews.headers['content-encoding']).toBe('gzip');
      const identity = await get('/api/review');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.length).toBeGreaterThan(1024);
      expect(gunzipSync(reviews.rawPayload).toString()).toBe(identity.body);
    });

    it('still serves the static product pictures', async () => {
      const url = part.img;
      expect(url).toMatch(/^\/static\//);
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      const zipped = await get(url, { 'accept-encoding': 'gzip' });
      expect(zipped.statusCode).toBe(200);
      const body =
        zipped.headers['content-encoding'] === 'gzip'
          ? gunzipSync(zipped.rawPayload).toString()
          : zipped.body;
      expect(body).toBe(plain.body);
    });
  });

  describe('over the network', () => {
    let origin: string;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    });

    /** A GET as a browser or the server renderer sends it, the answer's bytes as they came. */
    const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          httpRequest(origin + url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          })
            .on('error', reject)
            .end();
        },
      );
    const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

    it('answers a cached read again with the headers and bytes the whole pipeline sent it, per encoding and Origin', async () => {
      const replayed = jest.spyOn(CachedAnswer.prototype, 'replayFor');
      try {
        const storefront = { origin: 'http://localhost:4200', 'accept-encoding': 'gzip, br' };
        for (const headers of [{}, storefront, { origin: 'https://elsewhere.example' }] as Record<
          string,
          string
        >[]) {
          const first = await fetchRaw('/api/part', headers);
          replayed.mockClear();
          const again = await fetchRaw('/api/part', headers);
          expect(replayed.mock.results.some((result) => result.value !== undefined)).toBe(true);
          expect(again.status).toBe(200);
          expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
          expect(again.body.equals(first.body)).toBe(true);
        }
        const [plain, fromShop, fromElsewhere] = await Promise.all([
          fetchRaw('/api/part'),
          fetchRaw('/api/part', storefront),
          fetchRaw('/api/part', { origin: 'https://elsewhere.example' }),
        ]);
        // Each variant its own: CORS names only an allowed Origin, the encoding is the one accepted.
        expect(fromShop.headers['access-control-allow-origin']).toBe('http://localhost:4200');
        expect(fromShop.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(fromShop.body).equals(plain.body)).toBe(true);
        expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
        expect(plain.headers['content-encoding']).toBeUndefined();
        // Every security header and the catalogue's caching, as on any answer of the API.
        for (const answer of [plain, fromShop, fromElsewhere]) {
          expect(answer.headers).toMatchObject({
            'content-security-policy': "default-src 'none';frame-ancestors 'none'",
            'x-content-type-options': 'nosniff',
            'x-frame-options': 'DENY',
            'referrer-policy': 'no-referrer',
            'cross-origin-resource-policy': 'same-site',
            'cache-control': 'no-cache',
            etag: plain.headers.etag,
          });
        }
      } finally {
        replayed.mockRestore();
      }
    });

    it('answers 304 to a client that has the ETag, and a write at once', async () => {
      const url = `/api/product/${part._id}`;
      await fetchRaw(url);
      const cached = await fetchRaw(url);
      const etag = String(cached.headers.etag);
      const notModified = await fetchRaw(url, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);

      const price = part.price + 3;
      const edit = await app.inject({
        method: 'PUT',
        url: `/api/priceUpdate/${part._id}`,
        payload: { price },
        headers: bearer(admin),
      });
      expect(edit.statusCode).toBe(200);
      part = { ...part, price };
      const after = await fetchRaw(url);
      expect(after.headers.etag).not.toBe(etag);
      expect((JSON.parse(after.body.toString()) as Part).price).toBe(price);
      expect((await fetchRaw(url, { 'if-none-match': etag })).status).toBe(200);
    });
  });

  it('shows a write made through another API instance of the same database within moments', async () => {
    const other = await bootApp({ database: DATABASE, env: { SEED_ON_START: 'false' } });
    try {
      await warm(readers(), other);
      const price = part.price + 7;
      const res = await app.inject({
        method: 'PUT',
        url: `/api/priceUpdate/${part._id}`,
        payload: { price },
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      // The other instance re-reads the shared version at most every 200 ms.
      const seen = await waitFor(async () => {
        const now = await seenEverywhere(other);
        return now.product.price === price && now.inList?.price === price ? now : undefined;
      });
      expect(seen.inPage?.price).toBe(price);
      expect(seen.inSearch?.price).toBe(price);
      part = { ...part, price };
    } finally {
      await other.close();
    }
  });
});
