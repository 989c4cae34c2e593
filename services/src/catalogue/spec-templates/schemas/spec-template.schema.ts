import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PART_CATEGORIES, type PartCategory, type SpecGroup } from '@shop/contracts';
import mongoose, { type HydratedDocument } from 'mongoose';

/**
 * A category's spec template as the owner saved it: one document per category (a category never
 * saved has none and answers its default). The groups are stored as sent once `checkSpecTemplate`
 * of @shop/rules accepted them; their shape is that check's, not the schema's.
 */
@Schema({ collection: 'spec_templates', timestamps: true })
export class SpecTemplateRecord {
  /** The category: its own id, so two first saves of one category can never both insert. */
  @Prop({ type: String, required: true, enum: PART_CATEGORIES })
  _id!: PartCategory;

  @Prop({ type: [mongoose.Schema.Types.Mixed], default: [] })
  groups!: SpecGroup[];

  /** Moves by one with every save; a save names the revision it edited (conditional update). */
  @Prop({ required: true, min: 1 })
  revision!: number;

  updatedAt?: Date;
}

export type SpecTemplateDocument = HydratedDocument<SpecTemplateRecord>;

export const SpecTemplateSchema = SchemaFactory.createForClass(SpecTemplateRecord);
