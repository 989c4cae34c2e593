import {
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@shop/contracts';
import { OUTSIDE_DHAKA_DELIVERY_FEE } from './delivery';
import {
  canCancel,
  canPayByCard,
  canTransition,
  lineTotal,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  nextStatuses,
  ORDER_TRANSITIONS,
  orderTotals,
  settlesCashOnDelivery,
} from './orders';

describe('limits', () => {
  it('keeps the order limits', () => {
    expect(MAX_LINE_QUANTITY).toBe(1000);
    expect(MAX_ORDER_LINES).toBe(50);
  });
});

describe('lineTotal', () => {
  it.each([
    [0, 1, 0],
    [1, 1, 1],
    [1450, 1, 1450],
    [1450, 2, 2900],
    [999, 1000, 999_000],
  ])('%i taka × %i = %i', (unitPrice, quantity, total) => {
    expect(lineTotal({ unitPrice, quantity })).toBe(total);
  });

  it.each([-1, 0.5, 1450.01, Number.NaN, Number.POSITIVE_INFINITY, '1450' as unknown as number])(
    'refuses unit price %p',
    (unitPrice) => {
      expect(() => lineTotal({ unitPrice, quantity: 1 })).toThrow(RangeError);
    },
  );

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2' as unknown as number])(
    'refuses quantity %p',
    (quantity) => {
      expect(() => lineTotal({ unitPrice: 100, quantity })).toThrow(RangeError);
    },
  );
});

describe('orderTotals', () => {
  it('one unit inside Dhaka: free delivery', () => {
    expect(orderTotals([{ unitPrice: 1450, quantity: 1 }], 'Dhaka')).toEqual({
      subtotal: 1450,
      deliveryFee: 0,
      total: 1450,
      itemCount: 1,
    });
  });

  it('one unit outside Dhaka: Tk 120', () => {
    expect(orderTotals([{ unitPrice: 1450, quantity: 1 }], 'Sylhet')).toEqual({
      subtotal: 1450,
      deliveryFee: OUTSIDE_DHAKA_DELIVERY_FEE,
      total: 1450 + OUTSIDE_DHAKA_DELIVERY_FEE,
      itemCount: 1,
    });
  });

  it('two units of one product outside Dhaka: free delivery', () => {
    expect(orderTotals([{ unitPrice: 500, quantity: 2 }], 'Rangpur')).toEqual({
      subtotal: 1000,
      deliveryFee: 0,
      total: 1000,
      itemCount: 2,
    });
  });

  it('two products of one unit each outside Dhaka: free delivery', () => {
    expect(
      orderTotals(
        [
          { unitPrice: 1200, quantity: 1 },
          { unitPrice: 350, quantity: 1 },
        ],
        'Khulna',
      ),
    ).toEqual({ subtotal: 1550, deliveryFee: 0, total: 1550, itemCount: 2 });
  });

  it('sums many lines', () => {
    const lines = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
      unitPrice: i,
      quantity: 2,
    }));
    const expected = lines.reduce((sum, line) => sum + line.unitPrice * 2, 0);
    expect(orderTotals(lines, 'Bogura')).toEqual({
      subtotal: expected,
      deliveryFee: 0,
      total: expected,
      itemCount: 100,
    });
  });

  it('a free product alone outside Dhaka still pays delivery', () => {
    expect(orderTotals([{ unitPrice: 0, quantity: 1 }], 'Feni')).toMatchObject({
      subtotal: 0,
      total: OUTSIDE_DHAKA_DELIVERY_FEE,
    });
  });

  it('reads the district case-insensitively', () => {
    expect(orderTotals([{ unitPrice: 100, quantity: 1 }], '  dhaka ').deliveryFee).toBe(0);
  });

  it('refuses an empty order', () => {
    expect(() => orderTotals([], 'Dhaka')).toThrow(RangeError);
  });

  it('refuses an unknown district', () => {
    expect(() => orderTotals([{ unitPrice: 100, quantity: 1 }], 'Calcutta')).toThrow(RangeError);
  });

  it('refuses a malformed line anywhere in the order', () => {
    expect(() =>
      orderTotals(
        [
          { unitPrice: 100, quantity: 1 },
          { unitPrice: 100, quantity: 0 },
        ],
        'Dhaka',
      ),
    ).toThrow(RangeError);
  });

  it('refuses a subtotal beyond what a number holds exactly', () => {
    expect(() =>
      orderTotals([{ unitPrice: Number.MAX_SAFE_INTEGER, quantity: 2 }], 'Dhaka'),
    ).toThrow(RangeError);
  });
});

