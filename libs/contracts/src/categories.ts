/** The catalogue's product categories, as stored on each part (`category`). */
export const PART_CATEGORIES = [
  'smart-watch',
  'tws',
  'router',
  'kettle',
  'phone',
  'suitcase',
  'part',
] as const;

export type PartCategory = (typeof PART_CATEGORIES)[number];
