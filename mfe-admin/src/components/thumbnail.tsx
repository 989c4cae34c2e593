import { assetUrl } from '@shop/api-client';
import { IMAGE_WIDTHS } from '@shop/contracts';
import './admin.css';

const STORED_IMAGE = /^(\/uploads\/images\/[0-9a-f]{32})-\d+\.webp$/;

/**
 * The picture of a table row: the 160 px variant of an image the shop stored (products keep the
 * 800 px path in `img`), else the image as it is (the seeded products' pictures).
 */
export function thumbnailUrl(img: string): string {
  const stored = STORED_IMAGE.exec(img);
  return assetUrl(stored ? `${stored[1]}-${IMAGE_WIDTHS.thumb}.webp` : img);
}

/** A product's picture in an admin table (56 px square, lazy). */
export function Thumbnail({ img, alt }: { img: string; alt: string }) {
  return (
    <img
      className="admin-thumbnail"
      src={thumbnailUrl(img)}
      alt={alt}
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
    />
  );
}
