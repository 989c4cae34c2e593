import { courierFigures } from './courier-figures';
import {
  allocateOldestFirst,
  courierTotals,
  type LedgerInput,
  reconcile,
  takaFrom,
} from './reconciliation';

const base: LedgerInput = {
  state: 'delivered',
  amountToCollect: 1500,
  courier: {},
  payoutReceived: 0,
  touchedByPayout: false,
};

describe('reconcile', () => {
  it('nothing is due while the parcel is on its way', () => {
    expect(reconcile({ ...base, state: 'in_transit' })).toMatchObject({
      payoutExpected: 0,
      difference: 0,
      status: 'in_transit',
      differences: [],
      collected: null,
      figuresFrom: 'none',
    });
  });

  it('delivered and reported: collected − delivery charge − COD fee is due, awaiting payout', () => {
    expect(
      reconcile({ ...base, courier: { collected: 1500, deliveryCharge: 60, codFee: 15 } }),
    ).toMatchObject({
      collected: 1500,
      payoutExpected: 1425,
      difference: 1425,
      status: 'awaiting_payout',
      differences: [],
      figuresFrom: 'courier',
    });
  });

  it('delivered but not reported: what was asked is taken as collected', () => {
    expect(reconcile(base)).toMatchObject({
      collected: null,
      payoutExpected: 1500,
      status: 'awaiting_payout',
    });
  });

  it('a payout of exactly what is due settles it', () => {
    expect(
      reconcile({
        ...base,
        courier: { collected: 1500, deliveryCharge: 60 },
        payoutReceived: 1440,
        touchedByPayout: true,
      }),
    ).toMatchObject({ difference: 0, status: 'settled', differences: [] });
  });

  it('a partial payout leaves the difference, and the row differs', () => {
    expect(
      reconcile({
        ...base,
        courier: { collected: 1500, deliveryCharge: 60 },
        payoutReceived: 1000,
        touchedByPayout: true,
      }),
    ).toMatchObject({ difference: 440, status: 'short', differences: ['payout'] });
  });

  it('paying more than due is "over" (a negative difference)', () => {
    expect(reconcile({ ...base, payoutReceived: 1600, touchedByPayout: true })).toMatchObject({
      difference: -100,
      status: 'over',
      differences: ['payout'],
    });
  });

  it('a delivered parcel whose courier collected another amount differs', () => {
    expect(reconcile({ ...base, courier: { collected: 1400 } }).differences).toEqual(['collected']);
    expect(reconcile({ ...base, courier: { collected: 1500 } }).differences).toEqual([]);
  });

  it('a partial delivery collects less by design: not a difference by itself', () => {
    expect(
      reconcile({
        ...base,
        state: 'partially_delivered',
        courier: { collected: 700, deliveryCharge: 60 },
      }),
    ).toMatchObject({
      payoutExpected: 640,
      differences: [],
    });
  });

  it('a returned parcel collected nothing: its charge is owed to the courier (negative)', () => {
    expect(
      reconcile({ ...base, state: 'returned', courier: { deliveryCharge: 60 } }),
    ).toMatchObject({
      collected: 0,
      payoutExpected: -60,
      status: 'awaiting_payout',
    });
    expect(reconcile({ ...base, state: 'returned' })).toMatchObject({
      payoutExpected: 0,
      status: 'settled',
    });
  });

  it("the statement's figures win, and differ when the webhooks said otherwise", () => {
    const figures = reconcile({
      ...base,
      courier: { collected: 1500, deliveryCharge: 60 },
      statement: { collected: 1500, deliveryCharge: 80, codFee: 15 },
      payoutReceived: 1405,
      touchedByPayout: true,
    });
    expect(figures).toMatchObject({
      deliveryCharge: 80,
      codFee: 15,
      payoutExpected: 1405,
      status: 'settled',
      differences: ['statement'],
      figuresFrom: 'statement',
    });
    // A figure the webhooks never gave (the COD fee) is not a difference.
    expect(
      reconcile({
        ...base,
        courier: { collected: 1500 },
        statement: { collected: 1500, deliveryCharge: 60, codFee: 15 },
      }).differences,
    ).toEqual([]);
  });
});

