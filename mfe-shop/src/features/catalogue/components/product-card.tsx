import type { Part } from '@shop/contracts';
import { Trans, useT } from '@shop/i18n';
import { Link } from '@shop/router';
import { ProductTile } from '../../../components/product-tile';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { CompareSlotOutlet } from './compare-slot';
import { PriceTag } from './price-tag';

/** One product in a listing: image, name (70 characters), price and list price, stock, cart. */
export function ProductCard({ part, eager = false }: { part: Part; eager?: boolean }) {
  const soldOut = part.quantity <= 0;
  const { add, atStockLimit } = useAddToCart(part);
  const { t } = useT('shop');
  return (
    <ProductTile
      part={part}
      variant="listing"
      testId="product-card"
      data={{ 'data-price': part.price }}
      eager={eager}
      price={<PriceTag price={part.price} />}
      footer={
        <>
          {soldOut ? (
            <span className="badge badge--bad">{t('product.soldOut')}</span>
          ) : (
            <span className="badge badge--ok">{t('product.inStock')}</span>
          )}
          {part.variantCount !== undefined && !soldOut ? (
            // Sold in several variants: which one is chosen on its page, not from the list.
            <Link
              to={`/product/${part._id}`}
              className="btn btn--primary btn--small"
              aria-label={`${t('product.variant.chooseOptions')}: ${part.name}`}
            >
              {t('product.variant.chooseOptions')}
            </Link>
          ) : (
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
          )}
          <CompareSlotOutlet part={part} />
        </>
      }
    />
  );
}
