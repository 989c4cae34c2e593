import type {
  Bilingual,
  PartCategory,
  ProductSpec,
  SpecField,
  SpecTemplate,
  SpecValue,
} from '@shop/contracts';
import { formatNumber, type Language, useFormat, useT } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useGetSpecTemplateQuery } from '../api/catalogue-api';
import './spec-table.css';

export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

export interface SpecRowGroup {
  key: string;
  label: string;
  rows: SpecRow[];
}

/** The words a yes/no field reads as, in the page's language. */
export interface YesNo {
  yes: string;
  no: string;
}

/**
 * One value as the table shows it: a number in the page's digits with the field's unit in the
 * page's language, yes/no as words, a choice by its label. `undefined` for a value that does not
 * fit its field (a template edited after the product was): shown nowhere rather than wrong.
 */
export function specValueText(
  field: SpecField,
  value: SpecValue,
  language: Language,
  words: YesNo,
): string | undefined {
  switch (field.type) {
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
      const number = formatNumber(value, language, 2);
      return field.unit ? `${number} ${field.unit[language]}` : number;
    }
    case 'boolean':
      return typeof value === 'boolean' ? (value ? words.yes : words.no) : undefined;
    case 'choice':
      return field.choices?.find((choice) => choice.value === value)?.label[language];
    case 'text':
      return typeof value === 'string' && value.trim() ? value : undefined;
  }
}

/**
 * The product's filled fields, grouped and ordered as the category's template has them; a value
 * whose key is not in the template (a field since removed) is left out, and so is a group with
 * nothing filled.
 */
export function specRowGroups(
  groups: SpecTemplate['groups'],
  specs: readonly ProductSpec[],
  language: Language,
  words: YesNo,
): SpecRowGroup[] {
  const values = new Map(specs.map((spec) => [spec.key, spec.value]));
  const label = (text: Bilingual) => text[language];
  return groups
    .map((group) => ({
      key: group.key,
      label: label(group.label),
      rows: group.fields.flatMap((field) => {
        const value = values.get(field.key);
        const text = value === undefined ? undefined : specValueText(field, value, language, words);
        return text === undefined
          ? []
          : [{ key: field.key, label: label(field.label), value: text }];
      }),
    }))
    .filter((group) => group.rows.length > 0);
}

/** A run of Latin letters with what may follow inside a name: "SpO2", "802.11ax", "Type-C". */
const LATIN_RUN = /([A-Za-z][A-Za-z0-9.+/-]*)/;

/**
 * A Bengali text with its Latin runs (model names, standards, abbreviations such as "802.11ax",
 * "SpO2", "Android 13" as the maker writes it) marked as not to be translated, as product names
 * are; an English text as it is.
 */
export function keepLatin(text: string, language: Language): ReactNode {
  if (language !== 'bn' || !LATIN_RUN.test(text)) return text;
  return text.split(LATIN_RUN).map((part, at) =>
    at % 2 === 1 ? (
      <span key={at} translate="no">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The spec table of a product: one titled block per template group, label | value. Server-rendered
 * (the template is a query of the page's render, asked once the product names its category).
 */
export function SpecTable({
  category,
  specs,
}: {
  category: PartCategory;
  specs: readonly ProductSpec[];
}) {
  const { t } = useT('shop');
  const { language } = useFormat();
  const { data: template } = useGetSpecTemplateQuery(category, { skip: specs.length === 0 });
  if (!template || specs.length === 0) return null;
  const groups = specRowGroups(template.groups, specs, language, {
    yes: t('product.specs.yes'),
    no: t('product.specs.no'),
  });
  if (groups.length === 0) return null;
  return (
    <section className="spec-table" aria-labelledby="spec-table-title" data-testid="spec-table">
      <h2 id="spec-table-title" className="spec-table__title">
        {t('product.specs.title')}
      </h2>
      {groups.map((group) => (
        <table key={group.key} className="spec-table__group">
          <caption className="spec-table__caption">{keepLatin(group.label, language)}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key} data-spec={row.key}>
                <th scope="row">{keepLatin(row.label, language)}</th>
                <td>{keepLatin(row.value, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
