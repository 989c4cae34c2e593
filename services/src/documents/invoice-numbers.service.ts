import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, trusted, Types } from 'mongoose';
import { isDuplicateKey } from '../orders';
import { financialYearOf, formatInvoiceNumber } from './financial-year';
import { Invoice, InvoiceCounter } from './schemas/invoice.schema';

/** The number an order's VAT invoice carries, and when it was issued. */
export interface IssuedInvoice {
  number: string;
  financialYear: string;
  serial: number;
  issuedAt: Date;
}

/** A claim older than this was left by a process that died: the next request completes it. */
const STALE_CLAIM_MS = 30_000;
const WAIT_STEP_MS = 50;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Gives each order its VAT invoice number once, serial per financial year, with no transaction:
 * 1. the order's claim is one upsert on the unique `orderId` (exactly one request wins it);
 * 2. the winner takes the next serial of the year with one conditional update of the year's
 *    counter (compare and set: from the value it read to the next);
 * 3. and writes it into its claim. Everyone else reads the completed claim (waiting briefly for
 *    the winner). A winner that died between 1 and 3 leaves a stale claim that the next request
 *    takes over (a serial taken in step 2 by a process that then died is skipped: a gap, never a
 *    duplicate).
 */
@Injectable()
export class InvoiceNumbersService {
  constructor(
    @InjectModel(Invoice.name) private readonly invoices: Model<Invoice>,
    @InjectModel(InvoiceCounter.name) private readonly counters: Model<InvoiceCounter>,
  ) {}

  async issue(orderId: string, now = new Date()): Promise<IssuedInvoice> {
    const id = new Types.ObjectId(orderId);
    for (;;) {
      const claimed = await this.claim(id, now);
      if (claimed === 'lost') {
        const done = await this.waitForNumber(id);
        if (done) return done;
        continue; // the claim went stale: try to take it over
      }
      if (isIssued(claimed)) return toIssued(claimed);
      const serial = await this.nextSerial(claimed.financialYear);
      const completed = await this.invoices
        .findOneAndUpdate(
          { _id: claimed._id, serial: trusted({ $exists: false }), claimedAt: claimed.claimedAt },
          { $set: { serial, number: formatInvoiceNumber(claimed.financialYear, serial) } },
          { new: true },
        )
        .lean<InvoiceRow>()
        .exec();
      if (completed && isIssued(completed)) return toIssued(completed);
      // Another request took the claim over meanwhile: its number stands (this serial is a gap).
    }
  }

  /** The number of an order already invoiced, or undefined. */
  async find(orderId: string): Promise<IssuedInvoice | undefined> {
    const row = await this.invoices
      .findOne({ orderId: new Types.ObjectId(orderId) })
      .lean<InvoiceRow>()
      .exec();
    return row && isIssued(row) ? toIssued(row) : undefined;
  }

  /** This request's claim on the order's number (new, or a stale one taken over), the issued row, or 'lost'. */
  private async claim(orderId: Types.ObjectId, now: Date): Promise<InvoiceRow | 'lost'> {
    const existing = await this.invoices.findOne({ orderId }).lean<InvoiceRow>().exec();
    if (existing) {
      if (isIssued(existing)) return existing;
      const takenOver = await this.invoices
        .findOneAndUpdate(
          {
            _id: existing._id,
            serial: trusted({ $exists: false }),
            claimedAt: trusted({ $lte: new Date(Date.now() - STALE_CLAIM_MS) }),
          },
          { $set: { claimedAt: new Date() } },
          { new: true },
        )
        .lean<InvoiceRow>()
        .exec();
      return takenOver ?? 'lost';
    }
    try {
      const created = await this.invoices.create({
        orderId,
        financialYear: financialYearOf(now),
        issuedAt: now,
        claimedAt: new Date(),
      });
      return created.toObject() as InvoiceRow;
    } catch (error) {
      if (isDuplicateKey(error)) return 'lost';
      throw error;
    }
  }

  private async nextSerial(financialYear: string): Promise<number> {
    // The year's counter is made first (the first invoices of a year may make it at once: one
    // insert wins, the others are told it exists), then one atomic $inc takes the next serial.
    await this.counters
      .updateOne({ _id: financialYear }, { $setOnInsert: { last: 0 } }, { upsert: true })
      .exec()
      .catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
    // Compare and set: the serial is the one this update moved the counter to. (An `$inc` through
    // findOneAndUpdate answered two requests with the same value on the embedded database under
    // load; a conditional update is applied at most once per value everywhere.)
    for (;;) {
      const counter = await this.counters
        .findOne({ _id: financialYear }, { last: 1 })
        .lean<{ last: number }>()
        .exec();
      if (!counter) throw new Error(`invoice counter ${financialYear} vanished`);
      const taken = await this.counters
        .updateOne({ _id: financialYear, last: counter.last }, { $set: { last: counter.last + 1 } })
        .exec();
      if (taken.modifiedCount === 1) return counter.last + 1;
    }
  }

  /** The number another request is completing; undefined once its claim is stale. */
  private async waitForNumber(orderId: Types.ObjectId): Promise<IssuedInvoice | undefined> {
    for (;;) {
      const row = await this.invoices.findOne({ orderId }).lean<InvoiceRow>().exec();
      if (row && isIssued(row)) return toIssued(row);
      if (!row || row.claimedAt.getTime() <= Date.now() - STALE_CLAIM_MS) return undefined;
      await delay(WAIT_STEP_MS);
    }
  }
}

type InvoiceRow = Invoice & { _id: Types.ObjectId };
type IssuedRow = InvoiceRow & { serial: number; number: string };

function isIssued(row: InvoiceRow): row is IssuedRow {
  return typeof row.serial === 'number' && typeof row.number === 'string';
}

function toIssued(row: IssuedRow): IssuedInvoice {
  return {
    number: row.number,
    financialYear: row.financialYear,
    serial: row.serial,
    issuedAt: row.issuedAt,
  };
}
