/**
 * What a courier's webhooks said about a consignment's money, read from the events the couriers
 * module keeps (each event keeps the plain top-level fields of the courier's body).
 */
import type { CodCourier } from '@shop/contracts';
import { type ReportedFigures, takaFrom } from './reconciliation';

/** The fields of one event this module reads. */
export interface StoredEvent {
  state?: string | null;
  at?: Date;
  payload?: Record<string, unknown>;
}

/**
 * Each courier's field names, from its webhook document (couriers/README.md):
 * - Steadfast `delivery_status`: `cod_amount` (on delivery: what was collected), `delivery_charge`;
 *   no COD charge in the webhook (its statement has it).
 * - Pathao `order.delivered` / `order.partial-delivery`: `collected_amount`, `delivery_fee`,
 *   `cod_fee`.
 * - RedX: its webhook carries no amounts; its figures come from its statement.
 */
const FIELDS: Record<CodCourier, { collected?: string; deliveryCharge?: string; codFee?: string }> =
  {
    steadfast: { collected: 'cod_amount', deliveryCharge: 'delivery_charge' },
    pathao: { collected: 'collected_amount', deliveryCharge: 'delivery_fee', codFee: 'cod_fee' },
    redx: {},
  };

/** The payload fields the ledger reads (for the query's projection). */
export const FIGURE_FIELDS = [
  ...new Set(Object.values(FIELDS).flatMap((fields) => Object.values(fields))),
] as string[];

const COLLECTING_STATES = new Set(['delivered', 'partially_delivered']);

/**
 * The newest figure of each kind. "Collected" counts only from an event that delivered the parcel:
 * Steadfast sends `cod_amount` with every status, and before delivery it is the amount asked for.
 */
export function courierFigures(
  courier: CodCourier,
  events: readonly StoredEvent[],
): ReportedFigures {
  const fields = FIELDS[courier];
  const newestFirst = [...events].sort(
    (a, b) => (b.at ? new Date(b.at).getTime() : 0) - (a.at ? new Date(a.at).getTime() : 0),
  );
  const newest = (field: string | undefined, onlyDelivered: boolean): number | undefined => {
    if (!field) return undefined;
    for (const event of newestFirst) {
      if (onlyDelivered && !COLLECTING_STATES.has(event.state ?? '')) continue;
      const value = takaFrom(event.payload?.[field]);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  return {
    collected: newest(fields.collected, true),
    deliveryCharge: newest(fields.deliveryCharge, false),
    codFee: newest(fields.codFee, false),
  };
}
