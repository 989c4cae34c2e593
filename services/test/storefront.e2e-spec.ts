/**
 * Storefront API support: category filter, price sort and paging on GET /api/part, the
 * navbar search, and the Contact Us messages.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  type ContactMessage,
  ErrorCode,
  nameMatchesCategory,
  type Part,
  SHOP_CATEGORY_FILTERS,
} from '@shop/contracts';
import { Types } from 'mongoose';
import { CatalogueCache } from '../src/catalogue';
import { foldName } from '../src/catalogue/schemas/part.schema';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress } from './helpers/auth';

interface PartPage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
}

const ids = (parts: readonly { _id: string }[]) => parts.map((p) => p._id);
const byPriceAsc = [...SEED_PRODUCTS].sort(
  (a, b) => a.price - b.price || a._id.localeCompare(b._id),
);
const byPriceDesc = [...SEED_PRODUCTS].sort(
  (a, b) => b.price - a.price || b._id.localeCompare(a._id),
);

describe('storefront API', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-storefront' });
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function expect400(url: string, message: RegExp | string): Promise<void> {
    const res = await get(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    const body = res.json<ApiErrorBody>();
    expect(body).toEqual({
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message: expect.any(String),
    });
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }

  describe('GET /api/part with a category', () => {
    it.each(SHOP_CATEGORY_FILTERS)(
      '%p answers exactly the seeded products whose names contain it',
      async (category) => {
        const res = await get(`/api/part?category=${encodeURIComponent(category)}`);
        expect(res.statusCode).toBe(200);
        const parts = res.json<Part[]>();
        const expected = SEED_PRODUCTS.filter((p) => nameMatchesCategory(p.name, category));
        expect(expected.length).toBeGreaterThanOrEqual(5);
        expect(ids(parts)).toEqual(ids(expected));
        for (const part of parts)
          expect(part.name.toLowerCase().replace(/\s+/g, '')).toContain(
            category.toLowerCase().replace(/\s+/g, ''),
          );
      },
    );

    it("selects 'Smart Watch' and 'SmartWatch' names alike, in any case", async () => {
      const spaced = (await get('/api/part?category=Smart%20Watch')).json<Part[]>();
      const joined = (await get('/api/part?category=SMARTWATCH')).json<Part[]>();
      expect(ids(joined)).toEqual(ids(spaced));
      expect(spaced.some((p) => p.name.includes('Smart Watch'))).toBe(true);
      expect(spaced.some((p) => p.name.includes('SmartWatch'))).toBe(true);
    });

    it('treats regex syntax as plain text', async () => {
      expect((await get('/api/part?category=.*')).json()).toEqual([]);
      expect((await get('/api/part?category=%5E')).json()).toEqual([]);
      const dotted = (await get('/api/part?category=1.5L')).json<Part[]>();
      expect(ids(dotted)).toEqual(
        ids(SEED_PRODUCTS.filter((p) => p.name.toLowerCase().includes('1.5l'))),
      );
      expect(dotted.length).toBeGreaterThan(0);
    });

    it('answers an empty array when nothing matches', async () => {
      expect((await get('/api/part?category=teleporter')).json()).toEqual([]);
    });
  });

  describe('GET /api/part sorted by price', () => {
    it('price_asc: cheapest first', async () => {
      const parts = (await get('/api/part?sort=price_asc')).json<Part[]>();
      expect(ids(parts)).toEqual(ids(byPriceAsc));
      for (let i = 1; i < parts.length; i += 1)
        expect(parts[i].price).toBeGreaterThanOrEqual(parts[i - 1].price);
    });

    it('price_desc: dearest first', async () => {
      const parts = (await get('/api/part?sort=price_desc')).json<Part[]>();
      expect(ids(parts)).toEqual(ids(byPriceDesc));
      for (let i = 1; i < parts.length; i += 1)
        expect(parts[i].price).toBeLessThanOrEqual(parts[i - 1].price);
    });

    it('sorts within a category', async () => {
      const parts = (await get('/api/part?category=Kettle&sort=price_asc')).json<Part[]>();
      expect(ids(parts)).toEqual(
        ids(byPriceAsc.filter((p) => nameMatchesCategory(p.name, 'Kettle'))),
      );
    });
  });

  describe('GET /api/part paged', () => {
    it('without parameters still answers the plain array of every product, oldest first', async () => {
      const res = await get('/api/part');
      expect(res.statusCode).toBe(200);
      expect(ids(res.json<Part[]>())).toEqual(ids(SEED_PRODUCTS));
    });

    it('answers {items, total, page, limit}; the pages together are the whole list', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page += 1) {
        const res = await get(`/api/part?page=${page}&limit=10`);
        expect(res.statusCode).toBe(200);
        const body = res.json<PartPage>();
        expect(Object.keys(body).sort()).toEqual(['items', 'limit', 'page', 'total']);
        expect(body).toMatchObject({ total: SEED_PRODUCTS.length, page, limit: 10 });
        expect(body.items.length).toBe(Math.min(10, SEED_PRODUCTS.length - (page - 1) * 10));
        seen.push(...ids(body.items));
      }
      expect(seen).toEqual(ids(SEED_PRODUCTS));
    });

    it('answers an empty page past the end, with the total', async () => {
      const body = (await get('/api/part?page=100&limit=10')).json<PartPage>();
      expect(body).toEqual({ items: [], total: SEED_PRODUCTS.length, page: 100, limit: 10 });
    });

    it('defaults to page 1 and 20 per page', async () => {
      const first = (await get('/api/part?limit=5')).json<PartPage>();
      expect(first).toMatchObject({ page: 1, limit: 5, total: SEED_PRODUCTS.length });
      expect(ids(first.items)).toEqual(ids(SEED_PRODUCTS.slice(0, 5)));
      const second = (await get('/api/part?page=2')).json<PartPage>();
      expect(second).toMatchObject({ page: 2, limit: 20 });
      expect(ids(second.items)).toEqual(ids(SEED_PRODUCTS.slice(20, 40)));
    });

    it('counts the filtered total and pages the sorted, filtered list', async () => {
      const routers = byPriceDesc.filter((p) => nameMatchesCategory(p.name, 'Router'));
      const body = (
        await get('/api/part?category=router&sort=price_desc&page=2&limit=3')
      ).json<PartPage>();
      expect(body.total).toBe(routers.length);
      expect(ids(body.items)).toEqual(ids(routers.slice(3, 6)));
    });

    it('accepts the largest limit, 100', async () => {
      const body = (await get('/api/part?limit=100')).json<PartPage>();
      expect(body.items).toHaveLength(SEED_PRODUCTS.length);
    });
  });

  describe('GET /api/part with ids (home page best sellers and new arrivals)', () => {
    const [a, b, c] = [SEED_PRODUCTS[7]._id, SEED_PRODUCTS[2]._id, SEED_PRODUCTS[30]._id];

    it('answers those products in the order asked, each once', async () => {
      const res = await get(`/api/part?ids=${a},${b},${c},${a}`);
      expect(res.statusCode).toBe(200);
      expect(ids(res.json<Part[]>())).toEqual([a, b, c]);
    });

    it('skips ids without a product', async () => {
      const missing = new Types.ObjectId().toHexString();
      expect(ids((await get(`/api/part?ids=${missing},${b}`)).json<Part[]>())).toEqual([b]);
    });

    it('combines with sort and paging', async () => {
      const sorted = [a, b, c]
        .map((id) => SEED_PRODUCTS.find((p) => p._id === id)!)
        .sort((x, y) => x.price - y.price || x._id.localeCompare(y._id));
      const page = (
        await get(`/api/part?ids=${a},${b},${c}&sort=price_asc&limit=2`)
      ).json<PartPage>();
      expect({ items: ids(page.items), total: page.total }).toEqual({
        items: ids(sorted).slice(0, 2),
        total: 3,
      });
    });

    it.each([
      '/api/part?ids=',
      '/api/part?ids=not-an-id',
      `/api/part?ids=${'1'.repeat(24)},xyz`,
      `/api/part?ids=${Array.from({ length: 51 }, () => new Types.ObjectId().toHexString()).join(',')}`,
      '/api/part?ids[$ne]=x',
    ])('rejects %s', async (url) => {
      await expect400(url, /ids must be 1 to 50 product ids separated by commas|should not exist/);
    });
  });

  describe('GET /api/part bad queries: 400 VALIDATION_FAILED', () => {
    it.each([
      ['/api/part?sort=cheap', 'sort must be one of: price_asc, price_desc'],
      ['/api/part?sort=', 'sort must be one of: price_asc, price_desc'],
      ['/api/part?page=-1', 'page must be a whole number from 1 to 1000000'],
      ['/api/part?page=0', 'page must be a whole number from 1 to 1000000'],
      ['/api/part?page=abc', 'page must be a whole number from 1 to 1000000'],
      ['/api/part?page=1.5', 'page must be a whole number from 1 to 1000000'],
      ['/api/part?page=', 'page must be a whole number from 1 to 1000000'],
      ['/api/part?limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/part?limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/part?category=', 'category must be text of 1 to 100 characters'],
      ['/api/part?category=%20%20', 'category must be text of 1 to 100 characters'],
      [`/api/part?category=${'a'.repeat(101)}`, 'category must be text of 1 to 100 characters'],
      ['/api/part?category=tws&category=router', 'category must be text of 1 to 100 characters'],
      ['/api/part?color=red', 'property color should not exist'],
    ])('%s', async (url, message) => {
      await expect400(url, message);
    });

    it.each([
      '/api/part?category[$gt]=',
      '/api/part?category%5B%24gt%5D=',
      '/api/part?category[$regex]=.*',
      '/api/part?$where=1',
    ])('rejects the operator object %s', async (url) => {
      await expect400(url, /should not exist|category must be text/);
    });
  });

  describe('GET /api/part/search', () => {
    it('answers matches with _id, name, img and price only, the name matches first', async () => {
      const res = await get('/api/part/search?q=ROUTER');
      expect(res.statusCode).toBe(200);
      const matches = res.json<Pick<Part, '_id' | 'name' | 'img' | 'price'>[]>();
      const expected = SEED_PRODUCTS.filter((p) => p.name.toLowerCase().includes('router'));
      expect(matches.length).toBeGreaterThan(0);
      // Ranked by relevance (services/src/search): every product named a router comes first.
      expect(matches.slice(0, expected.length)).toEqual(
        expect.arrayContaining(
          expected.map(({ _id, name, img, price }) => ({ _id, name, img, price })),
        ),
      );
      for (const match of matches)
        expect(Object.keys(match).sort()).toEqual(['_id', 'img', 'name', 'price']);
    });

    it('trims q and matches anywhere in the name, spaces included', async () => {
      const matches = (await get('/api/part/search?q=%20%20archer%20c6%20')).json<Part[]>();
      expect(matches.map((m) => m.name)).toEqual(['TP-Link Archer C6 AC1200 Router']);
    });

    it('treats regex syntax as plain text', async () => {
      expect((await get('/api/part/search?q=.*')).json()).toEqual([]);
      expect((await get('/api/part/search?q=.')).json()).toEqual([]);
      const bracket = (await get('/api/part/search?q=(6%2F128GB)')).json<Part[]>();
      expect(bracket[0]?.name).toBe('Realme C53 (6/128GB) Smartphone');
    });

    it('answers an empty array when nothing matches', async () => {
      expect((await get('/api/part/search?q=teleporter')).json()).toEqual([]);
    });

    it.each([
      ['/api/part/search', 'q must be text of 1 to 100 characters'],
      ['/api/part/search?q=', 'q must be text of 1 to 100 characters'],
      ['/api/part/search?q=%20%20%20', 'q must be text of 1 to 100 characters'],
      [`/api/part/search?q=${'a'.repeat(101)}`, 'q must be text of 1 to 100 characters'],
      ['/api/part/search?q=a&q=b', 'q must be text of 1 to 100 characters'],
      ['/api/part/search?q=a&limit=5', 'property limit should not exist'],
    ])('%s → 400', async (url, message) => {
      await expect400(url, message);
    });

    it.each(['/api/part/search?q[$regex]=.*', '/api/part/search?q[$gt]='])(
      'rejects the operator object %s',
      async (url) => {
        await expect400(url, /should not exist|q must be text/);
      },
    );

    describe('with more than 40 matches', () => {
      const extra = Array.from({ length: 45 }, (_, i) => {
        const name = `Zeta USB-C Cable ${String(45 - i).padStart(2, '0')}`;
        return {
          _id: new Types.ObjectId(),
          name,
          nameLower: foldName(name),
          category: 'part',
          img: '/static/products/zeta.svg',
          price: 100 + i,
          quantity: 5,
          description: 'A cable.',
          featured: false,
        };
      });

      beforeAll(async () => {
        await connectionOf(app).collection('parts').insertMany(extra);
        // Written behind the API's back: say so, as such tools must (catalogue-cache.ts).
        await app.get(CatalogueCache).invalidate();
      });

      afterAll(async () => {
        await connectionOf(app)
          .collection('parts')
          .deleteMany({ _id: { $in: extra.map((p) => p._id) } });
        await app.get(CatalogueCache).invalidate();
      });

      it('answers the best 40', async () => {
        const matches = (await get('/api/part/search?q=zeta%20usb')).json<Part[]>();
        expect(matches).toHaveLength(40);
        for (const match of matches) expect(match.name).toMatch(/^Zeta USB-C Cable \d\d$/);
      });
    });
  });

  describe('Contact Us: POST /api/contact and GET /api/contact', () => {
    const send = (payload: unknown, ip = nextAddress()) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: payload as object,
        remoteAddress: ip,
      });
    const VALID = {
      email: 'rahim@mail.com',
      subject: 'Order not delivered yet',
      message: 'I ordered two kettles on Monday.',
    };

    it('stores the message (trimmed, email lower-cased); the admin reads it back, newest first', async () => {
      const first = await send({
        email: '  Rahim@Mail.COM ',
        subject: '  Where is my order? ',
        message: ' Ordered on Monday.\nStill waiting. ',
      });
      expect(first.statusCode).toBe(201);
      const { insertedId } = first.json<{ insertedId: string }>();
      expect(insertedId).toMatch(/^[0-9a-f]{24}$/);
      const second = await send({ ...VALID, subject: 'Second' });
      expect(second.statusCode).toBe(201);
      expect(Object.keys(second.json())).toEqual(['insertedId']);

      const admin = await login(app, ADMIN);
      const res = await app.inject({ method: 'GET', url: '/api/contact', headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      const messages = res.json<ContactMessage[]>();
      expect(messages.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'Where is my order?']);
      const stored = messages.find((m) => m._id === insertedId)!;
      expect(stored).toEqual({
        _id: insertedId,
        email: 'rahim@mail.com',
        subject: 'Where is my order?',
        message: 'Ordered on Monday.\nStill waiting.',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        handled: false,
      });
      const inDb = await connectionOf(app)
        .collection('contact_messages')
        .findOne({ _id: new Types.ObjectId(insertedId) });
      expect(inDb).toMatchObject({ email: 'rahim@mail.com', subject: 'Where is my order?' });
    });

    it('is read by admins only', async () => {
      const customer = await login(app, CUSTOMER);
      expect(
        (await app.inject({ method: 'GET', url: '/api/contact', headers: bearer(customer) }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
    });

    it('accepts 5 messages per 15 minutes from one address, then 429 with a clear message', async () => {
      const ip = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await send({ ...VALID, subject: `Try ${i}` }, ip)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await send(VALID, ip);
      expect(res.json()).toEqual({
        statusCode: 429,
        code: ErrorCode.TOO_MANY_REQUESTS,
        message: 'Too many messages from your address. Please try again in 15 minutes.',
        retryAfterSeconds: expect.any(Number),
        retryAfterMinutes: 15,
      });
      // Another address is not affected.
      expect((await send(VALID)).statusCode).toBe(201);
    });

    it.each([
      [{ subject: 'Hi', message: 'Hello' }, 'Email is Required'],
      [{ ...VALID, email: '   ' }, 'Email is Required'],
      [{ ...VALID, email: 'not-an-email' }, 'Provide a valid Email'],
      [{ ...VALID, email: 'a@b' }, 'Provide a valid Email'],
      [{ ...VALID, email: 42 }, 'Email is Required'],
      [{ ...VALID, subject: undefined }, 'Subject is Required'],
      [{ ...VALID, subject: '  ' }, 'Subject is Required'],
      [{ ...VALID, subject: 's'.repeat(151) }, 'Subject must be 150 characters or shorter'],
      [{ ...VALID, message: '' }, 'Message is Required'],
      [{ ...VALID, message: 'm'.repeat(5001) }, 'Message must be 5000 characters or shorter'],
      [{ ...VALID, phone: '017' }, 'property phone should not exist'],
      [{ ...VALID, email: { $gt: '' } }, 'Email is Required'],
      [{ ...VALID, subject: { $ne: null } }, 'Subject is Required'],
    ])('rejects bad body %#: 400 %s', async (payload, message) => {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
    });

    it('accepts the longest subject and message', async () => {
      const res = await send({ ...VALID, subject: 's'.repeat(150), message: 'm'.repeat(5000) });
      expect(res.statusCode).toBe(201);
    });

    it('rejects a body that is not a JSON object', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: '[1,2]',
        headers: { 'content-type': 'application/json' },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400 });
    });
  });
});
