/**
 * GET /api/product/:partId/reviews: a product's rating (mean, count, stars) and its visible
 * reviews newest first, a page at a time, to anyone; only its buyers may write one. A new, hidden or
 * deleted review moves the catalogue version (the product page's server-rendered cache key).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  ErrorCode,
  type ImageUploadAnswer,
  type ProductReviewPage,
} from '@shop/contracts';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { SEED_PRODUCTS, SEED_REVIEWS } from '../src/seed/seed-data';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { deliveredOrderOf } from './helpers/delivered-order';
import { multipartFile } from './helpers/multipart';

const none = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };

describe('GET /api/product/:partId/reviews', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let buyers: Session[];
  /** A seeded product on sale without seed reviews, that every buyer received. */
  const part = SEED_PRODUCTS.find(
    (p) => p.quantity >= 10 && !SEED_REVIEWS.some((r) => r.partId === p._id),
  )!;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-product-reviews' });
    admin = await login(app, ADMIN);
    buyers = [await login(app, CUSTOMER)];
    for (const n of [1, 2])
      buyers.push(
        await signup(app, {
          name: `Buyer ${n}`,
          email: `buyer${n}@mail.com`,
          password: 'Buyer#2026',
        }),
      );
    for (const buyer of buyers) await deliveredOrderOf(app, buyer, admin, part._id);
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string) => app.inject({ method: 'GET', url });
  const reviewsOf = async (partId: string, query = '') => {
    const res = await get(`/api/product/${partId}/reviews${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ProductReviewPage>();
  };
  const version = async () =>
    (await get('/api/catalogue/version')).json<{ version: number }>().version;

  async function review(session: Session, retting: number, text: string): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('image', png);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, ...bearer(session) },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(session),
      remoteAddress: nextAddress(),
      payload: {
        name: `Reviewer ${retting}`,
        retting,
        review: text,
        img: uploaded.json<ImageUploadAnswer>().data.url,
        partId: part._id,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  it('answers 0 of 0 and no reviews for a product nobody reviewed yet', async () => {
    expect(await reviewsOf(part._id)).toEqual({
      summary: { average: 0, count: 0, distribution: none },
      items: [],
      total: 0,
      page: 1,
      limit: 5,
    });
  });

  it("answers a seeded product's seed reviews, newest (the later id) first, none verified", async () => {
    const withReviews = SEED_PRODUCTS.find((p) => SEED_REVIEWS.some((r) => r.partId === p._id))!;
    const expected = SEED_REVIEWS.filter((r) => r.partId === withReviews._id);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const page = await reviewsOf(withReviews._id, '?limit=50');
    expect(page.total).toBe(expected.length);
    expect(page.items.map((r) => r._id)).toEqual(expected.map((r) => r._id).reverse());
    expect(page.items[0]).toEqual({
      _id: expected.at(-1)!._id,
      name: expected.at(-1)!.name,
      retting: expected.at(-1)!.retting,
      review: expected.at(-1)!.review,
      img: expected.at(-1)!.img,
      verifiedPurchase: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("sums up a product's reviews: mean to one decimal, every star's count; verified buyers newest first", async () => {
    const before = await version();
    const [a, b, c] = buyers;
    const first = await review(a, 5, 'Excellent');
    expect(await version()).toBeGreaterThan(before);
    const second = await review(b, 4, 'Good');
    const third = await review(c, 4, 'Good too');
    const fourth = await review(a, 1, 'Broke after a week');
    // Another product's review and a shop-wide one count for nothing here.
    const other = SEED_PRODUCTS.find((p) => p._id !== part._id && p.quantity >= 10)!;
    await deliveredOrderOf(app, a, admin, other._id);
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(a),
      remoteAddress: nextAddress(),
      payload: {
        name: 'A',
        retting: 0,
        review: 'Other',
        img: (await reviewsOf(part._id)).items[0].img,
        partId: other._id,
      },
    });
    expect(elsewhere.statusCode).toBe(201);

    const page = await reviewsOf(part._id);
    // 5 + 4 + 4 + 1 = 14 of 4: 3.5
    expect(page.summary).toEqual({
      average: 3.5,
      count: 4,
      distribution: { ...none, '5': 1, '4': 2, '1': 1 },
    });
    expect(page.total).toBe(4);
    expect(page.items.map((r) => r._id)).toEqual([fourth, third, second, first]);
    expect(page.items.every((r) => r.verifiedPurchase)).toBe(true);
    expect(Object.keys(page.items[0]).sort()).toEqual(
      ['_id', 'createdAt', 'img', 'name', 'retting', 'review', 'verifiedPurchase'].sort(),
    );
  });

  it('pages the reviews newest first, the summary counting all of them', async () => {
    const all = (await reviewsOf(part._id, '?limit=50')).items.map((r) => r._id);
    const one = await reviewsOf(part._id, '?page=1&limit=3');
    const two = await reviewsOf(part._id, '?page=2&limit=3');
    const past = await reviewsOf(part._id, '?page=3&limit=3');
    expect(one).toMatchObject({ total: 4, page: 1, limit: 3, summary: { count: 4, average: 3.5 } });
    expect([...one.items, ...two.items].map((r) => r._id)).toEqual(all);
    expect(two.items).toHaveLength(1);
    expect(past).toMatchObject({ items: [], total: 4, page: 3 });
  });

  it('leaves out a review an admin hid, from the list and the rating, and moves the catalogue version', async () => {
    const { items } = await reviewsOf(part._id);
    const lowest = items.find((r) => r.retting === 1)!;
    const before = await version();
    const hidden = await app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${lowest._id}`,
      headers: bearer(admin),
      payload: { visibility: 'hidden', reason: 'Personal details in the text' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const page = await reviewsOf(part._id);
    expect(page.summary).toEqual({
      average: 4.3,
      count: 3,
      distribution: { ...none, '5': 1, '4': 2 },
    });
    expect(page.items.map((r) => r._id)).not.toContain(lowest._id);
  });

  it('refuses a review of this product by someone who has not received it', async () => {
    const stranger = await signup(app, {
      name: 'Stranger',
      email: 'stranger@mail.com',
      password: 'Stranger#2026',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(stranger),
      remoteAddress: nextAddress(),
      payload: {
        name: 'S',
        retting: 5,
        review: 'Never bought it',
        img: '/uploads/images/x.webp',
        partId: part._id,
      },
    });
    expect(res.json<ApiErrorBody>()).toEqual({
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message: 'You can review a product once it has been delivered to you',
    });
    expect((await reviewsOf(part._id)).total).toBe(3);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an archived or unknown product, like GET /api/product/:id', async () => {
    const unknown = new Types.ObjectId().toHexString();
    const archived = SEED_PRODUCTS.find((p) => SEED_REVIEWS.some((r) => r.partId === p._id))!;
    await connectionOf(app)
      .collection('parts')
      .updateOne({ _id: new Types.ObjectId(archived._id) }, { $set: { archived: true } });
    for (const id of [unknown, archived._id]) {
      const product = await get(`/api/product/${id}`);
      const res = await get(`/api/product/${id}/reviews`);
      expect({ status: res.statusCode, body: res.json<ApiErrorBody>() }).toEqual({
        status: product.statusCode,
        body: product.json<ApiErrorBody>(),
      });
      expect(res.json<ApiErrorBody>()).toMatchObject({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
      });
    }
  });

  it.each([
    [
      '/api/product/abc/reviews',
      ErrorCode.INVALID_ID,
      'partId must be a 24-character hexadecimal id, got "abc"',
    ],
    [
      '/api/product/{id}/reviews?page=0',
      ErrorCode.VALIDATION_FAILED,
      'page must be a whole number from 1 to 10000',
    ],
    [
      '/api/product/{id}/reviews?limit=51',
      ErrorCode.VALIDATION_FAILED,
      'limit must be a whole number from 1 to 50',
    ],
    [
      '/api/product/{id}/reviews?limit=two',
      ErrorCode.VALIDATION_FAILED,
      'limit must be a whole number from 1 to 50',
    ],
    [
      '/api/product/{id}/reviews?sort=oldest',
      ErrorCode.VALIDATION_FAILED,
      'property sort should not exist',
    ],
  ])('%s → 400 %s', async (url, code, message) => {
    const res = await get(url.replace('{id}', part._id));
    expect(res.json<ApiErrorBody>()).toEqual({ statusCode: 400, code, message });
  });
});
