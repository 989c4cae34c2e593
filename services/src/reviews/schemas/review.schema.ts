import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { type HydratedDocument, Types } from 'mongoose';

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

  /** The reviewed product, when the customer named one (its "verified purchase" badge needs it). */
  @Prop({ type: Types.ObjectId })
  partId?: Types.ObjectId;
}

export type ReviewDocument = HydratedDocument<Review>;

export const ReviewSchema = SchemaFactory.createForClass(Review);

/** The Reviews page: newest first. */
ReviewSchema.index({ createdAt: -1, _id: -1 });
