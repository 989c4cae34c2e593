import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** MAX_OPEN_UNPAID_ORDERS open unpaid orders already: pay or cancel one first. */
export class TooManyUnpaidOrdersError extends AppError {
  constructor(limit: number) {
    super(
      ErrorCode.TOO_MANY_UNPAID_ORDERS,
      `You already have ${limit} unpaid orders. Pay or cancel one before placing another.`,
      HttpStatus.CONFLICT,
      { limit },
    );
  }
}

/** An unpaid card order whose payment window has closed: refused before any card is charged. */
export class OrderExpiredError extends AppError {
  constructor(message = 'This order was not paid in time and has expired. Please order again.') {
    super(ErrorCode.ORDER_EXPIRED, message, HttpStatus.CONFLICT);
  }
}

/** A refund the order does not allow; the message says why. */
export class OrderNotRefundableError extends AppError {
  constructor(message = 'This order cannot be refunded') {
    super(ErrorCode.ORDER_NOT_REFUNDABLE, message, HttpStatus.CONFLICT);
  }
}

/**
 * The order's send-money payment waits for the shop to check it (issue 22): it can be neither
 * cancelled nor paid another way meanwhile.
 */
export class PaymentBeingVerifiedError extends AppError {
  constructor(actor: 'customer' | 'admin' = 'customer') {
    super(
      ErrorCode.PAYMENT_BEING_VERIFIED,
      actor === 'admin'
        ? "This order's wallet payment is waiting to be checked: mark it Verified or Not received first"
        : 'This payment is being checked by the shop',
      HttpStatus.CONFLICT,
    );
  }
}

/** An admin's decision on an order whose send-money payment is not waiting to be checked. */
export class WalletPaymentNotWaitingError extends AppError {
  constructor(message = 'This order has no wallet payment waiting to be checked') {
    super(ErrorCode.WALLET_PAYMENT_NOT_WAITING, message, HttpStatus.CONFLICT);
  }
}
