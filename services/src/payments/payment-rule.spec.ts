import { paymentMismatch, type PaymentExpectation } from './payment-rule';
import type { ProviderIntent } from '../payment-providers/payment-provider';

const ORDER_ID = '665f1e00000000000000a001';
const STORED = { provider: 'stripe', intentId: 'pi_123', amountCents: 1025, currency: 'usd' };
const EXPECTED: PaymentExpectation = {
  orderId: ORDER_ID,
  totalTaka: 1250,
  stored: STORED,
  bdtPerUsd: 122,
};
const PAID: ProviderIntent = {
  id: 'pi_123',
  clientSecret: 'pi_123_secret_x',
  amountCents: 1025,
  currency: 'usd',
  status: 'succeeded',
  orderId: ORDER_ID,
};

describe('paymentMismatch (the one rule that marks an order paid)', () => {
  it('accepts a succeeded payment of the stored intent, amount and currency, for this order', () => {
    expect(paymentMismatch(EXPECTED, 'stripe', PAID)).toBeUndefined();
  });

  it.each(['requires_payment_method', 'processing', 'requires_action', 'canceled'])(
    'refuses a payment that is %s',
    (status) => {
      expect(paymentMismatch(EXPECTED, 'stripe', { ...PAID, status })).toMatch(/not succeeded/);
    },
  );

  it.each([1024, 1026, 0, 102_500])('refuses %i cents when the order needs 1025', (amountCents) => {
    expect(paymentMismatch(EXPECTED, 'stripe', { ...PAID, amountCents })).toBe(
      `the payment is ${amountCents} cents, the order needs 1025`,
    );
  });

  it('refuses another currency', () => {
    expect(paymentMismatch(EXPECTED, 'stripe', { ...PAID, currency: 'bdt' })).toBe(
      'the payment is in bdt, the order needs usd',
    );
  });

  it('refuses a payment made for another order, or without one', () => {
    expect(
      paymentMismatch(EXPECTED, 'stripe', { ...PAID, orderId: '665f1e00000000000000a002' }),
    ).toMatch(/another order/);
    expect(paymentMismatch(EXPECTED, 'stripe', { ...PAID, orderId: undefined })).toMatch(
      /another order/,
    );
  });

  it("refuses an intent that is not the order's, or from another provider", () => {
    expect(paymentMismatch(EXPECTED, 'stripe', { ...PAID, id: 'pi_456' })).toMatch(
      /not the one started/,
    );
    expect(paymentMismatch(EXPECTED, 'sandbox', PAID)).toMatch(/not the one started/);
  });

  it('without a stored intent, expects the total converted at the rate (rounded up to the cent)', () => {
    const unattached = { ...EXPECTED, stored: undefined };
    // 1250 Tk / 122 = 10.2459… dollars → 1025 cents
    expect(paymentMismatch(unattached, 'stripe', PAID)).toBeUndefined();
    expect(paymentMismatch(unattached, 'stripe', { ...PAID, amountCents: 1024 })).toBe(
      'the payment is 1024 cents, the order needs 1025',
    );
    expect(paymentMismatch({ ...unattached, bdtPerUsd: 125 }, 'stripe', PAID)).toBe(
      'the payment is 1025 cents, the order needs 1000',
    );
  });

  it('holds for the sandbox exactly as for Stripe', () => {
    const sandbox = {
      ...EXPECTED,
      stored: { ...STORED, provider: 'sandbox', intentId: 'pi_sandbox_1' },
    };
    expect(paymentMismatch(sandbox, 'sandbox', { ...PAID, id: 'pi_sandbox_1' })).toBeUndefined();
    expect(
      paymentMismatch(sandbox, 'sandbox', { ...PAID, id: 'pi_sandbox_1', amountCents: 1 }),
    ).toMatch(/needs 1025/);
  });
});
