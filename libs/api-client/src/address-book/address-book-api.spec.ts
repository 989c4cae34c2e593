import type { AddressBook, AuthAnswer } from '@shop/contracts';
import { toast } from 'react-toastify';
import { api as shopApi } from '../api';
import { sessionStarted } from '../auth/auth-slice';
import { configureApiClient } from '../config';
import { makeStore } from '../store';
import { addressBookEndpoints } from './address-book-api';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));

const customer = {
  _id: '665f00000000000000000001',
  name: 'Rahim',
  displayName: 'Rahim',
  email: 'customer@shop.local',
  role: 'customer' as const,
  photoURL: null,
};
const HOME = { name: 'Rahim', phone: '01712345678', address: 'House 12', district: 'Dhaka' };
const book = (addresses: AddressBook['addresses']): AddressBook => ({
  phone: null,
  addresses,
  limit: 10,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => configureApiClient({ apiUrl: 'http://api.test/api' }));

const addressBookApi = addressBookEndpoints(shopApi);

function signedInStore() {
  const store = makeStore();
  store.dispatch(sessionStarted({ accessToken: 't', user: customer } satisfies AuthAnswer));
  return store;
}

/** Resolves once `check` holds for the store's state (checked now and after every action). */
function until(store: ReturnType<typeof makeStore>, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('addressBookEndpoints', () => {
  it('adds the book to the one API once: a second copy (another remote’s) reuses it', () => {
    const injectEndpoints = jest.spyOn(shopApi, 'injectEndpoints');
    expect(addressBookApi).toBe(shopApi);
    expect(addressBookEndpoints(shopApi)).toBe(addressBookApi);
    // Never injected over existing endpoints, which development builds report as an error.
    expect(injectEndpoints).not.toHaveBeenCalled();
    injectEndpoints.mockRestore();
    expect(Object.keys(addressBookApi.endpoints)).toEqual(
      expect.arrayContaining([
        'addressBook',
        'saveAddress',
        'replaceAddress',
        'makeDefaultAddress',
        'deleteAddress',
        'setProfilePhone',
        'clearProfilePhone',
      ]),
    );
  });
});

describe('address book calls', () => {
  let store: ReturnType<typeof makeStore>;
  afterEach(() => store.dispatch(shopApi.util.resetApiState()));

  it("reads the book, and a change's answer replaces the cached book without another read", async () => {
    const saved = book([{ id: 'a1', ...HOME, isDefault: true }]);
    const requests: string[] = [];
    global.fetch = jest.fn(async (request: Request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return request.method === 'POST' ? json(201, saved) : json(200, book([]));
    }) as unknown as typeof fetch;
    store = signedInStore();
    await store.dispatch(addressBookApi.endpoints.addressBook.initiate(customer._id));
    await store.dispatch(addressBookApi.endpoints.saveAddress.initiate(HOME));

    // The answer is stored once the mutation's lifecycle has seen it fulfilled.
    const cached = () =>
      addressBookApi.endpoints.addressBook.select(customer._id)(store.getState()).data;
    await until(store, () => cached()?.addresses.length === 1);
    expect(cached()).toEqual(saved);
    expect(requests).toEqual(['GET /api/users/me/addresses', 'POST /api/users/me/addresses']);
  });

  it('leaves a refused save to the form (no toast)', async () => {
    global.fetch = jest.fn(async () =>
      json(409, {
        statusCode: 409,
        code: 'ADDRESS_BOOK_FULL',
        message: 'Your address book is full',
        limit: 10,
      }),
    ) as unknown as typeof fetch;
    store = signedInStore();
    const result = await store.dispatch(addressBookApi.endpoints.saveAddress.initiate(HOME));
    expect(result).toHaveProperty('error.status', 409);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
