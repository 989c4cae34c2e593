import type { Wallet, WalletPaymentClaim } from '@shop/contracts';
import { normalizeBdMobile, normalizeTrxId, senderNumberError, trxIdError } from '@shop/rules';

/** The send-money form's fields, as typed. */
export interface WalletClaimFields {
  senderNumber: string;
  trxId: string;
}

/** The form's checks: the rules the API applies too (their English messages, shown translated). */
export const validateWalletClaim =
  (wallet: Wallet) =>
  ({
    senderNumber,
    trxId,
  }: WalletClaimFields): Partial<Record<keyof WalletClaimFields, string>> => {
    const errors: Partial<Record<keyof WalletClaimFields, string>> = {};
    const sender = senderNumberError(senderNumber);
    if (sender) errors.senderNumber = sender;
    const trx = trxIdError(wallet, trxId);
    if (trx) errors.trxId = trx;
    return errors;
  };

/** The claim as sent: the number in its national form (Bengali digits become ASCII), the TrxID upper-cased. */
export function walletClaim(wallet: Wallet, fields: WalletClaimFields): WalletPaymentClaim {
  return {
    wallet,
    senderNumber: normalizeBdMobile(fields.senderNumber) ?? fields.senderNumber.trim(),
    trxId: normalizeTrxId(fields.trxId),
  };
}
