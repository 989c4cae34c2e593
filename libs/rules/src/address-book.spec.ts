import {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABEL_MAX,
  addressLabelError,
  validateSavedAddress,
} from './address-book';
import { ORDER_MESSAGES } from './order-validation';

describe('addressLabelError', () => {
  it.each([
    undefined,
    '',
    '   ',
    'Home',
    'অফিস',
    'x'.repeat(ADDRESS_LABEL_MAX),
    ` ${'x'.repeat(ADDRESS_LABEL_MAX)} `,
  ])('accepts %p', (label) => {
    expect(addressLabelError(label)).toBeUndefined();
  });

  it('refuses a label one character too long (counted in characters, not UTF-16 units)', () => {
    expect(addressLabelError('x'.repeat(ADDRESS_LABEL_MAX + 1))).toBe(
      ADDRESS_BOOK_MESSAGES.labelTooLong,
    );
    expect(addressLabelError('😀'.repeat(ADDRESS_LABEL_MAX))).toBeUndefined();
  });

  it.each(['Home\nOffice', 'Home\u202e', '\u0007'])('refuses control characters in %p', (label) => {
    expect(addressLabelError(label)).toBe(ADDRESS_BOOK_MESSAGES.labelControls);
  });

  it.each([null, 5, {}, ['Home'], true])('refuses what is not text: %p', (label) => {
    expect(addressLabelError(label)).toBe(ADDRESS_BOOK_MESSAGES.labelText);
  });
});

describe('validateSavedAddress', () => {
  const valid = {
    name: 'Rahim Uddin',
    phone: '01712345678',
    address: 'House 12, Road 5',
    district: 'Dhaka',
  };

  it('accepts an address the checkout accepts, with or without a label', () => {
    expect(validateSavedAddress(valid)).toEqual({});
    expect(validateSavedAddress({ ...valid, label: 'Home' })).toEqual({});
  });

  it("answers the checkout's messages for its fields, and the label's", () => {
    expect(validateSavedAddress({ label: 'x'.repeat(ADDRESS_LABEL_MAX + 1) })).toEqual({
      label: ADDRESS_BOOK_MESSAGES.labelTooLong,
      name: ORDER_MESSAGES.nameRequired,
      phone: ORDER_MESSAGES.phoneRequired,
      address: ORDER_MESSAGES.addressRequired,
      district: ORDER_MESSAGES.districtRequired,
    });
    expect(validateSavedAddress({ ...valid, phone: '0171234567', district: 'Atlantis' })).toEqual({
      phone: ORDER_MESSAGES.phoneInvalid,
      district: ORDER_MESSAGES.districtUnknown,
    });
  });
});
