import { HttpStatus } from '@nestjs/common';
import { ErrorCode, type Wallet, WALLET_NAMES } from '@shop/contracts';
import { AppError } from '../../common';

/** A wallet the shop has no number for: it is not offered on the payment page either. */
export class WalletNotOfferedError extends AppError {
  constructor(wallet: Wallet) {
    super(
      ErrorCode.WALLET_NOT_OFFERED,
      `This shop does not take ${WALLET_NAMES[wallet]} payments`,
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** A TrxID already given for an order (this one after 'Not received', or another). */
export class TrxIdUsedError extends AppError {
  constructor() {
    super(
      ErrorCode.TRX_ID_USED,
      'This TrxID was already used for a payment. Check the TrxID in your wallet’s SMS.',
      HttpStatus.CONFLICT,
    );
  }
}
