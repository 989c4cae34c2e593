/**
 * Steadfast's fraud check: `GET /fraud_check/{phone}` with the merchant's Api-Key and Secret-Key
 * answers how many parcels to that phone number Steadfast carried for every merchant, how many were
 * delivered and how many cancelled (refused at the door and sent back). Steadfast does not publish
 * this call in its V1 document; its merchant panel offers it and merchants' integrations read it
 * (e.g. partho018/Fraud-Check-for-WooCommerce `includes/class-sfc-api.php`). The answers seen are
 * `{status: 200, message, phone, total_parcels, total_delivered, total_cancelled, total_fraud_reports}`,
 * with `Total_parcels` or `total_parcel` spelled so by some, and 404 for a phone it never carried.
 */
import type { CourierName } from '../courier';
import { asRecord } from '../courier-http';

/** One courier's figures for one phone number, across every merchant it carries for. */
export interface CourierPhoneHistory {
  courier: CourierName;
  /** Parcels to this phone that reached an end (delivered + cancelled) or all of them, as the courier counts. */
  parcels: number;
  delivered: number;
  /** Refused at the door or otherwise sent back to the merchant. */
  cancelled: number;
}

/** A courier that can tell a phone number's history across merchants. */
export interface PhoneHistorySource {
  readonly name: CourierName;
  phoneHistory(phone: string): Promise<CourierPhoneHistory>;
}

export function offersPhoneHistory(courier: unknown): courier is PhoneHistorySource {
  return (
    typeof courier === 'object' &&
    courier !== null &&
    typeof (courier as Partial<PhoneHistorySource>).phoneHistory === 'function'
  );
}

const count = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * The figures of a fraud_check answer, or undefined when the body carries no counts we can read
 * (a shape we do not know is not mistaken for "no history").
 */
export function parseSteadfastFraudCheck(body: unknown): CourierPhoneHistory | undefined {
  const record = asRecord(body);
  const delivered = count(record.total_delivered);
  const cancelled = count(record.total_cancelled);
  if (delivered === undefined || cancelled === undefined) return undefined;
  const total = count(record.total_parcels ?? record.Total_parcels ?? record.total_parcel);
  return {
    courier: 'steadfast',
    parcels: Math.max(total ?? 0, delivered + cancelled),
    delivered,
    cancelled,
  };
}
