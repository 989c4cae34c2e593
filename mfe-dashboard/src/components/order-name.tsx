import type { Order } from '@shop/contracts';
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
}: {
  order: Pick<Order, 'lines' | 'partsName'>;
  max?: number;
  /** A tooltip over the product name (e.g. every product's full name). */
  title?: string;
}) {
  const { t } = useDashboardT();
  const { first, more } = orderNameParts(order, max);
  return (
    <>
      <span translate="no" title={title}>
        {first}
      </span>
      {more > 0 && ` ${t('orderName.more', { count: more })}`}
    </>
  );
}
