import { formatTaka, listPrice } from '@shop/rules';

/** Price in Tk with the struck-through list price of spec §9 beside it. */
export function PriceTag({
  price,
  size = 'default',
}: {
  price: number;
  size?: 'default' | 'large';
}) {
  return (
    <p className={`price-tag price-tag--${size}`}>
      <span className="price-tag__price">{formatTaka(price)}</span>{' '}
      <del className="price-tag__list" aria-label={`List price ${formatTaka(listPrice(price))}`}>
        {formatTaka(listPrice(price))}
      </del>
    </p>
  );
}
