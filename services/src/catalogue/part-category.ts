import { nameMatchesCategory, type PartCategory } from '@shop/contracts';

/** Keywords in the order they are tried: a "Smart Watch Phone" is a watch, a "Smartphone" a phone. */
const KEYWORDS: readonly [string, PartCategory][] = [
  ['smartwatch', 'smart-watch'],
  ['tws', 'tws'],
  ['router', 'router'],
  ['kettle', 'kettle'],
  ['suitcase', 'suitcase'],
  ['phone', 'phone'],
];

/**
 * The stored category of a product the admin adds, from its name by the storefront's own rule (the
 * name contains the keyword, case and spaces ignored); 'part' (accessories) when none matches.
 */
export function categoryOfName(name: string): PartCategory {
  return KEYWORDS.find(([keyword]) => nameMatchesCategory(name, keyword))?.[1] ?? 'part';
}
