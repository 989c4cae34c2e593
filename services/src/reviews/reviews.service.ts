import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode, type OwnReview, type ProductReviewPage } from '@shop/contracts';
import { REVIEW_MESSAGES } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { CatalogueService } from '../catalogue';
import { AppError } from '../common';
import { ImagesService } from '../images';
import { OrdersService } from '../orders';
import { type CreateReviewDto, REVIEW_IMAGE_NOT_OWN, REVIEW_IMAGE_NOT_STORED } from './dto/create-review.dto';
import type { ReviewDto } from './dto/list-reviews.dto';
import { productRating, type RatingCount } from './product-rating';
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

const LIST_FIELDS = { name: 1, img: 1, retting: 1, review: 1, userId: 1, partId: 1 } as const;

/** Most of a customer's own reviews `GET /api/review/mine` answers (newest first). */
export const MAX_OWN_REVIEWS = 200;

/** A review to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedReview = Omit<Review, 'visibility' | 'moderation' | 'createdAt' | 'partId'> & {
  _id: string;
  /** The reviewed product's hex id (a seeded one). */
  partId?: string;
};

/** Customer reviews. The only code that touches the Review model. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly images: ImagesService,
    private readonly orders: OrdersService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Inserts the reviews whose ids are missing, leaving existing ones untouched; returns how many. */
  async ensureReviews(seed: readonly SeedReview[]): Promise<number> {
    if (seed.length === 0) return 0;
    const result = await this.reviews.bulkWrite(
      seed.map(({ _id, partId, ...review }) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(_id) },
          update: {
            $setOnInsert: {
              ...review,
              ...(partId ? { partId: new Types.ObjectId(partId) } : {}),
              visibility: 'visible',
            },
          },
          upsert: true,
          timestamps: true,
        },
      })),
      { ordered: false },
    );
    return result.upsertedCount;
  }

  /**
   * A customer's new review; answers the spec's `{insertedId}`. Its photo must be an image of the
   * shop's own storage uploaded by this customer (POST /api/images), else 400 VALIDATION_FAILED.
   * A review that names a product is by someone who received it (a delivered order of it), else
   * 400 VALIDATION_FAILED: a product's rating is its buyers'. A review without one (the spec's
   * shop-wide review) needs no order.
   */
  async createReview(userId: string, review: CreateReviewDto): Promise<{ insertedId: string }> {
    if (review.partId && !(await this.hasReceived(userId, review.partId))) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, REVIEW_MESSAGES.productNotDelivered, HttpStatus.BAD_REQUEST);
    }
    if (!(await this.images.isStoredImage(review.img))) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, REVIEW_IMAGE_NOT_STORED, HttpStatus.BAD_REQUEST);
    }
    if (!(await this.images.isOwnImage(review.img, userId))) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, REVIEW_IMAGE_NOT_OWN, HttpStatus.BAD_REQUEST);
    }
    const created = await this.reviews.create({
      name: review.name,
      retting: review.retting,
      review: review.review,
      img: review.img,
      userId: new Types.ObjectId(userId),
      ...(review.partId ? { partId: new Types.ObjectId(review.partId) } : {}),
    });
    // The home page, /reviews and the product's page show reviews: their server-rendered pages
    // are keyed by this.
    await this.catalogue.storefrontChanged();
    return { insertedId: String(created._id) };
  }

  /**
   * The newest `limit` reviews, newest first (ties: the later id first). The spec's client reversed
   * an oldest-first list; this API answers newest first and the Reviews page shows them as given.
   * `verifiedPurchase` is true when the author has a delivered order containing the reviewed part.
   * Only visible reviews: one an admin hid or deleted is left out of the very next read (nothing
   * caches this answer: not the API, not the server renderer).
   */
  async listReviews(limit: number): Promise<ReviewDto[]> {
    const rows = await this.reviews
      .find({ visibility: 'visible' }, LIST_FIELDS)
      .sort(NEWEST_FIRST)
      .limit(limit)
      .lean<ReviewRow[]>()
      .exec();
    const delivered = await deliveredPartsOfAuthors(this.orders, rows);
    return rows.map((row) => {
      const partId = row.partId?.toHexString();
      return {
        _id: row._id.toHexString(),
        name: row.name,
        img: row.img,
        retting: row.retting,
        review: row.review,
        ...(partId ? { partId } : {}),
        verifiedPurchase: isVerifiedPurchase(row, delivered),
      };
    });
  }

  /** Whether the user has a delivered order of the part (hex ids, any case). */
  private async hasReceived(userId: string, partId: string): Promise<boolean> {
    const delivered = await this.orders.deliveredPartIdsByUser([userId]);
    return delivered.get(userId.toLowerCase())?.has(partId.toLowerCase()) ?? false;
  }

  /**
   * A product's rating and one page of its visible reviews, newest first. A product that is not on
   * sale (archived, never was) is 404 PRODUCT_NOT_FOUND, as its `GET /api/product/:id`. Two reads
   * on the `{partId, visibility, createdAt, _id}` index: the counts per rating (`$group`, for the
   * summary and the total) and the page; neither looks at other products' reviews.
   */
  async productReviews(partId: string, page: number, limit: number): Promise<ProductReviewPage> {
    await this.catalogue.getPart(partId);
    const filter = { partId: new Types.ObjectId(partId), visibility: 'visible' as const };
    const [counts, rows] = await Promise.all([
      this.reviews
        .aggregate<RatingCount>([{ $match: filter }, { $group: { _id: '$retting', count: { $sum: 1 } } }])
        .exec(),
      this.reviews
        .find(filter, ROW_FIELDS)
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<ReviewRow[]>()
        .exec(),
    ]);
    const summary = productRating(counts);
    const delivered = await deliveredPartsOfAuthors(this.orders, rows);
    return {
      summary,
      items: rows.map((row) => ({
        _id: row._id.toHexString(),
        name: row.name,
        retting: row.retting,
        review: row.review,
        img: row.img,
        verifiedPurchase: isVerifiedPurchase(row, delivered),
        createdAt: writtenAt(row),
      })),
      total: summary.count,
      page,
      limit,
    };
  }

  /** The caller's own reviews, newest first, hidden ones too (with the shop's reason, not who). */
  async listOwn(userId: string): Promise<OwnReview[]> {
    const rows = await this.reviews
      .find({ userId: new Types.ObjectId(userId) }, ROW_FIELDS)
      .sort(NEWEST_FIRST)
      .limit(MAX_OWN_REVIEWS)
      .lean<ReviewRow[]>()
      .exec();
    const names = await partNamesOf(this.catalogue, rows);
    return rows.map((row) => {
      const partId = row.partId?.toHexString();
      const partName = partId ? names.get(partId) : undefined;
      return {
        _id: row._id.toHexString(),
        name: row.name,
        retting: row.retting,
        review: row.review,
        img: row.img,
        ...(partId ? { partId } : {}),
        ...(partName ? { partName } : {}),
        visibility: row.visibility ?? 'visible',
        createdAt: writtenAt(row),
        ...(row.moderation && row.visibility === 'hidden'
          ? { moderation: { reason: row.moderation.reason, at: row.moderation.at.toISOString() } }
          : {}),
      };
    });
  }

  /** Deletes one of the caller's own reviews; another's (or none) → 404 REVIEW_NOT_FOUND. */
  async deleteOwn(userId: string, reviewId: string): Promise<void> {
    const deleted = await this.reviews
      .findOneAndDelete({ _id: new Types.ObjectId(reviewId), userId: new Types.ObjectId(userId) }, { projection: { _id: 1 } })
      .lean()
      .exec();
    if (!deleted) throw new ReviewNotFoundError();
    await this.catalogue.storefrontChanged();
  }

  async countReviews(): Promise<number> {
    return this.reviews.countDocuments().exec();
  }
}
