/**
 * Text a customer typed (a name, an address, a note) that the shop prints in its own mails and SMS.
 * Mail clients and phones turn anything that looks like an address into a link — `evil.example`,
 * `https://evil.example/bkash`, `www.evil.example` — so a name such as "Ayesha, log in at
 * https://evil.example" would reach its victim as a clickable link inside a genuine, signed shop mail.
 * These functions keep such text readable but never linkable. User text never goes into an href.
 */

/** U+2060 WORD JOINER: invisible, no line break, not a whitespace (html-to-text keeps it; ZWSP it collapses). */
export const WORD_JOINER = '\u2060';

/**
 * A dot between two letters or digits — also the ideographic and full-width dots that some
 * linkifiers accept as dots (IDNA) — and the `:` of `scheme://`, `@` of an address.
 */
const DOMAIN_DOT = /([\p{L}\p{N}_-])([.\u3002\uFF0E\uFF61])(?=[\p{L}\p{N}])/gu;
const SCHEME = /:(?=\/\/)/g;
const AT_SIGN = /([\p{L}\p{N}_.+-])@(?=[\p{L}\p{N}])/gu;

/**
 * Breaks every domain-like and URL-like pattern of `text` with `joiner` (invisible by default):
 * `https://evil.example/bkash` → `https:⁠//evil⁠.⁠example/bkash`. What it reads stays the same; no
 * mail client or phone finds a host name in it to link. SMS pass a space (`evil . example`): an
 * invisible character would make the whole SMS UCS-2, with half the room.
 */
export function neutraliseLinks(text: string, joiner = WORD_JOINER): string {
  return text
    .replace(SCHEME, `:${joiner}`)
    .replace(DOMAIN_DOT, `$1${joiner}$2${joiner}`)
    .replace(AT_SIGN, `$1@${joiner}`);
}

/**
 * One line: control characters, line breaks and runs of spaces become one space (names stored before
 * they were refused, e.g. "Ayesha\n\nURGENT: …", cannot start a paragraph of their own in a mail).
 */
export function singleLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();
}

/** What a mail prints of a text the customer typed: one line, no link. */
export function customerText(text: string, joiner = WORD_JOINER): string {
  return neutraliseLinks(singleLine(text), joiner);
}
