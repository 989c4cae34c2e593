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
import type { FeaturedPartDto, PartDto } from './dto/part.dto';
import { categoryPattern, containsPattern } from './name-pattern';
import { foldName, Part } from './schemas/part.schema';

/** A part to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedPart = Omit<Part, 'nameLower'> & { _id: string };

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

/** The catalogue of parts. The only code that touches the Part model. */
@Injectable()
export class CatalogueService {
  constructor(@InjectModel(Part.name) private readonly parts: Model<Part>) {}

  /**
   * The parts matching the query's category (name contains it, see categoryPattern), in the query's
   * order (default: oldest first, i.e. seed order, then parts added later). Every part when the query
   * is empty: the spec's plain array. With `page` or `limit`, one page and the total.
   */
  async listParts(query: ListPartsQueryDto = {}): Promise<PartDto[] | PartPageDto> {
    const filter: FilterQuery<Part> = {};
    if (query.category !== undefined) filter.nameLower = categoryPattern(query.category);
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
      .find({ nameLower: containsPattern(text) }, MATCH_FIELDS)
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
      .find({ featured: true }, FEATURED_FIELDS)
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

  /** One part by its (already validated) hex id; ProductNotFoundError when there is none. */
  async getPart(partId: string): Promise<PartDto> {
    const row = await this.parts.findById(partId, PART_FIELDS).lean<PartRow>().exec();
    if (!row) throw new ProductNotFoundError(partId);
    return toPartDto(row);
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
    return result.upsertedCount;
  }

  async countParts(): Promise<number> {
    return this.parts.countDocuments().exec();
  }

  /**
   * For an order: name, picture, unit price and stock of each of these (validated hex) ids, keyed by
   * id; ids without a part are missing from the map.
   */
  async findPartsForOrder(partIds: readonly string[]): Promise<Map<string, OrderablePart>> {
    const rows = await this.parts
      .find({ _id: mongoose.trusted({ $in: [...new Set(partIds)] }) }, ORDERABLE_FIELDS)
      .lean<(OrderablePart & { _id: Types.ObjectId })[]>()
      .exec();
    return new Map(
      rows.map((row) => [
        row._id.toHexString(),
        { name: row.name, img: row.img, price: row.price, quantity: row.quantity },
      ]),
    );
  }

  /**
   * Takes `n` units of a part's stock, or nothing: one conditional atomic update
   * (`{_id, quantity: {$gte: n}}` → `$inc: -n`), so concurrent orders can never take more than there
   * is. Answers `{taken: true, remaining}`, or `{taken: false, available}` with the stock left
   * (null when the part does not exist).
   */
  async takeStock(partId: string, n: number): Promise<StockTake> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot take ${n} units`);
    const row = await this.parts
      .findOneAndUpdate(
        { _id: partId, quantity: mongoose.trusted({ $gte: n }) },
        { $inc: { quantity: -n } },
        { new: true, projection: { quantity: 1 } },
      )
      .lean<{ quantity: number }>()
      .exec();
    if (row) return { taken: true, remaining: row.quantity };
    const current = await this.parts
      .findById(partId, { quantity: 1 })
      .lean<{ quantity: number }>()
      .exec();
    return { taken: false, available: current ? current.quantity : null };
  }

  /** Puts `n` units back into a part's stock (one atomic `$inc`); false when the part is gone. */
  async giveBackStock(partId: string, n: number): Promise<boolean> {
    if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot give back ${n} units`);
    const result = await this.parts.updateOne({ _id: partId }, { $inc: { quantity: n } }).exec();
    return result.matchedCount === 1;
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

const ORDERABLE_FIELDS = { name: 1, img: 1, price: 1, quantity: 1 } as const;

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
