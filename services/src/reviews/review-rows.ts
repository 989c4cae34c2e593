import type { ReviewVisibility } from '@shop/contracts';
import type { Types } from 'mongoose';
import type { CatalogueService } from '../catalogue';
import type { OrdersService } from '../orders';
import type { Review, ReviewModerationInfo } from './schemas/review.schema';

/** A review as read with `.lean()` (every field the answers need). */
export type ReviewRow = Pick<Review, 'name' | 'img' | 'retting' | 'review' | 'userId' | 'partId'> & {
  _id: Types.ObjectId;
  /** Absent only before the 2026-12 migration ran. */
  visibility?: ReviewVisibility;
  moderation?: ReviewModerationInfo;
  createdAt?: Date;
};

/** The fields of ReviewRow, as a projection. */
export const ROW_FIELDS = {
  name: 1,
  img: 1,
  retting: 1,
  review: 1,
  userId: 1,
  partId: 1,
  visibility: 1,
  moderation: 1,
  createdAt: 1,
} as const;

/** Newest first; of reviews written together, the later id first. */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Delivered part ids of the authors of reviews that name a part (one query for the whole page). */
export async function deliveredPartsOfAuthors(
  orders: OrdersService,
  rows: readonly ReviewRow[],
): Promise<Map<string, Set<string>>> {
  const authors = new Set<string>();
  for (const row of rows) if (row.partId && row.userId) authors.add(row.userId.toHexString());
  if (authors.size === 0) return new Map();
  return orders.deliveredPartIdsByUser([...authors]);
}

/** Whether the row's author has a delivered order of the reviewed part. */
export function isVerifiedPurchase(row: ReviewRow, delivered: Map<string, Set<string>>): boolean {
  const partId = row.partId?.toHexString();
  const userId = row.userId?.toHexString();
  return partId !== undefined && userId !== undefined && (delivered.get(userId)?.has(partId) ?? false);
}

/** The names of the parts the rows review (one query for the whole page). */
export function partNamesOf(catalogue: CatalogueService, rows: readonly ReviewRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => (row.partId ? [row.partId.toHexString()] : []));
  return catalogue.partNames(ids);
}

/** When the review was written: its createdAt, else the time in its id. */
export function writtenAt(row: ReviewRow): string {
  return (row.createdAt ?? row._id.getTimestamp()).toISOString();
}
