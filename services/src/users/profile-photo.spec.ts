import { ErrorCode } from '@shop/contracts';
import sharp, { type Sharp } from 'sharp';
import { encodeProfilePhoto, MAX_PHOTO_PIXELS, PHOTO_MAX_SIZE } from './profile-photo';

function solid(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
}

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; statusCode?: number; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; statusCode?: number };
  }
  throw new Error('expected a rejection');
}

describe('encodeProfilePhoto', () => {
  it.each([
    ['PNG', () => solid(1000, 500).png().toBuffer(), [400, 200]],
    ['JPEG', () => solid(300, 900).jpeg().toBuffer(), [133, 400]],
    ['WebP', () => solid(120, 80).webp().toBuffer(), [120, 80]],
  ] as const)('re-encodes a %s as WebP fitted into the avatar square, never enlarged', async (_format, make, size) => {
    const stored = await encodeProfilePhoto(await make());
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...size]);
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(PHOTO_MAX_SIZE);
  });

  it('drops EXIF (GPS, names), ICC and XMP, and turns the photo upright first', async () => {
    const jpeg = await solid(600, 300)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Rahim', Copyright: 'GPS 23.81N 90.41E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const stored = await encodeProfilePhoto(jpeg);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Rahim'))).toBe(false);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['a RIFF that is not WebP (WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s with 415 by its bytes', async (_what, bytes) => {
    expect(await errorOf(encodeProfilePhoto(bytes))).toMatchObject({
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      statusCode: 415,
      message: 'The photo must be a PNG, JPEG or WebP image',
    });
  });

  it('refuses a PNG signature followed by HTML, a truncated image and a mismatched header with 400 INVALID_IMAGE', async () => {
    const png = await solid(300, 200).png().toBuffer();
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    for (const bytes of [
      Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
      Buffer.concat([png.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]),
      png.subarray(0, png.length - 20),
      jpeg.subarray(0, jpeg.length - 200),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]),
    ]) {
      expect(await errorOf(encodeProfilePhoto(bytes))).toMatchObject({ code: ErrorCode.INVALID_IMAGE, statusCode: 400 });
    }
  });

  it('refuses a canvas over the pixel limit with 413 before decoding it', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(8000 * 6000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    expect(await errorOf(encodeProfilePhoto(bomb))).toMatchObject({ code: ErrorCode.PAYLOAD_TOO_LARGE, statusCode: 413 });
    // Encoding the 48-megapixel PNG itself is the slow part (5 s was not enough on a busy machine).
  }, 30_000);
});
