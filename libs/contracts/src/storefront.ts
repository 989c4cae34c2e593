/**
 * Fixed product ids and category texts the storefront links to (shop spec §2 and §9).
 * The API's seed data contains every id listed here; its tests check that.
 */

/** 'Best seller' carousel on the home page: eight fixed product ids, in display order. */
export const BEST_SELLER_PART_IDS = [
  '665f1e000000000000000008', // QCY T13 TWS Earbuds
  '665f1e000000000000000009', // Lenovo LP40 Pro TWS Earbuds
  '665f1e000000000000000001', // Xiaomi Redmi Watch 3 Active Smart Watch
  '665f1e000000000000000003', // Kieslect KS Mini Calling Smart Watch
  '665f1e000000000000000015', // TP-Link Archer C6 AC1200 Router
  '665f1e000000000000000022', // Walton 1.8L Electric Kettle
  '665f1e000000000000000029', // Samsung Galaxy A15 Smartphone
  '665f1e000000000000000017', // Xiaomi Mi Router 4A Gigabit Edition
] as const;

/** 'New arrivals' on the home page: three static cards, each linking to one of these ids. */
export const NEW_ARRIVAL_PART_IDS = [
  '665f1e000000000000000011', // Realme Buds T300 TWS Earbuds
  '665f1e000000000000000004', // Haylou Solar Plus RT3 Smart Watch
  '665f1e000000000000000018', // TP-Link Archer AX23 AX1800 Wi-Fi 6 Router
] as const;

/** '/dailyD' (Today's Best Deals): the one featured smartphone. */
export const DAILY_DEAL_PART_ID = '665f1e000000000000000028'; // Xiaomi Redmi Note 13 Smartphone

/** Category filter buttons on /shops (spec §2), in display order. */
export const SHOP_CATEGORY_FILTERS = ['tws', 'Smart Watch', 'Router', 'Kettle'] as const;

/** Category keywords of the home page categories (spec §9). */
export const CATEGORY_KEYWORDS = ['SmartWatch', 'tws', 'router', 'kettle'] as const;

export type ShopCategoryFilter = (typeof SHOP_CATEGORY_FILTERS)[number];
export type CategoryKeyword = (typeof CATEGORY_KEYWORDS)[number];

/**
 * The storefront's category rule (spec §4): a product belongs to a category when its name contains
 * the category text, case-insensitively. Spaces are ignored too, so the keyword 'SmartWatch' and the
 * filter 'Smart Watch' select the same products ("... Smart Watch" and "... SmartWatch" names alike).
 */
export function nameMatchesCategory(name: string, categoryText: string): boolean {
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return fold(name).includes(fold(categoryText));
}
