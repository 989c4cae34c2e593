import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/**
 * An address id the signed-in account's book does not hold. Another account's address answers the
 * same, so ids of other people's addresses cannot be told from ids that never existed.
 */
export class AddressNotFoundError extends AppError {
  constructor() {
    super(
      ErrorCode.ADDRESS_NOT_FOUND,
      'This address is no longer in your address book',
      HttpStatus.NOT_FOUND,
    );
  }
}

/** Saving another address while the book holds MAX_SAVED_ADDRESSES. */
export class AddressBookFullError extends AppError {
  constructor(limit: number) {
    super(
      ErrorCode.ADDRESS_BOOK_FULL,
      `Your address book is full (${limit} addresses). Delete one before saving another.`,
      HttpStatus.CONFLICT,
      { limit },
    );
  }
}
