import { ErrorCode } from '@shop/contracts';
import sharp, { type Sharp } from 'sharp';
import { encodeImageVariants, sniffImageFormat } from './image-processing';

function solid(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

async function errorOf(promise: Promise<unknown>): Promise<{ code?: string; statusCode?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; statusCode?: number };
  }
  throw new Error('expected a rejection');
}

describe('sniffImageFormat', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp');
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['RIFF that is not WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('answers undefined for %s', (_what, bytes) => {
    expect(sniffImageFormat(bytes)).toBeUndefined();
  });
});

describe('encodeImageVariants', () => {
  it('makes the three widths as WebP from a large PNG, keeping the aspect ratio', async () => {
    const variants = await encodeImageVariants(await solid(1600, 1200).png().toBuffer());
    expect(variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: 'thumb', width: 160, height: 120 },
      { name: 'card', width: 400, height: 300 },
      { name: 'detail', width: 800, height: 600 },
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('never enlarges a small image', async () => {
    const variants = await encodeImageVariants(await solid(300, 100).jpeg().toBuffer());
    expect(variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 160, 53],
      ['card', 300, 100],
      ['detail', 300, 100],
    ]);
  });

  it('turns a JPEG upright by its EXIF orientation and drops the metadata', async () => {
    // Stored 1000×600 with orientation 6 (rotate 90° clockwise to view): upright it is 600×1000.
    const jpeg = await solid(1000, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const variants = await encodeImageVariants(jpeg);
    const detail = variants.find((v) => v.name === 'detail')!;
    expect([detail.width, detail.height]).toEqual([600, 1000]);
    const metadata = await sharp(detail.data).metadata();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('re-encodes a WebP upload too', async () => {
    const variants = await encodeImageVariants(await solid(500, 500).webp().toBuffer());
    expect(variants.map((v) => v.width)).toEqual([160, 400, 500]);
  });

  it('refuses what is not PNG, JPEG or WebP with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const bytes of [Buffer.from('<html><body>hi</body></html>'), await solid(10, 10).gif().toBuffer(), await solid(10, 10).tiff().toBuffer()]) {
      expect(await errorOf(encodeImageVariants(bytes))).toMatchObject({ code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, statusCode: 415 });
    }
  });

  it('refuses a PNG signature followed by HTML, and truncated images, with 400 INVALID_IMAGE', async () => {
    const png = await solid(400, 300).png().toBuffer();
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    const disguised = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    for (const bytes of [disguised, png.subarray(0, png.length - 20), jpeg.subarray(0, jpeg.length - 200)]) {
      expect(await errorOf(encodeImageVariants(bytes))).toMatchObject({ code: ErrorCode.INVALID_IMAGE, statusCode: 400 });
    }
  });

  it('refuses a JPEG signature on PNG data (the header must be the format the bytes announce)', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const mixed = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    expect(await errorOf(encodeImageVariants(mixed))).toMatchObject({ code: ErrorCode.INVALID_IMAGE });
  });

  it('refuses more than 40 megapixels with 413 before decoding (a small file with a huge canvas)', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await errorOf(encodeImageVariants(bomb))).toMatchObject({ code: ErrorCode.PAYLOAD_TOO_LARGE, statusCode: 413 });
  });
});
