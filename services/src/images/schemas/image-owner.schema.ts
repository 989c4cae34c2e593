import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Who uploaded an image (one document per upload, keyed by the image's random id). A customer may
 * attach to a review or a return only an image they uploaded themselves: a URL seen on another
 * customer's review must not become "their" photo.
 */
@Schema({ collection: 'image_owners', timestamps: { createdAt: true, updatedAt: false } })
export class ImageOwner {
  /** The image id (32 hex characters), as in its file names. */
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: Types.ObjectId, required: true })
  ownerId!: Types.ObjectId;
}

export const ImageOwnerSchema = SchemaFactory.createForClass(ImageOwner);
