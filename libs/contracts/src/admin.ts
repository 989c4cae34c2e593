/**
 * The admin remote's API (issue 11): product writes, the sales summary of the dashboard and the
 * Contact Us inbox. Amounts are whole taka.
 */
import type { ContactMessage, Part } from './entities';
import type { VisibleOrderStatus } from './orders';

/** `POST /api/part` (Add a New Product). Price and quantity may be text, as the form sends them. */
export interface NewPart {
  name: string;
  price: string | number;
  quantity: string | number;
  description: string;
  /** A photo of the shop's image storage: `/uploads/images/<id>-800.webp`. */
  img: string;
}

/** `DELETE /api/part/:id`: archived when the part appears in an order (kept for its history). */
export interface PartDeletedAnswer {
  deletedCount: 1;
  archived: boolean;
}

/** Orders and revenue (sum of totals, cancelled orders excluded) of a period. */
export interface SalesFigures {
  orders: number;
  revenue: number;
}

/** One day of the last 30 (Asia/Dhaka calendar day), for the dashboard's chart. */
export interface DailySales extends SalesFigures {
  /** `YYYY-MM-DD` in Asia/Dhaka. */
  date: string;
}

/** A best seller of the last 30 days (cancelled orders excluded). */
export interface TopProduct {
  partId: string;
  name: string;
  img: string;
  units: number;
  revenue: number;
}

/** `GET /api/sales/summary` (admins): the dashboard at a glance. */
export interface SalesSummary {
  /** Days start at Asia/Dhaka midnight; `last7Days` includes today. Cancelled orders excluded. */
  periods: { today: SalesFigures; last7Days: SalesFigures; last30Days: SalesFigures };
  /** Every visible order by its status (all time). */
  byStatus: Record<VisibleOrderStatus, number>;
  /** The last 30 days, oldest first, every day present (zeros included). */
  daily: DailySales[];
  /** Top 5 by units over the last 30 days. */
  topProducts: TopProduct[];
  /** Products (not archived) with at most LOW_STOCK_THRESHOLD units left, lowest first. */
  lowStock: Part[];
  /** Contact Us messages not yet handled. */
  newMessages: number;
}

/** "Low stock": this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;

/** `GET /api/contact?status=`: which messages. */
export const CONTACT_STATUS_FILTERS = ['new', 'handled', 'all'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

/** `GET /api/contact` with `page`, `limit` or `status`: one page, newest first. */
export interface ContactMessagePage {
  items: ContactMessage[];
  total: number;
  page: number;
  limit: number;
}

/** `PATCH /api/contact/:id`. */
export interface ContactMessageUpdate {
  handled: boolean;
}
