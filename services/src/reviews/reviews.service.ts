import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { Review } from './schemas/review.schema';

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
  async createReview(userId: string, review: Omit<Review, 'userId'>): Promise<{ insertedId: string }> {
    const created = await this.reviews.create({ ...review, userId: new Types.ObjectId(userId) });
    return { insertedId: String(created._id) };
  }

  async countReviews(): Promise<number> {
    return this.reviews.countDocuments().exec();
  }
}
