import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type {
  Bilingual,
  PartCategory,
  ProductOption,
  ProductSpec,
  ProductVariant,
  Warranty,
} from '@shop/contracts';
import { checkVariants, listPrice, variantLabel, variantTotals } from '@shop/rules';
import mongoose, { type FilterQuery, type Model, type SortOrder, Types } from 'mongoose';
import { oneOf, ProductNotFoundError, storedCollection, toObjectId } from '../common';
import {
  ProductEditedWhileSavingError,
  VariantError,
  VariantsEditedApartError,
} from './catalogue-errors';
import {
  DEFAULT_PAGE_LIMIT,
  type ListPartsQueryDto,
  type PartPageDto,
  type PartSort,
} from './dto/list-parts.dto';
import type {
  FeaturedPartDto,
  PartDto,
  PartSitemapEntryDto,
  ProductDetailsDto,
} from './dto/part.dto';
import { CatalogueCache } from './catalogue-cache';
import { categoryPattern, containsPattern } from './name-pattern';
import { categoryOfName } from './part-category';
import { foldName, oneVariant, Part, type ProductVariantRecord } from './schemas/part.schema';

/** A part to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedPart = Omit<
  Part,
  | 'nameLower'
  | 'archived'
  | 'holds'
  | 'returns'
  | 'stockMoves'
  | 'brand'
  | 'specs'
  | 'photos'
  | 'options'
  | 'variants'
> &
  Partial<Pick<Part, 'brand' | 'specs' | 'photos' | 'options' | 'variants'>> & { _id: string };

const PART_FIELDS = {
  name: 1,
  img: 1,
  price: 1,
  quantity: 1,
  description: 1,
  // Only to count those on sale (variantCount): a few short entries per product.
  'variants.archived': 1,
} as const;
const FEATURED_FIELDS = { name: 1, img: 1, price: 1, description: 1 } as const;

/** Orders of the listing; the price orders walk the `{price: 1, _id: 1}` index (backwards for desc). */
const SORTS: Record<PartSort | 'default', Record<string, SortOrder>> = {
  default: { _id: 1 },
  price_asc: { price: 1, _id: 1 },
  price_desc: { price: -1, _id: -1 },
};

type PartRow = Pick<Part, 'name' | 'img' | 'price' | 'quantity' | 'description'> & {
  _id: Types.ObjectId;
  variants?: { archived?: boolean }[];
};
type FeaturedRow = Pick<Part, keyof typeof FEATURED_FIELDS> & { _id: Types.ObjectId };

const DETAIL_FIELDS = {
  // The whole variants below (a projection may not name both a field and one inside it).
  name: 1,
  img: 1,
  price: 1,
  quantity: 1,
  description: 1,
  nameBn: 1,
  descriptionBn: 1,
  category: 1,
  brand: 1,
  warranty: 1,
  specs: 1,
  photos: 1,
  options: 1,
  variants: 1,
  shippingWeightGrams: 1,
} as const;
type DetailRow = Omit<PartRow, 'variants'> &
  Pick<Part, 'nameBn' | 'descriptionBn' | 'category' | 'warranty' | 'shippingWeightGrams'> &
  Partial<Pick<Part, 'brand' | 'specs' | 'photos' | 'options' | 'variants'>>;

/** Matches the parts still on sale: archived ones (deleted but named by orders) are hidden everywhere. */
const onSale = (): FilterQuery<Part> => ({ archived: mongoose.trusted({ $ne: true }) });

/**
 * The catalogue of parts. The only code that touches the Part model. Every write that changes what
 * the storefront reads (admin edits, stock movements, seed) ends with `cache.invalidate()` (see
 * CatalogueCache for how that reaches the other API instances): `invalidate('stock')` for the stock
 * an order takes or gives back — `invalidate('availability')` when that sold a part out or brought a
 * sold-out one back (the only stock movements the public catalogue version shows) — and
 * `invalidate()` (an edit) for everything else.
 */
