/**
 * Delivery charges from a rate table the shop owner edits: three zones (Dhaka city, Dhaka's suburbs,
 * the rest of Bangladesh), weight slabs per zone with a charge per started kilogram beyond the last,
 * and a cash-on-delivery fee (percent of what is collected and/or flat) as Bangladeshi couriers
 * charge it. The spec's rule — free in Dhaka, Tk 120 outside, free when two products are ordered —
 * is the table's default promotion, so an unedited table quotes exactly `deliveryFee()`.
 *
 * One pure function (`quoteDelivery`) used by the API (which stores the quote on the order and never
 * takes one from the browser) and by nothing else that decides money.
 */
import {
  findDistrict,
  INSIDE_DHAKA_DISTRICT,
  OUTSIDE_DHAKA_DELIVERY_FEE,
  FREE_DELIVERY_MIN_ITEMS,
} from './delivery';

export const DELIVERY_ZONES = ['dhaka_city', 'dhaka_suburbs', 'outside_dhaka'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_NAMES: Readonly<Record<DeliveryZone, { en: string; bn: string }>> = {
  dhaka_city: { en: 'Dhaka city', bn: 'ঢাকা শহর' },
  dhaka_suburbs: { en: 'Dhaka suburbs', bn: 'ঢাকার উপকণ্ঠ' },
  outside_dhaka: { en: 'Rest of Bangladesh', bn: 'বাংলাদেশের অন্যান্য এলাকা' },
};

export interface DeliveryArea {
  /** As stored and sent (English). */
  readonly name: string;
  readonly bn: string;
  readonly zone: 'dhaka_city' | 'dhaka_suburbs';
}

/**
 * Areas of Dhaka district (thanas of the two city corporations, then the upazilas around them).
 * In Dhaka district the area decides city or suburb; without one, an address counts as the city.
 */
export const DHAKA_AREAS: ReadonlyArray<DeliveryArea> = [
  { name: 'Adabor', bn: 'আদাবর', zone: 'dhaka_city' },
  { name: 'Badda', bn: 'বাড্ডা', zone: 'dhaka_city' },
  { name: 'Banani', bn: 'বনানী', zone: 'dhaka_city' },
  { name: 'Cantonment', bn: 'ক্যান্টনমেন্ট', zone: 'dhaka_city' },
  { name: 'Demra', bn: 'ডেমরা', zone: 'dhaka_city' },
  { name: 'Dhanmondi', bn: 'ধানমন্ডি', zone: 'dhaka_city' },
  { name: 'Gulshan', bn: 'গুলশান', zone: 'dhaka_city' },
  { name: 'Hazaribagh', bn: 'হাজারীবাগ', zone: 'dhaka_city' },
  { name: 'Jatrabari', bn: 'যাত্রাবাড়ী', zone: 'dhaka_city' },
  { name: 'Khilgaon', bn: 'খিলগাঁও', zone: 'dhaka_city' },
  { name: 'Khilkhet', bn: 'খিলক্ষেত', zone: 'dhaka_city' },
  { name: 'Lalbagh', bn: 'লালবাগ', zone: 'dhaka_city' },
  { name: 'Mirpur', bn: 'মিরপুর', zone: 'dhaka_city' },
  { name: 'Mohammadpur', bn: 'মোহাম্মদপুর', zone: 'dhaka_city' },
  { name: 'Motijheel', bn: 'মতিঝিল', zone: 'dhaka_city' },
  { name: 'Old Dhaka', bn: 'পুরান ঢাকা', zone: 'dhaka_city' },
  { name: 'Pallabi', bn: 'পল্লবী', zone: 'dhaka_city' },
  { name: 'Ramna', bn: 'রমনা', zone: 'dhaka_city' },
  { name: 'Rampura', bn: 'রামপুরা', zone: 'dhaka_city' },
  { name: 'Tejgaon', bn: 'তেজগাঁও', zone: 'dhaka_city' },
  { name: 'Turag', bn: 'তুরাগ', zone: 'dhaka_city' },
  { name: 'Uttara', bn: 'উত্তরা', zone: 'dhaka_city' },
  { name: 'Ashulia', bn: 'আশুলিয়া', zone: 'dhaka_suburbs' },
  { name: 'Dhamrai', bn: 'ধামরাই', zone: 'dhaka_suburbs' },
  { name: 'Dohar', bn: 'দোহার', zone: 'dhaka_suburbs' },
  { name: 'Keraniganj', bn: 'কেরানীগঞ্জ', zone: 'dhaka_suburbs' },
  { name: 'Nawabganj', bn: 'নবাবগঞ্জ', zone: 'dhaka_suburbs' },
  { name: 'Savar', bn: 'সাভার', zone: 'dhaka_suburbs' },
];

/** Districts around Dhaka delivered as its suburbs (Tongi and Gazipur city; Narayanganj). */
export const SUBURB_DISTRICTS: ReadonlyArray<string> = ['Gazipur', 'Narayanganj'];

const fold = (text: string) => text.normalize('NFKC').trim().toLowerCase();
const AREAS_BY_KEY = new Map(DHAKA_AREAS.map((area) => [fold(area.name), area]));

/** The Dhaka area with this name (case and spaces aside), or undefined. */
export function findDhakaArea(name: string | undefined): DeliveryArea | undefined {
  return typeof name === 'string' ? AREAS_BY_KEY.get(fold(name)) : undefined;
}

/**
 * The zone of an address. Throws RangeError for a district that is not one of the 64. An area
 * outside Dhaka district is ignored; one in it that is not listed counts as the city.
 */
export function zoneOf(district: string, area?: string): DeliveryZone {
  const found = findDistrict(district);
  if (!found) throw new RangeError(`Unknown district: ${String(district)}`);
  if (found.name === INSIDE_DHAKA_DISTRICT) return findDhakaArea(area)?.zone ?? 'dhaka_city';
  return SUBURB_DISTRICTS.includes(found.name) ? 'dhaka_suburbs' : 'outside_dhaka';
}

/** Parcel weight when a product has none of its own, by category (grams, packed). */
export const DEFAULT_WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  'smart-watch': 300,
  tws: 200,
  router: 800,
  kettle: 1500,
  phone: 500,
  suitcase: 4500,
  part: 300,
};
/** For a category not in DEFAULT_WEIGHT_GRAMS. */
export const FALLBACK_WEIGHT_GRAMS = 500;
export const MAX_SHIPPING_WEIGHT_GRAMS = 100_000;