describe('allocateOldestFirst', () => {
  const owed = [
    { key: 'a', difference: 500 },
    { key: 'b', difference: 0 },
    { key: 'c', difference: -60 },
    { key: 'd', difference: 300 },
  ];

  it('pays the oldest owed first, up to what each is owed', () => {
    expect(allocateOldestFirst(600, owed)).toEqual({
      allocations: [
        { key: 'a', amount: 500 },
        { key: 'd', amount: 100 },
      ],
      unallocated: 0,
    });
  });

  it('keeps what is left over as unallocated', () => {
    expect(allocateOldestFirst(1000, owed)).toEqual({
      allocations: [
        { key: 'a', amount: 500 },
        { key: 'd', amount: 300 },
      ],
      unallocated: 200,
    });
    expect(allocateOldestFirst(50, [])).toEqual({ allocations: [], unallocated: 50 });
  });
});

describe('courierTotals', () => {
  it('owes Σ(expected − received) less unallocated money, per courier', () => {
    const totals = courierTotals(
      [
        {
          courier: 'steadfast',
          payoutExpected: 1440,
          payoutReceived: 1000,
          differences: ['payout'],
        },
        { courier: 'steadfast', payoutExpected: 900, payoutReceived: 0, differences: [] },
        { courier: 'pathao', payoutExpected: 500, payoutReceived: 500, differences: [] },
      ],
      { steadfast: 100 },
      ['steadfast', 'pathao', 'redx'],
    );
    expect(totals).toEqual([
      {
        courier: 'steadfast',
        consignments: 2,
        differing: 1,
        payoutExpected: 2340,
        payoutReceived: 1000,
        unallocated: 100,
        owed: 1240,
      },
      {
        courier: 'pathao',
        consignments: 1,
        differing: 0,
        payoutExpected: 500,
        payoutReceived: 500,
        unallocated: 0,
        owed: 0,
      },
      {
        courier: 'redx',
        consignments: 0,
        differing: 0,
        payoutExpected: 0,
        payoutReceived: 0,
        unallocated: 0,
        owed: 0,
      },
    ]);
  });
});

describe('takaFrom', () => {
  it.each([
    [1250, 1250],
    ['1250', 1250],
    ['1250.00', 1250],
    [' 99.5 ', 100],
    [12.4, 12],
    [-1, undefined],
    ['-5', undefined],
    ['abc', undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])('%p → %p', (value, taka) => {
    expect(takaFrom(value)).toBe(taka);
  });
});

describe('courierFigures', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));

  it('Steadfast: cod_amount counts as collected only from a delivery event; the newest charge', () => {
    expect(
      courierFigures('steadfast', [
        { state: 'in_transit', at: at(1), payload: { cod_amount: '1500.00', delivery_charge: 60 } },
        { state: 'delivered', at: at(3), payload: { cod_amount: '1400.00', delivery_charge: 70 } },
        { state: null, at: at(4), payload: { tracking_message: 'x' } },
      ]),
    ).toEqual({ collected: 1400, deliveryCharge: 70, codFee: undefined });
    expect(
      courierFigures('steadfast', [
        { state: 'in_transit', at: at(1), payload: { cod_amount: 1500 } },
      ]).collected,
    ).toBeUndefined();
  });

  it('Pathao: collected_amount, delivery_fee and cod_fee', () => {
    expect(
      courierFigures('pathao', [
        {
          state: 'delivered',
          at: at(2),
          payload: { collected_amount: 1500, delivery_fee: 60, cod_fee: 15 },
        },
      ]),
    ).toEqual({ collected: 1500, deliveryCharge: 60, codFee: 15 });
  });

  it('RedX: its webhook carries no amounts', () => {
    expect(
      courierFigures('redx', [
        { state: 'delivered', at: at(2), payload: { cash_collection_amount: 1 } },
      ]),
    ).toEqual({
      collected: undefined,
      deliveryCharge: undefined,
      codFee: undefined,
    });
  });
});