@Injectable()
export class CatalogueService {
  constructor(
    @InjectModel(Part.name) private readonly parts: Model<Part>,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * The parts matching the query's category (name contains it, see categoryPattern), in the query's
   * order (default: oldest first, i.e. seed order, then parts added later). Every part when the query
   * is empty: the spec's plain array. With `page` or `limit`, one page and the total.
   */
  async listParts(query: ListPartsQueryDto = {}): Promise<PartDto[] | PartPageDto> {
    const filter: FilterQuery<Part> = onSale();
    if (query.category !== undefined) filter.nameLower = categoryPattern(query.category);
    if (query.q !== undefined) {
      // Both conditions on nameLower: the category and the admin's name filter.
      filter.$and = [{ nameLower: containsPattern(query.q) }];
    }
    // The ids are validated hex strings; trusted() lets this one operator past sanitizeFilter.
    if (query.ids !== undefined) filter._id = mongoose.trusted({ $in: [...new Set(query.ids)] });
    const find = this.parts.find(filter, PART_FIELDS).sort(SORTS[query.sort ?? 'default']);
    if (query.page === undefined && query.limit === undefined) {
      const parts = (await find.lean<PartRow[]>().exec()).map(toPartDto);
      return query.ids && !query.sort ? inOrderOf(query.ids, parts) : parts;
    }
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
    const [rows, total] = await Promise.all([
      find
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<PartRow[]>()
        .exec(),
      this.parts.countDocuments(filter).exec(),
    ]);
    return { items: rows.map(toPartDto), total, page, limit };
  }

  /** The featured parts of the home page, each with its list price (spec §9 markup). */
  async listFeatured(): Promise<FeaturedPartDto[]> {
    const rows = await this.parts
      .find({ ...onSale(), featured: true }, FEATURED_FIELDS)
      .sort({ _id: 1 })
      .lean<FeaturedRow[]>()
      .exec();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      img: row.img,
      name: row.name,
      price: row.price,
      listPrice: listPrice(row.price),
      description: row.description,
    }));
  }

  /**
   * Every part on sale with its last change, oldest first: the storefront's sitemap. A part
   * written before timestamps were kept falls back to its id's creation time.
   */
  async listSitemapEntries(): Promise<PartSitemapEntryDto[]> {
    const rows = await this.parts
      .find(onSale(), { updatedAt: 1 })
      .sort({ _id: 1 })
      .lean<{ _id: Types.ObjectId; updatedAt?: Date }[]>()
      .exec();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      updatedAt: (row.updatedAt ?? row._id.getTimestamp()).toISOString(),
    }));
  }

  /**
   * One part by its (already validated) hex id with what a buyer decides by (brand, warranty, specs,
   * photos); ProductNotFoundError when there is none on sale.
   */
  async getPart(partId: string): Promise<ProductDetailsDto> {
    const row = await this.parts
      .findOne({ _id: partId, ...onSale() }, DETAIL_FIELDS)
      .lean<DetailRow>()
      .exec();
    if (!row) throw new ProductNotFoundError(partId);
    return toDetailsDto(row);
  }

  // ---------------------------------------------------------------------------------------------
  // The admin's writes. Ids are validated hex strings; amounts whole numbers.

  /**
   * For writes of other modules that change what the storefront's pages show beside the catalogue
   * (reviews): moves the catalogue version, which keys the server renderer's page cache (and
   * empties this cache, which those writes do not touch — cheap, they are rare).
   */
  storefrontChanged(): Promise<void> {
    return this.cache.invalidate();
  }

  /** Add a New Product: its category follows from its name (see categoryOfName). */
  async createPart(part: NewPartInput): Promise<{ insertedId: string }> {
    // Its one variant comes from the model (giveOneVariant).
    const created = await this.parts.create({
      name: part.name,
      category: categoryOfName(part.name),
      img: part.img,
      price: part.price,
      quantity: part.quantity,
      description: part.description,
      featured: false,
      archived: false,
    });
    await this.cache.invalidate();
    return { insertedId: String(created._id) };
  }

  /**
   * Sets a part's stock to `quantity`: one atomic `$set` of its one variant's stock and its total, so
   * an order's conditional `$inc` lands either before (and is overwritten by the count the admin
   * made) or after it (and takes from the new stock); the stock is never negative.
   * ProductNotFoundError for missing or archived parts; a part with options has a stock per variant
   * (VariantsEditedApartError).
   */
  async setQuantity(partId: string, quantity: number): Promise<PartChange> {
    return this.setField(partId, { quantity });
  }

  /**
   * Sets a part's unit price (whole taka), its one variant's with it; orders already placed keep the
   * price they were placed at. Like setQuantity, only for a part without options.
   */
  async setPrice(partId: string, price: number): Promise<PartChange> {
    return this.setField(partId, { price });
  }

  /**
   * One atomic `$set` of the part's field and its one variant's (only a part without options has
   * one); answers the part as it was just before it (for the audit log) and after.
   */
  private async setField(
    partId: string,
    update: Pick<Part, 'quantity'> | Pick<Part, 'price'>,
  ): Promise<PartChange> {
    const [field, value] = Object.entries(update)[0] as ['quantity' | 'price', number];
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, ...onSale(), options: mongoose.trusted({ $size: 0 }) },
        {
          $set: { [field]: value, [`variants.0.${field}`]: value },
          ...(field === 'quantity' ? { $inc: { stockMoves: 1 } } : {}),
        },
        { new: false, runValidators: true, projection: PART_FIELDS },
      )
      .lean<PartRow>()
      .exec();
    if (!row) {
      if (await this.parts.exists({ _id: partId, ...onSale() }))
        throw new VariantsEditedApartError(field);
      throw new ProductNotFoundError(partId);
    }
    await this.cache.invalidate();
    const before = toPartDto(row);
    return { before, after: { ...before, ...update } };
  }

  /**
   * Takes a part off sale (one conditional update): from then on no order can take its stock.
   * ProductNotFoundError when there is no such part on sale. Answers the part (its name for the log).
   */
  async archivePart(partId: string): Promise<PartDto> {
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, ...onSale() },
        { $set: { archived: true } },
        { projection: PART_FIELDS },
      )
      .lean<PartRow>()
      .exec();
    if (!row) throw new ProductNotFoundError(partId);
    await this.cache.invalidate();
    return toPartDto(row);
  }

  /** Erases a part (only for parts no order names: see CatalogueAdminService.deletePart). */
  async erasePart(partId: string): Promise<boolean> {
    const result = await this.parts.deleteOne({ _id: partId }).exec();
    if (result.deletedCount === 1) await this.cache.invalidate();
    return result.deletedCount === 1;
  }

  /**
   * An admin's edit of what a product says (name, texts, category, brand, warranty, specs, photos):
   * one `$set` conditional on the product being on sale and still of `category` (the one its specs
   * were checked against), `nameLower` in step with the name. Answers the product after it, or null
   * when the condition failed (archived, gone, or its category changed meanwhile).
   */
  async editPart(
    partId: string,
    category: Part['category'],
    update: PartEdit,
  ): Promise<ProductDetailsDto | null> {
    const set: Record<string, unknown> = { ...update };
    if (update.name !== undefined) set.nameLower = foldName(update.name);
    // A variant's photo is one of the product's: one no longer among them goes with it.
    const urls = update.photos?.map((photo) => photo.url);
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, ...onSale(), category },
        urls ? { $set: set, $unset: { 'variants.$[gone].img': 1 } } : { $set: set },
        {
          new: true,
          runValidators: true,
          projection: DETAIL_FIELDS,
          ...(urls
            ? { arrayFilters: [{ 'gone.img': mongoose.trusted({ $exists: true, $nin: urls }) }] }
            : {}),
        },
      )
      .lean<DetailRow>()
      .exec();
    if (row) await this.cache.invalidate();
    return row ? toDetailsDto(row) : null;
  }

  /**
   * An admin's options and variants of a product. Saved variants are never removed (orders, carts and
   * links name them): one left out is archived, and its SKU stays taken. A variant's `quantity` left out keeps its stock (a new one
   * starts at 0); one given is the admin's count. New SKUs (upper-cased) must be unused across the
   * shop. The update is conditional on the stock not having moved since it was read (`stockMoves`),
   * and read again when it did, so the stock an order took meanwhile is never written back; the
   * part's price and total follow its variants in the same update. VariantError (400 naming the
   * field) for what cannot be saved; ProductNotFoundError when the part is not on sale.
   */
  async setVariants(partId: string, input: VariantsInput): Promise<VariantsChange> {
    for (let attempt = 0; ; attempt++) {
      const current = await this.parts
        .findOne({ _id: partId, ...onSale() }, { ...DETAIL_FIELDS, stockMoves: 1 })
        .lean<DetailRow & { stockMoves?: number }>()
        .exec();
      if (!current) throw new ProductNotFoundError(partId);
      const saved = new Map((current.variants ?? []).map((variant) => [variant.sku, variant]));
      const variants: ProductVariantRecord[] = input.variants.map((variant) => {
        const sku = variant.sku.toUpperCase();
        const before = saved.get(sku);
        return {
          sku,
          values: [...variant.values],
          price: variant.price,
          quantity: variant.quantity ?? before?.quantity ?? 0,
          ...(variant.img ? { img: variant.img } : {}),
          ...(variant.specs?.length ? { specs: variant.specs.map(specOf) } : {}),
          archived: variant.archived === true,
        };
      });
      const problem = checkVariants(input.options, variants)[0];
      if (problem) throw new VariantError(problem.field, problem.message);
      if (variants.every((variant) => variant.archived))
        throw new VariantError('variants', 'noneOnSale');
      // A saved variant left out is archived, not removed: orders, carts and links name it.
      const sent = new Set(variants.map((variant) => variant.sku));
      for (const variant of current.variants ?? [])
        if (!sent.has(variant.sku)) variants.push({ ...variant, archived: true });
      const added = variants.filter((variant) => !saved.has(variant.sku)).map((v) => v.sku);
      if (added.length > 0) {
        const taken = await this.parts
          .findOne(
            {
              _id: mongoose.trusted({ $ne: new Types.ObjectId(partId) }),
              'variants.sku': mongoose.trusted({ $in: added }),
            },
            { variants: 1 },
          )
          .lean<{ variants: { sku: string }[] }>()
          .exec();
        const clash = taken?.variants.find((variant) => added.includes(variant.sku));
        if (clash)
          throw new VariantError(
            `variants[${variants.findIndex((variant) => variant.sku === clash.sku)}].sku`,
            'duplicateSku',
          );
      }
      const totals = variantTotals(variants);
      const row = await this.parts
        .findOneAndUpdate(
          { _id: partId, ...onSale(), stockMoves: current.stockMoves ?? null },
          {
            $set: {
              options: input.options,
              variants,
              price: totals.price,
              quantity: totals.quantity,
            },
            $inc: { stockMoves: 1 },
          },
          { new: true, runValidators: true, projection: DETAIL_FIELDS },
        )
        .lean<DetailRow>()
        .exec();
      if (row) {
        await this.cache.invalidate();
        return {
          before: toDetailsDto(current),
          after: toDetailsDto(row),
          archived: withArchived(current, row),
        };
      }
      // An order moved the stock (or an admin saved) meanwhile: read it again. Orders are short
      // updates, so this settles at once; a storm of them is told to try again.
      if (attempt >= 4) throw new ProductEditedWhileSavingError();
    }
  }

  /**
   * The variants on sale (of parts on sale) with at most `max` units left, fewest first (ties: oldest
   * part first), each named with its options ("Galaxy A15 — Blue, 128 GB").
   */
  async lowStock(max: number, limit = LOW_STOCK_LIMIT): Promise<LowStockDto[]> {
    // Per variant: a phone with a sold-out colour is low on that colour, whatever its total.
    const rows = await this.parts
      .aggregate<PartRow & Pick<Part, 'options'> & { variant: ProductVariantRecord }>([
        { $match: { archived: { $ne: true } } },
        { $unwind: '$variants' },
        { $match: { 'variants.archived': { $ne: true }, 'variants.quantity': { $lte: max } } },
        { $sort: { 'variants.quantity': 1, _id: 1, 'variants.sku': 1 } },
        { $limit: limit },
        {
          $project: {
            name: 1,
            img: 1,
            price: 1,
            quantity: 1,
            description: 1,
            options: 1,
            variant: '$variants',
          },
        },
      ])
      .exec();
    return rows.map((row) => {
      const options = row.options ?? [];
      return {
        ...toPartDto(row),
        price: row.variant.price,
        quantity: row.variant.quantity,
        sku: row.variant.sku,
        // Both languages: the admin's page names the variant in its own (a product without
        // options has none to name).
        ...(options.length > 0 && { variantName: variantLabel(options, row.variant.values) }),
      };
    });
  }

  /**
   * Inserts the parts whose ids are missing and leaves existing ones untouched ($setOnInsert), so it
   * can run on every start without duplicating parts or undoing an admin's edits.
   * Returns how many parts were inserted.
   */
  async ensureParts(seed: readonly SeedPart[]): Promise<number> {
    if (seed.length === 0) return 0;
    const result = await this.parts.bulkWrite(
      seed.map(({ _id, ...part }) => ({
        updateOne: {
          filter: { _id: new Types.ObjectId(_id) },
          update: {
            $setOnInsert: {
              ...part,
              nameLower: foldName(part.name),
              ...(part.variants?.length
                ? variantTotals(part.variants)
                : { options: [], variants: [oneVariant(part.name, _id, part)] }),
            },
          },
          upsert: true,
          timestamps: true,
        },
      })),
      { ordered: false },
    );
    if (result.upsertedCount > 0) await this.cache.invalidate();
    return result.upsertedCount;
  }

  async countParts(): Promise<number> {
    return this.parts.countDocuments().exec();
  }

  /**
   * The names of these (validated hex) parts, keyed by id, archived ones included (a review or an
   * order may name a part no longer on sale); ids without a part are missing from the map.
   */
  async partNames(partIds: readonly string[]): Promise<Map<string, string>> {
    if (partIds.length === 0) return new Map();
    const rows = await this.parts
      .find({ _id: mongoose.trusted({ $in: [...new Set(partIds)] }) }, { name: 1 })
      .lean<{ _id: Types.ObjectId; name: string }[]>()
      .exec();
    return new Map(rows.map((row) => [row._id.toHexString(), row.name]));
  }

  /**
   * For an order: name, picture, unit price and stock of each of these (validated hex) ids, keyed by
   * id; ids without a part are missing from the map.
   */
  async findPartsForOrder(partIds: readonly string[]): Promise<Map<string, OrderablePart>> {
    // By the driver, with the ids made ObjectIds here: every booking reads its part, and Mongoose's
    // query building and casting cost more than the read. An id that is not one has no part; the
    // second condition is onSale()'s, in the driver's filter type.
    const ids = [...new Set(partIds)].flatMap((id) => toObjectId(id) ?? []);
    const rows = await storedCollection<
      OrderablePart & { _id: Types.ObjectId; archived?: boolean }
    >(this.parts)
      .find({ _id: oneOf(ids), archived: { $ne: true } }, { projection: ORDERABLE_FIELDS })
      .toArray();
    return new Map(
      rows.map((row) => [
        row._id.toHexString(),
        {
          name: row.name,
          img: row.img,
          category: row.category,
          ...(row.shippingWeightGrams ? { shippingWeightGrams: row.shippingWeightGrams } : {}),
          options: row.options ?? [],
          variants: (row.variants ?? []).map((variant) => ({
            sku: variant.sku,
            values: variant.values,
            price: variant.price,
            quantity: variant.quantity,
            ...(variant.img ? { img: variant.img } : {}),
            archived: variant.archived === true,
          })),
          ...(row.warranty
            ? {
                warranty: {
                  months: row.warranty.months,
                  type: row.warranty.type,
                  covers: { en: row.warranty.covers.en, bn: row.warranty.covers.bn },
                },
              }
            : {}),
        },
      ]),
    );
  }
}

