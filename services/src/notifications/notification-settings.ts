import type { NotificationLanguage } from './order-events';

/** How the relay and the sender behave; NOTIFICATION_SETTINGS in the module. */
export interface NotificationSettings {
  /**
   * My Booking Products in each language: `${SHOP_URL}/dashboard/myOrders`, and under `/bn` for
   * Bengali, so a Bengali mail opens the Bengali page.
   */
  ordersUrl: Record<NotificationLanguage, string>;
  /** How long a claim lasts before another process may take the work over. */
  leaseMs: number;
  maxAttempts: number;
  /** First retry after this long, doubling each time up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Messages one phone number (SMS) / one email address (mail) may get per hour; more are skipped. */
  messagesPerPhonePerHour: number;
  messagesPerEmailPerHour: number;
}

export const NOTIFICATION_SETTINGS = Symbol('NOTIFICATION_SETTINGS');

/** Exponential backoff: the wait after the `attempt`-th failed attempt (1-based). */
export function backoffDelay(attempt: number, settings: Pick<NotificationSettings, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(settings.backoffMs * 2 ** Math.max(0, attempt - 1), settings.maxBackoffMs);
}
