import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, Types } from 'mongoose';
import { CatalogueCache, Part } from '../catalogue';
import { oneOf, storedCollection, withUpdatedAt } from '../common';

/** One variant of one part: what every stock movement names. */
export interface VariantRef {
  partId: string;
  sku: string;
}

/** A line of stock to take: `quantity` units of one variant. */
export interface StockLine extends VariantRef {
  quantity: number;
}

export type StockTake =
  { taken: true; remaining: number } | { taken: false; available: number | null };

/** A line whose units were not taken, and the variant's stock left (null: missing or archived). */
export interface StockRefusal extends VariantRef {
  available: number | null;
}

export type StockReturn = 'returned' | 'already' | 'gone';

/** The orders' records kept in the parts: units held for unplaced orders, returns not yet noted. */
export interface StockLedger {
  holds: { partId: Types.ObjectId; sku: string; orderId: Types.ObjectId; quantity: number }[];
  returns: { partId: Types.ObjectId; sku: string; ledgerId: Types.ObjectId }[];
}

/** A part as read for the stock of one variant (its variants, its hold of one order). */
interface VariantStockRow {
  _id: Types.ObjectId;
  archived?: boolean;
  variants?: { sku: string; quantity: number; archived?: boolean }[];
  holds?: { orderId: Types.ObjectId; sku: string; quantity: number }[];
}

const notArchived = () => mongoose.trusted({ $ne: true });