/** What an order needs to know about a part: its name, picture, options and variants (prices, stock). */
export interface OrderablePart {
  name: string;
  img: string;
  /** With the weight, what the delivery charge's weight slabs read. */
  category: PartCategory;
  shippingWeightGrams?: number;
  options: ProductOption[];
  /** Archived ones included (flagged): an order naming one is refused with the reason. */
  variants: ProductVariant[];
  /** What the order records as promised. */
  warranty?: Warranty;
}

const ORDERABLE_FIELDS = {
  name: 1,
  img: 1,
  category: 1,
  shippingWeightGrams: 1,
  options: 1,
  variants: 1,
  warranty: 1,
} as const;

/** A variant with few units left: its part (by name), its options, and the variant's price and stock. */
export type LowStockDto = PartDto & { sku: string; variantName?: Bilingual };

/** At most this many low-stock variants are listed. */
export const LOW_STOCK_LIMIT = 50;

/** An admin's edit of a part: the part just before and just after the one atomic update. */
export interface PartChange {
  before: PartDto;
  after: PartDto;
}

/** The fields of a product an admin's edit sets (validated; `img` is the first photo's URL). */
export type PartEdit = Partial<
  Pick<
    Part,
    | 'name'
    | 'nameBn'
    | 'description'
    | 'descriptionBn'
    | 'category'
    | 'brand'
    | 'warranty'
    | 'specs'
    | 'photos'
    | 'img'
    | 'shippingWeightGrams'
  >
