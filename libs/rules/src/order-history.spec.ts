import { historyEvent, historyNote, readableNote } from './order-history';

describe('historyNote', () => {
  it('reads a card or cash payment', () => {
    expect(historyNote('paid (stripe)')).toEqual({ kind: 'paid', by: 'card' });
    expect(historyNote('paid (sandbox)')).toEqual({ kind: 'paid', by: 'card' });
    expect(historyNote('paid (cash)')).toEqual({ kind: 'paid', by: 'cash' });
  });

  it('reads a wallet payment: the checkout by its brand, a checked claim by its detail', () => {
    expect(historyNote('paid (bkash)')).toEqual({ kind: 'paidByWallet', wallet: 'bKash' });
    expect(historyNote('paid (nagad)')).toEqual({ kind: 'paidByWallet', wallet: 'Nagad' });
    expect(historyNote('paid (wallet): Nagad TrxID 7HX2K9Q1 verified')).toEqual({
      kind: 'paidByWallet',
      detail: 'Nagad TrxID 7HX2K9Q1 verified',
    });
    expect(historyNote('paid (wallet)')).toEqual({ kind: 'paidByWallet' });
  });

  it('reads each step of a return, damaged or not, with its note', () => {
    expect(historyNote('return requested: screen cracked')).toEqual({
      kind: 'return',
      step: 'requested',
      damaged: false,
      note: 'screen cracked',
    });
    expect(historyNote('return received (damaged)')).toEqual({
      kind: 'return',
      step: 'received',
      damaged: true,
    });
    for (const step of ['approved', 'rejected', 'refunded'] as const) {
      expect(historyNote(`return ${step}`)).toMatchObject({ kind: 'return', step });
    }
  });

  it('reads a refund started and a refund paid back, in whole taka', () => {
    expect(historyNote('refund of ৳38500: wrong colour')).toEqual({
      kind: 'refund',
      amount: 38500,
      done: false,
    });
    expect(historyNote('refunded ৳1200 (stripe re_123)')).toEqual({
      kind: 'refund',
      amount: 1200,
      done: true,
    });
  });

  it('reads the cancel reasons it has words for; anything else stays text', () => {
    expect(historyNote('not paid in time')).toEqual({ kind: 'reason', reason: 'notPaidInTime' });
    expect(historyNote('not confirmed by the shop in time')).toEqual({
      kind: 'reason',
      reason: 'notConfirmedInTime',
    });
    expect(historyNote('paid (paypal)')).toEqual({ kind: 'text', text: 'paid (paypal)' });
    expect(historyNote('changed my mind')).toEqual({ kind: 'text', text: 'changed my mind' });
  });
});

describe('historyEvent', () => {
  it('names the status when it changed, and only then', () => {
    expect(historyEvent({ status: 'placed', note: '' })).toEqual({ status: 'placed' });
    expect(historyEvent({ status: 'confirmed' }, { status: 'placed' })).toEqual({
      status: 'confirmed',
    });
    expect(
      historyEvent({ status: 'delivered', note: 'paid (cash)' }, { status: 'delivered' }),
    ).toEqual({
      note: { kind: 'paid', by: 'cash' },
    });
  });

  it('leaves out a note of spaces only', () => {
    expect(historyEvent({ status: 'shipped', note: '   ' }, { status: 'shipped' })).toEqual({});
  });
});

describe('readableNote', () => {
  const price = (amount: number) => `৳${amount.toLocaleString('en-US')}`;

  it('writes amounts through the page’s format and wallets by their brand names', () => {
    expect(readableNote('refund of ৳38500 through bkash', price)).toBe(
      'refund of ৳38,500 through bKash',
    );
    expect(readableNote('ROCKET ৳ 99', price)).toBe('Rocket ৳99');
    expect(readableNote('changed my mind', price)).toBe('changed my mind');
  });
});
