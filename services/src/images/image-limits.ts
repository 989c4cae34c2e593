/**
 * Limits of the image storage besides MAX_IMAGE_BYTES (@shop/contracts), which the browser checks too.
 */

/**
 * Most pixels (width × height) an upload may have: 40 megapixels, e.g. 7300 × 5475. A few kilobytes
 * of PNG can declare a 50 000 × 50 000 canvas; refusing it before decoding keeps memory bounded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Uploads accepted per signed-in account (per client address when there is none) in each window. */
export const IMAGE_UPLOAD_RATE_LIMIT = { limit: 20, ttlMs: 10 * 60 * 1000 } as const;

export const IMAGE_UPLOAD_TOO_MANY_MESSAGE = 'Too many image uploads. Please try again in 10 minutes.';

/** WebP quality of the stored variants (sharp's scale 1–100). */
export const WEBP_QUALITY = 80;
