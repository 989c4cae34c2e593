import {
  DELIVERY_ADVANCE_MESSAGES,
  DELIVERY_ADVANCE_MESSAGES_BN,
  cashToCollect,
} from './delivery-advance';

describe('cashToCollect', () => {
  const cod = { paymentMethod: 'cod', payment: { status: 'unpaid' }, total: 1560 };

  it('is the whole total of an unpaid cash order without an advance paid', () => {
    expect(cashToCollect(cod)).toBe(1560);
    expect(cashToCollect({ ...cod, deliveryAdvance: {} })).toBe(1560);
    expect(cashToCollect({ ...cod, deliveryAdvance: null })).toBe(1560);
  });

  it('is the total less the advance once it is paid', () => {
    expect(cashToCollect({ ...cod, deliveryAdvance: { paid: { amount: 60 } } })).toBe(1500);
  });

  it('never goes below nothing', () => {
    expect(cashToCollect({ ...cod, total: 50, deliveryAdvance: { paid: { amount: 60 } } })).toBe(0);
  });

  it('is nothing for a paid order or a card order', () => {
    expect(cashToCollect({ ...cod, payment: { status: 'paid' } })).toBe(0);
    expect(cashToCollect({ ...cod, paymentMethod: 'card' })).toBe(0);
  });

  it('has every message in Bengali too', () => {
    expect(Object.keys(DELIVERY_ADVANCE_MESSAGES_BN).sort()).toEqual(
      Object.keys(DELIVERY_ADVANCE_MESSAGES).sort(),
    );
  });
});
