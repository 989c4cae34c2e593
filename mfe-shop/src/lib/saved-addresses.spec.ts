import type { AddressBook, SavedAddress } from '@shop/contracts';
import {
  isSameAddress,
  matchingAddress,
  offersToSave,
  prefillValues,
  untouchedPrefill,
} from './saved-addresses';

const HOME: SavedAddress = {
  id: 'a1',
  label: 'Home',
  name: 'Rahim Uddin',
  phone: '01712345678',
  address: 'House 12, Road 5',
  district: 'Dhaka',
  isDefault: false,
};
const OFFICE: SavedAddress = {
  ...HOME,
  id: 'a2',
  label: 'Office',
  address: 'Agrabad C/A',
  district: 'Chattogram',
  isDefault: true,
};
const book = (addresses: SavedAddress[], phone: string | null = null, limit = 10): AddressBook => ({
  phone,
  addresses,
  limit,
});
const typed = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  address: 'House 12, Road 5',
  district: 'Dhaka',
};

describe('isSameAddress', () => {
  it('reads the phone, district, spaces and case as the API stores them', () => {
    expect(
      isSameAddress(
        {
          name: ' rahim  uddin ',
          phone: '+৮৮০ ১৭১২-৩৪৫৬৭৮',
          address: 'house 12,  Road 5 ',
          district: 'dhaka',
        },
        HOME,
      ),
    ).toBe(true);
  });

  it.each([
    ['name', { name: 'Karim Uddin' }],
    ['phone', { phone: '01812345678' }],
    ['unreadable phone', { phone: '0171234567' }],
    ['address', { address: 'House 13, Road 5' }],
    ['district', { district: 'Gazipur' }],
  ])('tells another %s apart', (_what, change) => {
    expect(isSameAddress({ ...typed, ...change }, HOME)).toBe(false);
  });
});

describe('prefillValues', () => {
  it('fills from the default address, else the first, else the profile phone, else nothing', () => {
    expect(prefillValues(book([HOME, OFFICE]))).toEqual({
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'Agrabad C/A',
      district: 'Chattogram',
    });
    expect(prefillValues(book([HOME]))).toMatchObject({ address: 'House 12, Road 5' });
    expect(prefillValues(book([], '01912345678'))).toEqual({ phone: '01912345678' });
    expect(prefillValues(book([]))).toEqual({});
  });
});

describe('untouchedPrefill', () => {
  it('never fills a field the customer has typed in', () => {
    const prefill = prefillValues(book([OFFICE]));
    expect(untouchedPrefill(prefill, (field) => field !== 'phone' && field !== 'address')).toEqual({
      name: 'Rahim Uddin',
      district: 'Chattogram',
    });
    expect(untouchedPrefill({ phone: '01912345678' }, () => true)).toEqual({
      phone: '01912345678',
    });
  });
});

describe('offersToSave', () => {
  it('offers a new address while the book has room, not a saved one', () => {
    expect(offersToSave(typed, book([]))).toBe(true);
    expect(offersToSave({ ...typed, address: 'Elsewhere' }, book([HOME]))).toBe(true);
    expect(offersToSave(typed, book([HOME]))).toBe(false);
    expect(matchingAddress(typed, book([OFFICE, HOME]))?.id).toBe('a1');
  });

  it('offers nothing when the book is full or unknown', () => {
    expect(offersToSave({ ...typed, address: 'Elsewhere' }, book([HOME], null, 1))).toBe(false);
    expect(offersToSave(typed, undefined)).toBe(false);
  });
});
