import { ErrorCode, ORDER_STATUSES } from '@shop/contracts';
import { mapError } from '../filters/error-mapping';
import { InvalidStatusTransitionError, OrderNotCancellableError } from './order-errors';

describe('InvalidStatusTransitionError', () => {
  it('answers 409 with both statuses, in English and in Bengali', () => {
    expect(mapError(new InvalidStatusTransitionError('placed', 'shipped')).body).toEqual({
      statusCode: 409,
      code: ErrorCode.INVALID_STATUS_TRANSITION,
      message: 'An order cannot go from placed to shipped',
      messageBn: 'অর্ডার ‘অর্ডার হয়েছে’ অবস্থা থেকে ‘পাঠানো হয়েছে’ অবস্থায় যেতে পারে না',
    });
  });

  it('names every status in Bengali (no English word, nothing undefined)', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const { messageBn } = new InvalidStatusTransitionError(from, to).extra as {
          messageBn: string;
        };
        expect([from, to, messageBn]).toEqual([from, to, expect.not.stringMatching(/[A-Za-z]/)]);
      }
    }
  });
});

describe('OrderNotCancellableError', () => {
  it('says its reason in Bengali too when it has one', () => {
    expect(
      mapError(
        new OrderNotCancellableError(
          'A delivered order cannot be cancelled',
          'ডেলিভারি হয়ে যাওয়া অর্ডার বাতিল করা যায় না',
        ),
      ).body,
    ).toEqual({
      statusCode: 409,
      code: ErrorCode.ORDER_NOT_CANCELLABLE,
      message: 'A delivered order cannot be cancelled',
      messageBn: 'ডেলিভারি হয়ে যাওয়া অর্ডার বাতিল করা যায় না',
    });
  });

  it("leaves the Bengali to the code's translation when it says only the code's sentence", () => {
    expect(mapError(new OrderNotCancellableError()).body).toEqual({
      statusCode: 409,
      code: ErrorCode.ORDER_NOT_CANCELLABLE,
      message: 'This order can no longer be cancelled',
    });
  });
});
