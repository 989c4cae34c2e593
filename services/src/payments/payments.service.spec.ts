import { PaymentsService } from './payments.service';

describe('PaymentsService.toMinorUnits', () => {
  const payments = new PaymentsService();

  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.1 + 0.2, 30],
  ])('%d dollars is %i cents', (amount, cents) => {
    expect(payments.toMinorUnits(amount)).toBe(cents);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p', (amount) => {
    expect(() => payments.toMinorUnits(amount)).toThrow(RangeError);
  });
});
