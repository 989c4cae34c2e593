/** The hero's typing animation (spec §9: the text is typed in 3000 ms, then held, then again). */

export const TYPING_MS = 3000;
export const TYPING_HOLD_MS = 2000;

/**
 * The text's user-perceived characters. Bengali joins letters with vowel signs and virama; cutting
 * between code points would show broken glyphs mid-typing, so it is cut between graphemes.
 */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/**
 * How many of `total` characters show `elapsedMs` after the start: none at 0, all of them at
 * `typeMs`, all of them during the hold, then the cycle starts over.
 */
export function typedCount(
  elapsedMs: number,
  total: number,
  typeMs = TYPING_MS,
  holdMs = TYPING_HOLD_MS,
): number {
  if (total === 0 || elapsedMs < 0) return 0;
  const inCycle = elapsedMs % (typeMs + holdMs);
  if (inCycle >= typeMs) return total;
  // The epsilon absorbs floating-point error of elapsed times built from fractional steps.
  return Math.floor((inCycle * total) / typeMs + 1e-9);
}
