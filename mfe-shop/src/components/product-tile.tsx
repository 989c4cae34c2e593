import type { Part } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { listPrice as listPriceOf, TRUNCATE_AT } from '@shop/rules';
import { Link } from '@shop/router';
import { CutName } from '@shop/ui';
import type { ReactNode } from 'react';
import { ListPrice } from './list-price';
import { ProductImageLink } from './product-image-link';
import './product-tile.css';

/**
 * Where a tile stands, which sets its look: `listing` (the shop's grids: a lift on hover, the
 * actions in a footer), `deal` (the home page's featured deals, a warm picture ground) or `tile`
 * (the home page's carousels and new arrivals).
 */
export type ProductTileVariant = 'listing' | 'deal' | 'tile';

export interface ProductTileProps {
  part: Pick<Part, '_id' | 'name' | 'img' | 'price'>;
  variant: ProductTileVariant;
  /** `li` inside a list of tiles; `article` where the tile stands alone (a grid cell, a slide). */
  as?: 'article' | 'li';
  testId?: string;
  /** Extra `data-*` attributes of the tile (the listing's price, for its sort checks). */
  data?: Record<`data-${string}`, string | number>;
  /** Above-the-fold pictures load at once. */
  eager?: boolean;
  /** Above the name: a badge, a date. */
  lead?: ReactNode;
  /**
   * The price line. Default: the price with its struck-through list price (spec §9);
   * `listPrice={false}` shows the price alone.
   */
  price?: ReactNode;
  /** The struck-through list price beside the default price line; false for none. */
  listPrice?: number | false;
  /** Below the price: the tile's actions. */
  footer?: ReactNode;
}

/** One product as a tile: picture and name linking to its page, the price, optional extras. */
export function ProductTile({
  part,
  variant,
  as: Tag = 'article',
  testId,
  data,
  eager = false,
  lead,
  price,
  listPrice = listPriceOf(part.price),
  footer,
}: ProductTileProps) {
  const f = useFormat();
  return (
    <Tag className={`product-tile product-tile--${variant}`} data-testid={testId} {...data}>
      <ProductImageLink
        partId={part._id}
        img={part.img}
        className="product-tile__media"
        eager={eager}
      />
      <div className="product-tile__body">
        {lead}
        <h3 className="product-tile__name">
          <Link to={`/product/${part._id}`} translate="no">
            <CutName name={part.name} max={TRUNCATE_AT.cardName} />
          </Link>
        </h3>
        {price ?? (
          <p className="product-tile__price">
            <span>{f.price(part.price)}</span>
            {listPrice !== false && (
              <>
                {' '}
                <ListPrice price={listPrice} />
              </>
            )}
          </p>
        )}
        {footer && <div className="product-tile__footer">{footer}</div>}
      </div>
    </Tag>
  );
}
