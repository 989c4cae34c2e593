import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** A district that is not one of the 64 (the checkout's list): 400 in both languages. */
export class UnknownDistrictError extends AppError {
  constructor(field = 'district') {
    super(ErrorCode.VALIDATION_FAILED, 'Choose one of the 64 districts', HttpStatus.BAD_REQUEST, {
      field,
      messageBn: '৬৪টি জেলার একটি বেছে নিন',
    });
  }
}

/** A rate table the quote function could not use (slabs out of order, a negative charge …). */
export class RateTableInvalidError extends AppError {
  constructor(field: string, message: string, messageBn: string) {
    super(ErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST, { field, messageBn });
  }
}

/** The table was saved by someone else since it was read: reload and edit again. */
export class RateTableChangedError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      'The delivery rates were changed by someone else meanwhile: reload them and edit again',
      HttpStatus.CONFLICT,
      { messageBn: 'এর মধ্যে অন্য কেউ ডেলিভারি চার্জ বদলেছেন: আবার লোড করে বদলান' },
    );
  }
}
