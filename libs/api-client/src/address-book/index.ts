export { addressBookEndpoints } from './address-book-api';
export type { AddressBookApi, ReplaceAddressRequest } from './address-book-api';
