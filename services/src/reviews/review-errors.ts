import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** A review id no review has; for a customer also one that is not their own (no telling which). */
export class ReviewNotFoundError extends AppError {
  constructor() {
    super(ErrorCode.REVIEW_NOT_FOUND, 'Review not found', HttpStatus.NOT_FOUND);
  }
}
