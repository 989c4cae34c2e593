import { foldName } from './schemas/part.schema';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The storefront's category rule (`nameMatchesCategory` in @shop/contracts) as a regular expression
 * over `nameLower`: the name contains the category text, case-insensitively, whitespace ignored on
 * both sides ('Smart Watch' and 'SmartWatch' select the same products). Every character of the text
 * is escaped: client text never becomes regex syntax.
 */
export function categoryPattern(categoryText: string): RegExp {
  const chars = Array.from(foldName(categoryText).replace(/\s+/g, ''));
  return new RegExp(chars.map(escapeRegExp).join('\\s*'));
}

/** Search: `nameLower` contains the (case-folded, escaped) text as typed, spaces included. */
export function containsPattern(text: string): RegExp {
  return new RegExp(escapeRegExp(foldName(text)));
}
