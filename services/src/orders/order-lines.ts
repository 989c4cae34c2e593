import type { Types } from 'mongoose';

/**
 * A line's identity in its order, as one string: its product and variant (an order may hold two
 * variants of one product; never one variant twice). SKUs compare without case.
 */
export function lineKey(line: { partId: Types.ObjectId | string; sku: string }): string {
  const partId = typeof line.partId === 'string' ? line.partId : line.partId.toHexString();
  return `${partId.toLowerCase()}/${line.sku.toUpperCase()}`;
}

/**
 * Which of an order's lines a request names (`{partId, sku?}`): the line of that product and
 * variant, or — the variant left out — the product's only line. -1 when the order has none;
 * 'ambiguous' when it holds several variants of the product and the request named none.
 */
export function lineIndexOf(
  lines: ReadonlyArray<{ partId: Types.ObjectId; sku: string }>,
  wanted: { partId: string; sku?: string | null },
): number | 'ambiguous' {
  const partId = wanted.partId.toLowerCase();
  const sku = typeof wanted.sku === 'string' ? wanted.sku : undefined;
  const matches = lines.flatMap((line, index) =>
    line.partId.toHexString() === partId &&
    (sku === undefined || line.sku.toUpperCase() === sku.toUpperCase())
      ? [index]
      : [],
  );
  if (matches.length === 1) return matches[0];
  return matches.length === 0 ? -1 : 'ambiguous';
}

/** The words of a refusal for a request line that names no line of the order (lineIndexOf). */
export function noSuchLine(
  found: number | 'ambiguous',
  wanted: { partId: string; sku?: string | null },
): string {
  if (found === 'ambiguous')
    return `This order holds several variants of product ${wanted.partId}: name the line's sku`;
  const variant = typeof wanted.sku === 'string' ? ` in variant ${wanted.sku}` : '';
  return `This order has no line of product ${wanted.partId}${variant}`;
}
