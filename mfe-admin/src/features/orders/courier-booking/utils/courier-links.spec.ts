import { switchToBengali, switchToEnglish } from '../../../../testing/bengali';
import { bulkRowReason, refusalText } from './courier-links';

const FALLBACK = 'The booking did not go through. Try again.';
const DOWN = {
  status: 503,
  data: {
    statusCode: 503,
    code: 'COURIER_UNAVAILABLE',
    message:
      'RedX is not answering right now. Nothing was booked twice; try again in a few minutes.',
    messageBn: 'রেডএক্স এখন সাড়া দিচ্ছে না। কিছুই দুবার বুক হয়নি; কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
};
const REJECTED = {
  orderId: '665f1e000000000000000002',
  ok: false,
  code: 'COURIER_REJECTED',
  message: 'Steadfast refused the request: recipient_address is too short',
  messageBn: 'স্টেডফাস্ট অনুরোধটি নেয়নি: recipient_address is too short',
};

describe('the courier booking’s refusals', () => {
  afterEach(() => switchToEnglish());

  it("say the API's message with its status; the booking's own sentence when the API did not answer", () => {
    expect(refusalText(DOWN, FALLBACK)).toEqual({ text: DOWN.data.message, status: 503 });
    expect(refusalText({ status: 'FETCH_ERROR', error: 'offline' }, FALLBACK)).toEqual({
      text: FALLBACK,
      status: undefined,
    });
    expect(bulkRowReason(REJECTED, FALLBACK)).toBe(REJECTED.message);
    expect(bulkRowReason({ orderId: REJECTED.orderId, ok: false }, FALLBACK)).toBe(FALLBACK);
  });

  it("in Bengali: the API's messageBn, else the translation of its code", async () => {
    await switchToBengali();
    expect(refusalText(DOWN, FALLBACK).text).toBe(DOWN.data.messageBn);
    expect(bulkRowReason(REJECTED, FALLBACK)).toBe(REJECTED.messageBn);
    // A row without messageBn (a courier that stopped answering mid-way): its code's translation.
    expect(
      bulkRowReason(
        { orderId: REJECTED.orderId, ok: false, code: DOWN.data.code, message: DOWN.data.message },
        FALLBACK,
      ),
    ).toBe('কুরিয়ার এখন সাড়া দিচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।');
  });
});
