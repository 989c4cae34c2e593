import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { ReviewDto } from './dto/list-reviews.dto';
import { Review } from './schemas/review.schema';

const LIST_FIELDS = { name: 1, img: 1, retting: 1, review: 1 } as const;

type ReviewRow = Pick<Review, keyof typeof LIST_FIELDS> & { _id: Types.ObjectId };

/** A review to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedReview = Review & { _id: string };

/** Customer reviews. The only code that touches the Review model. */
@Injectable()
export class ReviewsService {
  constructor(@InjectModel(Review.name) private readonly reviews: Model<Review>) {}

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

  /** A customer's new review; answers the spec's `{insertedId}`. */
  async createReview(
    userId: string,
    review: Omit<Review, 'userId'>,
  ): Promise<{ insertedId: string }> {
    const created = await this.reviews.create({ ...review, userId: new Types.ObjectId(userId) });
    return { insertedId: String(created._id) };
  }

  /**
   * The newest `limit` reviews, newest first (ties: the later id first). The spec's client reversed
   * an oldest-first list; this API answers newest first and the Reviews page shows them as given.
   */
  async listReviews(limit: number): Promise<ReviewDto[]> {
    const rows = await this.reviews
      .find({}, LIST_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean<ReviewRow[]>()
      .exec();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      name: row.name,
      img: row.img,
      retting: row.retting,
      review: row.review,
    }));
  }

  async countReviews(): Promise<number> {
    return this.reviews.countDocuments().exec();
  }
}
