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
    super(ErrorCode.VALIDATION_FAILED, VARIANT_MESSAGES[message], HttpStatus.BAD_REQUEST, {
      field,
    });
  }
}

/** The spec's one-price / one-stock edits of a product that has a price and stock per variant. */
export class VariantsEditedApartError extends VariantError {
  constructor(field = 'quantity') {
    super(field, 'perVariant');
  }
}