>;

/** The admin's options and variants of a product (see setVariants). */
export interface VariantsInput {
  options: ProductOption[];
  variants: (Omit<ProductVariant, 'quantity' | 'archived'> & {
    /** Left out: the saved variant keeps its stock (a new one starts at 0). */
    quantity?: number;
    archived?: boolean;
  })[];
}

/** A save of a product's variants: the product before and after, with archived variants too. */
export interface VariantsChange {
  before: ProductDetailsDto;
  after: ProductDetailsDto;
  /** Every variant before and after (the details leave archived ones out). */
  archived: { before: ProductVariant[]; after: ProductVariant[] };
}

/** A new product, validated and with whole amounts. */
export interface NewPartInput {
  name: string;
  img: string;
  price: number;
  quantity: number;
  description: string;
}

/** The parts in the order their ids were asked for (ids without a part are skipped). */
function inOrderOf(ids: readonly string[], parts: PartDto[]): PartDto[] {
  const byId = new Map(parts.map((part) => [part._id, part]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

function toPartDto(row: PartRow): PartDto {
  const variantCount = (row.variants ?? []).filter((variant) => !variant.archived).length;
  return {
    _id: row._id.toHexString(),
    name: row.name,
    img: row.img,
    price: row.price,
    quantity: row.quantity,
    description: row.description,
    // Beyond the spec, only for a product sold in several: a list offers to choose, not to add.
    ...(variantCount > 1 ? { variantCount } : {}),
  };
}

/**
 * A part with its details. A part written before photos were kept shows its `img` as its one photo,
 * described by its name in both languages.
 */
function toDetailsDto(row: DetailRow): ProductDetailsDto {
  const photos = row.photos?.length
    ? row.photos.map((photo) => ({ url: photo.url, alt: { en: photo.alt.en, bn: photo.alt.bn } }))
    : [{ url: row.img, alt: { en: row.name, bn: row.nameBn ?? row.name } }];
  return {
    ...toPartDto(row),
    ...(row.nameBn ? { nameBn: row.nameBn } : {}),
    ...(row.descriptionBn ? { descriptionBn: row.descriptionBn } : {}),
    category: row.category,
    brand: row.brand ?? '',
    ...(row.shippingWeightGrams ? { shippingWeightGrams: row.shippingWeightGrams } : {}),
    ...(row.warranty
      ? {
          warranty: {
            months: row.warranty.months,
            type: row.warranty.type,
            covers: { en: row.warranty.covers.en, bn: row.warranty.covers.bn },
          },
        }
      : {}),
    specs: (row.specs ?? []).map(specOf),
    photos,
    options: (row.options ?? []).map((option) => ({
      key: option.key,
      name: { en: option.name.en, bn: option.name.bn },
      kind: option.kind,
      values: option.values.map((value) => ({
        key: value.key,
        label: { en: value.label.en, bn: value.label.bn },
        ...(value.swatch ? { swatch: value.swatch } : {}),
      })),
    })),
    variants: (row.variants ?? [])
      .filter((variant) => !variant.archived)
      .map((variant) => ({
        sku: variant.sku,
        values: [...variant.values],
        price: variant.price,
        quantity: variant.quantity,
        ...(variant.img ? { img: variant.img } : {}),
        ...(variant.specs?.length ? { specs: variant.specs.map(specOf) } : {}),
        archived: false,
      })),
  };
}

/** Every variant of the part before and after a save, archived ones included. */
function withArchived(before: DetailRow, after: DetailRow): VariantsChange['archived'] {
  const all = (row: DetailRow): ProductVariant[] =>
    (row.variants ?? []).map((variant) => ({
      sku: variant.sku,
      values: [...variant.values],
      price: variant.price,
      quantity: variant.quantity,
      ...(variant.img ? { img: variant.img } : {}),
      ...(variant.specs?.length ? { specs: variant.specs.map(specOf) } : {}),
      archived: variant.archived === true,
    }));
  return { before: all(before), after: all(after) };
}

/** A spec value as answered: its key and value only (no subdocument fields). */
function specOf(spec: ProductSpec): ProductSpec {
  return { key: spec.key, value: spec.value };
}
