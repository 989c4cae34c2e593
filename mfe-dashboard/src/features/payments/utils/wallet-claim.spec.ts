import { validateWalletClaim, walletClaim } from './wallet-claim';

describe('the send-money form', () => {
  it('asks for the number paid from and the TrxID, with the rules’ messages', () => {
    expect(validateWalletClaim('bkash')({ senderNumber: '', trxId: '' })).toEqual({
      senderNumber: 'Enter the wallet number you paid from',
      trxId: "Enter the TrxID from your wallet's SMS",
    });
    expect(validateWalletClaim('bkash')({ senderNumber: '0171234', trxId: 'ABC' })).toEqual({
      senderNumber: 'Enter the wallet number you paid from: 11 digits starting 013–019',
      trxId: 'A bKash TrxID is 10 letters and digits, like 9FK3L0M2QX',
    });
  });

  it('takes Bengali digits in the number and any letter case in the TrxID', () => {
    const fields = { senderNumber: '০১৭১২-৩৪৫৬৭৮', trxId: ' 9fk3l0m2qx ' };
    expect(validateWalletClaim('bkash')(fields)).toEqual({});
    expect(walletClaim('bkash', fields)).toEqual({
      wallet: 'bkash',
      senderNumber: '01712345678',
      trxId: '9FK3L0M2QX',
    });
  });

  it('checks the TrxID by the chosen wallet', () => {
    const fields = { senderNumber: '01812345678', trxId: '7XK3M9QP' };
    expect(validateWalletClaim('nagad')(fields)).toEqual({});
    expect(validateWalletClaim('bkash')(fields).trxId).toBeDefined();
  });
});
