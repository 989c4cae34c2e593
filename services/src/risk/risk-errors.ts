import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { DELIVERY_ADVANCE_MESSAGES, DELIVERY_ADVANCE_MESSAGES_BN } from '@shop/rules';
import { AppError } from '../common';

/** A rule the matcher cannot use (RISK_RULE_MESSAGES of @shop/rules): 400 in both languages. */
export class RiskRuleInvalidError extends AppError {
  constructor(field: string, message: string, messageBn: string) {
    super(ErrorCode.VALIDATION_FAILED, message, HttpStatus.BAD_REQUEST, { field, messageBn });
  }
}

/** The rule was saved by someone else since it was read: reload and edit again. */
export class RiskRuleChangedError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      'The risk rule was changed by someone else meanwhile: reload it and edit again',
      HttpStatus.CONFLICT,
      { messageBn: 'এর মধ্যে অন্য কেউ ঝুঁকির নিয়ম বদলেছেন: আবার লোড করে বদলান' },
    );
  }
}

/**
 * Asking for the delivery charge in advance makes sense only for a cash-on-delivery order that is
 * still waiting to be confirmed or sent, not paid, with a delivery charge.
 */
export class AdvanceNotApplicableError extends AppError {
  constructor() {
    super(
      ErrorCode.CONFLICT,
      'The delivery charge can be asked in advance only for an unpaid cash-on-delivery order with a delivery charge that has not been shipped',
      HttpStatus.CONFLICT,
      {
        messageBn:
          'আগাম ডেলিভারি চার্জ চাওয়া যায় শুধু অপরিশোধিত, ক্যাশ অন ডেলিভারি, ডেলিভারি চার্জসহ এবং এখনো না পাঠানো অর্ডারের জন্য',
      },
    );
  }
}

/** Withdrawing an ask the order does not have unpaid (none, or the customer paid it already). */
export class AdvanceNotWithdrawableError extends AppError {
  constructor() {
    super(ErrorCode.CONFLICT, DELIVERY_ADVANCE_MESSAGES.notWithdrawable, HttpStatus.CONFLICT, {
      messageBn: DELIVERY_ADVANCE_MESSAGES_BN.notWithdrawable,
    });
  }
}
