import { useT } from '@shop/i18n';

/** A warranty's length and kind, as products and order lines carry it (`@shop/contracts`' Warranty). */
export interface WarrantyTerms {
  months: number;
  type: 'brand' | 'official' | 'shop';
}

/**
 * The warranty as sellers in Bangladesh write it: "12-month official warranty", whole years from
 * two years up ("10-year brand warranty"), "No warranty" for none. One wording for the product page,
 * the customer's orders and the admin's, so a buyer and the staff read the same promise. Here, not
 * in the shared `@shop/i18n` (bundled whole into every first visit): only the pages that show a
 * warranty download it.
 */
export function useWarrantyText(): (warranty: WarrantyTerms) => string {
  const { t } = useT('common');
  return ({ months, type }) => {
    if (months <= 0) return t('warranty.none');
    if (months >= 24 && months % 12 === 0) return t(`warranty.years.${type}`, { n: months / 12 });
    return t(`warranty.months.${type}`, { n: months });
  };
}
