import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import { AppError } from '../common';
import type { BulkItemResult, Consignment, ConsignmentRequest, CourierName } from './courier';

export const COURIER_LABELS: Record<CourierName, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};
const COURIER_LABELS_BN: Record<CourierName, string> = {
  steadfast: 'স্টেডফাস্ট',
  pathao: 'পাঠাও',
  redx: 'রেডএক্স',
};

/**
 * The courier could not be reached, timed out or answered 5xx. Nothing was changed on the shop's
 * side; a booking whose answer was lost is looked up by its invoice before it is tried again.
 */
export class CourierUnavailableError extends AppError {
  constructor(
    readonly courier: CourierName,
    readonly detail: string,
  ) {
    super(
      ErrorCode.COURIER_UNAVAILABLE,
      `${COURIER_LABELS[courier]} is not answering right now. Nothing was booked twice; try again in a few minutes.`,
      HttpStatus.SERVICE_UNAVAILABLE,
      {
        courier,
        messageBn: `${COURIER_LABELS_BN[courier]} এখন সাড়া দিচ্ছে না। কিছুই দুবার বুক হয়নি; কয়েক মিনিট পরে আবার চেষ্টা করুন।`,
      },
    );
  }
}

/** The courier refused the request (its validation or its keys); the message is the courier's. */
export class CourierRejectedError extends AppError {
  constructor(
    readonly courier: CourierName,
    courierMessage: string,
    readonly httpStatus?: number,
  ) {
    super(
      ErrorCode.COURIER_REJECTED,
      `${COURIER_LABELS[courier]} refused the request: ${courierMessage}`,
      HttpStatus.UNPROCESSABLE_ENTITY,
      {
        courier,
        messageBn: `${COURIER_LABELS_BN[courier]} অনুরোধটি নেয়নি: ${courierMessage}`,
      },
    );
  }
}

export class ShipmentNotFoundError extends AppError {
  constructor(orderId: string) {
    super(ErrorCode.SHIPMENT_NOT_FOUND, `Order ${orderId} has no shipment`, HttpStatus.NOT_FOUND, {
      messageBn: 'এই অর্ডারের কোনো পার্সেল বুক করা হয়নি',
    });
  }
}

/** Booking refused: already booked, not confirmed, or an answer of the courier is still awaited. */
export class ShipmentNotAllowedError extends AppError {
  constructor(message: string, messageBn: string) {
    super(ErrorCode.SHIPMENT_NOT_ALLOWED, message, HttpStatus.CONFLICT, { messageBn });
  }
}

export class ShipmentNotCancellableError extends AppError {
  constructor(message: string, messageBn: string) {
    super(ErrorCode.SHIPMENT_NOT_CANCELLABLE, message, HttpStatus.CONFLICT, { messageBn });
  }
}

/**
 * A customer's cancel refused because the order's parcel is (or may be) with the courier: the
 * shop decides what becomes of it. One sentence whatever the reason (the customer cannot act on
 * the difference); the admin gets the reason (ShipmentNotCancellableError).
 */
export class ParcelWithCourierError extends AppError {
  constructor() {
    super(
      ErrorCode.PARCEL_WITH_COURIER,
      'Your parcel is already with the courier, so this order can no longer be cancelled here. Please contact the shop.',
      HttpStatus.CONFLICT,
      {
        messageBn:
          'আপনার পার্সেল ইতিমধ্যে কুরিয়ারের কাছে, তাই এখান থেকে অর্ডারটি আর বাতিল করা যাবে না। দোকানের সাথে যোগাযোগ করুন।',
      },
    );
  }
}

/** The courier did not answer the cancel of a customer's parcel: nothing was changed. */
export class ParcelCancelUnavailableError extends AppError {
  constructor(readonly courier: CourierName) {
    super(
      ErrorCode.COURIER_UNAVAILABLE,
      'We could not reach the courier to cancel your parcel. Nothing was changed; please try again in a few minutes.',
      HttpStatus.SERVICE_UNAVAILABLE,
      {
        messageBn:
          'পার্সেল বাতিল করতে কুরিয়ারের সাথে যোগাযোগ করা যায়নি। কিছুই বদলায়নি; কয়েক মিনিট পরে আবার চেষ্টা করুন।',
      },
    );
  }
}

export function courierLabelBn(courier: CourierName): string {
  return COURIER_LABELS_BN[courier];
}

/**
 * Bulk booking for a courier with no bulk call: one create after another. A parcel the courier
 * refuses is a failed row and the others go on; a courier that is down stops the whole batch.
 */
export async function createOneByOne(
  requests: readonly ConsignmentRequest[],
  create: (request: ConsignmentRequest) => Promise<Consignment>,
): Promise<BulkItemResult[]> {
  const results: BulkItemResult[] = [];
  for (const request of requests) {
    try {
      results.push({ invoice: request.invoice, ok: true, consignment: await create(request) });
    } catch (error) {
      if (!(error instanceof CourierRejectedError)) throw error;
      results.push({ invoice: request.invoice, ok: false, message: error.message });
    }
  }
  return results;
}
