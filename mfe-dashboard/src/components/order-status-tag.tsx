import type { VisibleOrderStatus } from '@shop/contracts';
import { Tag } from 'antd';
import { useDashboardT } from '../lib/i18n';

const COLORS: Record<VisibleOrderStatus, string> = {
  placed: 'blue',
  confirmed: 'cyan',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'default',
};

/** An order's status as a coloured tag, in the shop's words (placed, confirmed, shipped …). */
export function OrderStatusTag({ status }: { status: VisibleOrderStatus }) {
  const { t } = useDashboardT();
  return (
    <Tag color={COLORS[status]} data-testid="order-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}
