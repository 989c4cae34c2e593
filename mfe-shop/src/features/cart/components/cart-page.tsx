import {
  type CartLine,
  cartItemRemoved,
  cartLineKey,
  cartProductsRefreshed,
  cartQuantityChanged,
  selectCartLines,
  skipToken,
  useAppDispatch,
  useAppSelector,
} from '@shop/api-client';
import { Trans, useFormat, useT } from '@shop/i18n';
import { MAX_UNITS_PER_LINE, nameWithVariant } from '@shop/rules';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@shop/router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { CartSummary } from './cart-summary';
import './cart.css';
import { ProductImageLink } from '../../../components/product-image-link';

function CartLineRow({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const { t } = useT('shop');
  const f = useFormat();
  const key = cartLineKey(line);
  // A variant's line links to the product page with that variant chosen.
  const href = `/product/${line.partId}${line.sku ? `?v=${encodeURIComponent(line.sku)}` : ''}`;
  const name = nameWithVariant(line.name, line.variantName?.[f.language]);
  const setQuantity = (quantity: number) => dispatch(cartQuantityChanged({ key, quantity }));
  return (
    <li className="cart-line" data-testid="cart-line">
      <ProductImageLink
        partId={line.partId}
        img={line.img}
        className="cart-line__media"
        width={72}
        height={72}
      />
      <div className="cart-line__info">
        {/* Whole: the spec cuts names in cards and short lists, not in the cart. */}
        <Link to={href} className="cart-line__name" translate="no">
          {line.name}
        </Link>
        {line.variantName && (
          <span className="cart-line__variant" data-testid="cart-line-variant">
            {line.variantName[f.language]}
          </span>
        )}
        <span className="cart-line__unit">{t('cart.each', { price: line.price })}</span>
        <span className="cart-line__stock">{t('cart.inStock', { count: line.stock })}</span>
      </div>
      <QuantityStepper
        id={`qty-${key.replace('/', '-')}`}
        value={line.quantity}
        max={line.stock}
        limit={MAX_UNITS_PER_LINE}
        onChange={setQuantity}
        label={
          <Trans
            t={t}
            i18nKey="cart.quantityOf"
            values={{ name }}
            components={{ name: <span translate="no" /> }}
          />
        }
        lessLabel={t('cart.oneLess', { name })}
        moreLabel={t('cart.oneMore', { name })}
      />
      <span className="cart-line__total" data-testid="cart-line-total">
        {f.price(line.price * line.quantity)}
      </span>
      <button
        type="button"
        className="btn btn--small cart-line__remove"
        onClick={() => dispatch(cartItemRemoved(key))}
        aria-label={t('cart.removeLabel', { name })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}

/**
 * Fetches the cart's products once per set of ids and brings the stored lines up to date (price,
 * stock); returns the names of lines that had to go because the product is gone or sold out.
 */
function useFreshCart(lines: readonly CartLine[]): string[] {
  const dispatch = useAppDispatch();
  const { language } = useFormat();
  const ids = useMemo(() => [...new Set(lines.map((l) => l.partId))].sort(), [lines]);
  const key = ids.join(',');
  const stableIds = useMemo(() => (key ? key.split(',') : []), [key]);
  const { data } = useGetPartsByIdsQuery(stableIds.length ? stableIds : skipToken);
  const [dropped, setDropped] = useState<string[]>([]);
  useEffect(() => {
    if (!data) return;
    const available = new Set(data.filter((p) => p.quantity > 0).map((p) => p._id));
    const gone = lines
      .filter((l) => !available.has(l.partId))
      .map((l) => nameWithVariant(l.name, l.variantName?.[language]));
    if (gone.length) setDropped((before) => [...before, ...gone]);
    dispatch(cartProductsRefreshed(data));
    // Only fresh data triggers a refresh; `lines` is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, dispatch]);
  return dropped;
}

/** /cart: the products picked so far, quantities within stock, district and delivery fee. */
export function CartPage() {
  const lines = useAppSelector(selectCartLines);
  const dropped = useFreshCart(lines);
  const { t } = useT('shop');

  return (
    <div className="cart-page">
      <PageHeader title={t('cart.title')} />
      {dropped.length > 0 && (
        <div className="cart-page__notice" role="status">
          <Trans
            t={t}
            i18nKey="cart.dropped"
            values={{ names: dropped.join(', ') }}
            components={{ names: <span translate="no" /> }}
          />
        </div>
      )}
      {lines.length === 0 ? (
        <EmptyState title={t('cart.emptyTitle')}>
          <p className="status-block__text">{t('cart.emptyText')}</p>
          <Link to="/shops" className="btn btn--primary">
            {t('cart.browse')}
          </Link>
        </EmptyState>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-page__lines" aria-label={t('cart.linesLabel')}>
            {lines.map((line) => (
              <CartLineRow key={cartLineKey(line)} line={line} />
            ))}
          </ul>
          <CartSummary />
        </div>
      )}
    </div>
  );
}
