import type { PartCategory } from '@shop/contracts';

/**
 * One spec field a shopper can filter a category by. Its label, unit and choices come from the
 * category's live spec template (the owner may rename them); what is filterable, and how numbers are
 * grouped, is decided here. Keys are template keys (catalogue/spec-templates.defaults.ts).
 */
export interface SpecFilterDef {
  key: string;
  /**
   * number fields: the edges of the ranges offered, ascending (`[20, 30, 40]` → under 20, 20–30,
   * 30–40, 40 and more). Without edges a number field offers each value the products have (RAM 4,
   * 6, 8 GB), which suits fields with a few standard sizes.
   */
  ranges?: readonly number[];
}

/**
 * The spec filters of each category, in the order the filter column shows them: the few a buyer in
 * this shop decides by (what the product pages' spec tables lead with), not every field.
 */
export const SPEC_FILTERS: Record<PartCategory, readonly SpecFilterDef[]> = {
  'smart-watch': [
    { key: 'display-type' },
    { key: 'water-resistance' },
    { key: 'battery-life', ranges: [3, 7, 14] },
    { key: 'calling' },
  ],
  tws: [
    { key: 'bluetooth' },
    { key: 'anc' },
    { key: 'battery-with-case', ranges: [20, 30, 40] },
    { key: 'water-resistance' },
  ],
  router: [
    { key: 'wifi-standard' },
    { key: 'bands' },
    { key: 'wifi-speed', ranges: [600, 1500, 3000] },
    { key: 'mesh' },
  ],
  kettle: [{ key: 'capacity' }, { key: 'body-material' }, { key: 'temperature-control' }],
  phone: [{ key: 'ram' }, { key: 'storage' }, { key: 'display-type' }, { key: 'network' }],
  suitcase: [
    { key: 'height', ranges: [56, 66, 76] },
    { key: 'shell-material' },
    { key: 'wheels' },
    { key: 'cabin-size' },
  ],
  part: [
    { key: 'accessory-type' },
    { key: 'output-power', ranges: [10, 20, 45] },
    { key: 'length' },
  ],
};

const BY_CATEGORY = new Map(
  Object.entries(SPEC_FILTERS).map(([category, defs]) => [
    category,
    new Map(defs.map((def) => [def.key, def])),
  ]),
);

/** A category's filter of that key, if the category offers one. */
export function specFilterOf(category: string, key: string): SpecFilterDef | undefined {
  return BY_CATEGORY.get(category)?.get(key);
}
