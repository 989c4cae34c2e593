import type { Part } from '@shop/contracts';
import { TRUNCATE_AT, truncate } from '@shop/rules';
import { Link } from '@shop/router';
import { ProductImageLink } from '../../../components/product-image-link';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { PriceTag } from './price-tag';

/** One product in a listing: image, name (70 characters), price and list price, stock, cart. */
export function ProductCard({ part, eager = false }: { part: Part; eager?: boolean }) {
  const soldOut = part.quantity <= 0;
  const href = `/product/${part._id}`;
  const { add, atStockLimit } = useAddToCart(part);
  return (
    <article className="product-card" data-testid="product-card" data-price={part.price}>
      <ProductImageLink
        partId={part._id}
        img={part.img}
        className="product-card__media"
        eager={eager}
      />
      <div className="product-card__body">
        <h3 className="product-card__name" title={part.name}>
          <Link to={href}>{truncate(part.name, TRUNCATE_AT.cardName)}</Link>
        </h3>
        <PriceTag price={part.price} />
        <div className="product-card__footer">
          {soldOut ? (
            <span className="badge badge--bad">Sold out</span>
          ) : (
            <span className="badge badge--ok">In stock</span>
          )}
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={soldOut || atStockLimit}
            onClick={() => add()}
          >
            Add<span className="visually-hidden"> {part.name}</span> to cart
          </button>
        </div>
      </div>
    </article>
  );
}
