import {
  normalizeTrxId,
  normalizeWalletNumber,
  orderReference,
  senderNumberError,
  trxIdError,
  WALLET_MESSAGES,
  walletError,
} from './wallet-validation';

describe('trxIdError', () => {
  it('takes a bKash TrxID of exactly 10 letters and digits, in any case, spaces around', () => {
    expect(trxIdError('bkash', '9FK3L0M2QX')).toBeUndefined();
    expect(trxIdError('bkash', ' 9fk3l0m2qx ')).toBeUndefined();
    expect(trxIdError('bkash', '5C8300HJ6V')).toBeUndefined();
    expect(trxIdError('bkash', '9FK3L0M2Q')).toBe(WALLET_MESSAGES.trxIdBkash);
    expect(trxIdError('bkash', '9FK3L0M2QXA')).toBe(WALLET_MESSAGES.trxIdBkash);
    expect(trxIdError('bkash', '9FK3L 0M2QX')).toBe(WALLET_MESSAGES.trxIdBkash);
    expect(trxIdError('bkash', '9FK3L-0M2Q')).toBe(WALLET_MESSAGES.trxIdBkash);
    expect(trxIdError('bkash', '৯FK3L0M2QX')).toBe(WALLET_MESSAGES.trxIdBkash);
  });

  it('takes 8 to 12 letters and digits for Nagad and Rocket', () => {
    for (const wallet of ['nagad', 'rocket'] as const) {
      expect(trxIdError(wallet, '7A6B5C4D')).toBeUndefined();
      expect(trxIdError(wallet, '123456789012')).toBeUndefined();
      expect(trxIdError(wallet, '1234567')).toBeDefined();
      expect(trxIdError(wallet, '1234567890123')).toBeDefined();
    }
    expect(trxIdError('nagad', '1234567')).toBe(WALLET_MESSAGES.trxIdNagad);
    expect(trxIdError('rocket', '1234567')).toBe(WALLET_MESSAGES.trxIdRocket);
  });

  it('asks for one when missing', () => {
    for (const value of [undefined, null, '', '   ', 42]) {
      expect(trxIdError('bkash', value)).toBe(WALLET_MESSAGES.trxIdRequired);
    }
  });

  it('normalises to upper case without the spaces around', () => {
    expect(normalizeTrxId('  9fk3l0m2qx\u00a0')).toBe('9FK3L0M2QX');
  });
});

describe('senderNumberError', () => {
  it('takes a Bangladeshi mobile number, +880 and Bengali digits too', () => {
    expect(senderNumberError('01712345678')).toBeUndefined();
    expect(senderNumberError('+880 1712-345678')).toBeUndefined();
    expect(senderNumberError('০১৭১২৩৪৫৬৭৮')).toBeUndefined();
  });

  it('says what is wrong', () => {
    expect(senderNumberError('')).toBe(WALLET_MESSAGES.senderRequired);
    expect(senderNumberError(undefined)).toBe(WALLET_MESSAGES.senderRequired);
    expect(senderNumberError('01212345678')).toBe(WALLET_MESSAGES.senderInvalid);
    expect(senderNumberError('1712345678')).toBe(WALLET_MESSAGES.senderInvalid);
  });
});

describe('walletError', () => {
  it('takes the three wallets only', () => {
    expect(walletError('bkash')).toBeUndefined();
    expect(walletError('rocket')).toBeUndefined();
    expect(walletError(undefined)).toBe(WALLET_MESSAGES.walletRequired);
    expect(walletError('upay')).toBe(WALLET_MESSAGES.walletUnknown);
    expect(walletError('constructor')).toBe(WALLET_MESSAGES.walletUnknown);
  });
});

describe('normalizeWalletNumber', () => {
  it('reads a mobile number for every wallet, and a 12-digit Rocket account', () => {
    expect(normalizeWalletNumber('bkash', '+8801712345678')).toBe('01712345678');
    expect(normalizeWalletNumber('rocket', '01712345678')).toBe('01712345678');
    expect(normalizeWalletNumber('rocket', '017123456789')).toBe('017123456789');
    expect(normalizeWalletNumber('bkash', '017123456789')).toBeUndefined();
    expect(normalizeWalletNumber('nagad', '0171234567')).toBeUndefined();
  });
});

describe('orderReference', () => {
  it("is the order number of the shop's messages: the id's last 6 characters, upper-cased", () => {
    expect(orderReference('665f1e0000000000000abc12')).toBe('0ABC12');
    expect(orderReference('665f1e00000000000000c1d2')).toBe('00C1D2');
  });
});
