/**
 * My Profile's phone and address book: the delivery details a customer would otherwise type for
 * every order. The order forms fill from the default address and offer the others.
 */

/** A delivery address as the order forms send it, with an optional label ("Home", "Office"). */
export interface AddressFields {
  /** A word or two shown beside the address; optional. */
  label?: string;
  /** Who receives the parcel. */
  name: string;
  /** Bangladeshi mobile number; stored as 01XXXXXXXXX. */
  phone: string;
  address: string;
  /** One of the 64 districts (its English name). */
  district: string;
}

/** Body of POST /api/users/me/addresses and PUT /api/users/me/addresses/:id. */
export interface SaveAddressRequest extends AddressFields {
  /** Make it the default address (the first one saved always is). */
  makeDefault?: boolean;
}

/** A saved address: `id` names it in the book's routes. */
export interface SavedAddress extends AddressFields {
  id: string;
  /** Exactly one address of a non-empty book is the default. */
  isDefault: boolean;
}

/** Answer of GET /api/users/me/addresses and of every change to the book. */
export interface AddressBook {
  /** The profile's phone (01XXXXXXXXX), offered when no address is chosen; null when none. */
  phone: string | null;
  /** The default first, then the others in the order they were saved. */
  addresses: SavedAddress[];
  /** How many addresses the book may hold (MAX_SAVED_ADDRESSES). */
  limit: number;
}

/** Body of PUT /api/users/me/phone. */
export interface ProfilePhoneRequest {
  phone: string;
}
