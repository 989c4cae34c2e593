/**
 * Review moderation: admins list reviews by visibility, hide one or show it again, or
 * delete it, always with a reason recorded in the audit log; hidden and deleted reviews leave
 * GET /api/review (/reviews, the home page) with the very next read. A reviewer reads their own
 * reviews (hidden ones with the shop's reason) and deletes them. Reviews stored before moderation
 * are migrated to visible.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AdminReview,
  type AdminReviewPage,
  type ApiErrorBody,
  ErrorCode,
  type ImageUploadAnswer,
  MODERATION_REASON_MAX,
  type OwnReview,
  type Review,
} from '@shop/contracts';
import mongoose, { Types } from 'mongoose';
import sharp from 'sharp';
import { SEED_PRODUCTS, SEED_REVIEWS } from '../src/seed/seed-data';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { deliveredOrderOf } from './helpers/delivered-order';
import { databaseUri } from './helpers/database';
import { multipartFile } from './helpers/multipart';

const DATABASE = 'e2e-reviews-moderation';
/** Two reviews as the release before moderation stored them: no visibility, one without createdAt. */
const OLD = {
  withDate: new Types.ObjectId('5f0000000000000000000001'),
  withoutDate: new Types.ObjectId('5f0000000000000000000002'),
};
const OLD_DATE = new Date('2026-10-01T10:00:00.000Z');

