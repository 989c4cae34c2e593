import type { VisibleOrderStatus } from '@shop/contracts';
import { Tag } from 'antd';
import { useAdminT } from '../../../lib/i18n';

const COLORS: Record<VisibleOrderStatus, string> = {
  placed: 'blue',
  confirmed: 'cyan',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'default',
};

/** An order's status as a coloured tag, in the shop's words (in the active language). */
export function OrderStatusTag({ status }: { status: VisibleOrderStatus }) {
  const { t } = useAdminT();
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
