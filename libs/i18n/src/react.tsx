import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatPrice } from './format';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

export { I18nextProvider, Trans, useTranslation } from 'react-i18next';

/**
 * `const { t } = useT('shop')`: the messages of one namespace (it suspends until they are loaded).
 * Keys of other namespaces are reached with a prefix, `t('common:retry')`.
 */
export function useT(namespace?: string | string[]) {
  return useTranslation(namespace);
}

/** The active language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export interface Formatters {
  language: Language;
  /** ৳ with lakh grouping, Bengali digits in Bengali. */
  price(amount: number | string): string;
  number(value: number, fractionDigits?: number): string;
  date(value: Date | string | number): string;
  dateTime(value: Date | string | number): string;
}

/** Formatting in the active language. */
export function useFormat(): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      price: (amount) => formatPrice(amount, language),
      number: (value, fractionDigits) => formatNumber(value, language, fractionDigits),
      date: (value) => formatDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
    }),
    [language],
  );
}

/** A warranty's length and kind, as products and order lines carry it (`@shop/contracts`' Warranty). */
export interface WarrantyTerms {
  months: number;
  type: 'brand' | 'official' | 'shop';
}

/**
 * The warranty as sellers in Bangladesh write it: "12-month official warranty", whole years from
 * two years up ("10-year brand warranty"), "No warranty" for none. One wording for the product page,
 * the customer's orders and the admin's, so a buyer and the staff read the same promise.
 */
export function useWarrantyText(): (warranty: WarrantyTerms) => string {
  const { t } = useTranslation('common');
  return ({ months, type }) => {
    if (months <= 0) return t('warranty.none');
    if (months >= 24 && months % 12 === 0) return t(`warranty.years.${type}`, { n: months / 12 });
    return t(`warranty.months.${type}`, { n: months });
  };
}
