import type { Order } from '@shop/contracts';
import { truncate } from '@shop/rules';
import { CutName } from '@shop/ui';
import { useDashboardT } from '../lib/i18n';
import { orderNameParts } from '../lib/order-name';

/**
 * An order's name: its first product's name as entered (cut to `max` characters plus '..') and,
 * for several products, "+N more" in the active language.
 */
export function OrderName({
  order,
  max,
  title,
  reveal = false,
}: {
  order: Pick<Order, 'lines' | 'partsName'>;
  max?: number;
  /** A tooltip over the product name (e.g. every product's full name). */
  title?: string;
  /**
   * The cut name is whole on hover and keyboard focus and for screen readers (CutName): two
   * products that start alike ("Samsung Ga..") stay apart.
   */
  reveal?: boolean;
}) {
  const { t } = useDashboardT();
  const { first, more } = orderNameParts(order, max);
  const whole = orderNameParts(order).first;
  return (
    <>
      {reveal && max !== undefined ? (
        <CutName name={whole} max={max} focusable />
      ) : (
        <span translate="no" title={title}>
          {first}
        </span>
      )}
      {more > 0 && ` ${t('orderName.more', { count: more })}`}
    </>
  );
}

/**
 * The first product's whole name, shown beside its picture where the spec cuts it in the list
 * ("Haylou Sol.."): a customer reads which product it is without hovering. Nothing when the name is
 * not cut. Hidden from screen readers, who already read the whole name in the cut one (CutName).
 */
export function WholeName({
  order,
  max,
  className,
}: {
  order: Pick<Order, 'lines' | 'partsName'>;
  max: number;
  className?: string;
}) {
  const whole = orderNameParts(order).first;
  if (truncate(whole, max) === whole) return null;
  return (
    <span className={className} aria-hidden="true" translate="no" data-testid="order-whole-name">
      {whole}
    </span>
  );
}
