import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import {
  DELIVERY_ADVANCE_MESSAGES,
  DELIVERY_ADVANCE_MESSAGES_BN,
  type DeliveryAdvanceMessage,
  unitsPerLineMessage,
} from '@shop/rules';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../common';

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

/** Cash recorded for an order that is not a delivered, unpaid cash-on-delivery order; the message says why. */
export class CashNotCollectableError extends AppError {
  constructor(message: string) {
    super(ErrorCode.CASH_NOT_COLLECTABLE, message, HttpStatus.CONFLICT);
  }
}

/**
 * 503 ORDER_OUTCOME_UNKNOWN: the database failed after the order's stock may have been taken, so the
 * order may exist (it is placed once its every line was taken). A retry with the same
 * Idempotency-Key answers that order — or places it afresh when it was undone.
 */
export class OrderOutcomeUnknownError extends AppError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor() {
    super(
      ErrorCode.ORDER_OUTCOME_UNKNOWN,
      'We could not confirm your order; retry with the same request (Idempotency-Key) to see whether it was placed',
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

/**
 * A direct refund of units that sit in an open return (requested, approved, received): they are
 * refunded by the return (its Refund step), which knows whether their stock came back.
 */
export class LineInReturnError extends AppError {
  constructor(name: string) {
    super(
      ErrorCode.LINE_IN_RETURN,
      `${name} is in a return: refund it from the return`,
      HttpStatus.CONFLICT,
    );
  }
}

/**
 * The order's send-money payment waits for the shop to check it: it can be neither
 * cancelled nor paid another way meanwhile. The customer is told to wait (in Bengali the
 * code's translation, `apiErrors.PAYMENT_BEING_VERIFIED`); the admin, who is the one to check
 * it, what to do first, in both languages (naming the Wallet payments page's two buttons).
 */
export class PaymentBeingVerifiedError extends AppError {
  constructor(actor: 'customer' | 'admin' = 'customer') {
    super(
      ErrorCode.PAYMENT_BEING_VERIFIED,
      actor === 'admin'
        ? "This order's wallet payment is waiting to be checked: mark it Verified or Not received first"
        : 'This payment is being checked by the shop',
      HttpStatus.CONFLICT,
      actor === 'admin'
        ? {
            messageBn:
              'এই অর্ডারের ওয়ালেট পেমেন্ট যাচাইয়ের অপেক্ষায় আছে: আগে সেটিকে ‘যাচাই করা হয়েছে’ অথবা ‘পাওয়া যায়নি’ চিহ্নিত করুন',
          }
        : undefined,
    );
  }
}

/** An admin's decision on an order whose send-money payment is not waiting to be checked. */
export class WalletPaymentNotWaitingError extends AppError {
  constructor(message = 'This order has no wallet payment waiting to be checked') {
    super(ErrorCode.WALLET_PAYMENT_NOT_WAITING, message, HttpStatus.CONFLICT);
  }
}

/**
 * MAX_PENDING_WALLET_CLAIMS of the account's send-money claims already wait to be checked: one
 * account cannot hold many orders' stock with claims nobody can verify.
 */
export class TooManyPendingWalletClaimsError extends AppError {
  constructor(limit: number) {
    super(
      ErrorCode.TOO_MANY_PENDING_WALLET_CLAIMS,
      `You already have ${limit} payments waiting to be checked. Please wait until the shop has checked them.`,
      HttpStatus.CONFLICT,
      { limit },
    );
  }
}

/** More units of one product than one order may take (MAX_UNITS_PER_LINE); `field` names the line. */
export class TooManyUnitsError extends AppError {
  constructor(field: string, limit: number) {
    super(ErrorCode.TOO_MANY_UNITS, unitsPerLineMessage(limit), HttpStatus.BAD_REQUEST, {
      field,
      limit,
    });
  }
}

/**
 * Confirming a cash order while the delivery charge the shop asked in advance is unpaid: wait for
 * the customer's bKash payment, or withdraw the ask first (409, both languages).
 */
export class DeliveryAdvanceUnpaidError extends AppError {
  constructor() {
    super(
      ErrorCode.DELIVERY_ADVANCE_UNPAID,
      DELIVERY_ADVANCE_MESSAGES.unpaidHold,
      HttpStatus.CONFLICT,
      { messageBn: DELIVERY_ADVANCE_MESSAGES_BN.unpaidHold },
    );
  }
}

/** Paying or withdrawing an advance the order does not have, or no longer can (409, both languages). */
export class DeliveryAdvanceNotPayableError extends AppError {
  constructor(reason: Exclude<DeliveryAdvanceMessage, 'unpaidHold'>) {
    super(
      ErrorCode.DELIVERY_ADVANCE_NOT_PAYABLE,
      DELIVERY_ADVANCE_MESSAGES[reason],
      HttpStatus.CONFLICT,
      { messageBn: DELIVERY_ADVANCE_MESSAGES_BN[reason] },
    );
  }
}
