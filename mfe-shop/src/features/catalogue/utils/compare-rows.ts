import type { Bilingual, ProductSpec, SpecTemplate } from '@shop/contracts';
import type { Language } from '@shop/i18n';
import { specValueText, type YesNo } from '../components/spec-table';

/** One row of the compare table: a label and each column's value (`undefined`: not given). */
export interface CompareRow {
  key: string;
  label: string;
  values: readonly (string | undefined)[];
  /** The columns do not all say the same (a value missing in some counts as different). */
  differs: boolean;
}

export interface CompareRowGroup {
  key: string;
  label: string;
  rows: CompareRow[];
}

/** Whether the columns' values differ; one column never does. */
export function valuesDiffer(values: readonly (string | undefined)[]): boolean {
  return values.length > 1 && values.some((value) => value !== values[0]);
}

export function compareRow(
  key: string,
  label: string,
  values: readonly (string | undefined)[],
): CompareRow {
  return { key, label, values, differs: valuesDiffer(values) };
}

/**
 * The spec rows of several products of one category, grouped and ordered as the category's
 * template has them: every field at least one of them fills (a field none fills is left out, and so
 * is a group with no such field), each value as the product page's spec table shows it.
 */
export function compareSpecGroups(
  groups: SpecTemplate['groups'],
  specsOfEach: readonly (readonly ProductSpec[])[],
  language: Language,
  words: YesNo,
): CompareRowGroup[] {
  const valuesOfEach = specsOfEach.map((specs) => new Map(specs.map((s) => [s.key, s.value])));
  const label = (text: Bilingual) => text[language];
  return groups
    .map((group) => ({
      key: group.key,
      label: label(group.label),
      rows: group.fields.flatMap((field) => {
        const values = valuesOfEach.map((values) => {
          const value = values.get(field.key);
          return value === undefined ? undefined : specValueText(field, value, language, words);
        });
        return values.every((value) => value === undefined)
          ? []
          : [compareRow(field.key, label(field.label), values)];
      }),
    }))
    .filter((group) => group.rows.length > 0);
}

/** The groups as shown: with `hideIdentical`, only the rows that differ (and groups that keep any). */
export function shownGroups(
  groups: readonly CompareRowGroup[],
  hideIdentical: boolean,
): CompareRowGroup[] {
  if (!hideIdentical) return [...groups];
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}
