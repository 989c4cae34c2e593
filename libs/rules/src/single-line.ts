/**
 * Whether a text holds characters that have no place in one line of a name: control characters and
 * the invisible bidirectional controls. Shared by the browser forms and the API (whose
 * ControlCharactersPipe and NoControlCharacters use the same test), so a name is refused the same
 * way everywhere it can be typed.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Invisible characters that reorder the text around them (Unicode bidirectional embeddings,
 * overrides and isolates, U+202A–U+202E and U+2066–U+2069): `invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf` in a mail. Plain right-to-left scripts (Arabic, Hebrew) never need them typed.
 */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

/**
 * True when `text` holds a control character: C0 (U+0000–U+001F), DEL (U+007F), C1
 * (U+0080–U+009F) or a bidirectional override — invisible in a page, able to garble logs, terminals
 * (escape sequences) and mails, and a line break lets a name start a paragraph of its own in a mail.
 * With `allowLineBreaks`, tab, line feed and carriage return are fine (text written in a textarea).
 */
export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f) || isBidiControl(code);
    if (!control) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** The message for a field that holds control characters, e.g. 'Name must not contain control characters'. */
export function controlCharactersMessage(label: string): string {
  return `${label} must not contain control characters`;
}
