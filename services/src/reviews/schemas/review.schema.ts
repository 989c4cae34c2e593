import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { REVIEW_VISIBILITIES, type ReviewVisibility } from '@shop/contracts';
import { type HydratedDocument, Types } from 'mongoose';

/** Why, when and by whom a hidden review was hidden (kept while it is hidden). */
@Schema({ _id: false })
export class ReviewModerationInfo {
  @Prop({ required: true })
  reason!: string;

  @Prop({ required: true })
  at!: Date;

  @Prop({ type: Types.ObjectId, required: true })
  byUserId!: Types.ObjectId;

  /** The admin's name at the time (the account may be renamed or removed later). */
  @Prop({ required: true })
  byName!: string;
}

const ReviewModerationInfoSchema = SchemaFactory.createForClass(ReviewModerationInfo);

/** A customer review (spec §3). `retting` is the spec's spelling of the 0–5 rating. */
@Schema({ collection: 'reviews', timestamps: true })
export class Review {
  @Prop({ required: true, trim: true, maxlength: 100 })
  name!: string;

  @Prop({
    required: true,
    min: 0,
    max: 5,
    validate: {
      validator: Number.isInteger,
      message: 'retting must be a whole number from 0 to 5',
    },
  })
  retting!: number;

  @Prop({ required: true, trim: true, maxlength: 1000 })
  review!: string;

  /**
   * The review's photo: an image of the shop's storage (`/uploads/images/<id>-800.webp`) for new
   * reviews; seed reviews point at `/static/avatars/<slug>.svg`.
   */
  @Prop({ required: true, trim: true })
  img!: string;

  /** The account that wrote it (absent on seed reviews). */
  @Prop({ type: Types.ObjectId, index: true })
  userId?: Types.ObjectId;

  /**
   * The reviewed product, when the customer named one: only a customer with a delivered order of it
   * may (its page shows the review; "verified purchase" is decided again at every read).
   */
  @Prop({ type: Types.ObjectId })
  partId?: Types.ObjectId;

  /** Only `visible` reviews reach `GET /api/review` (/reviews, the home page); admins hide and show. */
  @Prop({ type: String, enum: REVIEW_VISIBILITIES, required: true, default: 'visible' })
  visibility!: ReviewVisibility;

  /** Set while hidden; removed when shown again (the audit log keeps every reason). */
  @Prop({ type: ReviewModerationInfoSchema })
  moderation?: ReviewModerationInfo;

  /** Set by `timestamps`; the 2026-12 migration gives older reviews their id's time. */
  createdAt?: Date;
}

export type ReviewDocument = HydratedDocument<Review>;

export const ReviewSchema = SchemaFactory.createForClass(Review);

/** The Reviews page: newest first. */
ReviewSchema.index({ createdAt: -1, _id: -1 });
/** The Reviews page (visible only) and the admin's filtered list, newest first. */
ReviewSchema.index({ visibility: 1, createdAt: -1, _id: -1 });
/** A product's page: its visible reviews newest first, and their counts per rating. */
ReviewSchema.index({ partId: 1, visibility: 1, createdAt: -1, _id: -1 });
