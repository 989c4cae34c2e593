/** The hero's typing animation (spec §9: the text is typed in 3000 ms, then held, then again). */

export const TYPING_MS = 3000;
export const TYPING_HOLD_MS = 2000;

/**
 * A base character and the marks on it (vowel signs, virama, nukta, chandrabindu), with ZWJ/ZWNJ;
 * marks with no base before them (the text's start) are a cluster of their own, so none is lost.
 */
const CLUSTER = /\P{M}[\p{M}\u200C\u200D]*|[\p{M}\u200C\u200D]+/gu;
/** A cluster ending in the Bengali virama (hasanta) joins the next one: a conjunct (ক্ষ, ণ্ট). */
const JOINS_NEXT = /\u09CD[\u200C\u200D]?$/u;

/**
 * The text's user-perceived characters. Bengali joins letters with vowel signs and virama; cutting
 * between code points would show broken glyphs mid-typing, so it is cut between graphemes: for
 * Bengali and Latin text, the same cuts as `Intl.Segmenter` (checked in the spec). Not the
 * segmenter itself: its first use loads ICU's break rules, a ~90 ms task on a throttled phone
 * while the home page hydrates.
 */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  for (const cluster of text.match(CLUSTER) ?? []) {
    const last = out.length - 1;
    if (last >= 0 && JOINS_NEXT.test(out[last])) out[last] += cluster;
    else out.push(cluster);
  }
  return out;
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
