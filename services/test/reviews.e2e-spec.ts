/**
 * The Reviews page's list (issue 4): GET /api/review answers the newest reviews first, to anyone.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, type Review } from '@shop/contracts';
import { SEED_REVIEWS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { bearer, CUSTOMER, login } from './helpers/auth';

const ids = (reviews: readonly { _id: string }[]) => reviews.map((r) => r._id);

describe('GET /api/review (issue 4)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-reviews' });
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers the seeded reviews to a visitor, newest first, with exactly the card fields', async () => {
    const res = await get('/api/review');
    expect(res.statusCode).toBe(200);
    const reviews = res.json<Review[]>();
    // Seed reviews share one insertion time: the later id counts as newer.
    expect(ids(reviews)).toEqual(ids(SEED_REVIEWS).reverse());
    for (const review of reviews)
      expect(Object.keys(review).sort()).toEqual(['_id', 'img', 'name', 'retting', 'review']);
    const seeded = SEED_REVIEWS[0];
    expect(reviews.find((r) => r._id === seeded._id)).toEqual({
      _id: seeded._id,
      name: seeded.name,
      img: seeded.img,
      retting: seeded.retting,
      review: seeded.review,
    });
  });

  it("puts a customer's new review first", async () => {
    const customer = await login(app, CUSTOMER);
    const posted = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(customer),
      payload: {
        name: '  Rahim Customer ',
        retting: 4,
        review: 'Router arrived in two days, works well.',
        img: '/static/avatars/rahim-uddin.svg',
      },
    });
    expect(posted.statusCode).toBe(201);
    const { insertedId } = posted.json<{ insertedId: string }>();

    const reviews = (await get('/api/review')).json<Review[]>();
    expect(reviews).toHaveLength(SEED_REVIEWS.length + 1);
    expect(reviews[0]).toEqual({
      _id: insertedId,
      name: 'Rahim Customer',
      img: '/static/avatars/rahim-uddin.svg',
      retting: 4,
      review: 'Router arrived in two days, works well.',
    });
    expect(ids(reviews.slice(1))).toEqual(ids(SEED_REVIEWS).reverse());
  });

  it('answers only the newest `limit` reviews', async () => {
    const all = (await get('/api/review')).json<Review[]>();
    const three = (await get('/api/review?limit=3')).json<Review[]>();
    expect(ids(three)).toEqual(ids(all.slice(0, 3)));
    expect((await get('/api/review?limit=100')).json<Review[]>()).toHaveLength(all.length);
  });

  it.each([
    ['/api/review?limit=0', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=101', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=-5', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=', 'limit must be a whole number from 1 to 100'],
    ['/api/review?limit=1&limit=2', 'limit must be a whole number from 1 to 100'],
    ['/api/review?sort=oldest', 'property sort should not exist'],
  ])('%s → 400 VALIDATION_FAILED naming the parameter', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>()).toEqual({
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message,
    });
  });
});