describe('review moderation', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let other: Session;
  /** Each account's own uploaded photo. */
  const photos = new Map<Session, string>();

  beforeAll(async () => {
    const connection = await mongoose.createConnection(databaseUri(DATABASE)).asPromise();
    await connection.dropDatabase();
    await connection.collection('reviews').insertMany([
      {
        _id: OLD.withDate,
        name: 'Old Dated',
        retting: 4,
        review: 'Stored before moderation',
        img: '/static/avatars/rahim-uddin.svg',
        createdAt: OLD_DATE,
        updatedAt: OLD_DATE,
        __v: 0,
      },
      {
        _id: OLD.withoutDate,
        name: 'Old Undated',
        retting: 3,
        review: 'Written behind the API',
        img: '/static/avatars/rahim-uddin.svg',
      },
    ]);
    await connection.close();
    app = await bootApp({ database: DATABASE });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    other = await signup(app, {
      name: 'Other Reviewer',
      email: 'other-reviewer@mail.com',
      password: 'Other#2026',
    });
    photos.set(customer, await uploadPhoto(customer));
    photos.set(other, await uploadPhoto(other));
  });

  afterAll(() => dropAndClose(app));

  async function uploadPhoto(session: Session): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a27' } })
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

  async function postReview(session: Session, review: string, partId?: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: bearer(session),
      payload: {
        name: 'Rahim Reviewer',
        retting: 2,
        review,
        // Each author attaches a photo they uploaded.
        img: photos.get(session),
        ...(partId ? { partId } : {}),
      },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  const publicIds = async () =>
    (await app.inject({ method: 'GET', url: '/api/review' })).json<Review[]>().map((r) => r._id);
  const adminList = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/reviews${query}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json<AdminReviewPage>();
  };
  const moderate = (id: string, payload: unknown, session = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${id}`,
      headers: bearer(session),
      payload: payload as object,
    });
  const remove = (id: string, payload: unknown, session = admin) =>
    app.inject({
      method: 'DELETE',
      url: `/api/admin/reviews/${id}`,
      headers: bearer(session),
      payload: payload as object,
    });
  const auditOf = (id: string) =>
    connectionOf(app)
      .collection('audit_entries')
      .find({ 'target.id': id })
      .sort({ at: 1, _id: 1 })
      .toArray();
  const mine = async (session: Session) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/review/mine',
      headers: bearer(session),
    });
    expect(res.statusCode).toBe(200);
    return res.json<OwnReview[]>();
  };

  describe('the migration', () => {
    it('makes reviews stored before moderation visible, and dates an undated one by its id', async () => {
      expect(await publicIds()).toEqual(
        expect.arrayContaining([OLD.withDate.toHexString(), OLD.withoutDate.toHexString()]),
      );
      const all = await adminList('?limit=100');
      const dated = all.items.find((r) => r._id === OLD.withDate.toHexString());
      const undated = all.items.find((r) => r._id === OLD.withoutDate.toHexString());
      expect(dated).toMatchObject({ visibility: 'visible', createdAt: OLD_DATE.toISOString() });
      expect(undated).toMatchObject({
        visibility: 'visible',
        createdAt: OLD.withoutDate.getTimestamp().toISOString(),
      });
      const record = await connectionOf(app)
        .collection('migrations')
        .findOne({ _id: '2026-12-01-review-visibility' as never });
      expect(record).toMatchObject({ state: 'done', result: { visible: 2, createdAt: 1 } });
    });
  });

  describe('GET /api/admin/reviews', () => {
    it('pages every review newest first with its state, product name and no raw author ids missing', async () => {
      const partId = SEED_PRODUCTS[1]._id;
      // A review may name only a product its author received.
      await deliveredOrderOf(app, customer, admin, partId);
      const id = await postReview(customer, 'About a named product', partId);
      const page = await adminList('?visibility=all&page=1&limit=2');
      expect(page).toMatchObject({ page: 1, limit: 2, total: SEED_REVIEWS.length + 3 });
      expect(page.items).toHaveLength(2);
      expect(page.items[0]).toMatchObject({
        _id: id,
        name: 'Rahim Reviewer',
        userId: expect.stringMatching(/^[0-9a-f]{24}$/),
        partId,
        partName: SEED_PRODUCTS[1].name,
        verifiedPurchase: true,
        visibility: 'visible',
        review: 'About a named product',
      });
      expect(page.items[0]).not.toHaveProperty('moderation');
      const second = await adminList('?page=2&limit=2');
      expect(second.items.map((r) => r._id)).not.toContain(id);
    });

    it.each([
      ['?visibility=deleted', 'visibility must be one of: visible, hidden, all'],
      ['?page=0', 'page must be a whole number from 1 to 1000000'],
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?sort=old', 'property sort should not exist'],
    ])('%s → 400 VALIDATION_FAILED', async (query, message) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin/reviews${query}`,
        headers: bearer(admin),
      });
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 400,
        code: ErrorCode.VALIDATION_FAILED,
        message,
      });
    });
  });

  it("the document's pattern for a reason says exactly what the API accepts (schemathesis generates from it)", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json<{
      components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
    }>();
    const pattern = doc.components.schemas.ModerateReviewDto?.properties.reason?.pattern;
    expect(pattern).toBeDefined();
    expect(doc.components.schemas.DeleteReviewDto?.properties.reason?.pattern).toBe(pattern);
    const id = await postReview(customer, 'A review whose moderation reasons are tried');
    const samples = [
      'Spam',
      ' a b ',
      '  ab ',
      'ab',
      '\rabc',
      'abc\n',
      'ab\u0085c',
      'ab\u202ec',
      '\u00a0abc\u00a0',
      'a\tbc',
      // The length counts the trimmed reason, in code points (schemathesis found a raw maxLength wrong).
      `  ${'x'.repeat(MODERATION_REASON_MAX)}  `,
      'x'.repeat(MODERATION_REASON_MAX + 1),
      `   \u{1efb8}${'*'.repeat(MODERATION_REASON_MAX - 1)} `,
      `   \u{1efb8}${'*'.repeat(MODERATION_REASON_MAX)} `,
    ];
    for (const [index, reason] of samples.entries()) {
      // Alternate hidden/visible so that each sample is a real change the API checks fully.
      const visibility = index % 2 === 0 ? 'hidden' : 'visible';
      const res = await moderate(id, { visibility, reason });
      expect({ reason, accepted: res.statusCode === 200 }).toEqual({
        reason,
        accepted: new RegExp(pattern!, 'u').test(reason),
      });
    }
    expect((await remove(id, { reason: 'Tried enough' })).statusCode).toBe(204);
  });

  describe('hide and show again', () => {
    it('hides a review from the very next GET /api/review, with reason, time and admin, and audits it', async () => {
      const id = await postReview(customer, 'Visit my other shop for cheaper routers');
      expect(await publicIds()).toContain(id); // read once: anything that could cache it has seen it
      const res = await moderate(id, {
        visibility: 'hidden',
        reason: '  Advertises another shop  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminReview>()).toMatchObject({
        _id: id,
        visibility: 'hidden',
        moderation: {
          reason: 'Advertises another shop',
          byName: 'Shop Admin',
          byUserId: admin.answer.user._id,
          at: expect.any(String),
        },
      });
      expect(await publicIds()).not.toContain(id);
      expect((await adminList('?visibility=hidden')).items.map((r) => r._id)).toEqual([id]);
      expect((await adminList('?visibility=visible')).items.map((r) => r._id)).not.toContain(id);
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'review.hidden',
          actor: expect.objectContaining({ name: 'Shop Admin', email: ADMIN.email }),
          target: { type: 'review', id, label: 'Rahim Reviewer' },
          changes: [{ field: 'visibility', before: 'visible', after: 'hidden' }],
          note: 'Advertises another shop',
        }),
      ]);

      // The reviewer sees it hidden, with the shop's reason (not who hid it).
      const own = (await mine(customer)).find((r) => r._id === id);
      expect(own).toMatchObject({
        visibility: 'hidden',
        moderation: { reason: 'Advertises another shop', at: expect.any(String) },
      });
      expect(own?.moderation).not.toHaveProperty('byName');

      // Hiding it again changes and records nothing.
      expect(
        (await moderate(id, { visibility: 'hidden', reason: 'Double click' })).json<AdminReview>()
          .moderation?.reason,
      ).toBe('Advertises another shop');
      expect(await auditOf(id)).toHaveLength(1);

      const shown = await moderate(id, { visibility: 'visible', reason: 'The link was removed' });
      expect(shown.statusCode).toBe(200);
      expect(shown.json<AdminReview>().visibility).toBe('visible');
      expect(shown.json<AdminReview>()).not.toHaveProperty('moderation');
      expect(await publicIds()).toContain(id);
      expect((await mine(customer)).find((r) => r._id === id)).not.toHaveProperty('moderation');
      expect((await auditOf(id)).map((e) => [e.action, e.note])).toEqual([
        ['review.hidden', 'Advertises another shop'],
        ['review.shown', 'The link was removed'],
      ]);
    });

    it.each([
      [{ visibility: 'hidden' }, 'Reason is Required'],
      [{ visibility: 'hidden', reason: '   ' }, 'Reason is Required'],
      [{ visibility: 'hidden', reason: ' ab ' }, 'Reason must be at least 3 characters'],
      [
        { visibility: 'hidden', reason: 'x'.repeat(301) },
        'Reason must be 300 characters or shorter',
      ],
      [
        { visibility: 'hidden', reason: 'spam\u0007' },
        'Reason must not contain control characters',
      ],
      [{ visibility: 'gone', reason: 'Spam link' }, 'visibility must be one of: visible, hidden'],
      [{ visibility: 'hidden', reason: 'Spam link', extra: 1 }, 'property extra should not exist'],
    ])('refuses %p with 400 and changes nothing', async (payload, message) => {
      const id = SEED_REVIEWS[0]._id;
      const res = await moderate(id, payload);
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 400,
        code: ErrorCode.VALIDATION_FAILED,
        message,
      });
      expect(await publicIds()).toContain(id);
    });

    it('answers 404 REVIEW_NOT_FOUND for an id no review has, 400 INVALID_ID for a malformed one', async () => {
      const missing = await moderate('665f1e0000000000000fffff', {
        visibility: 'hidden',
        reason: 'Spam link',
      });
      expect(missing.json<ApiErrorBody>()).toEqual({
        statusCode: 404,
        code: ErrorCode.REVIEW_NOT_FOUND,
        message: 'Review not found',
      });
      expect(
        (await moderate('nope', { visibility: 'hidden', reason: 'Spam link' })).json<ApiErrorBody>()
          .code,
      ).toBe(ErrorCode.INVALID_ID);
    });

    it('is for admins only', async () => {
      const id = SEED_REVIEWS[1]._id;
      expect(
        (await moderate(id, { visibility: 'hidden', reason: 'Spam link' }, customer)).statusCode,
      ).toBe(403);
      expect((await remove(id, { reason: 'Spam link' }, customer)).statusCode).toBe(403);
      expect(await publicIds()).toContain(id);
    });
  });

  describe('delete', () => {
    it('deletes a review for good with a reason; the audit entry keeps its text', async () => {
      await deliveredOrderOf(app, customer, admin, SEED_PRODUCTS[2]._id);
      const id = await postReview(customer, 'Abusive words here', SEED_PRODUCTS[2]._id);
      expect(await publicIds()).toContain(id);
      expect((await remove(id, {})).json<ApiErrorBody>()).toMatchObject({
        statusCode: 400,
        message: 'Reason is Required',
      });
      expect(await publicIds()).toContain(id);

      const res = await remove(id, { reason: 'Abuse' });
      expect(res.statusCode).toBe(204);
      expect(await publicIds()).not.toContain(id);
      expect((await adminList('?limit=100')).items.map((r) => r._id)).not.toContain(id);
      const [entry] = await auditOf(id);
      expect(entry).toMatchObject({
        action: 'review.deleted',
        note: 'Abuse',
        target: { type: 'review', id, label: 'Rahim Reviewer' },
      });
      expect(entry.changes).toEqual(
        expect.arrayContaining([
          { field: 'review', before: 'Abusive words here' },
          { field: 'retting', before: 2 },
          { field: 'name', before: 'Rahim Reviewer' },
          { field: 'img', before: photos.get(customer) },
          { field: 'product', before: SEED_PRODUCTS[2].name },
        ]),
      );

      const again = await remove(id, { reason: 'Abuse' });
      expect(again.json<ApiErrorBody>()).toEqual({
        statusCode: 404,
        code: ErrorCode.REVIEW_NOT_FOUND,
        message: 'Review not found',
      });
    });

    it('deletes a hidden review too', async () => {
      const id = await postReview(customer, 'Hidden then deleted');
      expect((await moderate(id, { visibility: 'hidden', reason: 'Off topic' })).statusCode).toBe(
        200,
      );
      expect((await remove(id, { reason: 'Off topic for good' })).statusCode).toBe(204);
      expect((await auditOf(id)).map((e) => e.action)).toEqual(['review.hidden', 'review.deleted']);
    });
  });

  describe("a reviewer's own reviews", () => {
    it('lists only my reviews, newest first, with the product name', async () => {
      await deliveredOrderOf(app, other, admin, SEED_PRODUCTS[3]._id);
      const id = await postReview(other, 'Mine, about a product', SEED_PRODUCTS[3]._id);
      const list = await mine(other);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        _id: id,
        review: 'Mine, about a product',
        partName: SEED_PRODUCTS[3].name,
        visibility: 'visible',
        createdAt: expect.any(String),
      });
      expect((await mine(customer)).map((r) => r._id)).not.toContain(id);
      expect((await app.inject({ method: 'GET', url: '/api/review/mine' })).statusCode).toBe(401);
    });

    it("deletes my own review, and answers 404 for another's (which stays)", async () => {
      const id = await postReview(other, 'I changed my mind');
      const theirs = await app.inject({
        method: 'DELETE',
        url: `/api/review/${id}`,
        headers: bearer(customer),
      });
      expect(theirs.json<ApiErrorBody>()).toEqual({
        statusCode: 404,
        code: ErrorCode.REVIEW_NOT_FOUND,
        message: 'Review not found',
      });
      const byAdmin = await app.inject({
        method: 'DELETE',
        url: `/api/review/${id}`,
        headers: bearer(admin),
      });
      expect(byAdmin.statusCode).toBe(404);
      expect(await publicIds()).toContain(id);

      const own = await app.inject({
        method: 'DELETE',
        url: `/api/review/${id}`,
        headers: bearer(other),
      });
      expect(own.statusCode).toBe(204);
      expect(await publicIds()).not.toContain(id);
      expect((await mine(other)).map((r) => r._id)).not.toContain(id);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/review/${id}`, headers: bearer(other) }))
          .statusCode,
      ).toBe(404);
    });
  });
});
