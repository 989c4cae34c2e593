import { describeRefusal } from '../../../../lib/api-refusal';
import type { BulkBookingResult, CourierName, Shipment } from '../api/courier-booking-api';

/**
 * The courier's public tracking page of a parcel, the one its own SMS sends the customer to:
 * Steadfast by tracking code, Pathao by consignment id with the recipient's phone, RedX by
 * tracking id. Undefined until the courier has named the parcel.
 */
export function trackingUrl(
  shipment: Pick<Shipment, 'courier' | 'consignmentId' | 'trackingCode'>,
  phone: string,
): string | undefined {
  const code = shipment.trackingCode ?? shipment.consignmentId;
  if (!code) return undefined;
  const pages: Record<CourierName, () => string> = {
    steadfast: () => `https://steadfast.com.bd/t/${encodeURIComponent(code)}`,
    pathao: () =>
      `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(
        shipment.consignmentId ?? code,
      )}&phone=${encodeURIComponent(nationalPhone(phone))}`,
    redx: () => `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(code)}`,
  };
  return pages[shipment.courier]();
}

/** 01XXXXXXXXX from +8801…, 8801… or 01… (what Pathao's tracking page asks for). */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('880') && digits.length === 13 ? digits.slice(2) : digits;
}

/**
 * An API refusal in the active language, by the error toaster's rule (`describeRefusal`: the API's
 * `messageBn` in Bengali, else its code's translation, else its message); `fallback` when the call
 * got no answer of the API. The status tells a courier that is down (503) from a refusal.
 */
export function refusalText(error: unknown, fallback: string): { text: string; status?: number } {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return {
    text: describeRefusal(error) ?? fallback,
    status: typeof status === 'number' ? status : undefined,
  };
}

/**
 * Why one order of a bulk booking was not booked, by the same rule: its row carries the refusal's
 * code and messages. The status is the bulk answer's 200: a row has none of its own, and the rule
 * reads a status only to add a 429's wait.
 */
export function bulkRowReason(row: BulkBookingResult, fallback: string): string {
  if (!row.code || !row.message) return fallback;
  const { code, message, messageBn } = row;
  return describeRefusal({ data: { statusCode: 200, code, message, messageBn } }) ?? fallback;
}
