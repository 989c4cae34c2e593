import { selectCartTotals, useAppSelector } from '@shop/api-client';
import { useFormat, useT } from '@shop/i18n';
import { NavLink } from '@shop/router';
import { NAMESPACE } from '../../app/i18n';

/**
 * The cart in the navbar: 'Cart' and, when it holds something, a badge with the number of units.
 * The badge's room is there either way (up to two digits), so nothing in the row moves.
 */
export function CartLink() {
  const { itemCount } = useAppSelector(selectCartTotals);
  const { t } = useT(NAMESPACE);
  const f = useFormat();
  return (
    <NavLink
      to="/cart"
      aria-label={t('cart.name', { count: itemCount })}
      className={({ isActive }) => `cart-link${isActive ? ' cart-link--active' : ''}`}
    >
      <svg className="cart-link__icon" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path
          d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17.5" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className="cart-link__label">{t('cart.label')}</span>
      {itemCount > 0 ? (
        <span className="cart-link__badge" data-testid="cart-count">
          {f.number(itemCount)}
        </span>
      ) : (
        // The badge's room, kept while the cart is empty: the first unit added does not take it
        // from the search field beside.
        <span className="cart-link__badge cart-link__badge--empty" aria-hidden />
      )}
    </NavLink>
  );
}
