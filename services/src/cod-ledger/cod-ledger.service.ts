import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  COD_COURIERS,
  type CodCourier,
  type CodLedgerPage,
  type CodLedgerRow,
  type CodPayout,
  type CodPayoutRequest,
  type CodStatementImport,
} from '@shop/contracts';
import { formatTaka } from '@shop/rules';
import mongoose, { type Model, Types } from 'mongoose';
import { AuditService } from '../audit';
import { type AuthenticatedUser, ValidationFailedError } from '../common';
import { PayoutReferenceTakenError } from './cod-ledger-errors';
import { courierFigures, FIGURE_FIELDS } from './courier-figures';
import { allocateOldestFirst, courierTotals, reconcile } from './reconciliation';
import { CodAllocation, CodPayoutRecord } from './schemas/cod-payout.schema';
import { LedgerShipment } from './schemas/ledger-shipment.schema';
import { parseStatement, StatementRowError } from './statement-csv';

export interface LedgerQuery {
  courier?: CodCourier;
  differing?: boolean;
  page?: number;
  limit?: number;
}

export const DEFAULT_LEDGER_PAGE_LIMIT = 20;

type ShipmentRow = Pick<
  LedgerShipment,
  'courier' | 'invoice' | 'consignmentId' | 'codAmount' | 'state' | 'events' | 'createdAt'
> & { _id: Types.ObjectId };

type PayoutRow = Pick<CodPayoutRecord, 'courier' | 'amount' | 'allocations' | 'createdAt'>;

const COURIER_LABEL: Record<CodCourier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};

/**
 * The cash-on-delivery ledger: every booked consignment beside what its courier reported and paid.
 * Owns `cod_payouts`; reads `shipments` (the couriers module's) without writing them.
 */
@Injectable()
export class CodLedgerService {
  constructor(
    @InjectModel(LedgerShipment.name) private readonly shipments: Model<LedgerShipment>,
    @InjectModel(CodPayoutRecord.name) private readonly payouts: Model<CodPayoutRecord>,
    private readonly audit: AuditService,
  ) {}

  async list(query: LedgerQuery): Promise<CodLedgerPage> {
    const { rows, unallocated } = await this.ledger();
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LEDGER_PAGE_LIMIT;
    const filtered = rows.filter(
      (row) =>
        (!query.courier || row.courier === query.courier) &&
        (!query.differing || row.differences.length > 0),
    );
    return {
      items: filtered.slice((page - 1) * limit, page * limit),
      total: filtered.length,
      page,
      limit,
      totals: courierTotals(rows, unallocated, COD_COURIERS),
    };
  }

  async recordPayout(request: CodPayoutRequest, admin: AuthenticatedUser): Promise<CodPayout> {
    const existing = await this.sameReference(request.courier, request.reference, request.amount);
    if (existing) return existing;
    const { rows } = await this.ledger(request.courier);
    let allocations: CodAllocation[];
    if (request.allocations?.length) {
      const byConsignment = new Map(rows.map((row) => [row.consignmentId, row]));
      const seen = new Set<string>();
      allocations = request.allocations.map((part, index) => {
        const row = byConsignment.get(part.consignmentId);
        if (!row)
          throw new ValidationFailedError(
            `allocations[${index}].consignmentId: no ${COURIER_LABEL[request.courier]} consignment ${part.consignmentId}`,
          );
        if (seen.has(part.consignmentId))
          throw new ValidationFailedError(
            `allocations[${index}].consignmentId: ${part.consignmentId} is named twice`,
          );
        seen.add(part.consignmentId);
        return {
          shipmentId: new Types.ObjectId(row.shipmentId),
          consignmentId: row.consignmentId,
          amount: part.amount,
        };
      });
      const allocated = allocations.reduce((sum, part) => sum + part.amount, 0);
      if (allocated > request.amount)
        throw new ValidationFailedError(
          `allocations add up to ${allocated} taka, more than the payout's ${request.amount}`,
        );
    } else {
      // Two parcels booked in the same millisecond: the one created first (its id's counter).
      const oldestFirst = [...rows].sort(
        (a, b) => a.bookedAt.localeCompare(b.bookedAt) || a.shipmentId.localeCompare(b.shipmentId),
      );
      const keyed = new Map(oldestFirst.map((row) => [row.shipmentId, row]));
      allocations = allocateOldestFirst(
        request.amount,
        oldestFirst.map((row) => ({ key: row.shipmentId, difference: row.difference })),
      ).allocations.map((part) => ({
        shipmentId: new Types.ObjectId(part.key),
        consignmentId: keyed.get(part.key)!.consignmentId,
        amount: part.amount,
      }));
    }
    let saved: CodPayoutRecord & { _id: Types.ObjectId };
    try {
      saved = (
        await this.payouts.create({
          courier: request.courier,
          reference: request.reference,
          paidOn: request.paidOn,
          amount: request.amount,
          allocations,
          source: 'manual',
          recordedBy: new Types.ObjectId(admin.id),
        })
      ).toObject();
    } catch (error) {
      // Two admins typing the same payout at once: the second finds the first's.
      if ((error as { code?: number }).code === 11000) {
        const first = await this.sameReference(request.courier, request.reference, request.amount);
        if (first) return first;
      }
      throw error;
    }
    await this.audit.record({
      action: 'cod.payout-recorded',
      actor: admin,
      target: { type: 'cod-payout', id: String(saved._id), label: payoutLabel(saved) },
      changes: [
        { field: 'amount', after: saved.amount },
        { field: 'consignments', after: allocations.length },
      ],
    });
    return view(saved, false);
  }

