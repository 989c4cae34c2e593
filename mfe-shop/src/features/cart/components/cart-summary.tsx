import {
  cartDistrictChosen,
  selectCartDistrict,
  selectCartLines,
  selectCartTotals,
  useAppDispatch,
  useAppSelector,
  useAuth,
} from '@shop/api-client';
import { useFormat, useT } from '@shop/i18n';
import {
  FREE_DELIVERY_MIN_ITEMS,
  INSIDE_DHAKA_DISTRICT,
  OUTSIDE_DHAKA_DELIVERY_FEE,
} from '@shop/rules';
import { Link } from '@shop/router';
import { DistrictSelect } from '../../../components/district-select';
import { LazyCheckoutForm } from './lazy-checkout-form';

/** Translates a `shop` message (`t` of `useT('shop')`). */
export type ShopTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Why delivery costs what it costs, in the customer's words and language. */
export function deliveryNote(
  district: string | null,
  itemCount: number,
  fee: number | null,
  t: ShopTranslate,
): string {
  if (!district || fee === null) return t('cart.note.chooseDistrict');
  if (fee > 0) {
    return t('cart.note.outsideDhaka', {
      fee: OUTSIDE_DHAKA_DELIVERY_FEE,
      count: FREE_DELIVERY_MIN_ITEMS,
    });
  }
  if (itemCount >= FREE_DELIVERY_MIN_ITEMS && district !== INSIDE_DHAKA_DISTRICT) {
    return t('cart.note.freeForItems', { count: itemCount });
  }
  return t('cart.note.insideDhaka');
}

/**
 * What the cart holds, counted as it is: "2 products" when each is one unit, else
 * "1 product, 15 units" (delivery is free from two units, of one product or several).
 */
export function cartContents(products: number, units: number, t: ShopTranslate): string {
  const productText = t('cart.products', { count: products });
  if (units === products) return productText;
  return t('cart.productsAndUnits', {
    products: productText,
    units: t('cart.units', { count: units }),
  });
}

/** Subtotal, district, delivery fee (the rule from @shop/rules) and total. */
export function CartSummary() {
  const dispatch = useAppDispatch();
  const district = useAppSelector(selectCartDistrict);
  const totals = useAppSelector(selectCartTotals);
  const productCount = useAppSelector(selectCartLines).length;
  const { status } = useAuth();
  const { t } = useT('shop');
  const f = useFormat();

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>
            {t('cart.subtotal', { items: cartContents(productCount, totals.itemCount, t) })}
          </dt>
          <dd data-testid="cart-subtotal">{f.price(totals.subtotal)}</dd>
        </div>
      </dl>
      <DistrictSelect value={district} onChange={(name) => dispatch(cartDistrictChosen(name))} />
      <dl className="cart-summary__rows">
        <div>
          <dt>{t('cart.deliveryFee')}</dt>
          <dd data-testid="cart-delivery-fee">
            {totals.deliveryFee === null
              ? '—'
              : totals.deliveryFee === 0
                ? t('cart.free')
                : f.price(totals.deliveryFee)}
          </dd>
        </div>
        <p className="cart-summary__note" data-testid="cart-delivery-note">
          {deliveryNote(district, totals.itemCount, totals.deliveryFee, t)}
        </p>
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{f.price(totals.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">{t('cart.payNote')}</p>
      <div className="cart-summary__checkout" data-testid="checkout-slot">
        {status === 'anonymous' && (
          <Link
            to="/signup"
            state={{ from: '/cart' }}
            className="btn btn--primary btn--block btn--large"
          >
            {t('cart.buyNow')}
          </Link>
        )}
        {status === 'authenticated' && <LazyCheckoutForm />}
      </div>
    </aside>
  );
}
