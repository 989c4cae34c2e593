import type { VisibleOrderStatus } from '@shop/contracts';
import { Tag } from 'antd';

const COLORS: Record<VisibleOrderStatus, string> = {
  placed: 'blue',
  confirmed: 'cyan',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'default',
};

/** An order's status as a coloured tag, in the shop's words. */
export function OrderStatusTag({ status }: { status: VisibleOrderStatus }) {
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {status}
    </Tag>
  );
}
