import { assetUrl } from '@shop/api-client';
import { imageSrcSet } from '@shop/rules';
import { Link } from '@shop/router';

export interface ProductImageLinkProps {
  partId: string;
  /** The product's image path: `/static/products/...svg`, or an upload `/uploads/images/<id>-800.webp`. */
  img: string;
  /** The block's class, e.g. `product-tile__media`. */
  className: string;
  /** Intrinsic size, so the space is reserved before the image loads (no layout shift). */
  width?: number;
  height?: number;
  /** Above-the-fold images load at once; the rest when they come near the screen. */
  eager?: boolean;
  /**
   * How wide the picture is shown, for choosing among an upload's widths (srcset). Default: the
   * card grids' two columns on phones, else `width`; small thumbnails just `width`.
   */
  sizes?: string;
}

/** Cards share a two-column grid up to 560 px wide; thumbnails keep their own width. */
function defaultSizes(width: number): string {
  return width < 200 ? `${width}px` : `(max-width: 560px) 50vw, ${width}px`;
}

/**
 * A product's picture, linking to its page. Out of the tab order and hidden from screen readers:
 * the product's name beside it is the same link, announced once.
 */
export function ProductImageLink({
  partId,
  img,
  className,
  width = 320,
  height = 240,
  eager = false,
  sizes = defaultSizes(width),
}: ProductImageLinkProps) {
  const { src, srcSet } = imageSrcSet(img, assetUrl);
  return (
    <Link to={`/product/${partId}`} className={className} tabIndex={-1} aria-hidden>
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Link>
  );
}
