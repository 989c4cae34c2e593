import { api } from '@shop/api-client';
import { addressBookEndpoints } from '@shop/api-client/address-book';

/**
 * The signed-in customer's address book (declared once in @shop/api-client, shared with the
 * dashboard's profile), added to the shop's one API: the booking and checkout forms fill from it
 * and offer to save a new address to it.
 */
export const addressBookApi = addressBookEndpoints(api);

export const { useAddressBookQuery, useSaveAddressMutation } = addressBookApi;
