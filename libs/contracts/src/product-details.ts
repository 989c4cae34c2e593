/* ---------------------------------------------------------------------------------------------- *
 * What a buyer decides by, beyond the spec's six fields: brand, warranty, a spec sheet typed by
 * the category's template, several photos, and the options a product comes in with one variant per
 * combination sold. `GET /api/product/:partId` answers a `ProductDetails`; `GET /api/part` keeps
 * the spec's plain `Part` (price = lowest variant price, quantity = sum of the variants' stock).
 * ---------------------------------------------------------------------------------------------- */

import type { PartCategory } from './categories';
import type { Part } from './entities';

/** A text the shop writes in both of its languages. */
export interface Bilingual {
  en: string;
  bn: string;
}

/* --------------------------------------------- specs ------------------------------------------ */

export const SPEC_FIELD_TYPES = ['number', 'choice', 'boolean', 'text'] as const;
/** number: a number with the field's unit; choice: one of the field's choices; boolean: yes/no. */
export type SpecFieldType = (typeof SPEC_FIELD_TYPES)[number];

export interface SpecChoice {
  /** Stored on the product; lowercase letters, digits and dashes. */
  value: string;
  label: Bilingual;
}

/** One typed field of a category's spec template. */
export interface SpecField {
  /** Stored on the product; lowercase letters, digits and dashes, unique in the template. */
  key: string;
  label: Bilingual;
  type: SpecFieldType;
  /** number fields: the unit the value is in ("mAh" / "এমএএইচ"). */
  unit?: Bilingual;
  /** number fields: the smallest and largest value allowed. */
  min?: number;
  max?: number;
  /** choice fields: the allowed values. */
  choices?: SpecChoice[];
}

/** A titled group of fields (Display, Battery, Connectivity …), shown as one block of the table. */
export interface SpecGroup {
  key: string;
  label: Bilingual;
  fields: SpecField[];
}

/** The spec sheet every product of one category fills in; the owner edits it without code. */
export interface SpecTemplate {
  category: PartCategory;
  groups: SpecGroup[];
  /** Moves with every save: a save names the revision it edited (two admins: one wins, 409). */
  revision: number;
  /** ISO 8601 time of the last save (absent for the built-in default never saved). */
  updatedAt?: string;
}

/** A value of a product's spec sheet: a number (in the field's unit), a choice's value, yes/no, text. */
export type SpecValue = number | string | boolean;

/** One filled field of a product's spec sheet, keyed by the template field's `key`. */
export interface ProductSpec {
  key: string;
  value: SpecValue;
}

/* ------------------------------------------- warranty ----------------------------------------- */

/**
 * brand: the maker's worldwide warranty; official: the maker's Bangladesh distributor's;
 * shop: this shop's own.
 */
export const WARRANTY_TYPES = ['brand', 'official', 'shop'] as const;
export type WarrantyType = (typeof WARRANTY_TYPES)[number];

export interface Warranty {
  /** 0: no warranty. */
  months: number;
  type: WarrantyType;
  /** What it covers ("Manufacturing defects; not physical or liquid damage"). */
  covers: Bilingual;
}

/* -------------------------------------------- photos ------------------------------------------ */

export interface ProductPhoto {
  /** Image URL or path (resolved against the API origin, like `Part.img`). */
  url: string;
  /** What the photo shows, for people who cannot see it. */
  alt: Bilingual;
}

/* ------------------------------------------- variants ----------------------------------------- */

/** colour: values are shown as swatches; choice: as chips. */
export const OPTION_KINDS = ['colour', 'choice'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export interface OptionValue {
  /** Stable key (lowercase letters, digits, dashes), unique in its option. */
  key: string;
  label: Bilingual;
  /** colour options: the swatch's CSS colour (`#1f6feb`). */
  swatch?: string;
}

/** What a product comes in (Colour, Storage, Size): 0 to 3 per product. */
export interface ProductOption {
  key: string;
  name: Bilingual;
  kind: OptionKind;
  values: OptionValue[];
}

/** At most this many options per product. */
export const MAX_PRODUCT_OPTIONS = 3;

/** One sold combination of a product's option values, with its own price and stock. */
export interface ProductVariant {
  /** Unique across the shop; what orders, carts and links (`?v=<sku>`) name. */
  sku: string;
  /** One value key per option, in the options' order (empty for a product without options). */
  values: string[];
  /** Unit price in whole taka. */
  price: number;
  /** Units in stock. */
  quantity: number;
  /** The variant's own photo, when it has one: one of the product's photos' URLs. */
  img?: string;
  /**
   * Spec values of this variant where they differ from the product's ("Storage 256 GB" on the
   * 8/256 GB one): each replaces the product's row with the same key. Absent: the product's sheet.
   */
  specs?: ProductSpec[];
  /** Taken off sale on its own; kept so orders that name it stay whole. */
  archived: boolean;
}

/** `GET /api/product/:partId`: the spec's product, and everything a buyer decides by. */
export interface ProductDetails extends Part {
  /** The product's name in Bengali, when the shop wrote one. */
  nameBn?: string;
  descriptionBn?: string;
  category: PartCategory;
  brand: string;
  /**
   * The packed parcel's weight in grams (delivery charge, courier bookings); absent: the category's
   * default counts (`shippingWeightOf` of @shop/rules).
   */
  shippingWeightGrams?: number;
  warranty?: Warranty;
  /** Filled fields of the category's template, in the template's order. */
  specs: ProductSpec[];
  /** In the order shown; the first is `img`. */
  photos: ProductPhoto[];
  options: ProductOption[];
  /** Variants on sale (archived ones left out); exactly one for a product without options. */
  variants: ProductVariant[];
}
