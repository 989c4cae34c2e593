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
import { DeliveryQuoteRows } from '../../../components/delivery-quote-rows';
import { DistrictSelect } from '../../../components/district-select';
import { useDeliveryQuoteQuery } from '../../../lib/delivery-quote-api';
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
  const cartLines = useAppSelector(selectCartLines);
  const productCount = cartLines.length;
  const { status } = useAuth();
  const { t } = useT('shop');
  const f = useFormat();
  // The shop's rate table quotes the delivery (zone, weight); the spec's rule stands in until it
  // answers. Cash on delivery is the checkout's default way to pay; the order quotes it again.
  const quote = useDeliveryQuoteQuery(
    {
      district: district ?? '',
      lines: cartLines.map((line) => ({
        partId: line.partId,
        ...(line.sku ? { sku: line.sku } : {}),
        quantity: line.quantity,
      })),
      paymentMethod: 'cod',
    },
    { skip: !district || totals.deliveryFee === null || cartLines.length === 0 },
  ).currentData;
  const deliveryFee = quote ? quote.fee : totals.deliveryFee;
  const total = quote ? totals.subtotal + quote.fee : totals.total;

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
            {deliveryFee === null
              ? '—'
              : deliveryFee === 0
                ? t('cart.free')
                : f.price(deliveryFee)}
          </dd>
        </div>
        <DeliveryQuoteRows quote={quote} />
        {/* The note explains the spec's rule; rates the owner changed speak for themselves. */}
        {(!quote || quote.fee === totals.deliveryFee) && (
          <p className="cart-summary__note" data-testid="cart-delivery-note">
            {deliveryNote(district, totals.itemCount, totals.deliveryFee, t)}
          </p>
        )}
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{f.price(total)}</dd>
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
