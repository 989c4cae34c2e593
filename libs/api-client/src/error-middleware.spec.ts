import { COMMON_MESSAGES_EN, initI18nWith, loadCommonMessages } from '@shop/i18n';
import { toast } from 'react-toastify';
import { api } from './api';
import { configureApiClient } from './config';
import {
  describeApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './error-middleware';
import { makeStore } from './store';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThing: build.query<{ ok: boolean }, string>({ query: (id) => `/thing/${id}` }),
    // The product page's query (mfe-shop), which shows its own failures.
    getPart: build.query<{ ok: boolean }, string>({ query: (id) => `/product/${id}` }),
  }),
});

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeAll(() => {
  configureApiClient({ apiUrl: 'http://api.test/api' });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('apiErrorToaster', () => {
  it("toasts the API's own message once for an error body", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 404,
          code: 'PRODUCT_NOT_FOUND',
          message: 'No product with this id',
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('42'));

    expect(result.isError).toBe(true);
    expect(fetchMock.mock.calls[0][0].url).toBe('http://api.test/api/thing/42');
    expect(fetchMock.mock.calls[0][0].credentials).toBe('include');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('No product with this id', {
      toastId: 'api-error:getThing:No product with this id',
    });
  });

  it('toasts a plain sentence when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = makeStore();
    await store.dispatch(testApi.endpoints.getThing.initiate('1'));

    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE, expect.any(Object));
  });

  it("leaves the product page's failures to the page: no developer message in a toast", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          statusCode: 400,
          code: 'INVALID_ID',
          message: 'partId must be a 24-character hexadecimal id, got "abc"',
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.getPart.initiate('abc'));

    expect(result.isError).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says the Retry-After header's wait when the 429 body does not carry it", async () => {
    initI18nWith({ common: COMMON_MESSAGES_EN }, 'en');
    const answer429 = (headers: Record<string, string>) =>
      new Response(
        JSON.stringify({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests' }),
        { status: 429, headers: { 'Content-Type': 'application/json', ...headers } },
      );
    fetchMock.mockResolvedValueOnce(answer429({ 'Retry-After': '30' }));
    await makeStore().dispatch(testApi.endpoints.getThing.initiate('429a'));
    fetchMock.mockResolvedValueOnce(answer429({}));
    await makeStore().dispatch(testApi.endpoints.getThing.initiate('429b'));

    expect(toast.error).toHaveBeenNthCalledWith(
      1,
      'Too many requests. Try again in 30 seconds.',
      expect.any(Object),
    );
    expect(toast.error).toHaveBeenNthCalledWith(
      2,
      'Too many requests. Please wait a while and try again.',
      expect.any(Object),
    );
  });

  it('stays silent when the call succeeds', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.getThing.initiate('7'));

    expect(result.data).toEqual({ ok: true });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('describeApiError', () => {
  it("adds the wait to a 429 whose message does not say it, and keeps one that does", () => {
    initI18nWith({ common: COMMON_MESSAGES_EN }, 'en');
    const tooMany = (message: string) => ({
      status: 429,
      data: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message, retryAfterSeconds: 397 },
    });
    expect(describeApiError(tooMany('Too many attempts.'))).toBe(
      'Too many attempts. Try again in 7 minutes.',
    );
    expect(describeApiError(tooMany('Too many attempts. Try again in 7 minutes.'))).toBe(
      'Too many attempts. Try again in 7 minutes.',
    );
  });

  it('ends a 429 message as a sentence before the wait, with or without Retry-After', () => {
    const tooMany = (retryAfterSeconds?: number) => ({
      status: 429,
      data: {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      },
    });
    expect(describeApiError(tooMany())).toBe('Too many requests. Please wait a while and try again.');
    expect(describeApiError(tooMany(40))).toBe('Too many requests. Try again in 40 seconds.');
    expect(describeApiError(tooMany(397))).toBe('Too many requests. Try again in 7 minutes.');
  });

  it("says what a 429 without the API's body means (a proxy's page)", () => {
    expect(describeApiError({ status: 429, data: '<html>429 Too Many Requests</html>' })).toBe(
      'Too many attempts. Please wait a while and try again.',
    );
  });

  it('never shows raw statuses or non-API bodies', () => {
    expect(describeApiError({ status: 502, data: '<html>Bad gateway</html>' })).toBe(
      UNEXPECTED_ERROR_MESSAGE,
    );
    expect(describeApiError({ status: 'PARSING_ERROR', data: 'x' })).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(describeApiError({ status: 'TIMEOUT_ERROR' })).toBe(NETWORK_ERROR_MESSAGE);
    expect(describeApiError(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('describeApiError in Bengali', () => {
  const apiBody = (code: string, message: string) => ({
    status: 400,
    data: { statusCode: 400, code, message },
  });

  beforeAll(async () => {
    initI18nWith({ common: await loadCommonMessages('bn') }, 'bn');
  });
  afterAll(() => {
    initI18nWith({ common: COMMON_MESSAGES_EN }, 'en');
  });

  it('translates an API error by its code', () => {
    expect(describeApiError(apiBody('INVALID_CREDENTIALS', 'Email or password is incorrect'))).toBe(
      'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    );
  });

  it('says the numbers the error body carries, such as how long to wait', () => {
    const body = {
      statusCode: 429,
      code: 'TOO_MANY_ORDER_ACTIONS',
      message: 'You have placed or cancelled too many orders in the last hour. Try again in 12 minutes.',
      retryAfterSeconds: 700,
      retryAfterMinutes: 12,
    };
    expect(describeApiError({ status: 429, data: body })).toBe(
      'গত এক ঘণ্টায় আপনি অনেকবার অর্ডার দিয়েছেন বা বাতিল করেছেন। ১২ মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('says how long to wait for every 429, also one whose message does not', () => {
    const body = (retryAfterSeconds?: number) => ({
      status: 429,
      data: {
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts.',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      },
    });
    expect(describeApiError(body(397))).toBe('অনেকবার চেষ্টা করা হয়েছে। ৭ মিনিট পরে আবার চেষ্টা করুন।');
    expect(describeApiError(body(40))).toBe('অনেকবার চেষ্টা করা হয়েছে। ৪০ সেকেন্ড পরে আবার চেষ্টা করুন।');
    expect(describeApiError(body())).toBe('অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  it('ends an untranslated 429 message as a sentence before the wait, with or without Retry-After', () => {
    const body = (retryAfterSeconds?: number) => ({
      status: 429,
      data: {
        statusCode: 429,
        code: 'SEARCH_BUSY',
        message: 'Too many requests',
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      },
    });
    expect(describeApiError(body())).toBe('Too many requests. একটু অপেক্ষা করে আবার চেষ্টা করুন।');
    expect(describeApiError(body(40))).toBe('Too many requests. ৪০ সেকেন্ড পরে আবার চেষ্টা করুন।');
    expect(describeApiError({ status: 429, data: 'Too Many Requests' })).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });

  it('translates a validation failure that is one of the rules’ messages', () => {
    expect(describeApiError(apiBody('VALIDATION_FAILED', 'Retting is Required'))).toBe(
      'রেটিং দিতে হবে',
    );
  });

  it('shows the server’s own message when there is no translation for it', () => {
    expect(describeApiError(apiBody('INSUFFICIENT_STOCK', 'Only 2 left of Watch X'))).toBe(
      'Only 2 left of Watch X',
    );
  });

  it("shows the server's own Bengali (messageBn) before a translation by code", () => {
    const refused = {
      status: 409,
      data: {
        statusCode: 409,
        code: 'SHIPMENT_NOT_CANCELLABLE',
        message: "Steadfast has this order's parcel booked (SF1): cancel it in Steadfast's merchant panel first",
        messageBn: 'স্টেডফাস্ট-এ এই অর্ডারের পার্সেল বুক করা (SF1): আগে তাদের মার্চেন্ট প্যানেল থেকে পার্সেল বাতিল করুন',
      },
    };
    expect(describeApiError(refused)).toBe(refused.data.messageBn);
    // Even where the code has a translation of its own: the server's sentence says more.
    const withCode = {
      status: 503,
      data: {
        statusCode: 503,
        code: 'COURIER_UNAVAILABLE',
        message: 'We could not reach the courier to cancel your parcel. Nothing was changed.',
        messageBn: 'কুরিয়ারের সাথে যোগাযোগ করা যায়নি। কিছুই বদলানো হয়নি।',
      },
    };
    expect(describeApiError(withCode)).toBe(withCode.data.messageBn);
    // An empty or missing messageBn: the translation by code, as before.
    expect(describeApiError({ ...withCode, data: { ...withCode.data, messageBn: ' ' } })).toBe(
      'কুরিয়ার এখন সাড়া দিচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('says the network and unexpected sentences in Bengali', () => {
    expect(describeApiError({ status: 'FETCH_ERROR' })).toBe(
      'শপের সার্ভারে পৌঁছানো যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(describeApiError(undefined)).toBe('কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।');
  });
});

describe('describeApiError in English', () => {
  it('keeps the server’s message even where a translation exists', () => {
    expect(
      describeApiError({
        status: 401,
        data: { statusCode: 401, code: 'UNAUTHORIZED', message: 'No user is logged in' },
      }),
    ).toBe('No user is logged in');
  });

  it('keeps the server’s English message beside a messageBn', () => {
    expect(
      describeApiError({
        status: 409,
        data: {
          statusCode: 409,
          code: 'SHIPMENT_NOT_CANCELLABLE',
          message: 'The parcel is already with RedX (picked_up)',
          messageBn: 'পার্সেলটি ইতিমধ্যে রেডএক্স-এর কাছে',
        },
      }),
    ).toBe('The parcel is already with RedX (picked_up)');
  });
});
