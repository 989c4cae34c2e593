import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  type Bilingual,
  OPTION_KINDS,
  type OptionKind,
  type OptionValue,
  PART_CATEGORIES,
  type PartCategory,
  type ProductOption,
  type ProductPhoto,
  type ProductSpec,
  type ProductVariant,
  type SpecValue,
  type Warranty,
  WARRANTY_TYPES,
  type WarrantyType,
} from '@shop/contracts';
import { defaultSku } from '@shop/rules';
import mongoose, { type HydratedDocument, Types } from 'mongoose';

const integer = {
  validator: Number.isInteger,
  message: (props: { path: string; value: unknown }) =>
    `${props.path} must be a whole number, got ${String(props.value)}`,
};

/**
 * Units of one variant an order took from this part while that order is not placed yet
 * (services/src/orders/README.md): pushed by the same atomic update that takes them, pulled by the
 * one that gives them back (undo) or, once the order is placed, by a clean-up that leaves the stock
 * taken. One per (order, variant): an order may take two variants of one product.
 */
@Schema({ _id: false })
export class StockHold {
  @Prop({ type: Types.ObjectId, required: true })
  orderId!: Types.ObjectId;

  @Prop({ required: true })
  sku!: string;

  @Prop({ required: true, min: 1, validate: integer })
  quantity!: number;
}

const StockHoldSchema = SchemaFactory.createForClass(StockHold);

/**
 * Units of one variant given back under a ledger id (a cancelled order's id, or a refund's), kept
 * until the order notes it, so that a second give-back under that id is a no-op.
 */
@Schema({ _id: false })
export class StockReturnRecord {
  @Prop({ type: Types.ObjectId, required: true })
  ledgerId!: Types.ObjectId;

  @Prop({ required: true })
  sku!: string;
}

const StockReturnSchema = SchemaFactory.createForClass(StockReturnRecord);

/** A text in both of the shop's languages. */
@Schema({ _id: false })
export class BilingualText implements Bilingual {
  @Prop({ required: true, trim: true, maxlength: 300 })
  en!: string;

  @Prop({ required: true, trim: true, maxlength: 300 })
  bn!: string;
}

const BilingualTextSchema = SchemaFactory.createForClass(BilingualText);

@Schema({ _id: false })
export class WarrantyRecord implements Warranty {
  @Prop({ required: true, min: 0, max: 120, validate: integer })
  months!: number;

  @Prop({ type: String, required: true, enum: WARRANTY_TYPES })
  type!: WarrantyType;

  @Prop({ type: BilingualTextSchema, required: true })
  covers!: BilingualText;
}

const WarrantySchema = SchemaFactory.createForClass(WarrantyRecord);

/** A filled field of the spec sheet; the value's type is the template field's (checked on write). */
@Schema({ _id: false })
export class ProductSpecRecord implements ProductSpec {
  @Prop({ required: true, trim: true, maxlength: 60 })
  key!: string;

  @Prop({ type: mongoose.Schema.Types.Mixed, required: true })
  value!: SpecValue;
}

const ProductSpecSchema = SchemaFactory.createForClass(ProductSpecRecord);

@Schema({ _id: false })
export class ProductPhotoRecord implements ProductPhoto {
  @Prop({ required: true, trim: true, maxlength: 500 })
  url!: string;

  @Prop({ type: BilingualTextSchema, required: true })
  alt!: BilingualText;
}

const ProductPhotoSchema = SchemaFactory.createForClass(ProductPhotoRecord);

@Schema({ _id: false })
export class OptionValueRecord implements OptionValue {
  @Prop({ required: true, trim: true, maxlength: 40 })
  key!: string;

  @Prop({ type: BilingualTextSchema, required: true })
  label!: BilingualText;

  @Prop({ trim: true, maxlength: 30 })
  swatch?: string;
}

const OptionValueSchema = SchemaFactory.createForClass(OptionValueRecord);

/** What a product comes in (Colour, Storage, Size). */
@Schema({ _id: false })
export class ProductOptionRecord implements ProductOption {
  @Prop({ required: true, trim: true, maxlength: 40 })
  key!: string;

  @Prop({ type: BilingualTextSchema, required: true })
  name!: BilingualText;

  @Prop({ type: String, required: true, enum: OPTION_KINDS })
  kind!: OptionKind;

  @Prop({ type: [OptionValueSchema], default: [] })
  values!: OptionValueRecord[];
}

const ProductOptionSchema = SchemaFactory.createForClass(ProductOptionRecord);

/**
 * One sold combination of option values with its own price and stock. The stock of orders is
 * taken here (`variants.$[v].quantity`), together with the part's total in the same update.
 */
@Schema({ _id: false })
export class ProductVariantRecord implements ProductVariant {
  @Prop({ required: true, trim: true, maxlength: 60 })
  sku!: string;

  /** One value key per option, in the options' order. */
  @Prop({ type: [String], default: [] })
  values!: string[];

  @Prop({ required: true, min: 0, validate: integer })
  price!: number;

  @Prop({ required: true, min: 0, validate: integer })
  quantity!: number;

  /** One of the part's photos' URLs (checked on save), shown first when this variant is chosen. */
  @Prop({ trim: true, maxlength: 500 })
  img?: string;

