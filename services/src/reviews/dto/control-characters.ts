const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when `text` holds a control character: C0 (U+0000–U+001F), DEL (U+007F) or C1
 * (U+0080–U+009F) — invisible in a page, able to garble logs and terminals (escape sequences). With
 * `allowLineBreaks`, tab, line feed and carriage return are fine (a review is written in a textarea).
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    if (!control) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}
