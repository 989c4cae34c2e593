import { walletAccounts } from './wallet-accounts';

describe('walletAccounts', () => {
  it('lists the wallets with a number, marked demo when npm start made them up', () => {
    expect(
      walletAccounts({
        BKASH_MERCHANT_NUMBER: '01700000001',
        NAGAD_MERCHANT_NUMBER: undefined,
        ROCKET_MERCHANT_NUMBER: '019000000031',
        WALLET_NUMBERS_DEMO: true,
      }),
    ).toEqual([
      { wallet: 'bkash', number: '01700000001', demo: true },
      { wallet: 'rocket', number: '019000000031', demo: true },
    ]);
  });

  it('offers none without numbers', () => {
    expect(walletAccounts({ WALLET_NUMBERS_DEMO: false })).toEqual([]);
  });
});
