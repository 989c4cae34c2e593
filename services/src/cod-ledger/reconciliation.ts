/**
 * The reconciliation rule: from what a consignment should collect, what the courier reported and
 * what it paid, the payout due, the difference and whether the row differs. Pure, whole taka.
 */
import type { CodCourier, CodCourierTotal, CodDifference, CodPayoutStatus } from '@shop/contracts';

/** Money figures a courier reported for one consignment (undefined: not reported). */
export interface ReportedFigures {
  collected?: number;
  deliveryCharge?: number;
  codFee?: number;
}

export interface LedgerInput {
  /** The shipment's state (the couriers module's states). */
  state: string;
  amountToCollect: number;
  /** From the courier's webhooks and status reads. */
  courier: ReportedFigures;
  /** From the latest imported statement line, if any (what the courier pays on). */
  statement?: Required<ReportedFigures>;
  /** Σ of payout allocations to it. */
  payoutReceived: number;
  /** Whether any payout was allocated to it. */
  touchedByPayout: boolean;
}

export interface LedgerFigures {
  collected: number | null;
  deliveryCharge: number;
  codFee: number;
  payoutExpected: number;
  payoutReceived: number;
  difference: number;
  status: CodPayoutStatus;
  differences: CodDifference[];
  figuresFrom: 'statement' | 'courier' | 'none';
}

/** States after which the courier owes (or charges) money: the rider collected, or the parcel came back. */
const DELIVERED_STATES = new Set(['delivered', 'partially_delivered']);
const DUE_STATES = new Set([...DELIVERED_STATES, 'returned']);

export function isDue(state: string): boolean {
  return DUE_STATES.has(state);
}

export function reconcile(input: LedgerInput): LedgerFigures {
  const due = isDue(input.state);
  const delivered = DELIVERED_STATES.has(input.state);
  const source = input.statement ?? input.courier;
  const figuresFrom: LedgerFigures['figuresFrom'] = input.statement
    ? 'statement'
    : Object.values(input.courier).some((value) => value !== undefined)
      ? 'courier'
      : 'none';
  const collected = source.collected ?? (input.state === 'returned' ? 0 : null);
  const deliveryCharge = source.deliveryCharge ?? 0;
  const codFee = source.codFee ?? 0;
  // Not reported yet: a delivered parcel is taken to have collected what was asked, so the
  // courier's payout is still expected (and a short payment shows as a difference).
  const collectedForPayout = collected ?? (delivered ? input.amountToCollect : 0);
  const payoutExpected = due ? collectedForPayout - deliveryCharge - codFee : 0;
  const difference = payoutExpected - input.payoutReceived;

  const differences: CodDifference[] = [];
  // A partial delivery collects less by design; only a full one must match what was asked.
  if (input.state === 'delivered' && collected !== null && collected !== input.amountToCollect)
    differences.push('collected');
  if (input.statement && statementDiffers(input.courier, input.statement))
    differences.push('statement');
  if (input.touchedByPayout && difference !== 0) differences.push('payout');

  return {
    collected,
    deliveryCharge,
    codFee,
    payoutExpected,
    payoutReceived: input.payoutReceived,
    difference,
    status: statusOf(due, input.touchedByPayout, difference),
    differences,
    figuresFrom,
  };
}

function statusOf(due: boolean, touched: boolean, difference: number): CodPayoutStatus {
  if (!due && !touched) return 'in_transit';
  if (difference === 0) return 'settled';
  if (!touched) return 'awaiting_payout';
  return difference > 0 ? 'short' : 'over';
}

/** A figure the courier reported before that its statement now gives otherwise. */
function statementDiffers(courier: ReportedFigures, statement: Required<ReportedFigures>): boolean {
  return (['collected', 'deliveryCharge', 'codFee'] as const).some(
    (field) => courier[field] !== undefined && courier[field] !== statement[field],
  );
}

/**
 * A payout without per-consignment figures: the amount goes to the oldest consignments still owed
 * (up to what each is owed); what is left stays unallocated (a credit against what is owed).
 */
export function allocateOldestFirst(
  amount: number,
  owed: readonly { key: string; difference: number }[],
): { allocations: { key: string; amount: number }[]; unallocated: number } {
  let left = amount;
  const allocations: { key: string; amount: number }[] = [];
  for (const row of owed) {
    if (left <= 0) break;
    if (row.difference <= 0) continue;
    const part = Math.min(left, row.difference);
    allocations.push({ key: row.key, amount: part });
    left -= part;
  }
  return { allocations, unallocated: left };
}

/** Per courier: sums over its consignments, less what it paid without naming a consignment. */
export function courierTotals(
  rows: readonly ({ courier: CodCourier } & Pick<
    LedgerFigures,
    'payoutExpected' | 'payoutReceived' | 'differences'
  >)[],
  unallocated: Partial<Record<CodCourier, number>>,
  couriers: readonly CodCourier[],
): CodCourierTotal[] {
  return couriers.map((courier) => {
    const mine = rows.filter((row) => row.courier === courier);
    const payoutExpected = sum(mine.map((row) => row.payoutExpected));
    const payoutReceived = sum(mine.map((row) => row.payoutReceived));
    const credit = unallocated[courier] ?? 0;
    return {
      courier,
      consignments: mine.length,
      differing: mine.filter((row) => row.differences.length > 0).length,
      payoutExpected,
      payoutReceived,
      unallocated: credit,
      owed: payoutExpected - payoutReceived - credit,
    };
  });
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * A money figure from a courier's body: a whole number, or text like "1250" / "1250.00"
 * (Steadfast sends decimals as text). Fractions of a taka are rounded to the nearest taka,
 * since the shop keeps whole taka; anything else is not a figure (undefined).
 */
export function takaFrom(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value.trim()))
    return Math.round(Number(value.trim()));
  return undefined;
}
