/**
 * Profile photos are limited like `/api/images` (20 per account per 10 minutes,
 * counted in MongoDB → 429), and every upload's sharp work waits in the process's one bounded image
 * queue: when it is full, an upload is refused at once with 503 SERVER_BUSY and Retry-After instead
 * of piling up.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, type AuthUser, ErrorCode } from '@shop/contracts';
import sharp from 'sharp';
import { IMAGE_UPLOAD_RATE_LIMIT } from '../src/images/image-limits';
import {
  IMAGE_WORK_MAX_WAITING,
  IMAGE_WORK_RETRY_AFTER_SECONDS,
  imageWork,
} from '../src/images/image-work-queue';
import { bootApp, dropAndClose } from './helpers/app';
import { bearer, type Session, signup } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

describe('image uploads: per-account limit and a bounded queue', () => {
  let app: NestFastifyApplication;
  let tiny: Buffer;
  let accounts = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-image-work' });
    tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer();
  });

  afterAll(() => dropAndClose(app));

  const newCustomer = (): Promise<Session> => {
    accounts += 1;
    return signup(app, {
      name: `Photo Tester ${accounts}`,
      email: `photo-tester-${accounts}@mail.com`,
      password: 'Photo#Tester26',
    });
  };

  const uploadPhoto = (session: Session) => {
    const { payload, headers } = multipartFile('photo', tiny);
    return app.inject({
      method: 'POST',
      url: '/api/users/me/photo',
      payload,
      headers: { ...headers, ...bearer(session) },
    });
  };

  const uploadImage = (session: Session) => {
    const { payload, headers } = multipartFile('image', tiny);
    return app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, ...bearer(session) },
    });
  };

  it(`accepts ${IMAGE_UPLOAD_RATE_LIMIT.limit} profile photos per account in 10 minutes, the next is 429; other accounts go on`, async () => {
    const busy = await newCustomer();
    for (let i = 0; i < IMAGE_UPLOAD_RATE_LIMIT.limit; i += 1) {
      const res = await uploadPhoto(busy);
      expect([i, res.statusCode]).toEqual([i, 200]);
    }
    const refused = await uploadPhoto(busy);
    expect(refused.json<ApiErrorBody>()).toEqual({
      statusCode: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: 'Too many image uploads. Please try again in 10 minutes.',
      // A throttler's 429 says the wait as numbers too (ApiExceptionFilter), for the page.
      retryAfterSeconds: Number(refused.headers['retry-after']),
      retryAfterMinutes: Math.ceil(Number(refused.headers['retry-after']) / 60),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await uploadPhoto(await newCustomer());
    expect(other.statusCode).toBe(200);
    expect(other.json<AuthUser>().photoURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });

  it('answers 503 SERVER_BUSY with Retry-After, on both upload routes, while the image queue is full', async () => {
    const customer = await newCustomer();
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    // One job running and the queue's waiting places taken: the process's image work is full.
    const holders = Array.from({ length: IMAGE_WORK_MAX_WAITING + 1 }, () =>
      imageWork.run(() => blocked),
    );
    try {
      for (const res of [await uploadPhoto(customer), await uploadImage(customer)]) {
        expect(res.json<ApiErrorBody>()).toEqual({
          statusCode: 503,
          code: ErrorCode.SERVER_BUSY,
          message: 'The server is busy with other photos. Please try again in a few seconds.',
        });
        expect(res.headers['retry-after']).toBe(String(IMAGE_WORK_RETRY_AFTER_SECONDS));
        expect(res.headers['cache-control']).toBe('no-store');
      }
    } finally {
      release();
      await Promise.all(holders);
    }
    expect((await uploadPhoto(customer)).statusCode).toBe(200);
    expect((await uploadImage(customer)).statusCode).toBe(201);
  });
});
