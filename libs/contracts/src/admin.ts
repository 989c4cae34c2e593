/**
 * The admin remote's API: product writes, the sales summary of the dashboard and the
 * Contact Us inbox. Amounts are whole taka.
 */
import type { ContactMessage, Part, Review } from './entities';
import type { VisibleOrderStatus } from './orders';
import type { Bilingual } from './product-details';

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

/**
 * A best seller of the last 30 days (cancelled orders excluded): one variant, so the owner sees
 * which colour or size sells, not only which product.
 */
export interface TopProduct {
  partId: string;
  sku: string;
  /** The product's name as the latest order recorded it. */
  name: string;
  /** The variant's options in both languages; absent for a product sold in one variant. */
  variantName?: Bilingual;
  img: string;
  units: number;
  revenue: number;
}

/**
 * `GET /api/admin/low-stock`: one row per variant, so several rows may share `_id` (the
 * product's); `price` and `quantity` are the variant's, `name` the product's.
 */
export interface LowStockPart extends Part {
  sku: string;
  /** The variant's options in both languages; absent for a product sold in one variant. */
  variantName?: Bilingual;
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
  /** Variants (not archived) with at most LOW_STOCK_THRESHOLD units left, lowest first. */
  lowStock: LowStockPart[];
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

/* ---------------------------------------------------------------------------------------------- *
 * Review moderation: admins hide, show again or delete a review, always with a reason;
 * hidden and deleted reviews never reach `/reviews`. A customer deletes their own review.
 * ---------------------------------------------------------------------------------------------- */

/** A review's state as the admin sees it. Deleted reviews are gone (the audit log keeps a copy). */
export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/** `GET /api/admin/reviews?visibility=visible|hidden|all&page=&limit=`: one row. */
export interface AdminReview {
  _id: string;
  /** The reviewer's name as written on the review. */
  name: string;
  /** The reviewer's account (absent for reviews of removed accounts). */
  userId?: string;
  retting: number;
  review: string;
  img: string;
  partId?: string;
  /** The reviewed product's name, when `partId` names one. */
  partName?: string;
  verifiedPurchase?: boolean;
  visibility: ReviewVisibility;
  /** ISO 8601. */
  createdAt: string;
  /** Set while hidden: why, when and by whom. */
  moderation?: { reason: string; at: string; byUserId: string; byName: string };
}

export interface AdminReviewPage {
  items: AdminReview[];
  total: number;
  page: number;
  limit: number;
}

/** `PATCH /api/admin/reviews/:id` — hide or show again; the reason is required (3–300 characters). */
export interface ReviewModeration {
  visibility: ReviewVisibility;
  reason: string;
}

/** `DELETE /api/admin/reviews/:id` body — the reason is required (3–300 characters). */
export interface ReviewDeletion {
  reason: string;
}

/**
 * `GET /api/review/mine`: one of the caller's own reviews, newest first, hidden ones included.
 * `moderation` is set while the shop hides it: why and when (not who).
 */
export interface OwnReview extends Omit<Review, 'verifiedPurchase'> {
  /** The reviewed product's name, when `partId` names one that still exists. */
  partName?: string;
  visibility: ReviewVisibility;
  /** ISO 8601. */
  createdAt: string;
  moderation?: { reason: string; at: string };
}

/** Moderation reasons: at least / at most this many characters. */
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 300;

/* ---------------------------------------------------------------------------------------------- *
 * The audit log: every admin action, append-only, with who, when, and before/after.
 * ---------------------------------------------------------------------------------------------- */

/** What was done. Stable identifiers: the Activity page translates them. */
export const AUDIT_ACTIONS = [
  'product.created',
  'product.updated',
  'product.archived',
  'product.deleted',
  'order.status-changed',
  'order.cash-collected',
  'order.refunded',
  'order.return-updated',
  /** Send money + TrxID: the admin found the money ('Verified') or did not ('Not received'). */
  'order.wallet-verified',
  'order.wallet-not-received',
  /** A parcel booked with a courier (Steadfast, Pathao, RedX) for the order, or cancelled there. */
  'order.shipment-booked',
  'order.shipment-cancelled',
  /**
   * Written by the shop itself (the courier's name as actor): a courier said something a person
   * must act on (an undocumented status, a lost or returned parcel, cash that does not add up).
   */
  'order.shipment-needs-attention',
  /** The customer was asked to pay the delivery charge in advance (risk check by phone). */
  'order.advance-requested',
  'order.advance-withdrawn',
  'user.role-changed',
  'user.removed',
  'review.hidden',
  'review.shown',
  'review.deleted',
  'message.handled',
  'message.reopened',
  /** A category's spec template saved (its groups and fields). */
  'spec-template.updated',
  /** The delivery rate table saved (zones' slabs, the cash-on-delivery fee, the promotion). */
  'shipping.rates-updated',
  /** The owner's risk rule saved (minimum parcels, minimum success ratio, what it does). */
  'risk.rule-updated',
  /** A remote's release: stored, made live, rolled back, tried on some visitors, tried no more. */
  'release.published',
  'release.promoted',
  'release.rolled-back',
  'release.canary-started',
  'release.canary-aborted',
  /** A courier's cash-on-delivery payout recorded by hand, or the payouts of an imported statement. */
  'cod.payout-recorded',
  'cod.statement-imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What kind of thing an action was done to (the Activity page's "what" filter). */
export const AUDIT_TARGET_TYPES = [
  'product',
  'order',
  'user',
  'review',
  'message',
  'spec-template',
  'release',
  'shipping-rates',
  'cod-payout',
  'risk-rule',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One field's value before and after (absent side: the field did not exist / was removed). */
export interface AuditChange {
  field: string;
  before?: string | number | boolean | null;
  after?: string | number | boolean | null;
}

/** `GET /api/admin/activity`: one entry, newest first. */
export interface AuditEntry {
  _id: string;
  /** ISO 8601. */
  at: string;
  action: AuditAction;
  actor: { userId: string; name: string; email: string };
  target: {
    type: AuditTargetType;
    id: string;
    /** What a person reads: a product's name, an order's number and customer, a user's name. */
    label: string;
  };
  /** The fields that changed, with their values before and after. */
  changes: AuditChange[];
  /** The reason or note the admin gave (moderation reason, refund reason, order note). */
  note?: string;
}

/**
 * `GET /api/admin/activity?actor=<userId>&action=<AuditAction>&targetType=<AuditTargetType>
 * &targetId=&from=<ISO date>&to=<ISO date>&page=&limit=` — every filter optional, newest first.
 */
export interface AuditEntryPage {
  items: AuditEntry[];
  total: number;
  page: number;
  limit: number;
  /** Admins (current and former) who appear in the log, for the "who" filter. */
  actors: { userId: string; name: string }[];
}
