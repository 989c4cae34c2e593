import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { listPrice } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { ProductNotFoundError } from '../common';
import type { FeaturedPartDto, PartDto } from './dto/part.dto';
import { foldName, Part } from './schemas/part.schema';

/** A part to make sure of at start-up (seed data), with the fixed id it must keep. */
export type SeedPart = Omit<Part, 'nameLower'> & { _id: string };

const PART_FIELDS = { name: 1, img: 1, price: 1, quantity: 1, description: 1 } as const;
const FEATURED_FIELDS = { name: 1, img: 1, price: 1, description: 1 } as const;

type PartRow = Pick<Part, keyof typeof PART_FIELDS> & { _id: Types.ObjectId };
type FeaturedRow = Pick<Part, keyof typeof FEATURED_FIELDS> & { _id: Types.ObjectId };

/** The catalogue of parts. The only code that touches the Part model. */
@Injectable()
export class CatalogueService {
  constructor(@InjectModel(Part.name) private readonly parts: Model<Part>) {}

  /** Every part, oldest first (seed order, then parts added later). */
  async listParts(): Promise<PartDto[]> {
    const rows = await this.parts.find({}, PART_FIELDS).sort({ _id: 1 }).lean<PartRow[]>().exec();
    return rows.map(toPartDto);
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
