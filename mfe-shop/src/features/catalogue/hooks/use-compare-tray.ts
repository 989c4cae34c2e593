import { useSyncExternalStore } from 'react';
import { compareTray, type CompareItem } from '../utils/compare-tray';

const NONE: readonly CompareItem[] = [];

/**
 * The compare tray, kept current. The server (and so the first render of a server-rendered page)
 * sees an empty tray: the stored one appears right after hydration, never as a mismatch.
 */
export function useCompareTray(): readonly CompareItem[] {
  return useSyncExternalStore(compareTray.subscribe, compareTray.get, () => NONE);
}
