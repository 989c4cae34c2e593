import { api } from '@shop/api-client';
import { addressBookEndpoints } from '@shop/api-client/address-book';

/**
 * My Profile's phone and address book (declared once in @shop/api-client, shared with the
 * storefront's booking and checkout forms), added to the shop's one API.
 */
export const addressBookApi = addressBookEndpoints(api);

export const {
  useAddressBookQuery,
  useClearProfilePhoneMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
  useReplaceAddressMutation,
  useSaveAddressMutation,
  useSetProfilePhoneMutation,
} = addressBookApi;
