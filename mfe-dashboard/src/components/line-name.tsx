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
 * variant after a dash, in the page's language (two variants of one product stay apart).
 */
export function LineName({ line }: { line: Named }) {
  const { language } = useFormat();
  const variant = variantOf(line, language);
  return (
    <>
      <span translate="no">{line.name}</span>
      {variant && (
        <span className="line-variant" data-testid="line-variant">
          {' — '}
          {variant}
        </span>
      )}
    </>
  );
}

/** The key of an order line in a list or form: its product and its variant (one product may be twice). */
export const lineKey = (line: Pick<OrderLine, 'partId' | 'sku'>) => `${line.partId}/${line.sku}`;
