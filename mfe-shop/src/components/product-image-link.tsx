import { assetUrl } from '@shop/api-client';
import { Link } from '@shop/router';

export interface ProductImageLinkProps {
  partId: string;
  /** The product's image path, e.g. `/static/products/...svg`. */
  img: string;
  /** The block's class, e.g. `tile__media`. */
  className: string;
  /** Intrinsic size, so the space is reserved before the image loads (no layout shift). */
  width?: number;
  height?: number;
  /** Above-the-fold images load at once; the rest when they come near the screen. */
  eager?: boolean;
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
}: ProductImageLinkProps) {
  return (
    <Link to={`/product/${partId}`} className={className} tabIndex={-1} aria-hidden>
      <img
        src={assetUrl(img)}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Link>
  );
}
