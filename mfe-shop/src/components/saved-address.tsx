import { notify } from '@shop/api-client';
import type { AddressBook, SavedAddress } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import {
  type ContactField,
  type ContactValues,
  contactOf,
  matchingAddress,
  offersToSave,
  prefillValues,
  untouchedPrefill,
} from '../lib/saved-addresses';
import { useAddressBookQuery, useSaveAddressMutation } from '../lib/address-book-api';
import { FormField } from './form-field';
import './saved-address.css';

/** The picker's value for "an address not in the book". */
const NEW_ADDRESS = 'new';

export interface SavedAddressesOptions {
  /** The signed-in customer's id (keys the book's cache). */
  userId: string;
  /** The form's contact fields as they are now. */
  values: ContactValues;
  /** Whether a field is still as the form started (the customer has not typed in it). */
  isUntouched: (field: ContactField) => boolean;
  /** Puts values into the form's fields. */
  fill: (values: Partial<ContactValues>) => void;
}

export interface SavedAddresses {
  book: AddressBook | undefined;
  /** The saved address the fields are now, or NEW_ADDRESS. */
  chosen: string;
  choose: (id: string) => void;
  /** Whether the form offers to save the typed address (a new one, and the book has room). */
  offer: boolean;
  /** The "Save this address" box: ticked by default while the book is empty. */
  saveChecked: boolean;
  setSaveChecked: (checked: boolean) => void;
  /** After an order was placed: saves its address to the book when the box asked for it. */
  saveAfterOrder: (placed: ContactValues) => void;
}

/**
 * Whether the customer is in this field of a form now (it has the focus): the book arriving must
 * not put a value under their caret, where what they type next would join it (a phone typed as the
 * saved one arrived read "0171234567801712345678").
 */
function beingTypedIn(field: ContactField): boolean {
  const focused = document.activeElement;
  return (
    focused instanceof HTMLElement &&
    focused.closest('form') !== null &&
    focused.getAttribute('name') === field
  );
}

/**
 * My Profile's address book in an order form: once the book is read, the fields the customer has
 * not typed in (and is not in) fill from the default address (or the profile's phone); a picker
 * offers the other saved addresses; a new address may be saved after the order. Without the book
 * (not readable), the form is as it always was.
 */
export function useSavedAddresses({
  userId,
  values,
  isUntouched,
  fill,
}: SavedAddressesOptions): SavedAddresses {
  const { t } = useT('shop');
  const { data: book } = useAddressBookQuery(userId);
  const [saveAddress] = useSaveAddressMutation();
  const [saveChoice, setSaveChecked] = useState<boolean | null>(null);
  // Filled once, when the book first arrives; later changes to the book leave the form alone.
  const prefilled = useRef(false);
  const latest = useRef({ isUntouched, fill });
  latest.current = { isUntouched, fill };

  useEffect(() => {
    if (!book || prefilled.current) return;
    prefilled.current = true;
    const values = untouchedPrefill(
      prefillValues(book),
      (field) => latest.current.isUntouched(field) && !beingTypedIn(field),
    );
    if (Object.keys(values).length > 0) latest.current.fill(values);
  }, [book]);

  const choose = (id: string) => {
    const saved = book?.addresses.find((address) => address.id === id);
    // A new address: the street and district to type afresh, the same person and phone likely.
    fill(saved ? contactOf(saved) : { address: '', district: '' });
  };

  const saveChecked = saveChoice ?? book?.addresses.length === 0;
  const saveAfterOrder = (placed: ContactValues) => {
    if (!saveChecked || !offersToSave(placed, book)) return;
    saveAddress({
      name: placed.name.trim(),
      phone: placed.phone.trim(),
      address: placed.address.trim(),
      district: placed.district,
    })
      .unwrap()
      .then(() => notify.success(t('savedAddress.saved')))
      .catch(() => notify.error(t('savedAddress.saveFailed')));
  };

  return {
    book,
    chosen: (book && matchingAddress(values, book)?.id) ?? NEW_ADDRESS,
    choose,
    offer: offersToSave(values, book),
    saveChecked,
    setSaveChecked,
    saveAfterOrder,
  };
}

/** How a saved address reads in the picker: its label (or name), street and district. */
function useOptionText() {
  const { t } = useT('shop');
  const { t: place } = useT('common');
  return (saved: SavedAddress) =>
    t(saved.isDefault ? 'savedAddress.optionDefault' : 'savedAddress.option', {
      title: saved.label ?? saved.name,
      address: saved.address,
      district: place(`places.${saved.district}`),
    });
}

/** "Deliver to": the saved addresses and "A new address"; shown when the book has any. */
export function SavedAddressPicker({
  idPrefix,
  saved,
}: {
  idPrefix: string;
  saved: SavedAddresses;
}) {
  const { t } = useT('shop');
  const optionText = useOptionText();
  if (!saved.book || saved.book.addresses.length === 0) return null;
  const id = `${idPrefix}-saved-address`;
  return (
    <FormField id={id} label={t('savedAddress.pick')}>
      <select
        id={id}
        className="form-field__input saved-address__select"
        value={saved.chosen}
        onChange={(event) => saved.choose(event.target.value)}
      >
        {saved.book.addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {optionText(address)}
          </option>
        ))}
        <option value={NEW_ADDRESS}>{t('savedAddress.newAddress')}</option>
      </select>
    </FormField>
  );
}

/** "Save this address to my profile", for an address the book does not have yet. */
export function SaveAddressCheckbox({
  idPrefix,
  saved,
}: {
  idPrefix: string;
  saved: SavedAddresses;
}) {
  const { t } = useT('shop');
  if (!saved.offer) return null;
  const id = `${idPrefix}-save-address`;
  return (
    <label className="saved-address__save" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={saved.saveChecked}
        onChange={(event) => saved.setSaveChecked(event.target.checked)}
      />
      {t('savedAddress.save')}
    </label>
  );
}
