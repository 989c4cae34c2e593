/**
 * GET /api/part/search through the search engine, against the real app and the embedded database:
 * the answer's shape, ranking by relevance (model numbers exact, Bengali and Banglish), bad input
 * answered with the right matches or none (never a 500), and an admin's rename found at once.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Part } from '@shop/contracts';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session } from './helpers/auth';

type Match = Pick<Part, '_id' | 'name' | 'img' | 'price'>;

describe('GET /api/part/search (search engine)', () => {
  let app: NestFastifyApplication;
  let admin: Session;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-search' });
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  const search = (q: string) =>
    app.inject({ method: 'GET', url: `/api/part/search?q=${encodeURIComponent(q)}` });
  const names = async (q: string) => (await search(q)).json<Match[]>().map((m) => m.name);

  it('answers _id, name, img and price of the best matches first', async () => {
    const res = await search('samsung a15');
    expect(res.statusCode).toBe(200);
    const [first] = res.json<Match[]>();
    const a15 = SEED_PRODUCTS.find((p) => p.name === 'Samsung Galaxy A15 Smartphone')!;
    expect(first).toEqual({ _id: a15._id, name: a15.name, img: a15.img, price: a15.price });
  });

  it('finds a model number exactly, and Bengali and Banglish words', async () => {
    expect(await names('A15')).toEqual(['Samsung Galaxy A15 Smartphone']);
    expect(await names('archer c6')).toEqual(['TP-Link Archer C6 AC1200 Router']);
    for (const q of ['ঘড়ি', 'ghori', 'smartwach']) {
      const found = await names(q);
      expect(found.length).toBeGreaterThanOrEqual(7);
      expect(found.slice(0, 7).every((name) => /watch/i.test(name))).toBe(true);
    }
    expect((await names('কেটলি')).slice(0, 6).every((name) => /kettle/i.test(name))).toBe(true);
  });

  it.each([
    ['the longest query allowed', 'router '.repeat(14).slice(0, 100)],
    ['regex characters', '.*[(+?'],
    ['Bengali digits', 'A১৫'],
    ['emoji', '📱😀'],
    ['operators', '$where $regex'],
  ])('answers %s with matches or an empty array, never a 500', async (_label, q) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json<Match[]>().length).toBeLessThanOrEqual(40);
  });

  it('reads Bengali digits as digits', async () => {
    expect(await names('A১৫')).toEqual(['Samsung Galaxy A15 Smartphone']);
  });

  it('refuses a query over 100 characters with 400, as documented', async () => {
    const res = await search('a'.repeat(2000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it("finds a product by its new name right after an admin's rename, not by the old", async () => {
    const kettle = SEED_PRODUCTS.find((p) => p.name === 'Miyako 1.5L Electric Kettle')!;
    expect(await names('miyako')).toContain(kettle.name);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${kettle._id}`,
      payload: { name: 'Zephyrion 1.5L Electric Kettle' },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(await names('zephyrion')).toEqual(['Zephyrion 1.5L Electric Kettle']);
    expect(await names('zefyrion')).toEqual(['Zephyrion 1.5L Electric Kettle']);
    expect(await names('miyako')).not.toContain(kettle.name);
  });

  it('ranks a product just sold out after the in-stock ones it ties with', async () => {
    // Three watches match "ghori" equally (their category's Bengali word, by its phonetic key).
    const tied = (await names('ghori')).slice(0, 3);
    const [first] = tied;
    const product = SEED_PRODUCTS.find((p) => p.name === first)!;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/part/${product._id}`,
      payload: { quantity: 0 },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const after = await names('ghori');
    expect(after.indexOf(first)).toBeGreaterThan(after.indexOf(tied[1]));
    expect(after.indexOf(first)).toBeGreaterThan(after.indexOf(tied[2]));
  });

  it("finds another API process's rename once that process's write reaches the version counter", async () => {
    // A second app on the same database: its own catalogue cache and search index.
    const other = await bootApp({ database: 'e2e-search' });
    try {
      const router = SEED_PRODUCTS.find((p) => p.name === 'Tenda F3 300Mbps Wireless Router')!;
      expect(
        (await other.inject({ method: 'GET', url: '/api/part/search?q=tenda' })).json<Match[]>(),
      ).toContainEqual(expect.objectContaining({ _id: router._id }));
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/products/${router._id}`,
        payload: { name: 'Quasarnet F3 300Mbps Wireless Router' },
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      const found = async () =>
        (await other.inject({ method: 'GET', url: '/api/part/search?q=quasarnet' }))
          .json<Match[]>()
          .map((match) => match._id);
      // The other process checks the counter at most every VERSION_CHECK_INTERVAL_MS.
      const deadline = Date.now() + 5_000;
      while ((await found()).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await found()).toEqual([router._id]);
    } finally {
      await other.close();
    }
  });
});