/** A product's parcel weight: its own when set, else its category's default. */
export function shippingWeightOf(part: {
  shippingWeightGrams?: number | null;
  category?: string;
}): number {
  const own = part.shippingWeightGrams;
  if (typeof own === 'number' && Number.isInteger(own) && own > 0) return own;
  return DEFAULT_WEIGHT_GRAMS[part.category ?? ''] ?? FALLBACK_WEIGHT_GRAMS;
}

export interface WeightSlab {
  /** This slab covers parcels up to this weight (grams, inclusive). */
  upToGrams: number;
  /** Whole taka. */
  charge: number;
}

export interface ZoneRate {
  /** Ascending by upToGrams, at least one. */
  slabs: WeightSlab[];
  /** Whole taka per started kilogram beyond the last slab. */
  extraPerKg: number;
}

export interface CodFee {
  /** Percent of what the courier collects (goods + delivery), 0–10, up to two decimals. */
  percent: number;
  /** Whole taka added to every cash-on-delivery order. */
  flat: number;
}

export interface DeliveryPromotion {
  /** Districts where delivery is free (the spec: Dhaka). */
  freeDistricts: string[];
  /** From this many units in one order delivery is free anywhere (the spec: 2); null: never. */
  freeFromItems: number | null;
}

export interface RateTable {
  zones: Record<DeliveryZone, ZoneRate>;
  cod: CodFee;
  promotion: DeliveryPromotion;
}

/**
 * The table before the owner edits it: the spec's rule exactly — Tk 120 for any parcel, free in
 * Dhaka district and for two or more units, no cash-on-delivery fee.
 */
export const DEFAULT_RATE_TABLE: RateTable = {
  zones: {
    dhaka_city: { slabs: [{ upToGrams: 1000, charge: OUTSIDE_DHAKA_DELIVERY_FEE }], extraPerKg: 0 },
    dhaka_suburbs: {
      slabs: [{ upToGrams: 1000, charge: OUTSIDE_DHAKA_DELIVERY_FEE }],
      extraPerKg: 0,
    },
    outside_dhaka: {
      slabs: [{ upToGrams: 1000, charge: OUTSIDE_DHAKA_DELIVERY_FEE }],
      extraPerKg: 0,
    },
  },
  cod: { percent: 0, flat: 0 },
  promotion: { freeDistricts: [INSIDE_DHAKA_DISTRICT], freeFromItems: FREE_DELIVERY_MIN_ITEMS },
};

