import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { listPrice } from '@shop/rules';
import mongoose, { type FilterQuery, type Model, type SortOrder, Types } from 'mongoose';
import { ProductNotFoundError } from '../common';
import {
  DEFAULT_PAGE_LIMIT,
  type ListPartsQueryDto,
  MAX_SEARCH_RESULTS,
  type PartMatchDto,
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
import { foldName, Part, type StockHold } from './schemas/part.schema';

/** A part to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedPart = Omit<
  Part,
  'nameLower' | 'archived' | 'holds' | 'returns' | 'brand' | 'specs' | 'photos'
> &
  Partial<Pick<Part, 'brand' | 'specs' | 'photos'>> & { _id: string };

const PART_FIELDS = { name: 1, img: 1, price: 1, quantity: 1, description: 1 } as const;
const FEATURED_FIELDS = { name: 1, img: 1, price: 1, description: 1 } as const;
const MATCH_FIELDS = { name: 1, img: 1, price: 1 } as const;

/** Orders of the listing; the price orders walk the `{price: 1, _id: 1}` index (backwards for desc). */
const SORTS: Record<PartSort | 'default', Record<string, SortOrder>> = {
  default: { _id: 1 },
  price_asc: { price: 1, _id: 1 },
  price_desc: { price: -1, _id: -1 },
};

type PartRow = Pick<Part, keyof typeof PART_FIELDS> & { _id: Types.ObjectId };
type FeaturedRow = Pick<Part, keyof typeof FEATURED_FIELDS> & { _id: Types.ObjectId };
type MatchRow = Pick<Part, keyof typeof MATCH_FIELDS> & { _id: Types.ObjectId };

const DETAIL_FIELDS = {
  ...PART_FIELDS,
  nameBn: 1,
  descriptionBn: 1,
  category: 1,
  brand: 1,
  warranty: 1,
  specs: 1,
  photos: 1,
} as const;
type DetailRow = PartRow &
  Pick<Part, 'nameBn' | 'descriptionBn' | 'category' | 'warranty'> &
  Partial<Pick<Part, 'brand' | 'specs' | 'photos'>>;

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

  /** Navbar search: at most 40 parts whose name contains the text (case-insensitive), by name. */
  async searchParts(text: string): Promise<PartMatchDto[]> {
    const rows = await this.parts
      .find({ ...onSale(), nameLower: containsPattern(text) }, MATCH_FIELDS)
      .sort({ nameLower: 1, _id: 1 })
      .limit(MAX_SEARCH_RESULTS)
      .lean<MatchRow[]>()
      .exec();
    return rows.map((row) => ({
      _id: row._id.toHexString(),
      name: row.name,
      img: row.img,
      price: row.price,
    }));
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
   * Sets a part's stock to `quantity`: one atomic `$set` on the one field, so an order's conditional
   * `$inc` lands either before (and is overwritten by the count the admin made) or after it (and takes
   * from the new stock); the stock is never negative. ProductNotFoundError for missing or archived parts.
   */
  async setQuantity(partId: string, quantity: number): Promise<PartChange> {
    return this.setField(partId, { quantity });
  }

  /** Sets a part's unit price (whole taka); orders already placed keep the price they were placed at. */
  async setPrice(partId: string, price: number): Promise<PartChange> {
    return this.setField(partId, { price });
  }

  /** One atomic `$set`; answers the part as it was just before it (for the audit log) and after. */
  private async setField(
    partId: string,
    update: Pick<Part, 'quantity'> | Pick<Part, 'price'>,
  ): Promise<PartChange> {
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, ...onSale() },
        { $set: update },
        {
          new: false,
          runValidators: true,
          projection: PART_FIELDS,
        },
      )
      .lean<PartRow>()
      .exec();
    if (!row) throw new ProductNotFoundError(partId);
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

  /** Parts on sale with at most `max` units left, fewest first (ties: oldest first). */
  async lowStock(max: number, limit = LOW_STOCK_LIMIT): Promise<PartDto[]> {
    const rows = await this.parts
      .find({ ...onSale(), quantity: mongoose.trusted({ $lte: max }) }, PART_FIELDS)
      .sort({ quantity: 1, _id: 1 })
      .limit(limit)
      .lean<PartRow[]>()
      .exec();
    return rows.map(toPartDto);
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
          update: { $setOnInsert: { ...part, nameLower: foldName(part.name) } },
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
    const rows = await this.parts
      .find(
        { _id: mongoose.trusted({ $in: [...new Set(partIds)] }), ...onSale() },
        ORDERABLE_FIELDS,
      )
      .lean<(OrderablePart & { _id: Types.ObjectId })[]>()
      .exec();
    return new Map(
      rows.map((row) => [
        row._id.toHexString(),
        { name: row.name, img: row.img, price: row.price, quantity: row.quantity },
      ]),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Stock for orders. Every movement is one single-document atomic update that also writes its own
  // record into the part (`holds`, `returns`), so a crash between two steps of an order can always be
  // finished or undone exactly (services/src/orders/README.md).

  /**
   * Takes `n` units for an order, or nothing: one conditional update (`{_id, on sale, quantity:
   * {$gte: n}, no hold of this order}` → `$inc: -n` and `$push` a hold `{orderId, quantity: n}`), so
   * concurrent orders can never take more than there is, and the part itself remembers who took them.
   * Answers `{taken: true, remaining}` (also when this order already holds them: a retried take takes
   * nothing twice), or `{taken: false, available}` with the stock left (null for a missing or archived part).
   */
  async takeStock(partId: string, orderId: Types.ObjectId, n: number): Promise<StockTake> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot take ${n} units`);
    const row = await this.parts
      .findOneAndUpdate(
        {
          _id: partId,
          archived: mongoose.trusted({ $ne: true }),
          quantity: mongoose.trusted({ $gte: n }),
          'holds.orderId': mongoose.trusted({ $ne: orderId }),
        },
        { $inc: { quantity: -n }, $push: { holds: { orderId, quantity: n } } },
        { new: true, projection: { quantity: 1 } },
      )
      .lean<{ quantity: number }>()
      .exec();
    if (row) {
      await this.cache.invalidate(row.quantity <= 0 ? 'availability' : 'stock');
      return { taken: true, remaining: row.quantity };
    }
    const current = await this.parts
      .findOne({ _id: partId }, { quantity: 1, archived: 1, holds: { $elemMatch: { orderId } } })
      .lean<{ quantity: number; archived?: boolean; holds?: StockHold[] }>()
      .exec();
    if (current?.holds?.length) return { taken: true, remaining: current.quantity };
    // An archived part is no longer sold: it answers like a missing one (null).
    const onSale = current !== null && current.archived !== true;
    return { taken: false, available: onSale ? current.quantity : null };
  }

  /**
   * Takes the units of every line of one order in ONE round trip: takeStock's conditional update per
   * part, sent together in an unordered `bulkWrite` (every line is tried; each update is still
   * atomic on its own document, so concurrent orders never take more than there is). Answers the
   * lines not taken — empty when every line was (a line this order already holds counts as taken) —
   * with the stock left (null: missing or archived), read only when a line failed; and
   * `cacheUpdated`, the catalogue cache's invalidation once stock moved (it never rejects): the
   * caller awaits it alongside its next step instead of before it.
   */
  async takeStockFor(
    orderId: Types.ObjectId,
    lines: ReadonlyArray<{ partId: string; quantity: number }>,
  ): Promise<{ refused: StockRefusal[]; cacheUpdated: Promise<void> }> {
    for (const { quantity } of lines)
      if (!Number.isInteger(quantity) || quantity < 1)
        throw new RangeError(`Cannot take ${quantity} units`);
    const result = await this.parts.bulkWrite(
      lines.map(({ partId, quantity }) => ({
        updateOne: {
          filter: {
            _id: new Types.ObjectId(partId),
            archived: mongoose.trusted({ $ne: true }),
            quantity: mongoose.trusted({ $gte: quantity }),
            'holds.orderId': mongoose.trusted({ $ne: orderId }),
          },
          update: { $inc: { quantity: -quantity }, $push: { holds: { orderId, quantity } } },
        },
      })),
      { ordered: false },
    );
    const cacheUpdated = result.modifiedCount > 0 ? this.invalidateTaken(lines) : Promise.resolve();
    if (result.modifiedCount === lines.length) return { refused: [], cacheUpdated };
    // Some line was not taken (or was held already, by a retry): which, and what is left of it.
    const rows = await this.parts
      .find(
        { _id: mongoose.trusted({ $in: lines.map((line) => new Types.ObjectId(line.partId)) }) },
        { quantity: 1, archived: 1, holds: { $elemMatch: { orderId } } },
      )
      .lean<{ _id: Types.ObjectId; quantity: number; archived?: boolean; holds?: StockHold[] }[]>()
      .exec();
    const byId = new Map(rows.map((row) => [row._id.toHexString(), row]));
    const refused = lines.flatMap(({ partId }): StockRefusal[] => {
      const row = byId.get(partId);
      if (row?.holds?.length) return [];
      // An archived part is no longer sold: it answers like a missing one (null).
      return [{ partId, available: row && row.archived !== true ? row.quantity : null }];
    });
    return { refused, cacheUpdated };
  }

  /**
   * The cache's invalidation after some of `lines` were taken: an availability change when one of
   * their parts is sold out now (a part that already was, among refused lines, counts too: a
   * version move more, never one less). Never rejects; unreadable counts as an availability change.
   */
  private async invalidateTaken(
    lines: ReadonlyArray<{ partId: string; quantity: number }>,
  ): Promise<void> {
    // The stock bump and the sold-out read go out together, so an order that leaves its products in
    // stock waits one round trip for both (beside its own placing); only a sell-out adds the second
    // bump, which makes it an availability change.
    const soldOut = this.parts
      .exists({
        _id: mongoose.trusted({ $in: lines.map((line) => new Types.ObjectId(line.partId)) }),
        quantity: mongoose.trusted({ $lte: 0 }),
      })
      .then((found) => found !== null)
      .catch(() => true);
    const [, anySoldOut] = await Promise.all([this.cache.invalidate('stock'), soldOut]);
    if (anySoldOut) await this.cache.invalidate('availability');
  }

  /**
   * Undoes an order's take: puts back the `n` units it holds and drops the hold, in one update
   * conditional on the hold being there — so it happens at most once, whoever (the request, an undo,
   * recovery) calls it and however often. True when this call put them back.
   */
  async undoTake(partId: string, orderId: Types.ObjectId, n: number): Promise<boolean> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot give back ${n} units`);
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, holds: mongoose.trusted({ $elemMatch: { orderId, quantity: n } }) },
        { $inc: { quantity: n }, $pull: { holds: { orderId } } },
        { new: true, projection: { quantity: 1 } },
      )
      .lean<{ quantity: number }>()
      .exec();
    if (row) await this.cache.invalidate(backInStock(row.quantity, n) ? 'availability' : 'stock');
    return row !== null;
  }

  /** Drops an order's hold once the order is placed: the units stay taken (clean-up, idempotent). */
  async releaseHold(partId: string, orderId: Types.ObjectId): Promise<void> {
    await this.parts
      .updateOne({ _id: partId, 'holds.orderId': orderId }, { $pull: { holds: { orderId } } })
      .exec();
  }

  /**
   * Drops an order's holds in all these parts with one update once the order is placed: the units
   * stay taken (clean-up, idempotent).
   */
  async releaseHolds(orderId: Types.ObjectId, partIds: readonly Types.ObjectId[]): Promise<void> {
    await this.parts
      .updateMany(
        { _id: mongoose.trusted({ $in: partIds }), 'holds.orderId': orderId },
        { $pull: { holds: { orderId } } },
      )
      .exec();
  }

  /** The ids of the parts (of `partIds`) that hold units for this order. */
  async partsHolding(
    orderId: Types.ObjectId,
    partIds: readonly Types.ObjectId[],
  ): Promise<Set<string>> {
    const rows = await this.parts
      .find({ _id: mongoose.trusted({ $in: partIds }), 'holds.orderId': orderId }, { _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>()
      .exec();
    return new Set(rows.map((row) => row._id.toHexString()));
  }

  /**
   * Gives a cancelled order's `n` units back, at most once while the part remembers it: one update
   * conditional on the order not being in `returns` yet, which `$inc`s and records it. Answers
   * `returned` (this call put them back), `already` (an earlier call did) or `gone` (no such part).
   */
  async returnStock(partId: string, orderId: Types.ObjectId, n: number): Promise<StockReturn> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot give back ${n} units`);
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, returns: mongoose.trusted({ $ne: orderId }) },
        { $inc: { quantity: n }, $push: { returns: orderId } },
        { new: true, projection: { quantity: 1 } },
      )
      .lean<{ quantity: number }>()
      .exec();
    if (row) {
      await this.cache.invalidate(backInStock(row.quantity, n) ? 'availability' : 'stock');
      return 'returned';
    }
    return (await this.parts.exists({ _id: partId })) ? 'already' : 'gone';
  }

  /** Forgets a return once the order has noted it (clean-up, idempotent). */
  async forgetReturn(partId: string, orderId: Types.ObjectId): Promise<void> {
    await this.parts
      .updateOne({ _id: partId, returns: orderId }, { $pull: { returns: orderId } })
      .exec();
  }

  /** Every hold and every remembered return, for crash recovery (both lists are short-lived). */
  async stockLedger(): Promise<StockLedger> {
    const rows = await this.parts
      .find(
        {
          $or: [
            { 'holds.orderId': mongoose.trusted({ $exists: true }) },
            { returns: mongoose.trusted({ $exists: true, $ne: [] }) },
          ],
        },
        { holds: 1, returns: 1 },
      )
      .lean<{ _id: Types.ObjectId; holds?: StockHold[]; returns?: Types.ObjectId[] }[]>()
      .exec();
    return {
      holds: rows.flatMap((row) =>
        (row.holds ?? []).map((hold) => ({
          partId: row._id,
          orderId: hold.orderId,
          quantity: hold.quantity,
        })),
      ),
      returns: rows.flatMap((row) =>
        (row.returns ?? []).map((orderId) => ({ partId: row._id, orderId })),
      ),
    };
  }
}

/** What an order needs to know about a part. */
export interface OrderablePart {
  name: string;
  img: string;
  /** Unit price in whole taka. */
  price: number;
  /** Units in stock. */
  quantity: number;
}

export type StockTake =
  { taken: true; remaining: number } | { taken: false; available: number | null };

/** A line of an order whose units were not taken, and the stock left (null: missing or archived). */
export interface StockRefusal {
  partId: string;
  available: number | null;
}

export type StockReturn = 'returned' | 'already' | 'gone';

/** The orders' records kept in the parts: units held for unplaced orders, returns not yet noted. */
export interface StockLedger {
  holds: { partId: Types.ObjectId; orderId: Types.ObjectId; quantity: number }[];
  returns: { partId: Types.ObjectId; orderId: Types.ObjectId }[];
}

const ORDERABLE_FIELDS = { name: 1, img: 1, price: 1, quantity: 1 } as const;

/** At most this many low-stock parts are listed. */
export const LOW_STOCK_LIMIT = 50;

/** An admin's edit of a part: the part just before and just after the one atomic update. */
export interface PartChange {
  before: PartDto;
  after: PartDto;
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
  return {
    _id: row._id.toHexString(),
    name: row.name,
    img: row.img,
    price: row.price,
    quantity: row.quantity,
    description: row.description,
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
    ...(row.warranty
      ? {
          warranty: {
            months: row.warranty.months,
            type: row.warranty.type,
            covers: { en: row.warranty.covers.en, bn: row.warranty.covers.bn },
          },
        }
      : {}),
    specs: (row.specs ?? []).map((spec) => ({ key: spec.key, value: spec.value })),
    photos,
  };
}

/** Whether `n` units given back made a sold-out part (none left before) available again. */
function backInStock(quantityAfter: number, n: number): boolean {
  return quantityAfter > 0 && quantityAfter - n <= 0;
}
