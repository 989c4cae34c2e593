import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AdminReview, AdminReviewPage, ReviewVisibility } from '@shop/contracts';
import mongoose, { type FilterQuery, type Model, Types } from 'mongoose';
import { AuditService } from '../audit';
import { CatalogueService } from '../catalogue';
import type { AuthenticatedUser } from '../common';
import { OrdersService } from '../orders';
import {
  DEFAULT_ADMIN_REVIEW_PAGE_LIMIT,
  type ReviewVisibilityFilter,
} from './dto/moderate-review.dto';
import { ReviewNotFoundError } from './review-errors';
import {
  deliveredPartsOfAuthors,
  isVerifiedPurchase,
  NEWEST_FIRST,
  partNamesOf,
  ROW_FIELDS,
  type ReviewRow,
  writtenAt,
} from './review-rows';
import { Review } from './schemas/review.schema';

type Admin = Pick<AuthenticatedUser, 'id' | 'name' | 'email'>;

const FILTERS: Record<ReviewVisibilityFilter, () => FilterQuery<Review>> = {
  visible: () => ({ visibility: 'visible' }),
  hidden: () => ({ visibility: 'hidden' }),
  all: () => ({}),
};

/**
 * Review moderation: admins list every review, hide one, show it again or delete it,
 * always with a reason, and each of those is written to the audit log. `GET /api/review` reads only
 * visible reviews straight from the database, so a change here is left out of the very next read.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly orders: OrdersService,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
  ) {}

  /** One page of reviews, newest first: visible, hidden or all. */
  async list(query: {
    visibility?: ReviewVisibilityFilter;
    page?: number;
    limit?: number;
  }): Promise<AdminReviewPage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_ADMIN_REVIEW_PAGE_LIMIT;
    const filter = FILTERS[query.visibility ?? 'all']();
    const [rows, total] = await Promise.all([
      this.reviews
        .find(filter, ROW_FIELDS)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<ReviewRow[]>()
        .exec(),
      this.reviews.countDocuments(filter).exec(),
    ]);
    return { items: await this.toAnswers(rows), total, page, limit };
  }

  /**
   * Hides a review or shows it again: one conditional update (`visibility` not already the one
   * asked). Asking for the state it is in changes nothing and records nothing (a double click).
   */
  async setVisibility(
    admin: Admin,
    reviewId: string,
    visibility: ReviewVisibility,
    sentReason: string,
  ): Promise<AdminReview> {
    const reason = sentReason.trim();
    const _id = new Types.ObjectId(reviewId);
    const update =
      visibility === 'hidden'
        ? {
            $set: {
              visibility,
              moderation: {
                reason,
                at: new Date(),
                byUserId: new Types.ObjectId(admin.id),
                byName: admin.name,
              },
            },
          }
        : { $set: { visibility }, $unset: { moderation: 1 } };
    const before = await this.reviews
      .findOneAndUpdate({ _id, visibility: mongoose.trusted({ $ne: visibility }) }, update, {
        projection: ROW_FIELDS,
      })
      .lean<ReviewRow>()
      .exec();
    const after = await this.reviews.findById(_id, ROW_FIELDS).lean<ReviewRow>().exec();
    if (!after) throw new ReviewNotFoundError();
    if (before) {
      await this.catalogue.storefrontChanged();
      await this.audit.record({
        action: visibility === 'hidden' ? 'review.hidden' : 'review.shown',
        actor: admin,
        target: { type: 'review', id: reviewId, label: before.name },
        changes: [
          { field: 'visibility', before: before.visibility ?? 'visible', after: visibility },
        ],
        note: reason,
      });
    }
    const [answer] = await this.toAnswers([after]);
    return answer;
  }

  /** Deletes a review for good; the audit entry keeps its text, rating, photo and author. */
  async remove(admin: Admin, reviewId: string, sentReason: string): Promise<void> {
    const reason = sentReason.trim();
    const deleted = await this.reviews
      .findOneAndDelete({ _id: new Types.ObjectId(reviewId) }, { projection: ROW_FIELDS })
      .lean<ReviewRow>()
      .exec();
    if (!deleted) throw new ReviewNotFoundError();
    await this.catalogue.storefrontChanged();
    const names = await partNamesOf(this.catalogue, [deleted]);
    const partId = deleted.partId?.toHexString();
    const kept: [string, string | number | undefined][] = [
      ['name', deleted.name],
      ['retting', deleted.retting],
      ['review', deleted.review],
      ['img', deleted.img],
      ['visibility', deleted.visibility ?? 'visible'],
      ['product', partId ? (names.get(partId) ?? partId) : undefined],
      ['createdAt', writtenAt(deleted)],
    ];
    await this.audit.record({
      action: 'review.deleted',
      actor: admin,
      target: { type: 'review', id: reviewId, label: deleted.name },
      changes: kept.flatMap(([field, before]) => (before === undefined ? [] : [{ field, before }])),
      note: reason,
    });
  }

  private async toAnswers(rows: readonly ReviewRow[]): Promise<AdminReview[]> {
    const [delivered, names] = await Promise.all([
      deliveredPartsOfAuthors(this.orders, rows),
      partNamesOf(this.catalogue, rows),
    ]);
    return rows.map((row) => {
      const partId = row.partId?.toHexString();
      const partName = partId ? names.get(partId) : undefined;
      const moderation = row.visibility === 'hidden' ? row.moderation : undefined;
      return {
        _id: row._id.toHexString(),
        name: row.name,
        ...(row.userId ? { userId: row.userId.toHexString() } : {}),
        retting: row.retting,
        review: row.review,
        img: row.img,
        ...(partId ? { partId } : {}),
        ...(partName ? { partName } : {}),
        verifiedPurchase: isVerifiedPurchase(row, delivered),
        visibility: row.visibility ?? 'visible',
        createdAt: writtenAt(row),
        ...(moderation
          ? {
              moderation: {
                reason: moderation.reason,
                at: moderation.at.toISOString(),
                byUserId: moderation.byUserId.toHexString(),
                byName: moderation.byName,
              },
            }
          : {}),
      };
    });
  }
}
