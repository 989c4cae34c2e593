import { COMPARE_MAX } from './compare-tray';

/** The compare page of these products: `/compare?ids=a,b,c`. */
export function comparePath(ids: readonly string[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
}

export interface CompareIds {
  /** The first COMPARE_MAX distinct ids of the link, in its order. */
  ids: string[];
  /** How many more the link named (left out). */
  dropped: number;
}

/** `?ids=` as the page reads it: comma-separated, blanks and repeats ignored, the first four kept. */
export function readCompareIds(raw: string | null): CompareIds {
  const all = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  return { ids: all.slice(0, COMPARE_MAX), dropped: Math.max(0, all.length - COMPARE_MAX) };
}
