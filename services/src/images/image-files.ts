import { randomBytes } from 'node:crypto';
import {
  IMAGE_WIDTHS,
  IMAGES_PATH_PREFIX,
  type ImageVariant,
  type ImageVariantName,
} from '@shop/contracts';

/**
 * How stored images are named. Every upload gets a random id (32 hex characters, never reused);
 * each of its variants is one file `<id>-<nominal width>.webp` in `${UPLOADS_DIR}/images/`, served at
 * `/uploads/images/<id>-<nominal width>.webp` (`<id>-160.webp`, `<id>-400.webp`, `<id>-800.webp`).
 * The nominal width names the file even when the original was narrower and the variant kept its
 * width (never enlarged), so every variant's URL follows from the id alone.
 */

/** The folder under UPLOADS_DIR that holds the images (and the URL segment after `/uploads/`). */
export const IMAGES_SUBDIR = 'images';

/** The variants in the order they are made and listed: smallest first. */
export const VARIANT_NAMES = Object.keys(IMAGE_WIDTHS) as ImageVariantName[];

const ID_PATTERN = /^[0-9a-f]{32}$/;
const WIDTH_GROUP = Object.values(IMAGE_WIDTHS).join('|');
/** Only URL paths this storage writes: prefix, id, one of the nominal widths, `.webp`. */
export const STORED_URL = new RegExp(`^${escapeRegExp(IMAGES_PATH_PREFIX)}([0-9a-f]{32})-(${WIDTH_GROUP})\\.webp$`);

export function newImageId(): string {
  return randomBytes(16).toString('hex');
}

export function isImageId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** The file name of one variant, e.g. `3f…a1-400.webp`. */
export function variantFileName(id: string, name: ImageVariantName): string {
  return `${id}-${IMAGE_WIDTHS[name]}.webp`;
}

/** The URL path of one variant on the API's origin, e.g. `/uploads/images/3f…a1-400.webp`. */
export function variantUrl(id: string, name: ImageVariantName): string {
  return `${IMAGES_PATH_PREFIX}${variantFileName(id, name)}`;
}

/**
 * The file name behind a URL path this storage wrote (any variant), or undefined for anything else:
 * other hosts, other folders, other extensions, query strings, `..`, encoded characters.
 */
export function storedFileName(url: string): string | undefined {
  const match = STORED_URL.exec(url);
  return match ? `${match[1]}-${match[2]}.webp` : undefined;
}

/**
 * A `srcset` of the variants (`<url> <width>w, …`). When the original was narrow, several variants
 * share one actual width: only the first of them is listed (a srcset must not repeat a descriptor).
 */
export function buildSrcset(variants: readonly Pick<ImageVariant, 'url' | 'width'>[]): string {
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const { url, width } of variants) {
    if (seen.has(width)) continue;
    seen.add(width);
    candidates.push(`${url} ${width}w`);
  }
  return candidates.join(', ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
