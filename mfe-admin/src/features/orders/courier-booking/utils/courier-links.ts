import type { ApiErrorBody } from '@shop/contracts';
import type { CourierName, Shipment } from '../api/courier-booking-api';

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

/** An API refusal in the active language: the API's `messageBn` in Bengali, its message else. */
export function refusalText(
  error: unknown,
  language: string,
  fallback: string,
): { text: string; status?: number } {
  const { status, data } = (error ?? {}) as {
    status?: unknown;
    data?: Partial<ApiErrorBody> & { messageBn?: string };
  };
  const text = language === 'bn' && data?.messageBn ? data.messageBn : (data?.message ?? fallback);
  return { text, status: typeof status === 'number' ? status : undefined };
}