export const MAX_SLABS_PER_ZONE = 10;
export const MAX_DELIVERY_CHARGE = 10_000;
export const MAX_COD_PERCENT = 10;

/**
 * A cash-on-delivery percent the quote can use: 0 to MAX_COD_PERCENT, at most two decimals (whole
 * hundredths, as `codPercentOf` counts them). The number must be the two-decimal number it rounds
 * to: `value * 100` is no test (1.1 × 100 is 110.00000000000001), nor is the number's text
 * (5e-324 and 1e-7 have no decimal point in it).
 */
export function isCodPercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    value >= 0 &&
    value <= MAX_COD_PERCENT &&
    Number(value.toFixed(2)) === value
  );
}

export const SHIPPING_MESSAGES = {
  slabsRequired: 'Each zone needs at least one weight slab',
  tooManySlabs: `A zone has at most ${MAX_SLABS_PER_ZONE} weight slabs`,
  slabsAscending: 'Weight slabs must go up in weight, each heavier than the one before',
  slabWeight: `A slab's weight must be a whole number of grams from 1 to ${MAX_SHIPPING_WEIGHT_GRAMS}`,
  charge: `A charge must be a whole number of taka from 0 to ${MAX_DELIVERY_CHARGE}`,
  codPercent: `The cash-on-delivery percent must be from 0 to ${MAX_COD_PERCENT}, with at most two decimals`,
  freeDistrict: 'A free-delivery district must be one of the 64 districts',
  freeFromItems:
    'Free delivery from a number of units must be a whole number from 1 to 100, or none',
} as const;
export type ShippingMessage = keyof typeof SHIPPING_MESSAGES;

/** The same messages in Bengali (the API answers both; the admin page shows the page's). */
export const SHIPPING_MESSAGES_BN: Readonly<Record<ShippingMessage, string>> = {
  slabsRequired: 'প্রতিটি এলাকায় অন্তত একটি ওজনের ধাপ লাগবে',
  tooManySlabs: `একটি এলাকায় সর্বোচ্চ ${MAX_SLABS_PER_ZONE}টি ওজনের ধাপ`,
  slabsAscending: 'ওজনের ধাপগুলো ক্রমে বাড়বে, প্রতিটি আগেরটির চেয়ে ভারী',
  slabWeight: `ধাপের ওজন ১ থেকে ${MAX_SHIPPING_WEIGHT_GRAMS} গ্রামের মধ্যে পূর্ণ সংখ্যা হবে`,
  charge: `চার্জ ০ থেকে ${MAX_DELIVERY_CHARGE} টাকার মধ্যে পূর্ণ সংখ্যা হবে`,
  codPercent: `ক্যাশ অন ডেলিভারির শতাংশ ০ থেকে ${MAX_COD_PERCENT}, দশমিকের পর সর্বোচ্চ দুই ঘর`,
  freeDistrict: 'ফ্রি ডেলিভারির জেলা ৬৪টি জেলার একটি হবে',
  freeFromItems: 'কয়টি পণ্যে ফ্রি ডেলিভারি: ১ থেকে ১০০-এর মধ্যে পূর্ণ সংখ্যা, অথবা কোনোটিই নয়',
};

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a table (the first problem, with its path), or undefined when it is usable. */
export function rateTableError(
  table: RateTable,
): { path: string; message: ShippingMessage } | undefined {
  for (const zone of DELIVERY_ZONES) {
    const rate = table.zones?.[zone];
    if (!rate || !Array.isArray(rate.slabs) || rate.slabs.length === 0)
      return { path: `zones.${zone}.slabs`, message: 'slabsRequired' };
    if (rate.slabs.length > MAX_SLABS_PER_ZONE)
      return { path: `zones.${zone}.slabs`, message: 'tooManySlabs' };
    for (const [i, slab] of rate.slabs.entries()) {
      if (!wholeIn(slab?.upToGrams, 1, MAX_SHIPPING_WEIGHT_GRAMS))
        return { path: `zones.${zone}.slabs.${i}.upToGrams`, message: 'slabWeight' };
      if (!wholeIn(slab.charge, 0, MAX_DELIVERY_CHARGE))
        return { path: `zones.${zone}.slabs.${i}.charge`, message: 'charge' };
      if (i > 0 && slab.upToGrams <= rate.slabs[i - 1].upToGrams)
        return { path: `zones.${zone}.slabs.${i}.upToGrams`, message: 'slabsAscending' };
    }
    if (!wholeIn(rate.extraPerKg, 0, MAX_DELIVERY_CHARGE))
      return { path: `zones.${zone}.extraPerKg`, message: 'charge' };
  }
  if (!isCodPercent(table.cod?.percent)) return { path: 'cod.percent', message: 'codPercent' };
  if (!wholeIn(table.cod.flat, 0, MAX_DELIVERY_CHARGE))
    return { path: 'cod.flat', message: 'charge' };
  const districts = table.promotion?.freeDistricts;
  if (
    !Array.isArray(districts) ||
    districts.some((name) => typeof name !== 'string' || !findDistrict(name))
  )
    return { path: 'promotion.freeDistricts', message: 'freeDistrict' };
  const from = table.promotion.freeFromItems;
  if (from !== null && !wholeIn(from, 1, 100))
    return { path: 'promotion.freeFromItems', message: 'freeFromItems' };
  return undefined;
}

