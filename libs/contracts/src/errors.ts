/** Stable error codes the API answers with; clients branch on these, never on messages. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** A malformed request that is not a validation failure (bad JSON, bad headers, ...). */
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_ID: 'INVALID_ID',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  /** The path exists but not for this method; the `Allow` header lists the methods it has. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  CONFLICT: 'CONFLICT',
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  /** A review id no review has (or, for a customer, not one of their own). */
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  /** Cancel refused: shipped, delivered, paid (for a customer) or already cancelled. */
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  /**
   * A status change the order workflow does not allow (e.g. delivered → placed); the message names
   * both statuses, and `messageBn` says the same in Bengali.
   */
  INVALID_STATUS_TRANSITION: 'INVALID_STATUS_TRANSITION',
  /** Paying an order that is already paid, cancelled, or cash on delivery. */
  ORDER_NOT_PAYABLE: 'ORDER_NOT_PAYABLE',
  /** Paying an unpaid card order after its payment window (PAYMENT_WINDOW_MINUTES) closed. */
  ORDER_EXPIRED: 'ORDER_EXPIRED',
  /** Placing another order while MAX_OPEN_UNPAID_ORDERS open orders of the account are unpaid. */
  TOO_MANY_UNPAID_ORDERS: 'TOO_MANY_UNPAID_ORDERS',
  /** More units of one product than one order may take (MAX_UNITS_PER_LINE); names the field and limit. */
  TOO_MANY_UNITS: 'TOO_MANY_UNITS',
  /** A refund the order does not allow (nothing paid, a refund in flight, more than was paid). */
  ORDER_NOT_REFUNDABLE: 'ORDER_NOT_REFUNDABLE',
  /** Recording cash collected for an order that is not a delivered, unpaid cash-on-delivery order. */
  CASH_NOT_COLLECTABLE: 'CASH_NOT_COLLECTABLE',
  /** Confirming a cash order whose delivery charge, asked in advance, is not paid yet. */
  DELIVERY_ADVANCE_UNPAID: 'DELIVERY_ADVANCE_UNPAID',
  /** Paying or withdrawing an advance the order does not have (or no longer can). */
  DELIVERY_ADVANCE_NOT_PAYABLE: 'DELIVERY_ADVANCE_NOT_PAYABLE',
  /** A return the order does not allow (not delivered, window passed, too many units, wrong state). */
  RETURN_NOT_ALLOWED: 'RETURN_NOT_ALLOWED',
  /** A direct refund of units that sit in an open return: they are refunded from the return. */
  LINE_IN_RETURN: 'LINE_IN_RETURN',
  /** The provider does not confirm a successful payment of this order's amount. */
  PAYMENT_NOT_CONFIRMED: 'PAYMENT_NOT_CONFIRMED',
  /** The card was refused (sandbox or provider); the message is the provider's. */
  CARD_DECLINED: 'CARD_DECLINED',
  /** A wallet transaction id already given for an order (one TrxID pays one order). */
  TRX_ID_USED: 'TRX_ID_USED',
  /** A wallet the shop has no number for (not configured), or bKash checkout without keys or simulator. */
  WALLET_NOT_OFFERED: 'WALLET_NOT_OFFERED',
  /**
   * The order's send-money payment waits for the shop to check it: it cannot be paid or cancelled
   * meanwhile. An admin's cancel is told to decide the payment first (with `messageBn`).
   */
  PAYMENT_BEING_VERIFIED: 'PAYMENT_BEING_VERIFIED',
  /** A send-money claim while MAX_PENDING_WALLET_CLAIMS of the account's claims wait to be checked. */
  TOO_MANY_PENDING_WALLET_CLAIMS: 'TOO_MANY_PENDING_WALLET_CLAIMS',
  /** An admin's decision on a send-money payment that is not (or no longer) waiting to be checked. */
  WALLET_PAYMENT_NOT_WAITING: 'WALLET_PAYMENT_NOT_WAITING',
  /** bKash could not be reached or answered an error; the message is bKash's (statusMessage). */
  BKASH_ERROR: 'BKASH_ERROR',
  /** A courier (Steadfast, Pathao, RedX) could not be reached, timed out or answered 5xx: nothing was booked or changed. */
  COURIER_UNAVAILABLE: 'COURIER_UNAVAILABLE',
  /** A courier refused a request (its own validation or auth); the message is the courier's. */
  COURIER_REJECTED: 'COURIER_REJECTED',
  /** A shipment the order cannot have now: already booked, not confirmed, or the courier has no keys. */
  SHIPMENT_NOT_ALLOWED: 'SHIPMENT_NOT_ALLOWED',
  /** Cancelling a shipment the courier does not let the shop cancel (no documented cancel, or too late). */
  SHIPMENT_NOT_CANCELLABLE: 'SHIPMENT_NOT_CANCELLABLE',
  SHIPMENT_NOT_FOUND: 'SHIPMENT_NOT_FOUND',
  /**
   * A customer's cancel refused: the order's parcel is already with the courier (booked with one
   * that cannot cancel it through its API, picked up or on its way); the shop must be contacted.
   */
  PARCEL_WITH_COURIER: 'PARCEL_WITH_COURIER',
  /** The same Idempotency-Key was sent with a different request body. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** An upload that is not a PNG, JPEG or WebP image, or that cannot be decoded. */
  INVALID_IMAGE: 'INVALID_IMAGE',
  /** A webhook whose signature is missing, wrong or too old. */
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** Login: unknown email or wrong password (one answer for both). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Refresh: the session was revoked (logout, password change, or reuse of a rotated token). */
  SESSION_REVOKED: 'SESSION_REVOKED',
  /**
   * A sign-in, refresh or logout sent by another site (its Origin is not one of the shop's, or the
   * browser says Sec-Fetch-Site: cross-site): login/logout CSRF.
   */
  CROSS_SITE_REQUEST: 'CROSS_SITE_REQUEST',
  /** Sign-up with an email that already has an account. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  GOOGLE_SIGN_IN_DISABLED: 'GOOGLE_SIGN_IN_DISABLED',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  /** An email confirmation link that is unknown, already used or expired. */
  EMAIL_CONFIRMATION_INVALID: 'EMAIL_CONFIRMATION_INVALID',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** An address id the signed-in account's address book does not hold (another account's, or deleted). */
  ADDRESS_NOT_FOUND: 'ADDRESS_NOT_FOUND',
  /** Saving another address while the book holds MAX_SAVED_ADDRESSES. */
  ADDRESS_BOOK_FULL: 'ADDRESS_BOOK_FULL',
  /** Demoting or removing the only remaining admin. */
  LAST_ADMIN: 'LAST_ADMIN',
  /** An admin changing their own role or removing their own account. */
  CANNOT_CHANGE_SELF: 'CANNOT_CHANGE_SELF',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /**
   * An account placed and cancelled more orders within the hour than ORDER_ACTIONS_PER_HOUR allows;
   * the body says how long to wait (`retryAfterSeconds`, `retryAfterMinutes`), as does Retry-After.
   */
  TOO_MANY_ORDER_ACTIONS: 'TOO_MANY_ORDER_ACTIONS',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The request's headers together are larger than the server reads (16 KB). */
  REQUEST_HEADERS_TOO_LARGE: 'REQUEST_HEADERS_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /**
   * The database failed after an order's stock was taken: the order may exist. A retry with the same
   * Idempotency-Key answers it (or places it afresh when it does not).
   */
  ORDER_OUTCOME_UNKNOWN: 'ORDER_OUTCOME_UNKNOWN',
  /** The server's image work is full (uploads waiting their turn); try again after `Retry-After`. */
  SERVER_BUSY: 'SERVER_BUSY',
  /** No release of that remote with that version (or no earlier one to roll back to). */
  RELEASE_NOT_FOUND: 'RELEASE_NOT_FOUND',
  /** A release of that remote with that version exists already: releases are immutable. */
  RELEASE_ALREADY_PUBLISHED: 'RELEASE_ALREADY_PUBLISHED',
  /** A release's stored files no longer match the integrity it was registered with. */
  RELEASE_INTEGRITY_MISMATCH: 'RELEASE_INTEGRITY_MISMATCH',
  /** The release channel changed since it was read (`revision`): the body carries its state now. */
  RELEASE_CHANNEL_CHANGED: 'RELEASE_CHANNEL_CHANGED',
  /** The change does not apply to the channel as it is (no canary to abort, already live, ...). */
  RELEASE_STATE_CONFLICT: 'RELEASE_STATE_CONFLICT',
  /**
   * The release failed the compatibility gate before going live (shared singletons, exposed pages,
   * contracts version, server render): `reasons` lists each, in English and Bengali.
   */
  RELEASE_INCOMPATIBLE: 'RELEASE_INCOMPATIBLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