describe('ORDER_TRANSITIONS / canTransition / nextStatuses', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'placed'],
    ['placed', 'confirmed'],
    ['placed', 'cancelled'],
    ['confirmed', 'shipped'],
    ['confirmed', 'cancelled'],
    ['shipped', 'delivered'],
    ['shipped', 'cancelled'],
  ];

  it('has a row for every status', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  // Every pair of statuses: allowed exactly when listed above.
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it('never moves an order to the status it has', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('lists the next statuses, none after delivered or cancelled', () => {
    expect(nextStatuses('pending')).toEqual(['placed']);
    expect(nextStatuses('placed')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it.each(['failed', 'constructor', 'toString', '__proto__', ''])(
    'knows nothing of status %p',
    (status) => {
      expect(nextStatuses(status as OrderStatus)).toEqual([]);
      expect(canTransition(status as OrderStatus, 'cancelled')).toBe(false);
      expect(canTransition('placed', status as OrderStatus)).toBe(false);
    },
  );
});

describe('canCancel', () => {
  const order = (status: OrderStatus, paymentStatus: PaymentStatus = 'unpaid', price = 1450) => ({
    status,
    paymentStatus,
    price,
  });

  it.each([
    ['pending', false, false],
    ['placed', true, true],
    ['confirmed', true, true],
    ['shipped', false, true],
    ['delivered', false, false],
    ['cancelled', false, false],
  ] as const)('an unpaid %s order: owner %p, admin %p', (status, owner, admin) => {
    expect(canCancel(order(status), 'owner')).toBe(owner);
    expect(canCancel(order(status), 'admin')).toBe(admin);
  });

  it.each([
    ['pending', false],
    ['placed', true],
    ['confirmed', true],
    ['shipped', true],
    ['delivered', false],
    ['cancelled', false],
  ] as const)('a paid %s order: never the owner, admin %p (refunded by hand)', (status, admin) => {
    expect(canCancel(order(status, 'paid'), 'owner')).toBe(false);
    expect(canCancel(order(status, 'paid'), 'admin')).toBe(admin);
  });

  it('spec §5: the owner cancels only an order with a price', () => {
    expect(canCancel(order('placed', 'unpaid', 0), 'owner')).toBe(false);
    expect(canCancel(order('placed', 'unpaid', 1), 'owner')).toBe(true);
    expect(canCancel(order('placed', 'unpaid', 0), 'admin')).toBe(true);
  });
});

describe('canPayByCard', () => {
  const order = (
    status: OrderStatus,
    paymentStatus: PaymentStatus = 'unpaid',
    total = 1450,
    paymentMethod: PaymentMethod = 'card',
  ) => ({ status, paymentStatus, total, paymentMethod });

  it.each([
    ['pending', false],
    ['placed', true],
    ['confirmed', true],
    ['shipped', true],
    ['delivered', false],
    ['cancelled', false],
  ] as const)('an unpaid %s order: %p', (status, expected) => {
    expect(canPayByCard(order(status))).toBe(expected);
  });

  it('a cash-on-delivery order may still be paid by card', () => {
    expect(canPayByCard(order('placed', 'unpaid', 1450, 'cod'))).toBe(true);
  });

  it('never twice, and never nothing', () => {
    expect(canPayByCard(order('placed', 'paid'))).toBe(false);
    expect(canPayByCard(order('placed', 'unpaid', 0))).toBe(false);
    expect(canPayByCard(order('placed', 'unpaid', 1))).toBe(true);
  });
});

describe('settlesCashOnDelivery', () => {
  it('settles an unpaid COD order delivered with the cash collected', () => {
    expect(
      settlesCashOnDelivery({ paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'delivered', true),
    ).toBe(true);
  });

  it.each([
    ['without the cash', { paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'delivered', false],
    ['a card order', { paymentMethod: 'card', paymentStatus: 'unpaid' }, 'delivered', true],
    ['an order already paid', { paymentMethod: 'cod', paymentStatus: 'paid' }, 'delivered', true],
    ['shipped, not delivered', { paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'shipped', true],
    ['a cancel', { paymentMethod: 'cod', paymentStatus: 'unpaid' }, 'cancelled', true],
  ] as const)('not %s', (_label, order, to, cash) => {
    expect(settlesCashOnDelivery(order, to, cash)).toBe(false);
  });
});
