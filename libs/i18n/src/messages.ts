/**
 * Message files: one JSON file per language and namespace (`common` here, `shell`, `shop`,
 * `dashboard`, `admin` in the apps), nested keys, i18next's `{{name}}` interpolation and its plural
 * suffixes (`_one`, `_other`). Numbers, prices and dates inside a message go through the formatters
 * registered in `instance.ts`: `{{count, number}}`, `{{total, price}}`, `{{when, date}}`.
 */
import type { Language } from './languages';

export interface Messages {
  [key: string]: string | Messages;
}

/** Loads one namespace's messages in one language, usually `(lang) => import(`./${lang}.json`)`. */
export type MessagesLoader = (
  language: Language,
) => Promise<Messages | { default: Messages }> | Messages;

export function unwrapMessages(loaded: Messages | { default: Messages }): Messages {
  const candidate = (loaded as { default?: unknown }).default;
  return candidate && typeof candidate === 'object'
    ? (candidate as Messages)
    : (loaded as Messages);
}

/** Every key of a message tree, dotted ("home.hero.title"), with its text. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) flat.set(k, v);
  }
  return flat;
}

/** The `{{...}}` placeholders of a message, normalised ("{{count, number}}" → "count, number"). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)]
    .map((match) => (match[1] as string).replace(/\s*,\s*/g, ', '))
    .sort();
}

const NUMERIC_NAME =
  /^(count|n|quantity|qty|total|price|amount|subtotal|fee|page|pages|stock|left|max|min|limit|year|days|hours|minutes|seconds|rating|percent)$/i;

/** A counted English noun in the plural: "{{count, number}} orders", "… new messages". */
const COUNTED_PLURAL = /\{\{count, number\}\} (\S+ )?[a-z-]+s\b/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * What is wrong with a translation next to its reference (the English file): keys missing or
 * extra, empty texts, placeholders that differ, numeric-looking placeholders written without
 * a formatter (they would print Latin digits in Bengali), and an English count of a plural noun
 * with no `_one` form (it would say "1 orders"). Empty when the files agree.
 */
export function messageProblems(
  reference: Messages,
  translation: Messages,
  names: { reference: Language; translation: Language } = { reference: 'en', translation: 'bn' },
): string[] {
  const problems: string[] = [];
  const ref = flattenMessages(reference);
  const tra = flattenMessages(translation);
  for (const [key, text] of ref) {
    const other = tra.get(key);
    if (other === undefined) {
      problems.push(`${names.translation}: missing "${key}"`);
      continue;
    }
    if (other.trim() === '') problems.push(`${names.translation}: "${key}" is empty`);
    if (text.trim() === '') problems.push(`${names.reference}: "${key}" is empty`);
    const a = placeholders(text).join(' | ');
    const b = placeholders(other).join(' | ');
    if (a !== b) {
      problems.push(
        `"${key}": placeholders differ (${names.reference}: ${a || 'none'}; ${names.translation}: ${b || 'none'})`,
      );
    }
  }
  for (const key of tra.keys()) {
    if (!ref.has(key)) problems.push(`${names.translation}: "${key}" is not in ${names.reference}`);
  }
  for (const [key, text] of ref) {
    if (names.reference === 'en' && !PLURAL_SUFFIX.test(key) && COUNTED_PLURAL.test(text)) {
      problems.push(`"${key}": counts a plural noun; give it ${key}_one and ${key}_other`);
    }
    for (const placeholder of placeholders(text)) {
      if (!placeholder.includes(',') && NUMERIC_NAME.test(placeholder)) {
        problems.push(
          `"${key}": {{${placeholder}}} looks like a number; write {{${placeholder}, number}} (or price/date)`,
        );
      }
    }
  }
  return problems;
}
