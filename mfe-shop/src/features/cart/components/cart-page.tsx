import {
  type CartLine,
  cartItemRemoved,
  cartProductsRefreshed,
  cartQuantityChanged,
  selectCartLines,
  skipToken,
  useAppDispatch,
  useAppSelector,
} from '@shop/api-client';
import { formatTaka, TRUNCATE_AT, truncate } from '@shop/rules';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '@shop/router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useGetPartsByIdsQuery } from '../../../lib/parts-by-ids-api';
import { CartSummary } from './cart-summary';
import './cart.css';
import { ProductImageLink } from '../../../components/product-image-link';

function CartLineRow({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const href = `/product/${line.partId}`;
  const setQuantity = (quantity: number) =>
    dispatch(cartQuantityChanged({ partId: line.partId, quantity }));
  const inputId = `qty-${line.partId}`;
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
        <Link to={href} className="cart-line__name" title={line.name}>
          {truncate(line.name, TRUNCATE_AT.cardName)}
        </Link>
        <span className="cart-line__unit">{formatTaka(line.price)} each</span>
        <span className="cart-line__stock">{line.stock} in stock</span>
      </div>
      <div className="quantity">
        <button
          type="button"
          className="btn btn--small"
          aria-label={`One less ${line.name}`}
          disabled={line.quantity <= 1}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          −
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          Quantity of {line.name}
        </label>
        <input
          id={inputId}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={line.stock}
          value={line.quantity}
          onChange={(event) => setQuantity(Number(event.target.value) || 1)}
        />
        <button
          type="button"
          className="btn btn--small"
          aria-label={`One more ${line.name}`}
          disabled={line.quantity >= line.stock}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          +
        </button>
      </div>
      <span className="cart-line__total" data-testid="cart-line-total">
        {formatTaka(line.price * line.quantity)}
      </span>
      <button
        type="button"
        className="btn btn--small cart-line__remove"
        onClick={() => dispatch(cartItemRemoved(line.partId))}
        aria-label={`Remove ${line.name}`}
      >
        Remove
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
  const ids = useMemo(() => lines.map((l) => l.partId).sort(), [lines]);
  const key = ids.join(',');
  const stableIds = useMemo(() => (key ? key.split(',') : []), [key]);
  const { data } = useGetPartsByIdsQuery(stableIds.length ? stableIds : skipToken);
  const [dropped, setDropped] = useState<string[]>([]);
  useEffect(() => {
    if (!data) return;
    const available = new Set(data.filter((p) => p.quantity > 0).map((p) => p._id));
    const gone = lines.filter((l) => !available.has(l.partId)).map((l) => l.name);
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

  return (
    <div className="cart-page">
      <PageHeader title="Your cart" />
      {dropped.length > 0 && (
        <div className="cart-page__notice" role="status">
          No longer available, removed from your cart: {dropped.join(', ')}.
        </div>
      )}
      {lines.length === 0 ? (
        <EmptyState title="Your cart is empty.">
          <p className="status-block__text">
            Add smart watches, earbuds, routers and more from the shop.
          </p>
          <Link to="/shops" className="btn btn--primary">
            Browse the shop
          </Link>
        </EmptyState>
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-page__lines" aria-label="Products in your cart">
            {lines.map((line) => (
              <CartLineRow key={line.partId} line={line} />
            ))}
          </ul>
          <CartSummary />
        </div>
      )}
    </div>
  );
}
