/**
 * Reviews: GET /api/review answers the newest reviews first, to anyone, with a "verified
 * purchase" flag; POST /api/review takes the Add Review form with the shared messages and a photo of
 * the shop's own image storage.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, ErrorCode, type ImageUploadAnswer, type Review } from '@shop/contracts';
import sharp from 'sharp';
import { SEED_PRODUCTS, SEED_REVIEWS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

const ids = (reviews: readonly { _id: string }[]) => reviews.map((r) => r._id);

describe('reviews', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  /** A photo the customer uploaded to the shop's storage (`data.url`). */
  let photo: string;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-reviews' });
    customer = await login(app, CUSTOMER);
    photo = await uploadPhoto(customer);
  });

  afterAll(() => dropAndClose(app));

  const get = (url: string) => app.inject({ method: 'GET', url });

  async function uploadPhoto(session: Session): Promise<string> {
    const png = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#2a7' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('image', png);
    const res = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, ...bearer(session) },
    });
    expect(res.statusCode).toBe(201);
    return res.json<ImageUploadAnswer>().data.url;
  }

  function postReview(session: Session, payload: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(session),
      payload,
      remoteAddress: nextAddress(),
    });
  }

  const validReview = () => ({
    name: 'Rahim Customer',
    retting: 4,
    review: 'Router arrived in two days, works well.',
    img: photo,
  });

  describe('GET /api/review', () => {
    it('answers the seeded reviews to a visitor, newest first, none of them a verified purchase', async () => {
      const res = await get('/api/review');
      expect(res.statusCode).toBe(200);
      const reviews = res.json<Review[]>();
      // Seed reviews share one insertion time: the later id counts as newer.
      expect(ids(reviews)).toEqual(ids(SEED_REVIEWS).reverse());
      for (const review of reviews)
        expect(Object.keys(review).sort()).toEqual([
          '_id',
          'img',
          'name',
          ...(SEED_REVIEWS.find((r) => r._id === review._id)?.partId ? ['partId'] : []),
          'retting',
          'review',
          'verifiedPurchase',
        ]);
      const seeded = SEED_REVIEWS[0];
      expect(reviews.find((r) => r._id === seeded._id)).toEqual({
        _id: seeded._id,
        name: seeded.name,
        img: seeded.img,
        retting: seeded.retting,
        review: seeded.review,
        verifiedPurchase: false,
      });
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

  describe('POST /api/review', () => {
    it("puts a customer's new review first, trimmed, with its photo from the shop's storage", async () => {
      const posted = await postReview(customer, { ...validReview(), name: '  Rahim Customer ' });
      expect(posted.statusCode).toBe(201);
      const { insertedId } = posted.json<{ insertedId: string }>();

      const reviews = (await get('/api/review')).json<Review[]>();
      expect(reviews[0]).toEqual({
        _id: insertedId,
        name: 'Rahim Customer',
        img: photo,
        retting: 4,
        review: 'Router arrived in two days, works well.',
        verifiedPurchase: false,
      });
      expect((await get(photo)).headers['content-type']).toBe('image/webp');
    });

    it('answers only the newest `limit` reviews', async () => {
      const all = (await get('/api/review')).json<Review[]>();
      expect(all.length).toBeGreaterThan(SEED_REVIEWS.length);
      const three = (await get('/api/review?limit=3')).json<Review[]>();
      expect(ids(three)).toEqual(ids(all.slice(0, 3)));
      expect((await get('/api/review?limit=100')).json<Review[]>()).toHaveLength(all.length);
    });

    it('reads a rating typed as text ("0" to "5")', async () => {
      const posted = await postReview(customer, { ...validReview(), retting: '0' });
      expect(posted.statusCode).toBe(201);
      const mine = (await get('/api/review'))
        .json<Review[]>()
        .find((r) => r._id === posted.json<{ insertedId: string }>().insertedId);
      expect(mine).toMatchObject({ retting: 0, verifiedPurchase: false });
    });

    it('accepts line breaks in the review text', async () => {
      const posted = await postReview(customer, {
        ...validReview(),
        review: 'Good sound.\nBattery lasts all day.\r\n\tRecommended.',
      });
      expect(posted.statusCode).toBe(201);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['retting missing', { retting: undefined }, 'Retting is Required'],
      ['retting empty text', { retting: '' }, 'Retting is Required'],
      ['retting blank text', { retting: '   ' }, 'Retting is Required'],
      ['retting null', { retting: null }, 'Retting is Required'],
      ['retting 6', { retting: 6 }, 'Provide our 5 star rating'],
      ['retting -1', { retting: -1 }, 'Provide our 5 star rating'],
      ['retting 4.5', { retting: 4.5 }, 'Provide our 5 star rating'],
      ['retting "10"', { retting: '10' }, 'Provide our 5 star rating'],
      ['retting "five"', { retting: 'five' }, 'Provide our 5 star rating'],
      ['retting true', { retting: true }, 'Provide our 5 star rating'],
      ['retting an object', { retting: { $gt: 0 } }, 'Provide our 5 star rating'],
      ['name missing', { name: undefined }, 'Name is Required'],
      ['name blank', { name: '   ' }, 'Name is Required'],
      ['name too long', { name: 'x'.repeat(101) }, 'Name must be 100 characters or shorter'],
      [
        'a control character in the name',
        { name: 'Rahim\u0007' },
        'Name must not contain control characters',
      ],
      [
        'a line break in the name',
        { name: 'Rahim\nUddin' },
        'Name must not contain control characters',
      ],
      ['review missing', { review: undefined }, 'Review is Required'],
      [
        'review too long',
        { review: 'x'.repeat(1001) },
        'Review must be 1000 characters or shorter',
      ],
      [
        'a NUL in the review',
        { review: 'Nice\u0000' },
        'Review must not contain control characters (line breaks are fine)',
      ],
      [
        'an escape sequence in the review',
        { review: 'Nice \u001b[31mred' },
        'Review must not contain control characters (line breaks are fine)',
      ],
      ['img missing', { img: undefined }, 'Image is Required'],
      ['img blank', { img: '  ' }, 'Image is Required'],
      [
        'img an external host',
        { img: 'https://i.ibb.co/abc/photo.png' },
        'Image must be a photo uploaded to the shop',
      ],
      [
        'img a static avatar',
        { img: '/static/avatars/rahim-uddin.svg' },
        'Image must be a photo uploaded to the shop',
      ],
      [
        'img of our shape that was never stored',
        { img: `/uploads/images/${'a'.repeat(32)}-800.webp` },
        'Image must be a photo uploaded to the shop',
      ],
      ['partId not an id', { partId: 'router' }, 'partId must be a 24-character hexadecimal id'],
      [
        'an unknown field',
        { userId: '665f1e0000000000000fffff' },
        'property userId should not exist',
      ],
    ])('%s → 400 with the message of the form', async (_what, change, message) => {
      const before = (await get('/api/review')).json<Review[]>().length;
      const res = await postReview(customer, { ...validReview(), ...change });
      expect({ status: res.statusCode, body: res.json<ApiErrorBody>() }).toEqual({
        status: 400,
        body: { statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message },
      });
      expect((await get('/api/review')).json<Review[]>()).toHaveLength(before);
    });

    it('names the first broken rule of every field, in form order, for an empty form', async () => {
      const res = await postReview(customer, {});
      expect(res.json<ApiErrorBody>().message).toBe(
        'Name is Required; Retting is Required; Review is Required; Image is Required',
      );
    });

    it('accepts any variant of a photo the customer uploaded, never one another account uploaded', async () => {
      const other = await signup(app, {
        name: 'Other Reviewer',
        email: 'reviewer@mail.com',
        password: 'Review#2026',
      });
      const card = photo.replace(/-800\.webp$/, '-400.webp');
      const before = (await get('/api/review')).json<Review[]>().length;
      for (const img of [photo, card]) {
        const res = await postReview(other, { ...validReview(), img });
        expect({ status: res.statusCode, body: res.json<ApiErrorBody>() }).toEqual({
          status: 400,
          body: {
            statusCode: 400,
            code: ErrorCode.VALIDATION_FAILED,
            message: 'Image must be a photo you uploaded yourself',
          },
        });
      }
      expect((await get('/api/review')).json<Review[]>()).toHaveLength(before);
      expect((await postReview(customer, { ...validReview(), img: card })).statusCode).toBe(201);
      expect(
        (await postReview(other, { ...validReview(), img: await uploadPhoto(other) })).statusCode,
      ).toBe(201);
    });

    it('refuses an admin (reviews are for customers) and an anonymous caller', async () => {
      const admin = await login(app, ADMIN);
      expect((await postReview(admin, validReview())).statusCode).toBe(403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/review',
        payload: validReview(),
      });
      expect(anonymous.json<ApiErrorBody>()).toMatchObject({
        statusCode: 401,
        code: ErrorCode.UNAUTHORIZED,
      });
    });
  });

  describe('verified purchase', () => {
    const part = SEED_PRODUCTS[0];
    const otherPart = SEED_PRODUCTS[2];

    async function reviewOf(session: Session, partId: string): Promise<Review> {
      const posted = await tryReview(session, partId);
      expect(posted.statusCode).toBe(201);
      const { insertedId } = posted.json<{ insertedId: string }>();
      return (await get('/api/review')).json<Review[]>().find((r) => r._id === insertedId)!;
    }

    /** A review of `partId` by `session`, with a photo of its own. */
    async function tryReview(session: Session, partId: string) {
      const img = session === customer ? photo : await uploadPhoto(session);
      return postReview(session, { ...validReview(), img, partId });
    }

    const notDelivered = {
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message: 'You can review a product once it has been delivered to you',
    };

    it('a product may be reviewed only by the author of a delivered order of it, and then carries the badge', async () => {
      const buyer = await signup(app, {
        name: 'Buyer',
        email: 'buyer@mail.com',
        password: 'Buyer#2026',
      });
      const stranger = await signup(app, {
        name: 'Stranger',
        email: 'stranger@mail.com',
        password: 'Stranger#2026',
      });
      const admin = await login(app, ADMIN);

      // Its first variant in stock, when it comes in several.
      const variants =
        (await get(`/api/product/${part._id}`)).json<{
          variants?: { sku: string; quantity: number }[];
        }>().variants ?? [];
      const variant = variants.length > 1 ? variants.find((v) => v.quantity > 0) : undefined;
      const booked = await app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: bearer(buyer),
        payload: {
          partsId: part._id,
          ...(variant ? { sku: variant.sku } : {}),
          quantity: 1,
          name: 'Buyer',
          phone: '01712345678',
          address: 'House 1, Road 2',
          district: 'Dhaka',
        },
      });
      expect(booked.statusCode).toBe(201);
      const orderId = booked.json<{ insertedId: string }>().insertedId;

      // Ordered but not delivered yet: not yet (and nothing stored).
      const before = (await get('/api/review')).json<Review[]>().length;
      expect((await tryReview(buyer, part._id)).json<ApiErrorBody>()).toEqual(notDelivered);

      for (const status of ['confirmed', 'shipped', 'delivered']) {
        const moved = await app.inject({
          method: 'PATCH',
          url: `/api/orders/${orderId}/status`,
          headers: bearer(admin),
          payload: { status },
        });
        expect({ status, code: moved.statusCode }).toEqual({ status, code: 200 });
      }

      expect((await get('/api/review')).json<Review[]>()).toHaveLength(before);
      expect(await reviewOf(buyer, part._id)).toMatchObject({
        partId: part._id,
        verifiedPurchase: true,
      });
      // The same buyer reviewing a part they never received, someone else reviewing this part, an
      // id no product has (upper-case hex is the same id): refused, nothing stored.
      expect((await tryReview(buyer, otherPart._id)).json<ApiErrorBody>()).toEqual(notDelivered);
      expect((await tryReview(stranger, part._id)).json<ApiErrorBody>()).toEqual(notDelivered);
      expect((await tryReview(buyer, '665f1e0000000000000fffff')).json<ApiErrorBody>()).toEqual(
        notDelivered,
      );
      expect(await reviewOf(buyer, part._id.toUpperCase())).toMatchObject({
        verifiedPurchase: true,
      });
      expect((await get('/api/review')).json<Review[]>()).toHaveLength(before + 2);
      // A review without a part never has the badge, even from the buyer.
      const plain = await postReview(buyer, { ...validReview(), img: await uploadPhoto(buyer) });
      const listed = (await get('/api/review'))
        .json<Review[]>()
        .find((r) => r._id === plain.json<{ insertedId: string }>().insertedId);
      expect(listed).toEqual(expect.objectContaining({ verifiedPurchase: false }));
      expect(listed).not.toHaveProperty('partId');
    });
  });
});
