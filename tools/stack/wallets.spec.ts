import { demoWalletNumbers } from './wallets';

describe('demoWalletNumbers', () => {
  it('makes up demo numbers, marked as such, when no wallet number is set', () => {
    expect(demoWalletNumbers({})).toEqual({
      BKASH_MERCHANT_NUMBER: '01700000001',
      NAGAD_MERCHANT_NUMBER: '01800000002',
      ROCKET_MERCHANT_NUMBER: '019000000031',
      WALLET_NUMBERS_DEMO: 'true',
    });
    expect(demoWalletNumbers({ BKASH_MERCHANT_NUMBER: '  ' })).toHaveProperty(
      'WALLET_NUMBERS_DEMO',
      'true',
    );
  });

  it('makes up none once the shop set one of its own', () => {
    expect(demoWalletNumbers({ NAGAD_MERCHANT_NUMBER: '01812345678' })).toEqual({});
  });
});
