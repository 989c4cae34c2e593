import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';

/** The courier's reference is already recorded with another amount (a typo, or another payment). */
export class PayoutReferenceTakenError extends AppError {
  constructor(courier: string, reference: string, amount: number) {
    super(
      ErrorCode.CONFLICT,
      `${courier} payout ${reference} is already recorded, for ${amount} taka`,
      HttpStatus.CONFLICT,
    );
  }
}