  async importStatement(
    courier: CodCourier,
    bytes: Buffer,
    admin: AuthenticatedUser,
  ): Promise<CodStatementImport> {
    const text = bytes.toString('utf8');
    if (text.includes('\uFFFD'))
      throw new ValidationFailedError('The statement must be a UTF-8 CSV file');
    const lines = parseStatement(text);
    const known = new Map(
      (
        await this.shipments
          .find(
            {
              courier,
              consignmentId: mongoose.trusted({
                $in: [...new Set(lines.map((line) => line.consignmentId))],
              }),
            },
            { _id: 1, consignmentId: 1 },
          )
          .lean<{ _id: Types.ObjectId; consignmentId: string }[]>()
      ).map((row) => [row.consignmentId, row._id]),
    );
    const groups = new Map<string, typeof lines>();
    for (const line of lines) {
      if (!known.has(line.consignmentId))
        throw new StatementRowError(
          line.line,
          'consignment_id',
          `no ${COURIER_LABEL[courier]} consignment ${line.consignmentId} in the shop`,
        );
      const group = groups.get(line.reference) ?? [];
      if (group.length && group[0].paidOn !== line.paidOn)
        throw new StatementRowError(
          line.line,
          'paid_on',
          `reference ${line.reference} was paid on ${group[0].paidOn} (row ${group[0].line})`,
        );
      group.push(line);
      groups.set(line.reference, group);
    }
    const recorded = new Set(
      (
        await this.payouts
          .find(
            { courier, reference: mongoose.trusted({ $in: [...groups.keys()] }) },
            { reference: 1 },
          )
          .lean<{ reference: string }[]>()
      ).map((row) => row.reference),
    );
    let payoutsRecorded = 0;
    let total = 0;
    for (const [reference, group] of groups) {
      if (recorded.has(reference)) continue;
      const amount = group.reduce((sum, line) => sum + line.paid, 0);
      try {
        await this.payouts.create({
          courier,
          reference,
          paidOn: group[0].paidOn,
          amount,
          allocations: group.map((line) => ({
            shipmentId: known.get(line.consignmentId)!,
            consignmentId: line.consignmentId,
            amount: line.paid,
            collected: line.collected,
            deliveryCharge: line.deliveryCharge,
            codFee: line.codFee,
          })),
          source: 'statement',
          recordedBy: new Types.ObjectId(admin.id),
        });
      } catch (error) {
        // The same statement sent twice at once: the other request recorded this reference.
        if ((error as { code?: number }).code === 11000) continue;
        throw error;
      }
      payoutsRecorded += 1;
      total += amount;
    }
    const answer = {
      courier,
      rows: lines.length,
      payoutsRecorded,
      alreadyRecorded: groups.size - payoutsRecorded,
    };
    if (payoutsRecorded > 0) {
      await this.audit.record({
        action: 'cod.statement-imported',
        actor: admin,
        target: {
          type: 'cod-payout',
          id: courier,
          label: `${COURIER_LABEL[courier]} statement · ${formatTaka(total)}`,
        },
        changes: [
          { field: 'payouts', after: payoutsRecorded },
          { field: 'rows', after: lines.length },
        ],
      });
    }
    return answer;
  }

