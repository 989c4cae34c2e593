import type { ComponentType } from 'react';
import { type CompareSlot, CompareSlotContext } from './compare-slot';
import { CompareToggle } from './compare-toggle';
import { CompareTrayBar } from './compare-tray-bar';

const compareButton: CompareSlot = (part) => <CompareToggle part={part} />;

/**
 * `Page` with Compare: its product cards (and the product page) show the Compare button, and the
 * compare tray's bar sits at the foot of the screen. Only the pages that offer Compare are wrapped
 * (the listing, the product page), so the home page downloads none of this.
 */
export function withCompare<P extends object>(Page: ComponentType<P>) {
  function WithCompare(props: P) {
    return (
      <CompareSlotContext.Provider value={compareButton}>
        <Page {...props} />
        <CompareTrayBar />
      </CompareSlotContext.Provider>
    );
  }
  WithCompare.displayName = `WithCompare(${Page.displayName ?? Page.name})`;
  return WithCompare;
}
