import type { Order } from '@shop/contracts';
import {
  codAmountOf,
  consignmentFor,
  DEFAULT_PARCEL_WEIGHT_KG,
  nationalPhone,
  parcelWeightKg,
} from './shipments.service';

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    _id: '665f1e000000000000000008',
    number: '000008',
    name: 'Rahim Uddin',
    phone: '+8801712345678',
    address: 'House 12, Road 5',
    district: 'Dhaka',
    total: 2560,
    paymentMethod: 'cod',
    payment: { status: 'unpaid' },
    lines: [{ name: 'Ryzen 5 5600', quantity: 2 }],
    ...overrides,
  }) as Order;

describe('consignmentFor', () => {
  it('sends the order number as invoice, the national phone, the total as COD and declared value', () => {
    expect(consignmentFor(order())).toEqual({
      invoice: '000008',
      recipientName: 'Rahim Uddin',
      recipientPhone: '01712345678',
      recipientAddress: 'House 12, Road 5',
      district: 'Dhaka',
      codAmount: 2560,
      declaredValue: 2560,
      weightKg: DEFAULT_PARCEL_WEIGHT_KG,
      itemDescription: '2 × Ryzen 5 5600',
    });
  });

  it("declares the weight the order was charged delivery for (its lines' weights), in kg", () => {
    const delivery = { zone: 'dhaka_city', weightGrams: 2400, charge: 80, codFee: 0 } as const;
    expect(consignmentFor(order({ delivery })).weightKg).toBe(2.4);
    expect(parcelWeightKg({ delivery: { ...delivery, weightGrams: 350 } })).toBe(0.35);
  });

  it('falls back to 1 kg only for an order without a recorded parcel weight', () => {
    expect(parcelWeightKg({})).toBe(DEFAULT_PARCEL_WEIGHT_KG);
    expect(DEFAULT_PARCEL_WEIGHT_KG).toBe(1);
  });
});

describe('codAmountOf', () => {
  it.each([
    ['cod', 'unpaid', 2560],
    ['cod', 'paid', 0],
    ['card', 'paid', 0],
    ['card', 'unpaid', 0],
  ] as const)('%s / %s → %i taka to collect', (paymentMethod, status, amount) => {
    expect(codAmountOf(order({ paymentMethod, payment: { status } as Order['payment'] }))).toBe(
      amount,
    );
  });
});

describe('nationalPhone', () => {
  it.each([
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['01712-345678', '01712345678'],
    ['01712345678', '01712345678'],
  ])('%s → %s', (given, national) => expect(nationalPhone(given)).toBe(national));
});
