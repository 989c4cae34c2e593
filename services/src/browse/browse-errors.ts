import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** A price filter whose lowest price is above its highest: nothing could match, so say why. */
export class PriceRangeError extends AppError {
  constructor(min: number, max: number) {
    super(
      ErrorCode.VALIDATION_FAILED,
      `min (${min}) must not be more than max (${max}): the lowest price is above the highest`,
      HttpStatus.BAD_REQUEST,
      {
        field: 'min',
        messageBn: `সর্বনিম্ন দাম (${min}) সর্বোচ্চ দামের (${max}) চেয়ে বেশি হতে পারে না`,
      },
    );
  }
}
