/**
 * The shop's image storage: POST /api/images checks an upload by its content, re-encodes
 * it to WebP in three widths with sharp and serves the files at /uploads/images/.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  ErrorCode,
  IMAGE_WIDTHS,
  type ImageUploadAnswer,
  MAX_IMAGE_BYTES,
} from '@shop/contracts';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_UPLOAD_RATE_LIMIT } from '../src/images/image-limits';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, nextAddress, type Session, signup } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

const DATABASE = 'e2e-images';
/** Where bootApp points UPLOADS_DIR for this test file. */
const IMAGES_DIR = join(tmpdir(), `shop-e2e-${process.pid}`, DATABASE, 'uploads', 'images');

function solid(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
}

const storedFiles = () => readdir(IMAGES_DIR).catch(() => [] as string[]);

describe('POST /api/images', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let accounts = 0;

  beforeAll(async () => {
    app = await bootApp({ database: DATABASE });
    customer = await newCustomer();
  });

  afterAll(() => dropAndClose(app));

  /** A customer of its own, so that one test's uploads do not use up another's rate limit. */
  function newCustomer(): Promise<Session> {
    accounts += 1;
    return signup(app, {
      name: `Uploader ${accounts}`,
      email: `uploader${accounts}@mail.com`,
      password: 'Upload#2026',
    });
  }

  function upload(
    session: Session | undefined,
    bytes: Buffer,
    field = 'image',
    filename = 'photo.png',
    type = 'image/png',
  ) {
    const { payload, headers } = multipartFile(field, bytes, filename, type);
    return app.inject({
      method: 'POST',
      url: '/api/images',
      payload,
      headers: { ...headers, ...bearer(session) },
      remoteAddress: nextAddress(),
    });
  }

  async function served(url: string) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return { res, metadata: await sharp(res.rawPayload).metadata() };
  }

  it.each([
    ['PNG', () => solid(1600, 1200).png().toBuffer(), 'photo.png', 'image/png'],
    ['JPEG', () => solid(1600, 1200).jpeg().toBuffer(), 'photo.jpg', 'image/jpeg'],
    ['WebP', () => solid(1600, 1200).webp().toBuffer(), 'photo.webp', 'image/webp'],
  ])(
    'stores a %s as WebP at the three widths and serves each as image/webp',
    async (_format, make, filename, type) => {
      const res = await upload(customer, await make(), 'image', filename, type);
      expect(res.statusCode).toBe(201);
      const answer = res.json<ImageUploadAnswer>();
      const { id } = answer.data;
      expect(answer.success).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.data.url).toBe(`/uploads/images/${id}-800.webp`);
      expect(answer.data.variants).toEqual([
        { name: 'thumb', width: 160, height: 120, url: `/uploads/images/${id}-160.webp` },
        { name: 'card', width: 400, height: 300, url: `/uploads/images/${id}-400.webp` },
        { name: 'detail', width: 800, height: 600, url: `/uploads/images/${id}-800.webp` },
      ]);
      expect(answer.data.srcset).toBe(
        `/uploads/images/${id}-160.webp 160w, /uploads/images/${id}-400.webp 400w, /uploads/images/${id}-800.webp 800w`,
      );
      for (const variant of answer.data.variants) {
        const { res: file, metadata } = await served(variant.url);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['cache-control']).toContain('immutable');
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          'webp',
          variant.width,
          variant.height,
        ]);
        expect(metadata.width).toBeLessThanOrEqual(IMAGE_WIDTHS[variant.name]);
      }
      expect((await storedFiles()).filter((name) => name.startsWith(id)).sort()).toEqual([
        `${id}-160.webp`,
        `${id}-400.webp`,
        `${id}-800.webp`,
      ]);
    },
  );

  it('never enlarges a small image: each variant is at most as wide as the original', async () => {
    const res = await upload(customer, await solid(240, 180).png().toBuffer());
    expect(res.statusCode).toBe(201);
    const { data } = res.json<ImageUploadAnswer>();
    expect(data.variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumb', width: 160, height: 120 },
      { name: 'card', width: 240, height: 180 },
      { name: 'detail', width: 240, height: 180 },
    ]);
    const detail = await served(data.url);
    expect([detail.metadata.width, detail.metadata.height]).toEqual([240, 180]);
    expect(data.srcset).toBe(
      `/uploads/images/${data.id}-160.webp 160w, /uploads/images/${data.id}-400.webp 240w`,
    );
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const jpeg = await solid(1200, 900)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    const res = await upload(customer, jpeg, 'image', 'phone.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const { data } = res.json<ImageUploadAnswer>();
    const detail = await served(data.url);
    expect([detail.metadata.width, detail.metadata.height]).toEqual([800, 1067]);
    expect(detail.metadata.exif).toBeUndefined();
    expect(detail.metadata.orientation).toBeUndefined();
    expect(detail.res.rawPayload.includes(Buffer.from('secret location'))).toBe(false);
  });

  it('lets an admin upload too', async () => {
    const admin = await login(app, ADMIN);
    const res = await upload(admin, await solid(50, 50).png().toBuffer());
    expect(res.statusCode).toBe(201);
  });

  describe('refuses, in the API error shape, without storing anything', () => {
    let before: string[];
    beforeAll(async () => {
      before = await storedFiles();
    });

    const refusals: [
      string,
      () => Promise<{ bytes: Buffer; field?: string; filename?: string; type?: string }>,
      ApiErrorBody,
    ][] = [
      [
        'text sent as an image',
        async () => ({ bytes: Buffer.from('just some text'), filename: 'notes.png' }),
        {
          statusCode: 415,
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: 'The image must be a PNG, JPEG or WebP picture',
        },
      ],
      [
        'an HTML page',
        async () => ({
          bytes: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
          filename: 'x.html',
          type: 'text/html',
        }),
        {
          statusCode: 415,
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: 'The image must be a PNG, JPEG or WebP picture',
        },
      ],
      [
        'an SVG (may carry script)',
        async () => ({
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
          type: 'image/svg+xml',
        }),
        {
          statusCode: 415,
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: 'The image must be a PNG, JPEG or WebP picture',
        },
      ],
      [
        'a GIF',
        async () => ({ bytes: await solid(20, 20).gif().toBuffer(), type: 'image/gif' }),
        {
          statusCode: 415,
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: 'The image must be a PNG, JPEG or WebP picture',
        },
      ],
      [
        'a PNG signature followed by HTML',
        async () => ({
          bytes: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('<html><script>alert(1)</script></html>'),
          ]),
        }),
        {
          statusCode: 400,
          code: ErrorCode.INVALID_IMAGE,
          message: 'The image is damaged or incomplete and cannot be read',
        },
      ],
      [
        'a truncated JPEG',
        async () => {
          const jpeg = await solid(600, 400).jpeg().toBuffer();
          return { bytes: jpeg.subarray(0, jpeg.length - 300), type: 'image/jpeg' };
        },
        {
          statusCode: 400,
          code: ErrorCode.INVALID_IMAGE,
          message: 'The image is damaged or incomplete and cannot be read',
        },
      ],
      [
        'an empty file',
        async () => ({ bytes: Buffer.alloc(0) }),
        {
          statusCode: 400,
          code: ErrorCode.VALIDATION_FAILED,
          message: 'Choose an image to upload (field "image")',
        },
      ],
      [
        'a file in another field',
        async () => ({ bytes: await solid(20, 20).png().toBuffer(), field: 'photo' }),
        {
          statusCode: 400,
          code: ErrorCode.VALIDATION_FAILED,
          message: 'Choose an image to upload (field "image")',
        },
      ],
      [
        'a file over 5 MB',
        async () => ({
          bytes: Buffer.concat([
            await solid(20, 20).png().toBuffer(),
            Buffer.alloc(MAX_IMAGE_BYTES, 7),
          ]),
        }),
        {
          statusCode: 413,
          code: ErrorCode.PAYLOAD_TOO_LARGE,
          message: 'The image must be 5 MB or smaller',
        },
      ],
      [
        'a decompression bomb (a small PNG of 8000 × 6000 pixels)',
        async () => ({ bytes: await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer() }),
        {
          statusCode: 413,
          code: ErrorCode.PAYLOAD_TOO_LARGE,
          message: 'The image must be 40 megapixels or smaller',
        },
      ],
    ];

    it.each(refusals)('%s', async (_what, make, expected) => {
      const { bytes, field, filename, type } = await make();
      const res = await upload(customer, bytes, field, filename, type);
      expect({ status: res.statusCode, body: res.json<ApiErrorBody>() }).toEqual({
        status: expected.statusCode,
        body: expected,
      });
    });

    it('a JSON body instead of multipart → 415', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/images',
        payload: { image: 'data:image/png;base64,iVBORw0KGgo=' },
        headers: bearer(customer),
      });
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 415,
        code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        message: 'Send the image as multipart/form-data in the field "image"',
      });
    });

    it('an anonymous caller → 401', async () => {
      const res = await upload(undefined, await solid(20, 20).png().toBuffer());
      expect(res.json<ApiErrorBody>()).toEqual({
        statusCode: 401,
        code: ErrorCode.UNAUTHORIZED,
        message: 'No user is logged in',
      });
    });

    it('left no file behind for any of them', async () => {
      expect(before.length).toBeGreaterThan(0);
      expect((await storedFiles()).sort()).toEqual([...before].sort());
    });
  });

  it(`accepts ${IMAGE_UPLOAD_RATE_LIMIT.limit} uploads per account in the window, then 429; other accounts go on`, async () => {
    const busy = await newCustomer();
    const tiny = await solid(8, 8).png().toBuffer();
    for (let i = 0; i < IMAGE_UPLOAD_RATE_LIMIT.limit; i += 1) {
      expect((await upload(busy, tiny)).statusCode).toBe(201);
    }
    const refused = await upload(busy, tiny);
    expect(refused.json<ApiErrorBody>()).toEqual({
      statusCode: 429,
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: 'Too many image uploads. Please try again in 10 minutes.',
      retryAfterSeconds: expect.any(Number),
      retryAfterMinutes: 10,
    });
    expect((await upload(await newCustomer(), tiny)).statusCode).toBe(201);
  });
});
