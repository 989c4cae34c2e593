import sharp, { type SharpOptions } from 'sharp';
import { InvalidPhotoError, PhotoTooManyPixelsError, UnsupportedPhotoError } from '../common';
import { type AcceptedImageFormat, imageWork, sniffImageFormat } from '../images';

/** Largest accepted profile photo. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** Most pixels an upload may declare: a few kilobytes of PNG can announce a 50 000 × 50 000 canvas. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The stored photo fits in this square (it is shown as a small avatar), never enlarged. */
export const PHOTO_MAX_SIZE = 400;

/** WebP quality of the stored photo (sharp's scale 1–100). */
const PHOTO_WEBP_QUALITY = 80;

/**
 * How an upload is opened: at most MAX_PHOTO_PIXELS, and decoding stops at the first warning
 * (truncated or corrupt data), as sharp advises for untrusted input.
 */
const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning' };

/**
 * Checks a profile photo by its content and answers the bytes to store — never the bytes as sent:
 * 1. PNG, JPEG or WebP by signature (the file name and Content-Type are not trusted), else 415;
 * 2. a header of that same format, at most MAX_PHOTO_PIXELS (else 400 INVALID_IMAGE / 413);
 * 3. every pixel decoded, so a signature followed by HTML, or a truncated file, is 400 INVALID_IMAGE;
 * 4. turned upright by its EXIF orientation, fitted into PHOTO_MAX_SIZE² and re-encoded as WebP
 *    without any of the upload's metadata (EXIF with GPS positions, XMP, ICC profiles, comments).
 * The sharp work waits its turn in the process's image queue (`imageWork`), as `POST /api/images`'s.
 */
export async function encodeProfilePhoto(bytes: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new UnsupportedPhotoError();
  return imageWork.run(() => checkAndEncode(bytes, format));
}

async function checkAndEncode(bytes: Buffer, format: AcceptedImageFormat): Promise<Buffer> {
  const metadata = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new InvalidPhotoError();
    });
  if (metadata.format !== format || !(metadata.width > 0 && metadata.height > 0)) throw new InvalidPhotoError();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw new PhotoTooManyPixelsError(MAX_PHOTO_PIXELS);
  try {
    // stats() reads every pixel: decoding errors show here, before anything is encoded.
    await sharp(bytes, DECODE_OPTIONS).stats();
    return await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width: PHOTO_MAX_SIZE, height: PHOTO_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new InvalidPhotoError();
  }
}
