/**
 * Responsive pictures for the shop's own stored images. POST /api/images writes each upload as
 * `/uploads/images/<id>-<width>.webp` in the widths of IMAGE_WIDTHS (160, 400, 800), so the URL of
 * one variant names all of them. Other images (the seed's `/static/...` SVGs, external URLs) have
 * one size only and get no srcset.
 */
import {
  IMAGE_WIDTHS,
  IMAGES_PATH_PREFIX,
  PICTURE_PREVIEW,
  PRODUCT_PICTURES_PATH_PREFIX,
} from '@shop/contracts';

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

/** The picture a link preview shows for a stored image, with what is known of it. */
export interface PreviewImage {
  /** A path on the API's origin (or the image's own URL), still to be resolved. */
  path: string;
  width?: number;
  height?: number;
  /** Its media type, e.g. `image/png`. */
  type?: string;
}

const SEED_PICTURE = new RegExp(
  `^${PRODUCT_PICTURES_PATH_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([a-z0-9]+(?:-[a-z0-9]+)*)\\.svg$`,
);

/**
 * The preview picture of a stored image path (`og:image`, JSON-LD `image`): link previews show no
 * SVG and want the largest picture there is. A seed picture `/static/products/<slug>.svg` becomes
 * its 1200 px PNG the API renders (`/static/products/<slug>.png`); an uploaded image, any of its
 * variants, its largest (800 px wide at most: a narrow original keeps its width, so no size is
 * claimed); anything else stays as it is.
 */
export function previewImage(img: string): PreviewImage {
  const seed = SEED_PICTURE.exec(img);
  if (seed) return { path: `${PRODUCT_PICTURES_PATH_PREFIX}${seed[1]}.png`, ...PICTURE_PREVIEW };
  const stored = STORED.exec(img);
  if (stored) {
    return {
      path: `${IMAGES_PATH_PREFIX}${stored[1]}-${WIDTHS[WIDTHS.length - 1]}.webp`,
      type: 'image/webp',
    };
  }
  return { path: img };
}
