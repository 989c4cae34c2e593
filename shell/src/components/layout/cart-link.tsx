import { selectCartTotals, useAppSelector } from '@shop/api-client';
import { NavLink } from '@shop/router';

export const cartLinkName = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The cart in the navbar: 'Cart' and, when it holds something, a badge with the number of units. */
export function CartLink() {
  const { itemCount } = useAppSelector(selectCartTotals);
  return (
    <NavLink
      to="/cart"
      aria-label={cartLinkName(itemCount)}
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
      <span className="cart-link__label">Cart</span>
      {itemCount > 0 && (
        <span className="cart-link__badge" data-testid="cart-count">
          {itemCount}
        </span>
      )}
    </NavLink>
  );
}
