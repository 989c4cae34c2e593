import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ErrorCode } from '@shop/contracts';
import { type Model, Types } from 'mongoose';
import { AppError } from '../common';
import { ImagesService } from '../images/images.service';
import { OrdersService } from '../orders/orders.service';
import { type CreateReviewDto, REVIEW_IMAGE_NOT_STORED } from './dto/create-review.dto';
import type { ReviewDto } from './dto/list-reviews.dto';
import { Review } from './schemas/review.schema';

const LIST_FIELDS = { name: 1, img: 1, retting: 1, review: 1, userId: 1, partId: 1 } as const;

type ReviewRow = Pick<Review, keyof typeof LIST_FIELDS> & { _id: Types.ObjectId };

/** A review to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedReview = Review & { _id: string };

/** Customer reviews. The only code that touches the Review model. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectModel(Review.name) private readonly reviews: Model<Review>,
    private readonly images: ImagesService,
    private readonly orders: OrdersService,
  ) {}

  /** Inserts the reviews whose ids are missing, leaving existing ones untouched; returns how many. */
  async ensureReviews(seed: readonly SeedReview[]): Promise<number> {
    if (seed.length === 0) return 0;
    const result = await this.reviews.bulkWrite(
      seed.map(({ _id, ...review }) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(_id) },
          update: { $setOnInsert: review },
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
   * shop's own storage (uploaded first with POST /api/images), else 400 VALIDATION_FAILED.
   */
  async createReview(userId: string, review: CreateReviewDto): Promise<{ insertedId: string }> {
    if (!(await this.images.isStoredImage(review.img))) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, REVIEW_IMAGE_NOT_STORED, HttpStatus.BAD_REQUEST);
    }
    const created = await this.reviews.create({
      name: review.name,
      retting: review.retting,
      review: review.review,
      img: review.img,
      userId: new Types.ObjectId(userId),
      ...(review.partId ? { partId: new Types.ObjectId(review.partId) } : {}),
    });
    return { insertedId: String(created._id) };
  }

  /**
   * The newest `limit` reviews, newest first (ties: the later id first). The spec's client reversed
   * an oldest-first list; this API answers newest first and the Reviews page shows them as given.
   * `verifiedPurchase` is true when the author has a delivered order containing the reviewed part.
   */
  async listReviews(limit: number): Promise<ReviewDto[]> {
    const rows = await this.reviews
      .find({}, LIST_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<ReviewRow[]>()
      .exec();
    const delivered = await this.deliveredPartsOfAuthors(rows);
    return rows.map((row) => {
      const partId = row.partId?.toHexString();
      const userId = row.userId?.toHexString();
      return {
        _id: row._id.toHexString(),
        name: row.name,
        img: row.img,
        retting: row.retting,
        review: row.review,
        ...(partId ? { partId } : {}),
        verifiedPurchase: partId !== undefined && userId !== undefined && (delivered.get(userId)?.has(partId) ?? false),
      };
    });
  }

  async countReviews(): Promise<number> {
    return this.reviews.countDocuments().exec();
  }

  /** Delivered part ids of the authors of reviews that name a part (one query for the whole page). */
  private async deliveredPartsOfAuthors(rows: readonly ReviewRow[]): Promise<Map<string, Set<string>>> {
    const authors = new Set<string>();
    for (const row of rows) if (row.partId && row.userId) authors.add(row.userId.toHexString());
    if (authors.size === 0) return new Map();
    return this.orders.deliveredPartIdsByUser([...authors]);
  }
}
