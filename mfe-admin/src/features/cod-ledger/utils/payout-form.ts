import { COD_COURIERS, type CodCourier, type CodPayoutRequest } from '@shop/contracts';

/** The record-payout form as typed. Amounts are whole taka. */
export interface PayoutFormValues {
  courier: CodCourier | '';
  paidOn: string;
  reference: string;
  amount: number | null;
  /** Optional: the one consignment the whole amount pays (else the oldest owed first). */
  consignmentId: string;
}

/** The same limits as the API's DTO (services/src/cod-ledger/dto). */
export const MAX_PAYOUT_TAKA = 100_000_000;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CONSIGNMENT = /^[A-Za-z0-9_-]{1,60}$/;

/** Errors as message keys (`codLedger.form.errors.*`), translated where shown. */
export function payoutFormErrors(
  values: PayoutFormValues,
): Partial<Record<keyof PayoutFormValues, string>> {
  const errors: Partial<Record<keyof PayoutFormValues, string>> = {};
  if (!(COD_COURIERS as readonly string[]).includes(values.courier)) errors.courier = 'courier';
  if (!DAY.test(values.paidOn ?? '')) errors.paidOn = 'paidOn';
  const reference = (values.reference ?? '').trim();
  if (!reference) errors.reference = 'reference';
  else if (reference.length > 100) errors.reference = 'referenceLong';
  const amount = values.amount;
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < 1 ||
    amount > MAX_PAYOUT_TAKA
  )
    errors.amount = 'amount';
  const consignment = (values.consignmentId ?? '').trim();
  if (consignment && !CONSIGNMENT.test(consignment)) errors.consignmentId = 'consignmentId';
  return errors;
}

/** The API's request from valid values. */
export function payoutRequest(values: PayoutFormValues): CodPayoutRequest {
  const consignmentId = values.consignmentId.trim();
  const amount = values.amount as number;
  return {
    courier: values.courier as CodCourier,
    paidOn: values.paidOn,
    reference: values.reference.trim(),
    amount,
    ...(consignmentId ? { allocations: [{ consignmentId, amount }] } : {}),
  };
}

/** Today in Dhaka (UTC+6), as YYYY-MM-DD: the default day a payout arrived. */
export function todayInDhaka(now = new Date()): string {
  return new Date(now.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
}
