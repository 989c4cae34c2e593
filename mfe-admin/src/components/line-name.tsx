import type { OrderLine } from '@shop/contracts';
import { useFormat } from '@shop/i18n';
import { nameWithVariant } from '@shop/rules';
import { useCallback } from 'react';

type Named = Pick<OrderLine, 'name' | 'variantName'>;

/** A line's variant in the page's language ("নীল, ৮/২৫৬ জিবি"); '' for a product without options. */
export const variantOf = (line: Named, language: string) =>
  (language === 'bn' && line.variantName?.bn) || line.variantName?.en || '';

/** A line's name with its variant in the page's language: "Samsung Galaxy A15 — Blue, 8/256 GB". */
export function useLineName(): (line: Named) => string {
  const { language } = useFormat();
  return useCallback(
    (line: Named) => nameWithVariant(line.name, variantOf(line, language)),
    [language],
  );
}

/**
 * One order line by name: the product's name as ordered and, for a product with options, the
 * variant after a dash, in the page's language.
 */
export function LineName({ line }: { line: Named }) {
  const { language } = useFormat();
  const variant = variantOf(line, language);
  return (
    <>
      <span translate="no">{line.name}</span>
      {variant && <span data-testid="line-variant">{` — ${variant}`}</span>}
    </>
  );
}

/** A line's SKU, small and muted: for the staff who pick the stock, never in place of its name. */
export function LineSku({ line }: { line: Pick<OrderLine, 'sku'> }) {
  return (
    <span className="admin-muted admin-orders__sku" translate="no" data-testid="line-sku">
      {line.sku}
    </span>
  );
}

/** The key of an order line in a list: its product and its variant (one product may be twice). */
export const lineKey = (line: Pick<OrderLine, 'partId' | 'sku'>) => `${line.partId}/${line.sku}`;

/** The order's line a refund or return names: same product and variant (any variant if unnamed). */
export const lineOf = (
  lines: readonly OrderLine[],
  units: { partId: string; sku?: string },
): OrderLine | undefined =>
  lines.find((line) => line.partId === units.partId && (!units.sku || line.sku === units.sku)) ??
  lines.find((line) => line.partId === units.partId);