  /**
   * Spec values of this variant that differ from the part's (`specs`, same template and checks),
   * each replacing the part's row with the same key. Optional: variants saved before it have none
   * and read as the part's sheet, so no migration is needed.
   */
  @Prop({ type: [ProductSpecSchema], default: undefined })
  specs?: ProductSpecRecord[];

  @Prop({ default: false })
  archived!: boolean;
}

const ProductVariantSchema = SchemaFactory.createForClass(ProductVariantRecord);

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

  /**
   * The packed parcel's weight in grams, for the delivery charge's weight slabs. Optional: without
   * it the category's default (`DEFAULT_WEIGHT_GRAMS` of @shop/rules) is used.
   */
  @Prop({ min: 1, max: 100_000, validate: integer })
  shippingWeightGrams?: number;

  /** Image URL or path (`/static/products/<slug>.svg`, resolved against the API origin). */
  @Prop({ required: true, trim: true })
  img!: string;

  /** The lowest price of the variants on sale (the spec's one price), kept in step by every write. */
  @Prop({ required: true, min: 0, validate: integer })
  price!: number;

  /** The units of the variants on sale, summed: every stock update moves it with its variant's. */
  @Prop({ required: true, min: 0, validate: integer })
  quantity!: number;

  @Prop({ required: true, trim: true, maxlength: 2000 })
  description!: string;

  /** 0 to 3 options; a product without options has exactly one variant (values `[]`). */
  @Prop({ type: [ProductOptionSchema], default: [] })
  options!: ProductOptionRecord[];

  /** One per sold combination of option values; archived ones stay for the orders naming them. */
  @Prop({ type: [ProductVariantSchema], default: [] })
  variants!: ProductVariantRecord[];

  /**
   * Moves with every stock movement (orders' takes and give-backs, the admin's counts): an admin's
   * save of the variants is conditional on it, so it never writes back a count an order changed
   * meanwhile.
   */
  @Prop({ default: 0, select: false })
  stockMoves!: number;

  /** The name in Bengali, when the shop wrote one (the storefront's Bengali pages show it). */
  @Prop({ trim: true, maxlength: 200 })
  nameBn?: string;

  @Prop({ trim: true, maxlength: 2000 })
  descriptionBn?: string;

  /** The maker ("Xiaomi", "Walton"); empty for a product written before brands were kept. */
  @Prop({ trim: true, maxlength: 80, default: '' })
  brand!: string;

  @Prop({ type: WarrantySchema })
  warranty?: WarrantyRecord;

  /** The spec sheet: fields of the category's template (spec-templates), in the template's order. */
  @Prop({ type: [ProductSpecSchema], default: [] })
  specs!: ProductSpecRecord[];

  /**
   * Photos in the order shown. `img` is always the first one's URL (the spec's field), kept in step
   * by every write; a product written before photos were kept has none here and shows `img`.
   */
  @Prop({ type: [ProductPhotoSchema], default: [] })
  photos!: ProductPhotoRecord[];

  /** Shown in the home page's 'Delightful deals for everyone'. */
  @Prop({ default: false, index: true })
  featured!: boolean;

  /**
   * Deleted by an admin while orders still name it: kept so their history stays whole, but hidden
   * from the storefront and no longer sold. Readers match `archived: {$ne: true}`.
   */
  @Prop({ default: false })
  archived!: boolean;

  /**
   * The stock ledger of orders in flight, never shown (`select: false`; the storefront reads use
   * projections anyway): who holds units taken for an order not placed yet…
   */
  @Prop({ type: [StockHoldSchema], default: [], select: false })
  holds!: StockHold[];

  /** …and which give-backs (cancelled orders, refunds) of which variant are done (until the order notes it). */
  @Prop({ type: [StockReturnSchema], default: [], select: false })
  returns!: StockReturnRecord[];
}

export type PartDocument = HydratedDocument<Part>;

export const PartSchema = SchemaFactory.createForClass(Part);

/** `GET /api/part?sort=price_asc|price_desc`: walks this index forwards or backwards. */
PartSchema.index({ price: 1, _id: 1 });
/** Low stock (admin dashboard): the products with the fewest units first, archived ones skipped. */
PartSchema.index({ archived: 1, quantity: 1, _id: 1 });
/** Orders' stock ledger: the parts an order holds or has returned to (undo, clean-up, recovery). */
PartSchema.index({ 'holds.orderId': 1 });
PartSchema.index({ 'returns.ledgerId': 1 });
/** A variant by its SKU (orders, carts and links name variants by it; unique across the shop). */
PartSchema.index({ 'variants.sku': 1 });

/** The case-folded form of a name kept in `nameLower`. Writers that bypass documents must set it. */
export function foldName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

PartSchema.pre('validate', function keepNameLowerInStep() {
  if (typeof this.name === 'string') this.nameLower = foldName(this.name);
});

/**
 * A product without options has exactly one variant: a part created through the model without any
 * (the spec's Add Product, tests) gets its one, with the part's price and stock.
 */
PartSchema.pre('validate', function giveOneVariant() {
  if (this.variants.length > 0 || this.options.length > 0) return;
  this.variants.push(oneVariant(this.name, this._id.toHexString(), this));
});

/** The one variant of a part without options: the part's own price and stock, a SKU of its own. */
export function oneVariant(
  name: string,
  id: string,
  part: { price: number; quantity: number },
): ProductVariantRecord {
  return {
    sku: defaultSku(name, id),
    values: [],
    price: part.price,
    quantity: part.quantity,
    archived: false,
  };
}