export interface DeliveryQuoteInput {
  district: string;
  /** In Dhaka district: the area (city or suburb). */
  area?: string;
  /** The parcel: the lines' weights times their quantities (grams). */
  weightGrams: number;
  /** Total units (the promotion's "two products"). */
  itemCount: number;
  /** Goods in whole taka (what cash on delivery collects, with the delivery charge). */
  subtotal: number;
  paymentMethod: string;
}

export interface DeliveryQuote {
  zone: DeliveryZone;
  weightGrams: number;
  /** The zone's charge for the weight, after the promotion (0 when free). */
  charge: number;
  /** Cash on delivery only; 0 otherwise. */
  codFee: number;
  /** What the customer pays for delivery: charge + codFee (the order's deliveryFee). */
  fee: number;
  /** Why the charge is 0 by the promotion, when it is. */
  free?: 'district' | 'items';
}

/** The zone's charge for a parcel: its slab's, or beyond the last slab, extraPerKg per started kg. */
export function slabCharge(rate: ZoneRate, weightGrams: number): number {
  const slab = rate.slabs.find((candidate) => weightGrams <= candidate.upToGrams);
  if (slab) return slab.charge;
  const last = rate.slabs[rate.slabs.length - 1];
  return last.charge + Math.ceil((weightGrams - last.upToGrams) / 1000) * rate.extraPerKg;
}

/**
 * The delivery quote for an address and a parcel. Throws RangeError for an unknown district or a
 * weight, count or subtotal that is not a whole number ≥ 0 (the API checks them first: 400).
 */
export function quoteDelivery(table: RateTable, input: DeliveryQuoteInput): DeliveryQuote {
  const zone = zoneOf(input.district, input.area);
  for (const [name, value] of [
    ['weightGrams', input.weightGrams],
    ['itemCount', input.itemCount],
    ['subtotal', input.subtotal],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole number ≥ 0, got ${String(value)}`);
  }
  const district = findDistrict(input.district)!.name;
  const free: DeliveryQuote['free'] =
    input.itemCount === 0
      ? 'items'
      : table.promotion.freeDistricts.some((name) => findDistrict(name)?.name === district)
        ? 'district'
        : table.promotion.freeFromItems !== null && input.itemCount >= table.promotion.freeFromItems
          ? 'items'
          : undefined;
  const charge = free ? 0 : slabCharge(table.zones[zone], input.weightGrams);
  const codFee =
    input.paymentMethod === 'cod' && input.itemCount > 0
      ? codPercentOf(input.subtotal + charge, table.cod.percent) + table.cod.flat
      : 0;
  return {
    zone,
    weightGrams: input.weightGrams,
    charge,
    codFee,
    fee: charge + codFee,
    ...(free && input.itemCount > 0 ? { free } : {}),
  };
}

/**
 * `percent` % of `amount`, rounded up to whole taka, in whole numbers (1.1 % is 110 hundredths of a
 * percent): 1.1 % of ৳1000 is ৳11, where floating point says 11.000000000000002 and rounds to 12.
 */
export function codPercentOf(amount: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  return Math.ceil((amount * hundredths) / 10_000);
}
