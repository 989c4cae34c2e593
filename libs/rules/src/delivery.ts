/**
 * Delivery fee (from the seed's "free delivery when any two products are ordered"):
 * free inside Dhaka, Tk 120 everywhere else, and free whenever the order holds two or more units
 * (total quantity across its lines). One function, used by the browser's cart and by the API.
 */

/** The eight divisions of Bangladesh. */
export const BANGLADESH_DIVISIONS = [
  'Barishal',
  'Chattogram',
  'Dhaka',
  'Khulna',
  'Mymensingh',
  'Rajshahi',
  'Rangpur',
  'Sylhet',
] as const;

export type BangladeshDivision = (typeof BANGLADESH_DIVISIONS)[number];

export interface District {
  readonly name: string;
  readonly division: BangladeshDivision;
}

/** The 64 districts of Bangladesh (current official English spellings), alphabetical within each division. */
export const BANGLADESH_DISTRICTS: ReadonlyArray<District> = [
  // Barishal (6)
  { name: 'Barguna', division: 'Barishal' },
  { name: 'Barishal', division: 'Barishal' },
  { name: 'Bhola', division: 'Barishal' },
  { name: 'Jhalokati', division: 'Barishal' },
  { name: 'Patuakhali', division: 'Barishal' },
  { name: 'Pirojpur', division: 'Barishal' },
  // Chattogram (11)
  { name: 'Bandarban', division: 'Chattogram' },
  { name: 'Brahmanbaria', division: 'Chattogram' },
  { name: 'Chandpur', division: 'Chattogram' },
  { name: 'Chattogram', division: 'Chattogram' },
  { name: "Cox's Bazar", division: 'Chattogram' },
  { name: 'Cumilla', division: 'Chattogram' },
  { name: 'Feni', division: 'Chattogram' },
  { name: 'Khagrachhari', division: 'Chattogram' },
  { name: 'Lakshmipur', division: 'Chattogram' },
  { name: 'Noakhali', division: 'Chattogram' },
  { name: 'Rangamati', division: 'Chattogram' },
  // Dhaka (13)
  { name: 'Dhaka', division: 'Dhaka' },
  { name: 'Faridpur', division: 'Dhaka' },
  { name: 'Gazipur', division: 'Dhaka' },
  { name: 'Gopalganj', division: 'Dhaka' },
  { name: 'Kishoreganj', division: 'Dhaka' },
  { name: 'Madaripur', division: 'Dhaka' },
  { name: 'Manikganj', division: 'Dhaka' },
  { name: 'Munshiganj', division: 'Dhaka' },
  { name: 'Narayanganj', division: 'Dhaka' },
  { name: 'Narsingdi', division: 'Dhaka' },
  { name: 'Rajbari', division: 'Dhaka' },
  { name: 'Shariatpur', division: 'Dhaka' },
  { name: 'Tangail', division: 'Dhaka' },
  // Khulna (10)
  { name: 'Bagerhat', division: 'Khulna' },
  { name: 'Chuadanga', division: 'Khulna' },
  { name: 'Jashore', division: 'Khulna' },
  { name: 'Jhenaidah', division: 'Khulna' },
  { name: 'Khulna', division: 'Khulna' },
  { name: 'Kushtia', division: 'Khulna' },
  { name: 'Magura', division: 'Khulna' },
  { name: 'Meherpur', division: 'Khulna' },
  { name: 'Narail', division: 'Khulna' },
  { name: 'Satkhira', division: 'Khulna' },
  // Mymensingh (4)
  { name: 'Jamalpur', division: 'Mymensingh' },
  { name: 'Mymensingh', division: 'Mymensingh' },
  { name: 'Netrokona', division: 'Mymensingh' },
  { name: 'Sherpur', division: 'Mymensingh' },
  // Rajshahi (8)
  { name: 'Bogura', division: 'Rajshahi' },
  { name: 'Chapainawabganj', division: 'Rajshahi' },
  { name: 'Joypurhat', division: 'Rajshahi' },
  { name: 'Naogaon', division: 'Rajshahi' },
  { name: 'Natore', division: 'Rajshahi' },
  { name: 'Pabna', division: 'Rajshahi' },
  { name: 'Rajshahi', division: 'Rajshahi' },
  { name: 'Sirajganj', division: 'Rajshahi' },
  // Rangpur (8)
  { name: 'Dinajpur', division: 'Rangpur' },
  { name: 'Gaibandha', division: 'Rangpur' },
  { name: 'Kurigram', division: 'Rangpur' },
  { name: 'Lalmonirhat', division: 'Rangpur' },
  { name: 'Nilphamari', division: 'Rangpur' },
  { name: 'Panchagarh', division: 'Rangpur' },
  { name: 'Rangpur', division: 'Rangpur' },
  { name: 'Thakurgaon', division: 'Rangpur' },
  // Sylhet (4)
  { name: 'Habiganj', division: 'Sylhet' },
  { name: 'Moulvibazar', division: 'Sylhet' },
  { name: 'Sunamganj', division: 'Sylhet' },
  { name: 'Sylhet', division: 'Sylhet' },
];

/** The district whose deliveries count as "inside Dhaka" (Dhaka district, not the whole division). */
export const INSIDE_DHAKA_DISTRICT = 'Dhaka';

/** Delivery fee in whole taka outside Dhaka district. */
export const OUTSIDE_DHAKA_DELIVERY_FEE = 120;

/** From this many units in one order (total quantity across lines) delivery is free anywhere. */
export const FREE_DELIVERY_MIN_ITEMS = 2;

const fold = (name: string) => name.normalize('NFKC').trim().toLowerCase();
const DISTRICTS_BY_KEY = new Map(BANGLADESH_DISTRICTS.map((d) => [fold(d.name), d]));

/** The district with this name (case and surrounding spaces ignored), or undefined. */
export function findDistrict(name: string): District | undefined {
  return typeof name === 'string' ? DISTRICTS_BY_KEY.get(fold(name)) : undefined;
}

/** Total units of an order or cart: the sum of its lines' quantities. */
export function itemCountOf(lines: ReadonlyArray<{ readonly quantity: number }>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface DeliveryFeeInput {
  /** One of BANGLADESH_DISTRICTS' names (case-insensitive). */
  readonly district: string;
  /** Total units in the order (see itemCountOf); 0 means nothing to deliver. */
  readonly itemCount: number;
}

/**
 * The delivery fee in whole taka. Throws RangeError for a district that is not one of the 64 or an
 * item count that is not a whole number ≥ 0. An empty order (0 units) costs nothing to deliver.
 */
export function deliveryFee({ district, itemCount }: DeliveryFeeInput): number {
  const found = findDistrict(district);
  if (!found) throw new RangeError(`Unknown district: ${String(district)}`);
  if (!Number.isInteger(itemCount) || itemCount < 0) {
    throw new RangeError(
      `Item count must be a whole number of at least 0, got ${String(itemCount)}`,
    );
  }
  if (itemCount === 0) return 0;
  if (itemCount >= FREE_DELIVERY_MIN_ITEMS) return 0;
  if (found.name === INSIDE_DHAKA_DISTRICT) return 0;
  return OUTSIDE_DHAKA_DELIVERY_FEE;
}
