import { useFormat, useT } from '@shop/i18n';

/**
 * The struck-through list price of spec §9. A deletion cannot be named (ARIA gives `del` no name,
 * html-validate's aria-label-misuse): screen readers read its content, so the words "List price"
 * are in it, visible to them only.
 */
export function ListPrice({ price, className }: { price: number; className?: string }) {
  const { t } = useT('shop');
  const f = useFormat();
  return (
    <del className={className}>
      <span className="visually-hidden">{t('product.listPrice')} </span>
      {f.price(price)}
    </del>
  );
}