/**
 * The stock of orders, per variant: reservations (holds), their undo and release, and give-backs.
 * The only code that moves stock for orders (the admin's counts are catalogue-admin's writes).
 *
 * Every movement is ONE single-document atomic update of the part that moves the variant's units
 * (`variants.$[v].quantity`, matched by SKU) and the part's total (`quantity`) together, counts
 * itself in `stockMoves` (an admin's save of the variants is conditional on it), and writes
 * its own record into the part (`holds`, `returns`), so a crash between two steps of an order can
 * always be finished or undone exactly (services/src/orders/README.md), and the part's total never
 * drifts from its variants'. Each ends with the catalogue cache's invalidation: `'availability'`
 * when the movement sold a variant out or brought a sold-out one back, `'stock'` otherwise.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectModel(Part.name) private readonly parts: Model<Part>,
    private readonly cache: CatalogueCache,
  ) {}

  /**
   * Takes `n` units of a variant for an order, or nothing: one conditional update (the part on sale,
   * the variant on sale with at least `n`, no hold of this order on this variant → both counts
   * `$inc: -n`, `$push` the hold), so concurrent orders never take more than there is. Answers
   * `{taken: true, remaining}` (also when this order already holds them: a retried take takes
   * nothing twice), or `{taken: false, available}` (null for a missing or archived part or variant).
   */
  async takeStock(ref: VariantRef, orderId: Types.ObjectId, n: number): Promise<StockTake> {
    wholeUnits(n);
    const row = await this.parts
      .findOneAndUpdate(takeFilter(ref, orderId, n), takeUpdate(ref, orderId, n), {
        new: true,
        arrayFilters: [{ 'v.sku': ref.sku }],
        projection: { variants: 1 },
      })
      .lean<VariantStockRow>()
      .exec();
    if (row) {
      const remaining = variantOf(row, ref.sku)?.quantity ?? 0;
      await this.cache.invalidate(remaining <= 0 ? 'availability' : 'stock');
      return { taken: true, remaining };
    }
    const current = await this.readVariant(ref, orderId);
    const variant = current && variantOf(current, ref.sku);
    if (current?.holds?.length) return { taken: true, remaining: variant?.quantity ?? 0 };
    return { taken: false, available: onSale(current, variant) ? variant!.quantity : null };
  }

  /**
   * Takes the units of every line of one order in ONE round trip: takeStock's conditional update per
   * line, sent together in an unordered `bulkWrite` (every line is tried; each update is still atomic
   * on its own document, so concurrent orders never take more than there is; two variants of one
   * part are two updates of that part). Answers the lines not taken — empty when every line was (a
   * line this order already holds counts as taken) — with the stock left, read only when a line
   * failed; and `cacheUpdated`, the cache's invalidation once stock moved (it never rejects): the
   * caller awaits it alongside its next step instead of before it.
   */
  async takeStockFor(
    orderId: Types.ObjectId,
    lines: readonly StockLine[],
  ): Promise<{ refused: StockRefusal[]; cacheUpdated: Promise<void> }> {
    for (const { quantity } of lines) wholeUnits(quantity);
    if (lines.length === 1) return this.takeOneLine(orderId, lines[0]);
    const result = await this.parts.bulkWrite(
      lines.map((line) => ({
        updateOne: {
          filter: takeFilter(line, orderId, line.quantity),
          update: takeUpdate(line, orderId, line.quantity),
          arrayFilters: [{ 'v.sku': line.sku }],
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
        { archived: 1, variants: 1, holds: 1 },
      )
      .lean<VariantStockRow[]>()
      .exec();
    const byId = new Map(rows.map((row) => [row._id.toHexString(), row]));
    const refused = lines.flatMap(({ partId, sku }): StockRefusal[] => {
      const row = byId.get(partId);
      if (row?.holds?.some((hold) => hold.orderId.equals(orderId) && hold.sku === sku)) return [];
      const variant = row && variantOf(row, sku);
      return [{ partId, sku, available: onSale(row, variant) ? variant!.quantity : null }];
    });
    return { refused, cacheUpdated };
  }

  /**
   * takeStockFor of a one-line order (every booking): takeStock's conditional update answering the
   * variant as it left it, so whether it sold out is known without the bulk write's extra read of
   * the parts — one command fewer per booking, the same decision. Sent by the driver (see
   * withUpdatedAt): the filter and update are built with their stored types.
   */
  private async takeOneLine(
    orderId: Types.ObjectId,
    line: StockLine,
  ): Promise<{ refused: StockRefusal[]; cacheUpdated: Promise<void> }> {
    const row = await storedCollection<VariantStockRow>(this.parts).findOneAndUpdate(
      takeFilter(line, orderId, line.quantity),
      withUpdatedAt(takeUpdate(line, orderId, line.quantity)),
      {
        returnDocument: 'after',
        arrayFilters: [{ 'v.sku': line.sku }],
        projection: { variants: 1 },
      },
    );
    if (row) {
      const remaining = variantOf(row, line.sku)?.quantity ?? 0;
      return {
        refused: [],
        cacheUpdated: this.cache.invalidate(remaining <= 0 ? 'availability' : 'stock'),
      };
    }
    // Not taken: held already by this order (a retry), or not enough left.
    const current = await this.readVariant(line, orderId);
    const variant = current && variantOf(current, line.sku);
    const done = { cacheUpdated: Promise.resolve() };
    if (current?.holds?.length) return { refused: [], ...done };
    const available = onSale(current, variant) ? variant!.quantity : null;
    return { refused: [{ partId: line.partId, sku: line.sku, available }], ...done };
  }

  /**
   * The cache's invalidation after some of `lines` were taken: an availability change when one of
   * their variants is sold out now (one that already was, among refused lines, counts too: a version
   * move more, never one less). Never rejects; unreadable counts as an availability change.
   */
  private async invalidateTaken(lines: readonly StockLine[]): Promise<void> {
    // The stock bump and the sold-out read go out together, so an order that leaves its products in
    // stock waits one round trip for both (beside its own placing); only a sell-out adds the second
    // bump, which makes it an availability change.
    const soldOut = this.parts
      .exists({
        $or: lines.map((line) => ({
          _id: new Types.ObjectId(line.partId),
          variants: mongoose.trusted({
            $elemMatch: { sku: line.sku, quantity: { $lte: 0 } },
          }),
        })),
      })
      .then((found) => found !== null)
      .catch(() => true);
    const [, anySoldOut] = await Promise.all([this.cache.invalidate('stock'), soldOut]);
    if (anySoldOut) await this.cache.invalidate('availability');
  }

  /**
   * Undoes an order's take of one variant: puts back the `n` units it holds and drops the hold, in
   * one update conditional on the hold being there — so it happens at most once, whoever (the
   * request, an undo, recovery) calls it and however often. True when this call put them back.
   */
  async undoTake(ref: VariantRef, orderId: Types.ObjectId, n: number): Promise<boolean> {
    wholeUnits(n);
    const row = await this.parts
      .findOneAndUpdate(
        {
          _id: ref.partId,
          holds: mongoose.trusted({ $elemMatch: { orderId, sku: ref.sku, quantity: n } }),
        },
        {
          $inc: { 'variants.$[v].quantity': n, quantity: n, stockMoves: 1 },
          $pull: { holds: { orderId, sku: ref.sku } },
        },
        { new: true, arrayFilters: [{ 'v.sku': ref.sku }], projection: { variants: 1 } },
      )
      .lean<VariantStockRow>()
      .exec();
    if (row) await this.invalidateGiven(row, ref.sku, n);
    return row !== null;
  }

  /**
   * Drops the holds of these orders (placed) from these parts with one update: the units stay taken
   * (clean-up, idempotent). Every hold of the orders in a part goes, whichever its variant; a part
   * named for one order and holding nothing of another is left as it is for that one.
   */
  async releaseHolds(
    orderIds: readonly Types.ObjectId[],
    partIds: readonly Types.ObjectId[],
  ): Promise<void> {
    // By the driver, as the take (every placed order makes this update).
    await storedCollection<VariantStockRow>(this.parts).updateMany(
      { _id: oneOf(partIds), 'holds.orderId': oneOf(orderIds) },
      withUpdatedAt({ $pull: { holds: { orderId: oneOf(orderIds) } } }),
    );
  }

  /** Drops an order's hold of one variant: the units stay taken (clean-up, idempotent). */
  async releaseHold(ref: VariantRef, orderId: Types.ObjectId): Promise<void> {
    await this.parts
      .updateOne(
        { _id: ref.partId, holds: mongoose.trusted({ $elemMatch: { orderId, sku: ref.sku } }) },
        { $pull: { holds: { orderId, sku: ref.sku } } },
      )
      .exec();
  }

  /** The variants (of the parts `partIds`) that hold units for this order, as `partId/sku` keys. */
  async variantsHolding(
    orderId: Types.ObjectId,
    partIds: readonly Types.ObjectId[],
  ): Promise<Set<string>> {
    const rows = await this.parts
      .find({ _id: mongoose.trusted({ $in: partIds }), 'holds.orderId': orderId }, { holds: 1 })
      .lean<VariantStockRow[]>()
      .exec();
    return new Set(
      rows.flatMap((row) =>
        (row.holds ?? [])
          .filter((hold) => hold.orderId.equals(orderId))
          .map((hold) => variantKey({ partId: row._id.toHexString(), sku: hold.sku })),
      ),
    );
  }

  /**
   * Gives `n` units of a variant back under `ledgerId` (a cancelled order, a refund), at most once
   * while the part remembers it: one update conditional on no record of (ledgerId, sku), which
   * `$inc`s and records it. Answers `returned` (this call put them back), `already` (an earlier call
   * did) or `gone` (no such part or variant: nothing to put back into).
   */
  async returnStock(ref: VariantRef, ledgerId: Types.ObjectId, n: number): Promise<StockReturn> {
    wholeUnits(n);
    const row = await this.parts
      .findOneAndUpdate(
        {
          _id: ref.partId,
          'variants.sku': ref.sku,
          returns: mongoose.trusted({ $not: { $elemMatch: { ledgerId, sku: ref.sku } } }),
        },
        {
          $inc: { 'variants.$[v].quantity': n, quantity: n, stockMoves: 1 },
          $push: { returns: { ledgerId, sku: ref.sku } },
        },
        { new: true, arrayFilters: [{ 'v.sku': ref.sku }], projection: { variants: 1 } },
      )
      .lean<VariantStockRow>()
      .exec();
    if (row) {
      await this.invalidateGiven(row, ref.sku, n);
      return 'returned';
    }
    const exists = await this.parts.exists({ _id: ref.partId, 'variants.sku': ref.sku });
    return exists ? 'already' : 'gone';
  }

  /** Forgets a give-back once the order has noted it (clean-up, idempotent). */
  async forgetReturn(ref: VariantRef, ledgerId: Types.ObjectId): Promise<void> {
    await this.parts
      .updateOne(
        { _id: ref.partId, returns: mongoose.trusted({ $elemMatch: { ledgerId, sku: ref.sku } }) },
        { $pull: { returns: { ledgerId, sku: ref.sku } } },
      )
      .exec();
  }

  /** Every hold and every remembered return, for crash recovery (both lists are short-lived). */
  async stockLedger(): Promise<StockLedger> {
    const rows = await this.parts
      .find(
        {
          $or: [
            { 'holds.orderId': mongoose.trusted({ $exists: true }) },
            { 'returns.ledgerId': mongoose.trusted({ $exists: true }) },
          ],
        },
        { holds: 1, returns: 1 },
      )
      .lean<
        {
          _id: Types.ObjectId;
          holds?: { orderId: Types.ObjectId; sku: string; quantity: number }[];
          returns?: { ledgerId: Types.ObjectId; sku: string }[];
        }[]
      >()
      .exec();
    return {
      holds: rows.flatMap((row) =>
        (row.holds ?? []).map((hold) => ({
          partId: row._id,
          sku: hold.sku,
          orderId: hold.orderId,
          quantity: hold.quantity,
        })),
      ),
      returns: rows.flatMap((row) =>
        (row.returns ?? []).map((entry) => ({
          partId: row._id,
          sku: entry.sku,
          ledgerId: entry.ledgerId,
        })),
      ),
    };
  }

  /** A part with its variants and this order's holds of one variant (after a refused take). */
  private readVariant(ref: VariantRef, orderId: Types.ObjectId): Promise<VariantStockRow | null> {
    return this.parts
      .findOne(
        { _id: ref.partId },
        {
          archived: 1,
          variants: 1,
          holds: { $elemMatch: { orderId, sku: ref.sku } },
        },
      )
      .lean<VariantStockRow>()
      .exec();
  }

  /** The invalidation after `n` units of a variant came back: availability when it was sold out. */
  private invalidateGiven(row: VariantStockRow, sku: string, n: number): Promise<void> {
    const after = variantOf(row, sku)?.quantity ?? 0;
    return this.cache.invalidate(after > 0 && after - n <= 0 ? 'availability' : 'stock');
  }
}

/** `partId/sku`: a variant as one string (sets, maps). */
export function variantKey(ref: VariantRef): string {
  return `${ref.partId}/${ref.sku}`;
}

/** The take's condition: part and variant on sale, enough units, no hold of this order on it yet. */
function takeFilter(ref: VariantRef, orderId: Types.ObjectId, n: number) {
  return {
    _id: new Types.ObjectId(ref.partId),
    archived: notArchived(),
    variants: mongoose.trusted({
      $elemMatch: { sku: ref.sku, archived: { $ne: true }, quantity: { $gte: n } },
    }),
    holds: mongoose.trusted({ $not: { $elemMatch: { orderId, sku: ref.sku } } }),
  };
}

/** The take itself: the variant's units and the part's total together, and the hold. */
function takeUpdate(ref: VariantRef, orderId: Types.ObjectId, n: number) {
  return {
    $inc: { 'variants.$[v].quantity': -n, quantity: -n, stockMoves: 1 },
    $push: { holds: { orderId, sku: ref.sku, quantity: n } },
  };
}

function variantOf(row: VariantStockRow, sku: string) {
  return row.variants?.find((variant) => variant.sku === sku);
}

/** An archived part or variant is no longer sold: it answers like a missing one. */
function onSale(
  row: VariantStockRow | null | undefined,
  variant: { archived?: boolean } | undefined | null,
): boolean {
  return !!row && row.archived !== true && !!variant && variant.archived !== true;
}

function wholeUnits(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Cannot move ${n} units`);
}
