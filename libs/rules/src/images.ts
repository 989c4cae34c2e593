/**
 * Responsive pictures for the shop's own stored images. POST /api/images writes each upload as
 * `/uploads/images/<id>-<width>.webp` in the widths of IMAGE_WIDTHS (160, 400, 800), so the URL of
 * one variant names all of them. Other images (the seed's `/static/...` SVGs, external URLs) have
 * one size only and get no srcset.
 */
import { IMAGE_WIDTHS, IMAGES_PATH_PREFIX } from '@shop/contracts';

export interface ImageSources {
  /** The image as stored (the 800 px variant for uploads), resolved. */
  src: string;
  /** `<url> <width>w, …` of every stored width, smallest first; absent for other images. */
  srcSet?: string;
}

const WIDTHS = Object.values(IMAGE_WIDTHS).sort((a, b) => a - b);
const STORED = new RegExp(
  `^${IMAGES_PATH_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([0-9a-f]{32})-(${WIDTHS.join('|')})\\.webp$`,
);

/**
 * `src` and, for an image of the shop's storage, a `srcset` of its widths. `resolve` turns each API
 * path into the URL the browser loads (the storefront passes `assetUrl`, which resolves against the
 * API's origin); by default paths are kept as they are.
 */
export function imageSrcSet(
  img: string,
  resolve: (path: string) => string = (path) => path,
): ImageSources {
  const match = STORED.exec(img);
  if (!match) return { src: resolve(img) };
  const id = match[1];
  const srcSet = WIDTHS.map(
    (width) => `${resolve(`${IMAGES_PATH_PREFIX}${id}-${width}.webp`)} ${width}w`,
  ).join(', ');
  return { src: resolve(img), srcSet };
}
