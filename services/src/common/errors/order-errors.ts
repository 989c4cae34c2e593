import { HttpStatus } from '@nestjs/common';
import { ErrorCode, type OrderStatus } from '@shop/contracts';
import { AppError } from './app-error';

/** No such order, or one the caller may not see (another customer's answers the same: no IDOR oracle). */
export class OrderNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.ORDER_NOT_FOUND, 'Order not found', HttpStatus.NOT_FOUND);
  }
}

/** A line asks for more units than the part has: `Only N left of <part name>`. */
export class InsufficientStockError extends AppError {
  constructor(partId: string, partName: string, available: number, sku?: string) {
    super(
      ErrorCode.INSUFFICIENT_STOCK,
      `Only ${available} left of ${partName}`,
      HttpStatus.CONFLICT,
      {
        partId,
        ...(sku ? { sku } : {}),
        available,
      },
    );
  }
}

/** Cancel refused: shipped, delivered, paid (for a customer) or already cancelled. */
export class OrderNotCancellableError extends AppError {
  /** `messageBn`: the reason in Bengali, when `message` says more than the code's translation. */
  constructor(message = 'This order can no longer be cancelled', messageBn?: string) {
    super(
      ErrorCode.ORDER_NOT_CANCELLABLE,
      message,
      HttpStatus.CONFLICT,
      messageBn === undefined ? undefined : { messageBn },
    );
  }
}

/** The statuses in Bengali as Manage All Orders names them (its `orders.status` messages). */
const ORDER_STATUS_BN: Record<OrderStatus, string> = {
  pending: 'প্রক্রিয়াধীন',
  placed: 'অর্ডার হয়েছে',
  confirmed: 'নিশ্চিত',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  cancelled: 'বাতিল',
};

/**
 * A status change the order workflow does not allow (delivered → placed, placed → shipped, ...),
 * said in both languages with the two statuses (a translation of the code alone could not name them).
 */
export class InvalidStatusTransitionError extends AppError {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(
      ErrorCode.INVALID_STATUS_TRANSITION,
      `An order cannot go from ${from} to ${to}`,
      HttpStatus.CONFLICT,
      {
        messageBn: `অর্ডার ‘${ORDER_STATUS_BN[from]}’ অবস্থা থেকে ‘${ORDER_STATUS_BN[to]}’ অবস্থায় যেতে পারে না`,
      },
    );
  }
}

/** The same Idempotency-Key was sent before with a different request (IETF idempotency draft: 422). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
      'This Idempotency-Key was already used for a different order',
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}

/** An Idempotency-Key header that is empty, longer than 100 characters or not visible ASCII. */
export class InvalidIdempotencyKeyError extends AppError {
  constructor() {
    super(
      ErrorCode.VALIDATION_FAILED,
      'Idempotency-Key must be 1 to 100 visible characters',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/**
 * The order with this Idempotency-Key is still being placed by another request (a double click
 * that outlived the wait), or was undone by crash recovery while this request was placing it.
 */
export class OrderInProgressError extends AppError {
  constructor(message = 'This order is still being placed. Please try again in a moment.') {
    super(ErrorCode.CONFLICT, message, HttpStatus.CONFLICT);
  }
}
