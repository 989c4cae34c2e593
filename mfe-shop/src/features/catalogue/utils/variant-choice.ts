import type { ProductOption, ProductVariant } from '@shop/contracts';

/** Why a value cannot be picked with the other choices: no such variant, or none left. */
export type Unavailable = 'notMade' | 'soldOut';

/** One value of one option as the picker shows it. */
export interface ValueChoice {
  key: string;
  selected: boolean;
  /** Absent when it can be picked. */
  unavailable?: Unavailable;
  /** The variant picking it leads to (the current choices with this value). */
  sku?: string;
}

/**
 * The variant a product page shows: the one `?v=` names (SKU, case aside), else the first in
 * stock, else the first. Undefined only for a product with no variant on sale.
 */
export function chosenVariant(
  variants: readonly ProductVariant[],
  wanted: string | null | undefined,
): ProductVariant | undefined {
  const named = wanted
    ? variants.find((variant) => variant.sku.toUpperCase() === wanted.toUpperCase())
    : undefined;
  return named ?? variants.find((variant) => variant.quantity > 0) ?? variants[0];
}

/**
 * The values of option `index` as chips: each with the variant it leads to when combined with the
 * other options' current values, disabled when that combination is not made or sold out.
 */
export function valueChoices(
  options: readonly ProductOption[],
  variants: readonly ProductVariant[],
  current: ProductVariant,
  index: number,
): ValueChoice[] {
  return options[index].values.map((value) => {
    const wanted = current.values.map((key, i) => (i === index ? value.key : key));
    const variant = variants.find((candidate) =>
      candidate.values.every((key, i) => key === wanted[i]),
    );
    const selected = current.values[index] === value.key;
    if (!variant) return { key: value.key, selected, unavailable: 'notMade' };
    if (variant.quantity <= 0 && !selected)
      return { key: value.key, selected, unavailable: 'soldOut', sku: variant.sku };
    return { key: value.key, selected, sku: variant.sku };
  });
}
