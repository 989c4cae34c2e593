/**
 * The shapes the API answers with, named as the shop specification names them (§3, §7).
 * Ids travel as 24-character hex strings.
 */

/** A product ("part") as listed in the shop. `price` is the unit price in whole taka. */
export interface Part {
  _id: string;
  name: string;
  img: string;
  price: number;
  quantity: number;
  description: string;
  /**
   * Beyond the spec, only for a product sold in several variants: how many are on sale. `price` is
   * then the lowest of theirs and `quantity` their sum; a list offers to choose one, not to add.
   */
  variantCount?: number;
}

/** A product on sale as the sitemap lists it (`GET /api/part/sitemap`): its id and last change. */
export interface PartSitemapEntry {
  _id: string;
  /** ISO 8601 date-time of the product's last change. */
  updatedAt: string;
}

/** A featured part on the home page carries the struck-through list price as well. */
export interface FeaturedPart extends Omit<Part, 'quantity'> {
  listPrice: number;
}

/** POST answers of the spec: `insertedId` means success. */
export interface InsertedAnswer {
  insertedId: string;
}

export interface Booking {
  _id: string;
  partsId: string;
  partsName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  img: string;
  /** Unit price times quantity, in taka. */
  price: number;
  quantity: number;
  paid: boolean;
  transactionId?: string;
}

export interface Review {
  _id: string;
  name: string;
  /** Rating 0 to 5 (the spec spells it "retting"). */
  retting: number;
  review: string;
  img: string;
  /** The product reviewed, when the review was written from an order (beyond the spec). */
  partId?: string;
  /** True when the reviewer has a delivered order of `partId` (shown as a badge on /reviews). */
  verifiedPurchase?: boolean;
}

/** The stars a review may give (`retting`, spec §3: 0 to 5), as the keys of a rating's distribution. */
export type RatingStar = '0' | '1' | '2' | '3' | '4' | '5';

/** A product's rating from its visible reviews (`GET /api/product/:partId/reviews`). */
export interface ProductRating {
  /** The mean `retting`, rounded to one decimal; 0 when there are no reviews. */
  average: number;
  count: number;
  /** How many reviews gave each number of stars (every key present, 0 when none). */
  distribution: Record<RatingStar, number>;
}

/** One review of a product, as its page shows it (newest first). */
export interface ProductReview extends Omit<Review, 'partId' | 'verifiedPurchase'> {
  verifiedPurchase: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /api/product/:partId/reviews?page=&limit=`: the rating and one page of the reviews. */
export interface ProductReviewPage {
  summary: ProductRating;
  items: ProductReview[];
  total: number;
  page: number;
  limit: number;
}

/** A Contact Us message as the visitor sends it (`POST /api/contact`). */
export interface NewContactMessage {
  email: string;
  subject: string;
  message: string;
}

/** A stored Contact Us message, as the admin reads it (`GET /api/contact`). */
export interface ContactMessage extends NewContactMessage {
  _id: string;
  /** ISO 8601 time it was received. */
  createdAt: string;
  /** Marked as handled by an admin (the inbox shows unhandled ones as new). */
  handled: boolean;
  /** ISO 8601 time it was marked handled (absent while new). */
  handledAt?: string;
}

export type UserRole = 'customer' | 'admin';

export interface User {
  _id: string;
  name: string;
  email: string;
  role: UserRole;
}

export interface HealthAnswer {
  status: 'ok' | 'error';
  info?: Record<string, { status: string }>;
  error?: Record<string, { status: string; message?: string }>;
}
