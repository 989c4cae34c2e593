import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** Paying an order that is already paid, cancelled, delivered or has nothing to pay. */
export class OrderNotPayableError extends AppError {
  constructor(message = 'This order cannot be paid by card') {
    super(ErrorCode.ORDER_NOT_PAYABLE, message, HttpStatus.CONFLICT);
  }
}

/** A Stripe webhook whose signature is missing, wrong or older than the tolerance. */
export class WebhookSignatureInvalidError extends AppError {
  constructor() {
    super(
      ErrorCode.WEBHOOK_SIGNATURE_INVALID,
      'The webhook signature is missing, invalid or too old',
      HttpStatus.BAD_REQUEST,
    );
  }
}

/** A route of the provider that is not active (sandbox card form with Stripe, webhook with the sandbox). */
export class ProviderRouteInactiveError extends AppError {
  constructor(provider: 'stripe' | 'sandbox') {
    super(
      ErrorCode.NOT_FOUND,
      provider === 'stripe'
        ? 'Stripe is not configured on this server: card payments go through the test-mode sandbox'
        : 'The test-mode sandbox is not active on this server: card payments go through Stripe',
      HttpStatus.NOT_FOUND,
    );
  }
}
