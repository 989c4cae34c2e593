// From the public entry point, so that the emitted declarations name RTK Query's React module by it:
// without an import tsc writes an internal `dist/` path there, which the remotes cannot resolve (and
// the hooks would reach them as `any`).
import type {} from '@reduxjs/toolkit/query/react';
import type { AddressBook, SaveAddressRequest } from '@shop/contracts';
import type { ShopApi } from '../api';

/** The cache entry of the book (one per signed-in account: the query's argument is the user's id). */
const ADDRESS_BOOK = { type: 'User', id: 'ADDRESS_BOOK' } as const;

export interface ReplaceAddressRequest {
  id: string;
  address: SaveAddressRequest;
}

interface ChangeLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: AddressBook }>;
}

function inject(api: ShopApi) {
  /** Puts a change's answer (the whole book) in the cache of the signed-in user's book. */
  const storeAnswer = async (
    _arg: unknown,
    { dispatch, getState, queryFulfilled }: ChangeLifecycle,
  ): Promise<void> => {
    const answer = await queryFulfilled.catch(() => undefined);
    const userId = (getState() as { auth: { user: { _id: string } | null } }).auth.user?._id;
    if (!answer || !userId) return;
    dispatch(book.util.upsertQueryData('addressBook', userId, answer.data));
  };

  const book = api.injectEndpoints({
    endpoints: (build) => ({
      /** The argument is the signed-in user's id: it only keys the cache. */
      addressBook: build.query<AddressBook, string>({
        query: () => '/users/me/addresses',
        providesTags: [ADDRESS_BOOK],
      }),
      saveAddress: build.mutation<AddressBook, SaveAddressRequest>({
        query: (body) => ({ url: '/users/me/addresses', method: 'POST', body }),
        invalidatesTags: (result) => (result ? [] : [ADDRESS_BOOK]),
        onQueryStarted: storeAnswer,
      }),
      replaceAddress: build.mutation<AddressBook, ReplaceAddressRequest>({
        query: ({ id, address }) => ({
          url: `/users/me/addresses/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: address,
        }),
        invalidatesTags: (result) => (result ? [] : [ADDRESS_BOOK]),
        onQueryStarted: storeAnswer,
      }),
      makeDefaultAddress: build.mutation<AddressBook, string>({
        query: (id) => ({
          url: `/users/me/addresses/${encodeURIComponent(id)}/default`,
          method: 'POST',
        }),
        invalidatesTags: (result) => (result ? [] : [ADDRESS_BOOK]),
        onQueryStarted: storeAnswer,
      }),
      deleteAddress: build.mutation<AddressBook, string>({
        query: (id) => ({ url: `/users/me/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (result) => (result ? [] : [ADDRESS_BOOK]),
        onQueryStarted: storeAnswer,
      }),
      setProfilePhone: build.mutation<AddressBook, string>({
        query: (phone) => ({ url: '/users/me/phone', method: 'PUT', body: { phone } }),
        onQueryStarted: storeAnswer,
      }),
      clearProfilePhone: build.mutation<AddressBook, void>({
        query: () => ({ url: '/users/me/phone', method: 'DELETE' }),
        onQueryStarted: storeAnswer,
      }),
    }),
  });
  return book;
}

export type AddressBookApi = ReturnType<typeof inject>;

/**
 * My Profile's phone and address book, added to the shop's one API by the remotes that use it: the
 * dashboard's profile edits it, the storefront's booking and checkout forms fill from it. Every
 * change answers the whole book, which replaces the cached one (no second request). An entry point
 * of its own (`@shop/api-client/address-book`), not part of the shared module: a shared module is
 * not tree-shaken, so every first visit would download these endpoints. Each remote bundles its own
 * copy of this small module and injects into the one shared `api`; a second copy finds the
 * endpoints there already and adds nothing.
 */
export function addressBookEndpoints(api: ShopApi): AddressBookApi {
  if ('addressBook' in api.endpoints) return api as unknown as AddressBookApi;
  return inject(api);
}
