import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  ErrorCode,
  type FeaturedPart,
  type Part,
  type PartSitemapEntry,
  type ProductDetails,
} from '@shop/contracts';
import { listPrice } from '@shop/rules';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { Types } from 'mongoose';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';

const PART_FIELDS = ['_id', 'description', 'img', 'name', 'price', 'quantity'];
const FEATURED_FIELDS = ['_id', 'description', 'img', 'listPrice', 'name', 'price'];

describe('catalogue reads (spec §7)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-catalogue' });
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('GET /api/part', () => {
    it('lists every seeded product with exactly the spec fields', async () => {
      const res = await get('/api/part');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const parts = res.json<Part[]>();
      expect(parts.length).toBeGreaterThanOrEqual(40);
      expect(parts).toHaveLength(SEED_PRODUCTS.length);
      for (const part of parts)
        expect(Object.keys(part).sort()).toEqual(
          // Beyond the spec, for a product sold in several variants only.
          part.variantCount === undefined ? PART_FIELDS : [...PART_FIELDS, 'variantCount'].sort(),
        );
      expect(parts.filter((part) => part.variantCount !== undefined).length).toBeGreaterThanOrEqual(6);
    });

    it('answers the seed values, ids as 24-character hex strings', async () => {
      const parts = (await get('/api/part')).json<Part[]>();
      const expected = SEED_PRODUCTS.map(
        ({ _id, name, img, price, quantity, description, variants }) => ({
          _id,
          name,
          img,
          price,
          quantity,
          description,
          ...(variants && variants.length > 1 ? { variantCount: variants.length } : {}),
        }),
      );
      expect(parts).toEqual(expected);
    });
  });

  describe('GET /api/partHome', () => {
    it('lists the featured products with listPrice = listPrice(price)', async () => {
      const res = await get('/api/partHome');
      expect(res.statusCode).toBe(200);
      const featured = res.json<FeaturedPart[]>();
      expect(featured.map((p) => p._id)).toEqual(
        SEED_PRODUCTS.filter((p) => p.featured).map((p) => p._id),
      );
      for (const part of featured) {
        expect(Object.keys(part).sort()).toEqual(FEATURED_FIELDS);
        expect(part.listPrice).toBe(listPrice(part.price));
        expect(part.listPrice).toBeGreaterThan(part.price);
      }
    });
  });

  describe('GET /api/product/:partId', () => {
    it("answers one product: the spec's fields and what a buyer decides by", async () => {
      const seed = SEED_PRODUCTS.find((p) => p.quantity === 0)!;
      const res = await get(`/api/product/${seed._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: seed._id,
        name: seed.name,
        img: seed.img,
        price: seed.price,
        quantity: 0,
        description: seed.description,
        category: seed.category,
      });
      const details = res.json<ProductDetails>();
      expect(typeof details.brand).toBe('string');
      expect(Array.isArray(details.specs)).toBe(true);
      // The first photo is always the spec's img.
      expect(details.photos[0].url).toBe(seed.img);
      expect(details.photos[0].alt.en.length).toBeGreaterThan(0);
    });

    it('answers what the seed wrote: brand, Bengali texts, warranty, specs and photos', async () => {
      for (const seed of [SEED_PRODUCTS[0], SEED_PRODUCTS.find((p) => p.category === 'router')!]) {
        const details = (await get(`/api/product/${seed._id}`)).json<ProductDetails>();
        expect(details).toMatchObject({
          brand: seed.brand,
          nameBn: seed.nameBn,
          descriptionBn: seed.descriptionBn,
          warranty: seed.warranty,
          specs: seed.specs,
          photos: seed.photos,
        });
      }
    });

    it('accepts an upper-case hex id', async () => {
      const seed = SEED_PRODUCTS[0];
      const res = await get(`/api/product/${seed._id.toUpperCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Part>()._id).toBe(seed._id);
    });

    it('answers 400 INVALID_ID for a malformed id', async () => {
      const res = await get('/api/product/not-an-id');
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: ErrorCode.INVALID_ID,
        message: 'partId must be a 24-character hexadecimal id, got "not-an-id"',
      });
    });

    it('answers 404 PRODUCT_NOT_FOUND for a valid id nobody has', async () => {
      const res = await get('/api/product/665f1e0000000000000000ff');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
        message: 'Product 665f1e0000000000000000ff not found',
      });
    });

    it.each([
      '/api/product/%7B%22%24gt%22%3A%22%22%7D', // {"$gt":""}
      '/api/product/%7B%22%24ne%22%3Anull%7D', // {"$ne":null}
      '/api/product/%24where',
      '/api/product/abcdefghijkl', // 12 bytes: an ObjectId to the driver, not to the API
      '/api/product/665f1e000000000000000001%00',
      `/api/product/${'9'.repeat(90)}`,
    ])('answers 400, never 500, to an injection attempt: %s', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.INVALID_ID);
    });

    it('answers an absurdly long id with a 4xx JSON error, not a 500', async () => {
      const res = await get(`/api/product/${'9'.repeat(5000)}`);
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({
        statusCode: 414,
        code: ErrorCode.BAD_REQUEST,
        message: 'A path parameter is too long',
      });
    });
  });

  describe('GET /api/part/sitemap', () => {
    it('lists every product on sale with its last change, archived ones left out', async () => {
      const before = await get('/api/part/sitemap');
      expect(before.statusCode).toBe(200);
      const entries = before.json<PartSitemapEntry[]>();
      expect(entries.map((entry) => entry._id)).toEqual(SEED_PRODUCTS.map((p) => p._id));
      for (const entry of entries) {
        expect(Object.keys(entry).sort()).toEqual(['_id', 'updatedAt']);
        expect(new Date(entry.updatedAt).toISOString()).toBe(entry.updatedAt);
      }

      // A change moves the product's date; archiving takes it out (the admin's delete of an
      // ordered product sets this flag).
      const [changed, archived] = SEED_PRODUCTS.map((p) => p._id);
      const parts = connectionOf(app).collection('parts');
      const at = new Date('2030-01-02T03:04:05.000Z');
      await parts.updateOne({ _id: new Types.ObjectId(changed) }, { $set: { updatedAt: at } });
      await parts.updateOne({ _id: new Types.ObjectId(archived) }, { $set: { archived: true } });
      // The writes went around the service: its cache is told as a catalogue write would.
      await app.get(CatalogueCache).invalidate();

      const after = (await get('/api/part/sitemap')).json<PartSitemapEntry[]>();
      expect(after.map((entry) => entry._id)).not.toContain(archived);
      expect(after).toHaveLength(entries.length - 1);
      expect(after.find((entry) => entry._id === changed)?.updatedAt).toBe(at.toISOString());
    });
  });
});
