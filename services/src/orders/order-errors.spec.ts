import { ErrorCode } from '@shop/contracts';
import { mapError } from '../common/filters/error-mapping';
import { PaymentBeingVerifiedError } from './order-errors';

describe('PaymentBeingVerifiedError', () => {
  it('tells the customer to wait (in Bengali the translation of its code: no messageBn of its own)', () => {
    expect(mapError(new PaymentBeingVerifiedError()).body).toEqual({
      statusCode: 409,
      code: ErrorCode.PAYMENT_BEING_VERIFIED,
      message: 'This payment is being checked by the shop',
    });
    expect(mapError(new PaymentBeingVerifiedError('customer')).body).not.toHaveProperty(
      'messageBn',
    );
  });

  it('tells the admin what to do first, in English and in Bengali, naming the two buttons', () => {
    expect(mapError(new PaymentBeingVerifiedError('admin')).body).toEqual({
      statusCode: 409,
      code: ErrorCode.PAYMENT_BEING_VERIFIED,
      message:
        "This order's wallet payment is waiting to be checked: mark it Verified or Not received first",
      messageBn:
        'এই অর্ডারের ওয়ালেট পেমেন্ট যাচাইয়ের অপেক্ষায় আছে: আগে সেটিকে ‘যাচাই করা হয়েছে’ অথবা ‘পাওয়া যায়নি’ চিহ্নিত করুন',
    });
  });
});
