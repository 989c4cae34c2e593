import { Injectable } from '@nestjs/common';

/**
 * Card payments for orders (spec §7 POST /create-payment-intent). The payment page shows amounts in
 * dollars while the shop prices in taka; the provider integration arrives with the payments issue.
 */
@Injectable()
export class PaymentsService {
  /** Smallest currency unit (cents) for a dollar amount, as card providers expect. */
  toMinorUnits(amount: number): number {
    if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a valid amount: ${amount}`);
    return Math.round(amount * 100);
  }
}
