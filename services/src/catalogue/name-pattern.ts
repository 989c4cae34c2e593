import { foldName } from './schemas/part.schema';

/**
 * Every regex metacharacter escaped; control characters written as `\xHH` escapes, which JavaScript
 * and MongoDB's PCRE read alike (MongoDB refuses a pattern holding a raw NUL: that was a 500).
 */
const escapeRegExp = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

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