  /** A reference already recorded: the same payout again is answered as it was; another amount is a conflict. */
  private async sameReference(
    courier: CodCourier,
    reference: string,
    amount: number,
  ): Promise<CodPayout | undefined> {
    const row = await this.payouts
      .findOne({ courier, reference })
      .lean<CodPayoutRecord & { _id: Types.ObjectId }>();
    if (!row) return undefined;
    if (row.amount !== amount) throw new PayoutReferenceTakenError(courier, reference, row.amount);
    return view(row, true);
  }

  /** Every booked consignment (of one courier) with its figures, newest first, and unallocated money. */
  private async ledger(courier?: CodCourier): Promise<{
    rows: CodLedgerRow[];
    unallocated: Partial<Record<CodCourier, number>>;
  }> {
    const filter = {
      booking: 'booked',
      consignmentId: mongoose.trusted({ $exists: true, $ne: null }),
      ...(courier ? { courier } : {}),
    };
    const projection: Record<string, 1> = {
      courier: 1,
      invoice: 1,
      consignmentId: 1,
      codAmount: 1,
      state: 1,
      createdAt: 1,
      'events.state': 1,
      'events.at': 1,
    };
    for (const field of FIGURE_FIELDS) projection[`events.payload.${field}`] = 1;
    const [shipments, payouts] = await Promise.all([
      this.shipments
        .find(filter, projection)
        .sort({ createdAt: -1, _id: -1 })
        .lean<ShipmentRow[]>(),
      this.payouts
        .find(courier ? { courier } : {}, { courier: 1, amount: 1, allocations: 1, createdAt: 1 })
        .sort({ createdAt: 1, _id: 1 })
        .lean<PayoutRow[]>(),
    ]);
    const received = new Map<string, number>();
    const statement = new Map<
      string,
      { collected: number; deliveryCharge: number; codFee: number }
    >();
    const unallocated: Partial<Record<CodCourier, number>> = {};
    for (const payout of payouts) {
      let allocated = 0;
      for (const part of payout.allocations) {
        const key = String(part.shipmentId);
        received.set(key, (received.get(key) ?? 0) + part.amount);
        allocated += part.amount;
        // Oldest first: the newest statement's figures win.
        if (
          part.collected !== undefined &&
          part.deliveryCharge !== undefined &&
          part.codFee !== undefined
        )
          statement.set(key, {
            collected: part.collected,
            deliveryCharge: part.deliveryCharge,
            codFee: part.codFee,
          });
      }
      unallocated[payout.courier] = (unallocated[payout.courier] ?? 0) + payout.amount - allocated;
    }
    const rows = shipments.map((shipment): CodLedgerRow => {
      const key = String(shipment._id);
      const figures = reconcile({
        state: shipment.state,
        amountToCollect: shipment.codAmount,
        courier: courierFigures(shipment.courier, shipment.events ?? []),
        statement: statement.get(key),
        payoutReceived: received.get(key) ?? 0,
        touchedByPayout: received.has(key),
      });
      return {
        shipmentId: key,
        courier: shipment.courier,
        invoice: shipment.invoice,
        consignmentId: shipment.consignmentId!,
        state: shipment.state,
        bookedAt: new Date(shipment.createdAt).toISOString(),
        amountToCollect: shipment.codAmount,
        ...figures,
      };
    });
    return { rows, unallocated };
  }
}

function view(row: CodPayoutRecord & { _id: Types.ObjectId }, duplicate: boolean): CodPayout {
  return {
    _id: String(row._id),
    courier: row.courier,
    paidOn: row.paidOn,
    reference: row.reference,
    amount: row.amount,
    allocated: row.allocations.reduce((sum, part) => sum + part.amount, 0),
    source: row.source,
    duplicate,
  };
}

function payoutLabel(row: Pick<CodPayoutRecord, 'courier' | 'reference' | 'amount'>): string {
  return `${COURIER_LABEL[row.courier]} · ${row.reference} · ${formatTaka(row.amount)}`;
}
