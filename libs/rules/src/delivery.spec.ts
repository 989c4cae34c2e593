import {
  BANGLADESH_DISTRICTS,
  BANGLADESH_DIVISIONS,
  deliveryFee,
  findDistrict,
  FREE_DELIVERY_MIN_ITEMS,
  INSIDE_DHAKA_DISTRICT,
  itemCountOf,
  OUTSIDE_DHAKA_DELIVERY_FEE,
} from './delivery';

describe('BANGLADESH_DISTRICTS', () => {
  it('holds the 64 districts, each name once', () => {
    expect(BANGLADESH_DISTRICTS).toHaveLength(64);
    expect(new Set(BANGLADESH_DISTRICTS.map((d) => d.name.toLowerCase())).size).toBe(64);
  });

  it('puts every district in one of the 8 divisions, and every division has districts', () => {
    expect(BANGLADESH_DIVISIONS).toHaveLength(8);
    expect(new Set(BANGLADESH_DIVISIONS).size).toBe(8);
    for (const d of BANGLADESH_DISTRICTS) expect(BANGLADESH_DIVISIONS).toContain(d.division);
    expect(new Set(BANGLADESH_DISTRICTS.map((d) => d.division)).size).toBe(8);
  });

  it.each([
    ['Barishal', 6],
    ['Chattogram', 11],
    ['Dhaka', 13],
    ['Khulna', 10],
    ['Mymensingh', 4],
    ['Rajshahi', 8],
    ['Rangpur', 8],
    ['Sylhet', 4],
  ])('division %s has %i districts', (division, count) => {
    expect(BANGLADESH_DISTRICTS.filter((d) => d.division === division)).toHaveLength(count);
  });

  it('names each division after a district of that division (its seat)', () => {
    for (const division of BANGLADESH_DIVISIONS) expect(findDistrict(division)?.division).toBe(division);
  });

  it('uses trimmed names without doubled spaces', () => {
    for (const d of BANGLADESH_DISTRICTS) expect(d.name).toMatch(/^[A-Z][A-Za-z']*( [A-Z][A-Za-z']*)*$/);
  });

  it('has Dhaka district in Dhaka division as the one inside Dhaka', () => {
    expect(findDistrict(INSIDE_DHAKA_DISTRICT)).toEqual({ name: 'Dhaka', division: 'Dhaka' });
  });
});

describe('findDistrict', () => {
  it('ignores case and surrounding spaces', () => {
    expect(findDistrict('  cox\'s bazar ')).toEqual({ name: "Cox's Bazar", division: 'Chattogram' });
    expect(findDistrict('SYLHET')?.name).toBe('Sylhet');
  });

  it.each(['', 'Dhaka City', 'Calcutta', 'Dhak'])('finds nothing for %p', (name) => {
    expect(findDistrict(name)).toBeUndefined();
  });

  it('finds nothing for a non-string', () => {
    expect(findDistrict(42 as unknown as string)).toBeUndefined();
  });
});

describe('itemCountOf', () => {
  it('sums the quantities of the lines', () => {
    expect(itemCountOf([])).toBe(0);
    expect(itemCountOf([{ quantity: 1 }])).toBe(1);
    expect(itemCountOf([{ quantity: 1 }, { quantity: 1 }])).toBe(2);
    expect(itemCountOf([{ quantity: 3 }, { quantity: 2 }])).toBe(5);
  });
});

describe('deliveryFee', () => {
  it('keeps the rule constants', () => {
    expect(OUTSIDE_DHAKA_DELIVERY_FEE).toBe(120);
    expect(FREE_DELIVERY_MIN_ITEMS).toBe(2);
  });

  it('is free inside Dhaka for one unit', () => {
    expect(deliveryFee({ district: 'Dhaka', itemCount: 1 })).toBe(0);
  });

  it('is Tk 120 outside Dhaka for one unit', () => {
    expect(deliveryFee({ district: 'Chattogram', itemCount: 1 })).toBe(120);
  });

  it('is free outside Dhaka from two units on (the boundary and beyond)', () => {
    expect(deliveryFee({ district: 'Chattogram', itemCount: 2 })).toBe(0);
    expect(deliveryFee({ district: 'Chattogram', itemCount: 3 })).toBe(0);
    expect(deliveryFee({ district: 'Chattogram', itemCount: 1000 })).toBe(0);
  });

  it('is free inside Dhaka for two or more units', () => {
    expect(deliveryFee({ district: 'Dhaka', itemCount: 2 })).toBe(0);
    expect(deliveryFee({ district: 'Dhaka', itemCount: 7 })).toBe(0);
  });

  it('costs nothing for an empty order', () => {
    expect(deliveryFee({ district: 'Dhaka', itemCount: 0 })).toBe(0);
    expect(deliveryFee({ district: 'Sylhet', itemCount: 0 })).toBe(0);
  });

  it('treats other districts of Dhaka division as outside Dhaka', () => {
    for (const name of ['Gazipur', 'Narayanganj', 'Munshiganj']) {
      expect(deliveryFee({ district: name, itemCount: 1 })).toBe(120);
    }
  });

  it.each(BANGLADESH_DISTRICTS.map((d) => d.name))('%s: one unit costs the right fee, two are free', (name) => {
    expect(deliveryFee({ district: name, itemCount: 1 })).toBe(name === 'Dhaka' ? 0 : 120);
    expect(deliveryFee({ district: name, itemCount: 2 })).toBe(0);
  });

  it('accepts the district in any case, with surrounding spaces', () => {
    expect(deliveryFee({ district: ' dhaka ', itemCount: 1 })).toBe(0);
    expect(deliveryFee({ district: 'KHULNA', itemCount: 1 })).toBe(120);
  });

  it.each(['', 'Atlantis', 'Dhaka Division', 'Kolkata'])('throws RangeError for the unknown district %p', (district) => {
    expect(() => deliveryFee({ district, itemCount: 1 })).toThrow(RangeError);
    expect(() => deliveryFee({ district, itemCount: 1 })).toThrow(/Unknown district/);
  });

  it('checks the district even when delivery would be free', () => {
    expect(() => deliveryFee({ district: 'Atlantis', itemCount: 5 })).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('throws RangeError for the item count %p', (itemCount) => {
    expect(() => deliveryFee({ district: 'Dhaka', itemCount })).toThrow(RangeError);
  });
});
