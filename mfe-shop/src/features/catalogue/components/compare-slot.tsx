import type { Part, ProductDetails } from '@shop/contracts';
import { createContext, type ReactNode, useContext } from 'react';

/** What a Compare button is made from: a listing's product, or the product page's details. */
export type ComparablePart = Part | ProductDetails;

/** Renders the Compare button of one product. */
export type CompareSlot = (part: ComparablePart) => ReactNode;

/**
 * The pages that offer Compare (the shop listing, the product page) provide the button through
 * this; pages that do not (the home page, whose listing shows the same cards) render nothing and
 * download none of the compare code — the cards only ask here whether there is a button to show.
 */
export const CompareSlotContext = createContext<CompareSlot | null>(null);

/** The Compare button of `part` where the page offers one; nothing elsewhere. */
export function CompareSlotOutlet({ part }: { part: ComparablePart }) {
  const slot = useContext(CompareSlotContext);
  return slot ? slot(part) : null;
}
