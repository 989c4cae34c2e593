import type { Part } from '@shop/contracts';
import { Trans, useT } from '@shop/i18n';
import { TRUNCATE_AT } from '@shop/rules';
import { Link } from '@shop/router';
import { CutName } from '@shop/ui';
import { ProductImageLink } from '../../../components/product-image-link';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { PriceTag } from './price-tag';

/** One product in a listing: image, name (70 characters), price and list price, stock, cart. */
export function ProductCard({ part, eager = false }: { part: Part; eager?: boolean }) {
  const soldOut = part.quantity <= 0;
  const href = `/product/${part._id}`;
  const { add, atStockLimit } = useAddToCart(part);
  const { t } = useT('shop');
  return (
    <article className="product-card" data-testid="product-card" data-price={part.price}>
      <ProductImageLink
        partId={part._id}
        img={part.img}
        className="product-card__media"
        eager={eager}
      />
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={href} translate="no">
            <CutName name={part.name} max={TRUNCATE_AT.cardName} />
          </Link>
        </h3>
        <PriceTag price={part.price} />
        <div className="product-card__footer">
          {soldOut ? (
            <span className="badge badge--bad">{t('product.soldOut')}</span>
          ) : (
            <span className="badge badge--ok">{t('product.inStock')}</span>
          )}
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={soldOut || atStockLimit}
            onClick={() => add()}
          >
            {/* One flex item: the button's gap would otherwise open between the words on either
                side of the hidden name ('Add  to cart'). */}
            <span className="product-card__add-label">
              <Trans
                t={t}
                i18nKey="product.addToCart"
                values={{ name: part.name }}
                components={{ name: <span className="visually-hidden" translate="no" /> }}
              />
            </span>
          </button>
        </div>
      </div>
    </article>
  );
}
