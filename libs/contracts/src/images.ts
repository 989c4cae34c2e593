/**
 * The shop's own image storage (`POST /api/images`), replacing the spec's external image host:
 * the upload is checked by its content, re-encoded to WebP and resized with sharp into a few
 * widths, and served by the API under `/uploads/images/`. The answer keeps the external host's
 * shape that the spec's forms read (`success`, `data.url`).
 */

/** The multipart field of an upload (the spec's field name). */
export const IMAGE_FIELD = 'image';

/** The widths every upload is resized to (never enlarged): thumbnail, card and detail. */
export const IMAGE_WIDTHS = { thumb: 160, card: 400, detail: 800 } as const;
export type ImageVariantName = keyof typeof IMAGE_WIDTHS;

/** Largest accepted upload, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** URL path prefix of stored images (`/uploads/images/<id>-<width>.webp`). */
export const IMAGES_PATH_PREFIX = '/uploads/images/';

export interface ImageVariant {
  name: ImageVariantName;
  /** Actual width in pixels (smaller than the nominal width when the original was smaller). */
  width: number;
  height: number;
  /** Path on the API's origin, e.g. `/uploads/images/<id>-400.webp`. */
  url: string;
}

export interface UploadedImage {
  id: string;
  /** The detail variant's path: what a product's or review's `img` stores. */
  url: string;
  variants: ImageVariant[];
  /** A ready `srcset` of the variants (`<url> <width>w, ...`). */
  srcset: string;
}

/** URL path prefix of the seed's product pictures (`/static/products/<slug>.svg`). */
export const PRODUCT_PICTURES_PATH_PREFIX = '/static/products/';

/**
 * Link previews (Facebook, WhatsApp, X) show no SVG: the API serves each seed picture also as
 * `/static/products/<slug>.png`, rendered at this size (the seed's pictures are all 4:3).
 */
export const PICTURE_PREVIEW = { width: 1200, height: 900, type: 'image/png' } as const;

/** `POST /api/images` answer. */
export interface ImageUploadAnswer {
  success: true;
  data: UploadedImage;
}
