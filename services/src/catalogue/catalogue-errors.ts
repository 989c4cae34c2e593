import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { VARIANT_MESSAGES, type VariantMessage } from '@shop/rules';
import { AppError } from '../common';

/**
 * A request about a variant that cannot be served as asked: none named for a product with several,
 * one of another product, one no longer sold. 400 naming the field, with the shared message.
 */
export class VariantError extends AppError {
  constructor(field: string, message: VariantMessage) {
    super(ErrorCode.VALIDATION_FAILED, VARIANT_MESSAGES[message].en, HttpStatus.BAD_REQUEST, {
      field,
      messageBn: VARIANT_MESSAGES[message].bn,
    });
  }
}

/** The spec's one-price / one-stock edits of a product that has a price and stock per variant. */
export class VariantsEditedApartError extends VariantError {
  constructor(field = 'quantity') {
    super(field, 'perVariant');
  }
}

/** A save of variants that kept meeting stock moving under it (a rush of orders): try again. */
export class ProductEditedWhileSavingError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      "Orders kept changing this product's stock while it was saved; save again in a moment",
      HttpStatus.CONFLICT,
      { messageBn: 'সংরক্ষণের সময় অর্ডারে পণ্যটির স্টক বদলাচ্ছিল; একটু পরে আবার সংরক্ষণ করুন' },
    );
  }
}
