import { useFormat } from '@shop/i18n';
import { listPrice } from '@shop/rules';
import { ListPrice } from '../../../components/list-price';
import './price-tag.css';

/** Price in taka (৳) with the struck-through list price of spec §9 beside it. */
export function PriceTag({
  price,
  size = 'default',
}: {
  price: number;
  size?: 'default' | 'large';
}) {
  const f = useFormat();
  return (
    <p className={`price-tag price-tag--${size}`}>
      <span className="price-tag__price">{f.price(price)}</span>{' '}
      <ListPrice price={listPrice(price)} className="price-tag__list" />
    </p>
  );
}
