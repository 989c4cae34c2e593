/** Largest accepted profile photo. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export type PhotoType = { extension: 'png' | 'jpg' | 'webp'; mime: string };

/**
 * The image type by its first bytes (the client's file name and Content-Type are not trusted):
 * PNG, JPEG or WebP; undefined for anything else.
 */
export function detectPhotoType(bytes: Buffer): PhotoType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', mime: 'image/png' };
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', mime: 'image/jpeg' };
  }
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { extension: 'webp', mime: 'image/webp' };
  }
  return undefined;
}
