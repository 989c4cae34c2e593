import { SEED_PRODUCTS } from '../seed/seed-data';
import { categoryOfName } from './part-category';

describe('categoryOfName', () => {
  it.each([
    ['Amazfit Bip 5 SmartWatch', 'smart-watch'],
    ['Haylou Solar Plus RT3 Smart Watch', 'smart-watch'],
    ['QCY T13 TWS Earbuds', 'tws'],
    ['TP-Link Archer C6 AC1200 Router', 'router'],
    ['Walton 1.8L Electric Kettle', 'kettle'],
    ['Samsung Galaxy A15 (6/128GB) Smartphone', 'phone'],
    ['Nokia 105 (2023) Feature Phone', 'phone'],
    ['Skybags Trooper 55cm Cabin Suitcase', 'suitcase'],
    ['22mm Silicone Watch Strap', 'part'],
    ['Tempered Glass Screen Protector for Redmi Note 13', 'part'],
  ])('%s → %s', (name, category) => {
    expect(categoryOfName(name)).toBe(category);
  });

  it('gives every seed product the category it was seeded with', () => {
    const mismatches = SEED_PRODUCTS.filter((p) => categoryOfName(p.name) !== p.category).map(
      (p) => p.name,
    );
    expect(mismatches).toEqual([]);
  });
});
