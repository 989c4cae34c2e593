import { controlCharactersMessage, hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it.each(['Rahim Uddin', 'রহিম উদ্দিন', 'Great 👍 — 5/5', 'tab-free, line-free', ''])('accepts plain text %p', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
    expect(hasControlCharacters(text, true)).toBe(false);
  });

  it.each([
    ['NUL', '\u0000'],
    ['BEL', 'a\u0007'],
    ['backspace', 'a\bb'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\fb'],
    ['ESC (terminal escape sequences)', '\u001b[31mred'],
    ['unit separator U+001F', '\u001f'],
    ['DEL', 'a\u007f'],
    ['C1 U+0080', '\u0080'],
    ['C1 CSI U+009B', 'a\u009bb'],
    ['C1 U+009F', '\u009f'],
    ['a right-to-left override U+202E', 'invoice\u202efdp.exe'],
    ['a left-to-right embedding U+202A', '\u202aa'],
    ['a first-strong isolate U+2068', 'a\u2068b'],
    ['a pop directional isolate U+2069', 'a\u2069'],
  ])('refuses %s, with or without line breaks allowed', (_what, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, true)).toBe(true);
  });

  it.each([
    ['tab', 'a\tb'],
    ['line feed', 'a\nb'],
    ['carriage return', 'a\rb'],
    ['CRLF', 'a\r\nb'],
  ])('treats %s as a control character unless line breaks are allowed', (_what, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, true)).toBe(false);
  });

  it('keeps U+00A0 (no-break space), just past the C1 range', () => {
    expect(hasControlCharacters('a\u00a0b')).toBe(false);
  });

  it('keeps right-to-left scripts and the characters next to the bidi controls', () => {
    for (const text of ['שלום', 'مرحبا', 'a\u2029b', 'a\u2060b', 'a\u206ab', 'a\u200fb']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });

  it('names the field in its message', () => {
    expect(controlCharactersMessage('Name')).toBe('Name must not contain control characters');
  });
});
