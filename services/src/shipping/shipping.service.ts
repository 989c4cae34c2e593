import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import {
  DEFAULT_RATE_TABLE,
  type DeliveryQuote,
  findDistrict,
  itemCountOf,
  quoteDelivery,
  type RateTable,
  rateTableError,
  SHIPPING_MESSAGES,
  SHIPPING_MESSAGES_BN,
  shippingWeightOf,
} from '@shop/rules';
import mongoose, { type Model, Types } from 'mongoose';
import { AuditService, changesBetween } from '../audit';
import type { AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';
import {
  RateTableChangedError,
  RateTableInvalidError,
  UnknownDistrictError,
} from './shipping-errors';
import { RATE_TABLE_ID, RateTableRecord } from './schemas/rate-table.schema';

/** The rate table as answered: the table, its version (0: never saved, the default) and who saved it. */
export interface StoredRateTable extends RateTable {
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** A line of a parcel: how many units, and what one weighs (the product's weight or its category's). */
export interface ParcelLine {
  quantity: number;
  weightGrams: number;
}

export interface QuoteRequest {
  district: string;
  area?: string;
  lines: ParcelLine[];
  subtotal: number;
  paymentMethod: string;
}

/**
 * Delivery charges: the owner's rate table (one document, cached in each process for
 * SHIPPING_RATES_CACHE_SECONDS, so a quote is a pure function over memory — no database or courier
 * call on the checkout's keystrokes), and the quote of an address and a parcel. The only code that
 * touches the rate table's model.
 */
@Injectable()
export class ShippingService {
  private cached?: { table: StoredRateTable; until: number };

  constructor(
    @InjectModel(RateTableRecord.name) private readonly rates: Model<RateTableRecord>,
    private readonly audit: AuditService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** The table quotes use: the saved one, or the spec's default before the first save. */
  async rateTable(): Promise<StoredRateTable> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.table;
    const row = await this.rates.findById(RATE_TABLE_ID).lean<RateTableRecord>().exec();
    const table: StoredRateTable = row
      ? {
          zones: row.zones,
          cod: row.cod,
          promotion: row.promotion,
          version: row.version,
          ...(row.updatedAt ? { updatedAt: new Date(row.updatedAt).toISOString() } : {}),
          ...(row.updatedByName ? { updatedBy: row.updatedByName } : {}),
        }
      : { ...structuredClone(DEFAULT_RATE_TABLE), version: 0 };
    this.remember(table);
    return table;
  }

  /**
   * Saves the owner's table (checked by the quote function's own rule first), conditional on the
   * version they edited, and records it in the audit log with what changed.
   */
  async saveRateTable(
    input: RateTable & { version: number },
    admin: AuthenticatedUser,
  ): Promise<StoredRateTable> {
    const table: RateTable = {
      zones: input.zones,
      cod: { percent: input.cod.percent, flat: input.cod.flat },
      promotion: {
        // Stored as the districts are spelled, each once.
        freeDistricts: [
          ...new Set(input.promotion.freeDistricts.map((name) => findDistrict(name)?.name ?? name)),
        ],
        freeFromItems: input.promotion.freeFromItems ?? null,
      },
    };
    const problem = rateTableError(table);
    if (problem) {
      throw new RateTableInvalidError(
        problem.path,
        SHIPPING_MESSAGES[problem.message],
        SHIPPING_MESSAGES_BN[problem.message],
      );
    }
    this.cached = undefined;
    const before = await this.rateTable();
    if (before.version !== input.version) throw new RateTableChangedError();
    const set = {
      ...table,
      version: input.version + 1,
      updatedByUserId: new Types.ObjectId(admin.id),
      updatedByName: admin.name,
    };
    let saved: RateTableRecord | null;
    try {
      saved = await this.rates
        .findOneAndUpdate(
          input.version === 0
            ? { _id: RATE_TABLE_ID, version: mongoose.trusted({ $exists: false }) }
            : { _id: RATE_TABLE_ID, version: input.version },
          { $set: set },
          { new: true, upsert: input.version === 0 },
        )
        .lean<RateTableRecord>()
        .exec();
    } catch (error) {
      // The first save racing another first save: the unique _id refuses the second upsert.
      if ((error as { code?: number }).code === 11000) throw new RateTableChangedError();
      throw error;
    }
    if (!saved) throw new RateTableChangedError();
    this.cached = undefined;
    const after = await this.rateTable();
    await this.audit.record({
      action: 'shipping.rates-updated',
      actor: admin,
      target: { type: 'shipping-rates', id: RATE_TABLE_ID, label: 'Delivery rates' },
      changes: changesBetween(flatten(before), flatten(after), [
        ...new Set([...Object.keys(flatten(before)), ...Object.keys(flatten(after))]),
      ]),
    });
    return after;
  }

  /**
   * The quote for an address and a parcel: 400 for a district not among the 64 (both languages);
   * any weight is quoted (beyond the last slab, the zone's charge per extra kilogram).
   */
  async quote(request: QuoteRequest): Promise<DeliveryQuote> {
    if (!findDistrict(request.district)) throw new UnknownDistrictError();
    const table = await this.rateTable();
    return quoteDelivery(table, {
      district: request.district,
      ...(request.area ? { area: request.area } : {}),
      weightGrams: request.lines.reduce((sum, line) => sum + line.quantity * line.weightGrams, 0),
      itemCount: itemCountOf(request.lines),
      subtotal: request.subtotal,
      paymentMethod: request.paymentMethod,
    });
  }

  /** A product's parcel weight (its own, else its category's default). */
  weightOf(part: { shippingWeightGrams?: number | null; category?: string }): number {
    return shippingWeightOf(part);
  }

  private remember(table: StoredRateTable): void {
    const seconds = this.config.get('SHIPPING_RATES_CACHE_SECONDS', { infer: true });
    this.cached = { table, until: Date.now() + seconds * 1000 };
  }
}

/** The table as flat fields ("zones.outside_dhaka.slabs.0.charge": 120) for the audit's before/after. */
function flatten(table: RateTable): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      out[path] = value.join(', ');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      out[path] = value as string | number | boolean | null;
    }
  };
  walk({ zones: table.zones, cod: table.cod, promotion: table.promotion }, '');
  return out;
}
