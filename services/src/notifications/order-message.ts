import type { NotificationLanguage, OrderNotificationEvent } from './order-events';

/**
 * Everything a message about one order event says, copied from the order when the relay moves the
 * entry into the outbox (so a later change of the order does not change a message already due).
 */
export interface OrderMessage {
  orderId: string;
  event: OrderNotificationEvent;
  language: NotificationLanguage;
  name: string;
  email: string;
  phone?: string;
  lines: Array<{ name: string; quantity: number; lineTotal: number }>;
  subtotal: number;
  deliveryFee: number;
  total: number;
  reason?: string;
  amount?: number;
  /**
   * A refund's message: what this refund paid back (its lines, units × unit price; `fee` what it
   * gave back beyond them, the delivery fee), listed before the whole order.
   */
  refund?: {
    lines: Array<{ name: string; quantity: number; amount: number }>;
    fee?: number;
    amount: number;
  };
}
