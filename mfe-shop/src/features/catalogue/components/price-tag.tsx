import { useFormat, useT } from '@shop/i18n';
import { listPrice } from '@shop/rules';

/** Price in taka (৳) with the struck-through list price of spec §9 beside it. */
export function PriceTag({
  price,
  size = 'default',
}: {
  price: number;
  size?: 'default' | 'large';
}) {
  const { t } = useT('shop');
  const f = useFormat();
  const list = listPrice(price);
  return (
    <p className={`price-tag price-tag--${size}`}>
      <span className="price-tag__price">{f.price(price)}</span>{' '}
      <del className="price-tag__list" aria-label={t('product.listPrice', { price: list })}>
        {f.price(list)}
      </del>
    </p>
  );
}
