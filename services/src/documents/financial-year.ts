/**
 * Bangladesh's financial year runs from 1 July to 30 June, and the VAT invoice serial starts again
 * at 1 each year. The year is read on Dhaka's calendar (UTC+6, no daylight saving), so an invoice
 * issued at 00:30 on 1 July in Dhaka (18:30 UTC on 30 June) belongs to the new year.
 */

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** "2026-27" for any moment from 1 July 2026 00:00 to 30 June 2027 23:59:59 Dhaka time. */
export function financialYearOf(at: Date): string {
  const dhaka = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const year = dhaka.getUTCFullYear();
  const start = dhaka.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Digits of the serial in the printed number: "2026-27/000042". */
export const SERIAL_DIGITS = 6;

export function formatInvoiceNumber(financialYear: string, serial: number): string {
  return `${financialYear}/${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** Date and time on Dhaka's clock: "2026-07-01 00:30". */
export function dhakaDateTime(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
