import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';
import type { CardRefusal } from '../payment-providers';

/** The provider does not confirm a successful payment of this order's amount. */
export class PaymentNotConfirmedError extends AppError {
  constructor() {
    super(
      ErrorCode.PAYMENT_NOT_CONFIRMED,
      'The card provider has not confirmed a payment of this order',
      HttpStatus.CONFLICT,
    );
  }
}

/** A card the (sandbox) processor refused: 402 with the provider-style message. */
export class CardDeclinedError extends AppError {
  constructor(refusal: CardRefusal) {
    super(ErrorCode.CARD_DECLINED, refusal.message, HttpStatus.PAYMENT_REQUIRED, {
      reason: refusal.code,
      ...(refusal.declineCode ? { declineCode: refusal.declineCode } : {}),
    });
  }
}

/** `PATCH /booking/:id` whose body names another order than the path. */
export class AppointmentMismatchError extends AppError {
  constructor() {
    super(
      ErrorCode.VALIDATION_FAILED,
      'appointment must be the order id of the path',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** A sandbox client secret that names no intent. */
export class PaymentIntentNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.NOT_FOUND, 'No such payment intent', HttpStatus.NOT_FOUND);
  }
}

/** bKash could not be reached, or refused the call: 502 BKASH_ERROR with bKash's statusMessage. */
export class BkashError extends AppError {
  constructor(message: string) {
    super(ErrorCode.BKASH_ERROR, message, HttpStatus.BAD_GATEWAY);
  }
}

/** bKash Tokenized Checkout is not configured on this server (no keys and no simulator). */
export class BkashNotConfiguredError extends AppError {
  constructor() {
    super(ErrorCode.NOT_FOUND, 'bKash payments are not offered by this shop', HttpStatus.NOT_FOUND);
  }
}

/** A bKash callback naming a payment this shop never created. */
export class BkashPaymentNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.NOT_FOUND, 'No such bKash payment', HttpStatus.NOT_FOUND);
  }
}
