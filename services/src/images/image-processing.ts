import type { ImageVariantName } from '@shop/contracts';
import { IMAGE_WIDTHS } from '@shop/contracts';
import sharp, { type SharpOptions } from 'sharp';
import { ImageTooManyPixelsError, InvalidImageError, UnsupportedImageError } from './image-errors';
import { VARIANT_NAMES } from './image-files';
import { MAX_IMAGE_PIXELS, WEBP_QUALITY } from './image-limits';
import { imageWork } from './image-work-queue';

/** The formats an upload may be in. Anything else (GIF, SVG, TIFF, HEIF, AVIF …) is refused. */
export type AcceptedImageFormat = 'png' | 'jpeg' | 'webp';

/**
 * The format by the file's first bytes (its name and declared Content-Type are not trusted), or
 * undefined when it is not PNG, JPEG or WebP. Only these are handed to the decoder at all, so no
 * other of libvips' loaders (SVG, TIFF, HEIF …) ever sees an upload.
 */
export function sniffImageFormat(bytes: Buffer): AcceptedImageFormat | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * How every upload is opened: at most MAX_IMAGE_PIXELS, and decoding stops at the first warning
 * (truncated or corrupt data), which is what sharp advises for untrusted input. Multi-frame images
 * (animated WebP or PNG) give their first frame.
 */
const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' };

export interface EncodedVariant {
  name: ImageVariantName;
  width: number;
  height: number;
  /** WebP bytes, without any metadata (EXIF, XMP, ICC, comments) of the upload. */
  data: Buffer;
}

/**
 * Checks an upload by its content and makes the stored variants:
 * 1. PNG, JPEG or WebP by signature, else UnsupportedImageError (415);
 * 2. a readable header of that same format, at most MAX_IMAGE_PIXELS (else 400 / 413);
 * 3. a full decode of every pixel, so damaged or disguised files are refused (400 INVALID_IMAGE);
 * 4. per IMAGE_WIDTHS: turned upright by its EXIF orientation, resized to the width (never enlarged),
 *    re-encoded as WebP with all metadata dropped and colours converted to sRGB.
 * The sharp work waits its turn in the process's image queue (`imageWork`: one job at a time, 503
 * SERVER_BUSY when the queue is full), and the variants are made one after the other.
 */
export async function encodeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new UnsupportedImageError();
  return imageWork.run(() => checkAndEncode(bytes, format));
}

async function checkAndEncode(bytes: Buffer, format: AcceptedImageFormat): Promise<EncodedVariant[]> {
  const metadata = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidImageError();
    });
  if (metadata.format !== format) throw new InvalidImageError();
  if (!(metadata.width > 0 && metadata.height > 0)) throw new InvalidImageError();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageTooManyPixelsError();
  await sharp(bytes, DECODE_OPTIONS)
    .stats()
    .catch(() => {
      throw new InvalidImageError();
    });
  const variants: EncodedVariant[] = [];
  for (const name of VARIANT_NAMES) variants.push(await encodeVariant(bytes, name));
  return variants;
}

async function encodeVariant(bytes: Buffer, name: ImageVariantName): Promise<EncodedVariant> {
  try {
    const { data, info } = await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: IMAGE_WIDTHS[name], withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { name, width: info.width, height: info.height, data };
  } catch {
    throw new InvalidImageError();
  }
}
