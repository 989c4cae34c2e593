import {
  cartDistrictChosen,
  selectCartDistrict,
  selectCartTotals,
  useAppDispatch,
  useAppSelector,
  useAuth,
} from '@shop/api-client';
import {
  FREE_DELIVERY_MIN_ITEMS,
  formatTaka,
  INSIDE_DHAKA_DISTRICT,
  OUTSIDE_DHAKA_DELIVERY_FEE,
} from '@shop/rules';
import { Link } from '@shop/router';
import { DistrictSelect } from '../../../components/district-select';
import { LazyCheckoutForm } from './lazy-checkout-form';

/** Why delivery costs what it costs, in the customer's words. */
export function deliveryNote(
  district: string | null,
  itemCount: number,
  fee: number | null,
): string {
  if (!district || fee === null) return 'Choose your district to see the delivery fee.';
  if (fee > 0) {
    return `Delivery outside Dhaka costs ${formatTaka(OUTSIDE_DHAKA_DELIVERY_FEE)}. Order ${FREE_DELIVERY_MIN_ITEMS} or more products and it is free.`;
  }
  if (itemCount >= FREE_DELIVERY_MIN_ITEMS && district !== INSIDE_DHAKA_DISTRICT) {
    return `Free delivery: you are ordering ${itemCount} products.`;
  }
  return 'Free delivery inside Dhaka.';
}

/** Subtotal, district, delivery fee (the rule from @shop/rules) and total. */
export function CartSummary() {
  const dispatch = useAppDispatch();
  const district = useAppSelector(selectCartDistrict);
  const totals = useAppSelector(selectCartTotals);
  const { status } = useAuth();

  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>
            Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="cart-subtotal">{formatTaka(totals.subtotal)}</dd>
        </div>
      </dl>
      <DistrictSelect value={district} onChange={(name) => dispatch(cartDistrictChosen(name))} />
      <dl className="cart-summary__rows">
        <div>
          <dt>Delivery fee</dt>
          <dd data-testid="cart-delivery-fee">
            {totals.deliveryFee === null
              ? '—'
              : totals.deliveryFee === 0
                ? 'Free'
                : formatTaka(totals.deliveryFee)}
          </dd>
        </div>
        <p className="cart-summary__note" data-testid="cart-delivery-note">
          {deliveryNote(district, totals.itemCount, totals.deliveryFee)}
        </p>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatTaka(totals.total)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">
        Pay cash on delivery or by card. Delivery within 72 hours, nationwide.
      </p>
      <div className="cart-summary__checkout" data-testid="checkout-slot">
        {status === 'anonymous' && (
          <Link
            to="/signup"
            state={{ from: '/cart' }}
            className="btn btn--primary btn--block btn--large"
          >
            Buy Now
          </Link>
        )}
        {status === 'authenticated' && <LazyCheckoutForm />}
      </div>
    </aside>
  );
}
