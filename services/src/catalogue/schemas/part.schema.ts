import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { PART_CATEGORIES, type PartCategory } from '@shop/contracts';
import type { HydratedDocument } from 'mongoose';

const integer = {
  validator: Number.isInteger,
  message: (props: { path: string; value: unknown }) =>
    `${props.path} must be a whole number, got ${String(props.value)}`,
};

/** A product of the shop ("part" in the spec). Prices are whole taka. */
@Schema({ collection: 'parts', timestamps: true })
export class Part {
  @Prop({ required: true, trim: true, maxlength: 200 })
  name!: string;

  /** `name` case-folded (see foldName): what search and category filters match against. */
  @Prop({ required: true, index: true })
  nameLower!: string;

  @Prop({ type: String, required: true, enum: PART_CATEGORIES, index: true })
  category!: PartCategory;

  /** Image URL or path (`/static/products/<slug>.svg`, resolved against the API origin). */
  @Prop({ required: true, trim: true })
  img!: string;

  @Prop({ required: true, min: 0, validate: integer })
  price!: number;

  @Prop({ required: true, min: 0, validate: integer })
  quantity!: number;

  @Prop({ required: true, trim: true, maxlength: 2000 })
  description!: string;

  /** Shown in the home page's 'Delightful deals for everyone'. */
  @Prop({ default: false, index: true })
  featured!: boolean;
}

export type PartDocument = HydratedDocument<Part>;

export const PartSchema = SchemaFactory.createForClass(Part);

/** `GET /api/part?sort=price_asc|price_desc`: walks this index forwards or backwards. */
PartSchema.index({ price: 1, _id: 1 });

/** The case-folded form of a name kept in `nameLower`. Writers that bypass documents must set it. */
export function foldName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

PartSchema.pre('validate', function keepNameLowerInStep() {
  if (typeof this.name === 'string') this.nameLower = foldName(this.name);
});
