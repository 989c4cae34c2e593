import type { VisibleOrderStatus } from '@shop/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const COLORS: Record<VisibleOrderStatus, string> = {
  placed: 'blue',
  confirmed: 'cyan',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'default',
};

/**
 * An order's status as a coloured tag, the same colour for a status in every list (the customer's
 * and the admin's). The words are the caller's: each remote names the statuses in its own texts.
 */
export function OrderStatusTag({
  status,
  children,
}: {
  status: VisibleOrderStatus;
  /** The status in the page's words. */
  children: ReactNode;
}) {
  return (
    <Tag color={COLORS[status]} data-testid="order-status" data-status={status}>
      {children}
    </Tag>
  );
}
