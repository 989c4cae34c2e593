import {
  payoutFormErrors,
  payoutRequest,
  todayInDhaka,
  type PayoutFormValues,
} from './payout-form';

const valid: PayoutFormValues = {
  courier: 'steadfast',
  paidOn: '2026-11-28',
  reference: ' SF-1 ',
  amount: 1440,
  consignmentId: '',
};

it('accepts a whole-taka payout and builds the request (trimmed; no allocation unless named)', () => {
  expect(payoutFormErrors(valid)).toEqual({});
  expect(payoutRequest(valid)).toEqual({
    courier: 'steadfast',
    paidOn: '2026-11-28',
    reference: 'SF-1',
    amount: 1440,
  });
  expect(payoutRequest({ ...valid, consignmentId: ' 9001 ' }).allocations).toEqual([
    { consignmentId: '9001', amount: 1440 },
  ]);
});

it.each<[Partial<PayoutFormValues>, string, string]>([
  [{ courier: '' }, 'courier', 'courier'],
  [{ paidOn: '2026-13-01' }, 'paidOn', 'paidOn'],
  [{ reference: '   ' }, 'reference', 'reference'],
  [{ reference: 'x'.repeat(101) }, 'reference', 'referenceLong'],
  [{ amount: null }, 'amount', 'amount'],
  [{ amount: 10.5 }, 'amount', 'amount'],
  [{ amount: 0 }, 'amount', 'amount'],
  [{ consignmentId: 'a b' }, 'consignmentId', 'consignmentId'],
])('refuses %p', (change, field, key) => {
  expect(payoutFormErrors({ ...valid, ...change })).toEqual({ [field]: key });
});

it("today is Dhaka's day (UTC+6)", () => {
  expect(todayInDhaka(new Date('2026-11-28T18:30:00Z'))).toBe('2026-11-29');
  expect(todayInDhaka(new Date('2026-11-28T17:59:00Z'))).toBe('2026-11-28');
});
