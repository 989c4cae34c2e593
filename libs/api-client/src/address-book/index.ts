export {
  addressBookApi,
  useAddressBookQuery,
  useClearProfilePhoneMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
  useReplaceAddressMutation,
  useSaveAddressMutation,
  useSetProfilePhoneMutation,
} from './address-book-api';
export type { ReplaceAddressRequest } from './address-book-api';
