/**
 * A category's spec template and a product's spec sheet, checked the same way by the admin's forms
 * and by the API (which refuses what the forms would have refused, with the same words). Every
 * problem names where it is (a spec's key, a template's path) and says what is wrong in both of the
 * shop's languages, with the field's own label, so it can be shown next to the field it is about.
 */
import {
  type Bilingual,
  type ProductSpec,
  SPEC_FIELD_TYPES,
  type SpecField,
  type SpecGroup,
} from '@shop/contracts';

/** How big a template and its texts may get (a spec table a person still reads). */
export const SPEC_LIMITS = {
  groups: 20,
  fieldsPerGroup: 40,
  choices: 50,
  key: 60,
  label: 80,
  unit: 20,
  /** A text field's value on a product. */
  textValue: 200,
} as const;

/** Keys of groups, fields and choices: what products store, so plain and stable. */
export const SPEC_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What is wrong with one value of a product's spec sheet. */
export type SpecProblemCode =
  | 'unknown-key'
  | 'duplicate-key'
  | 'wrong-type'
  | 'out-of-range'
  | 'unknown-choice'
  | 'text-empty'
  | 'text-too-long';

export interface SpecProblem {
  /** The spec's key as sent (the field it is about). */
  key: string;
  code: SpecProblemCode;
  message: Bilingual;
}

/** One problem of a template: `path` is where (`groups.1.fields.0.min`), `message` what. */
export interface SpecTemplateProblem {
  path: string;
  message: Bilingual;
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A number as the Bengali texts write it (Bengali digits; the decimal point stays). */
function bnNumber(value: number): string {
  return String(value).replace(/[0-9]/g, (digit) => BN_DIGITS[Number(digit)]);
}

const withUnit = (value: number, unit: string | undefined, digits: (n: number) => string) =>
  unit ? `${digits(value)} ${unit}` : digits(value);

/** The messages, by what is wrong; `label` is the field's label in the message's language. */
export const SPEC_MESSAGES = {
  unknownKey: (key: string): Bilingual => ({
    en: `"${key}" is not a field of this category's spec sheet`,
    bn: `"${key}" এই ক্যাটাগরির স্পেসিফিকেশনের কোনো ঘর নয়`,
  }),
  duplicateKey: (label: Bilingual): Bilingual => ({
    en: `${label.en} is given more than once`,
    bn: `${label.bn} একাধিকবার দেওয়া হয়েছে`,
  }),
  notNumber: (label: Bilingual, unit?: Bilingual): Bilingual => ({
    en: `${label.en} must be a number${unit ? ` (in ${unit.en})` : ''}`,
    bn: `${label.bn} একটি সংখ্যা হতে হবে${unit ? ` (${unit.bn} এককে)` : ''}`,
  }),
  outOfRange: (field: SpecField): Bilingual => {
    const { label, unit, min, max } = field;
    const en = (n: number) => withUnit(n, unit?.en, String);
    const bn = (n: number) => withUnit(n, unit?.bn, bnNumber);
    if (min !== undefined && max !== undefined) {
      return {
        en: `${label.en} must be between ${en(min)} and ${en(max)}`,
        bn: `${label.bn} ${bn(min)} থেকে ${bn(max)} এর মধ্যে হতে হবে`,
      };
    }
    if (min !== undefined) {
      return {
        en: `${label.en} must be at least ${en(min)}`,
        bn: `${label.bn} কমপক্ষে ${bn(min)} হতে হবে`,
      };
    }
    return {
      en: `${label.en} must be at most ${en(max as number)}`,
      bn: `${label.bn} সর্বোচ্চ ${bn(max as number)} হতে পারে`,
    };
  },
  notChoice: (label: Bilingual): Bilingual => ({
    en: `${label.en} must be one of its listed choices`,
    bn: `${label.bn} তালিকার একটি বিকল্প হতে হবে`,
  }),
  notBoolean: (label: Bilingual): Bilingual => ({
    en: `${label.en} must be yes or no`,
    bn: `${label.bn} হ্যাঁ অথবা না হতে হবে`,
  }),
  notText: (label: Bilingual): Bilingual => ({
    en: `${label.en} must be text`,
    bn: `${label.bn} লেখা হতে হবে`,
  }),
  textEmpty: (label: Bilingual): Bilingual => ({
    en: `${label.en} must not be empty`,
    bn: `${label.bn} খালি রাখা যাবে না`,
  }),
  textTooLong: (label: Bilingual, max: number): Bilingual => ({
    en: `${label.en} must be ${max} characters or shorter`,
    bn: `${label.bn} ${bnNumber(max)} অক্ষরের বেশি হতে পারবে না`,
  }),
  // The template's own messages: `what` names the thing (“Group 2's label”, “Field 3's key”).
  required: (what: Bilingual): Bilingual => ({
    en: `${what.en} is Required`,
    bn: `${what.bn} দিতে হবে`,
  }),
  tooLong: (what: Bilingual, max: number): Bilingual => ({
    en: `${what.en} must be ${max} characters or shorter`,
    bn: `${what.bn} ${bnNumber(max)} অক্ষরের বেশি হতে পারবে না`,
  }),
  badKey: (what: Bilingual): Bilingual => ({
    en: `${what.en} may hold only lowercase letters, digits and dashes`,
    bn: `${what.bn} এ শুধু ছোট হাতের ইংরেজি অক্ষর, অঙ্ক ও ড্যাশ থাকতে পারে`,
  }),
  keyTaken: (what: Bilingual, key: string): Bilingual => ({
    en: `${what.en} "${key}" is used twice`,
    bn: `${what.bn} "${key}" দুবার ব্যবহার হয়েছে`,
  }),
  badType: (what: Bilingual): Bilingual => ({
    en: `${what.en} must be number, choice, yes/no or text`,
    bn: `${what.bn} সংখ্যা, বিকল্প, হ্যাঁ/না অথবা লেখা হতে হবে`,
  }),
  notFinite: (what: Bilingual): Bilingual => ({
    en: `${what.en} must be a number`,
    bn: `${what.bn} একটি সংখ্যা হতে হবে`,
  }),
  minAboveMax: (what: Bilingual): Bilingual => ({
    en: `${what.en}: the smallest value must not be above the largest`,
    bn: `${what.bn}: সর্বনিম্ন মান সর্বোচ্চ মানের বেশি হতে পারবে না`,
  }),
  noChoices: (what: Bilingual): Bilingual => ({
    en: `${what.en} needs at least one choice`,
    bn: `${what.bn} এ অন্তত একটি বিকল্প লাগবে`,
  }),
  tooMany: (what: Bilingual, max: number): Bilingual => ({
    en: `${what.en}: at most ${max}`,
    bn: `${what.bn}: সর্বোচ্চ ${bnNumber(max)}টি`,
  }),
  noFields: (what: Bilingual): Bilingual => ({
    en: `${what.en} needs at least one field`,
    bn: `${what.bn} এ অন্তত একটি ঘর লাগবে`,
  }),
} as const;

/** Characters of a text as checked: trimmed, counted in code points. */
const length = (text: string) => Array.from(text.trim()).length;

/** The template's fields by key (the first of a repeated key). */
export function specFieldsByKey(groups: readonly SpecGroup[]): Map<string, SpecField> {
  const fields = new Map<string, SpecField>();
  for (const group of groups) {
    for (const field of group.fields) if (!fields.has(field.key)) fields.set(field.key, field);
  }
  return fields;
}

/** What is wrong with one value of `field`, or undefined. */
export function specValueProblem(
  field: SpecField,
  value: unknown,
): Pick<SpecProblem, 'code' | 'message'> | undefined {
  switch (field.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { code: 'wrong-type', message: SPEC_MESSAGES.notNumber(field.label, field.unit) };
      }
      if (
        (field.min !== undefined && value < field.min) ||
        (field.max !== undefined && value > field.max)
      ) {
        return { code: 'out-of-range', message: SPEC_MESSAGES.outOfRange(field) };
      }
      return undefined;
    case 'choice':
      if (typeof value !== 'string') {
        return { code: 'wrong-type', message: SPEC_MESSAGES.notChoice(field.label) };
      }
      return (field.choices ?? []).some((choice) => choice.value === value)
        ? undefined
        : { code: 'unknown-choice', message: SPEC_MESSAGES.notChoice(field.label) };
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : { code: 'wrong-type', message: SPEC_MESSAGES.notBoolean(field.label) };
    case 'text':
      if (typeof value !== 'string') {
        return { code: 'wrong-type', message: SPEC_MESSAGES.notText(field.label) };
      }
      if (value.trim() === '')
        return { code: 'text-empty', message: SPEC_MESSAGES.textEmpty(field.label) };
      return length(value) > SPEC_LIMITS.textValue
        ? {
            code: 'text-too-long',
            message: SPEC_MESSAGES.textTooLong(field.label, SPEC_LIMITS.textValue),
          }
        : undefined;
  }
}

/**
 * Every problem of a product's spec sheet against its category's template, in the order sent: a
 * key the template does not have, a key given twice, a value not of its field's type (a number
 * written as text, "5000 mAh", is not a number), a number outside the field's min/max or not
 * finite, a choice not among the field's choices, an empty or too long text. Empty: all is well.
 * Fields left out are fine: a spec sheet may be partly filled.
 */
export function checkSpecs(
  groups: readonly SpecGroup[],
  specs: readonly ProductSpec[],
): SpecProblem[] {
  const fields = specFieldsByKey(groups);
  const seen = new Set<string>();
  const problems: SpecProblem[] = [];
  for (const spec of specs) {
    const field = fields.get(spec.key);
    if (!field) {
      problems.push({
        key: spec.key,
        code: 'unknown-key',
        message: SPEC_MESSAGES.unknownKey(spec.key),
      });
      continue;
    }
    if (seen.has(spec.key)) {
      problems.push({
        key: spec.key,
        code: 'duplicate-key',
        message: SPEC_MESSAGES.duplicateKey(field.label),
      });
      continue;
    }
    seen.add(spec.key);
    const problem = specValueProblem(field, spec.value);
    if (problem) problems.push({ key: spec.key, ...problem });
  }
  return problems;
}

/** A spec sheet in its template's order (values without a field are dropped: nothing shows them). */
export function inTemplateOrder(
  groups: readonly SpecGroup[],
  specs: readonly ProductSpec[],
): ProductSpec[] {
  const byKey = new Map(specs.map((spec) => [spec.key, spec]));
  return groups.flatMap((group) => group.fields.flatMap((field) => byKey.get(field.key) ?? []));
}

const WHAT = {
  group: (g: number): Bilingual => ({ en: `Group ${g + 1}`, bn: `গ্রুপ ${bnNumber(g + 1)}` }),
  field: (g: number, f: number): Bilingual => ({
    en: `Group ${g + 1}, field ${f + 1}`,
    bn: `গ্রুপ ${bnNumber(g + 1)}, ঘর ${bnNumber(f + 1)}`,
  }),
  choice: (g: number, f: number, c: number): Bilingual => ({
    en: `Group ${g + 1}, field ${f + 1}, choice ${c + 1}`,
    bn: `গ্রুপ ${bnNumber(g + 1)}, ঘর ${bnNumber(f + 1)}, বিকল্প ${bnNumber(c + 1)}`,
  }),
};

const part = (what: Bilingual, en: string, bn: string): Bilingual => ({
  en: `${what.en}: ${en}`,
  bn: `${what.bn}: ${bn}`,
});

function checkKey(
  problems: SpecTemplateProblem[],
  path: string,
  what: Bilingual,
  key: unknown,
  taken: Set<string>,
): void {
  const name = part(what, 'key', 'কী');
  if (typeof key !== 'string' || key.trim() === '') {
    problems.push({ path, message: SPEC_MESSAGES.required(name) });
  } else if (key.length > SPEC_LIMITS.key) {
    problems.push({ path, message: SPEC_MESSAGES.tooLong(name, SPEC_LIMITS.key) });
  } else if (!SPEC_KEY_PATTERN.test(key)) {
    problems.push({ path, message: SPEC_MESSAGES.badKey(name) });
  } else if (taken.has(key)) {
    problems.push({ path, message: SPEC_MESSAGES.keyTaken(name, key) });
  } else {
    taken.add(key);
  }
}

/** Both languages of a text present, trimmed non-empty and at most `max` characters. */
function checkBilingual(
  problems: SpecTemplateProblem[],
  path: string,
  what: Bilingual,
  text: unknown,
  max: number,
): void {
  const value = (text ?? {}) as Partial<Record<keyof Bilingual, unknown>>;
  const languages: [keyof Bilingual, string, string][] = [
    ['en', 'English', 'ইংরেজি'],
    ['bn', 'Bengali', 'বাংলা'],
  ];
  for (const [language, en, bn] of languages) {
    const name = part(what, en, bn);
    const one = value[language];
    if (typeof one !== 'string' || one.trim() === '') {
      problems.push({ path: `${path}.${language}`, message: SPEC_MESSAGES.required(name) });
    } else if (length(one) > max) {
      problems.push({ path: `${path}.${language}`, message: SPEC_MESSAGES.tooLong(name, max) });
    }
  }
}

function checkField(
  problems: SpecTemplateProblem[],
  field: SpecField,
  g: number,
  f: number,
  fieldKeys: Set<string>,
): void {
  const path = `groups.${g}.fields.${f}`;
  const what = WHAT.field(g, f);
  checkKey(problems, `${path}.key`, what, field.key, fieldKeys);
  checkBilingual(
    problems,
    `${path}.label`,
    part(what, 'label', 'নাম'),
    field.label,
    SPEC_LIMITS.label,
  );
  if (!(SPEC_FIELD_TYPES as readonly unknown[]).includes(field.type)) {
    problems.push({ path: `${path}.type`, message: SPEC_MESSAGES.badType(what) });
    return;
  }
  if (field.type === 'number') {
    if (field.unit !== undefined) {
      checkBilingual(
        problems,
        `${path}.unit`,
        part(what, 'unit', 'একক'),
        field.unit,
        SPEC_LIMITS.unit,
      );
    }
    for (const bound of ['min', 'max'] as const) {
      const value = field[bound];
      if (value !== undefined && (typeof value !== 'number' || !Number.isFinite(value))) {
        problems.push({
          path: `${path}.${bound}`,
          message: SPEC_MESSAGES.notFinite(
            part(what, bound, bound === 'min' ? 'সর্বনিম্ন' : 'সর্বোচ্চ'),
          ),
        });
      }
    }
    if (
      typeof field.min === 'number' &&
      typeof field.max === 'number' &&
      Number.isFinite(field.min) &&
      Number.isFinite(field.max) &&
      field.min > field.max
    ) {
      problems.push({ path: `${path}.min`, message: SPEC_MESSAGES.minAboveMax(what) });
    }
  }
  if (field.type === 'choice') {
    const choices = Array.isArray(field.choices) ? field.choices : [];
    if (choices.length === 0) {
      problems.push({ path: `${path}.choices`, message: SPEC_MESSAGES.noChoices(what) });
    } else if (choices.length > SPEC_LIMITS.choices) {
      problems.push({
        path: `${path}.choices`,
        message: SPEC_MESSAGES.tooMany(what, SPEC_LIMITS.choices),
      });
    }
    const values = new Set<string>();
    choices.slice(0, SPEC_LIMITS.choices).forEach((choice, c) => {
      const choicePath = `${path}.choices.${c}`;
      const choiceWhat = WHAT.choice(g, f, c);
      checkKey(problems, `${choicePath}.value`, choiceWhat, choice?.value, values);
      checkBilingual(
        problems,
        `${choicePath}.label`,
        part(choiceWhat, 'label', 'নাম'),
        choice?.label,
        SPEC_LIMITS.label,
      );
    });
  }
}

/**
 * Every problem of a category's template: group and field keys present, plain (SPEC_KEY_PATTERN)
 * and unique (field keys across the whole template: a product stores values by them); labels in
 * both languages, not empty, not too long; a known type; number fields' min and max finite and
 * min ≤ max, a unit in both languages when given; choice fields with 1 to SPEC_LIMITS.choices
 * choices of unique values; every group with at least one field. Empty: all is well.
 */
export function checkSpecTemplate(groups: readonly SpecGroup[]): SpecTemplateProblem[] {
  const problems: SpecTemplateProblem[] = [];
  if (groups.length > SPEC_LIMITS.groups) {
    problems.push({
      path: 'groups',
      message: SPEC_MESSAGES.tooMany({ en: 'Groups', bn: 'গ্রুপ' }, SPEC_LIMITS.groups),
    });
    return problems;
  }
  const groupKeys = new Set<string>();
  const fieldKeys = new Set<string>();
  groups.forEach((group, g) => {
    const what = WHAT.group(g);
    checkKey(problems, `groups.${g}.key`, what, group.key, groupKeys);
    checkBilingual(
      problems,
      `groups.${g}.label`,
      part(what, 'label', 'নাম'),
      group.label,
      SPEC_LIMITS.label,
    );
    const fields = Array.isArray(group.fields) ? group.fields : [];
    if (fields.length === 0) {
      problems.push({ path: `groups.${g}.fields`, message: SPEC_MESSAGES.noFields(what) });
    } else if (fields.length > SPEC_LIMITS.fieldsPerGroup) {
      problems.push({
        path: `groups.${g}.fields`,
        message: SPEC_MESSAGES.tooMany(what, SPEC_LIMITS.fieldsPerGroup),
      });
      return;
    }
    fields.forEach((field, f) => checkField(problems, field, g, f, fieldKeys));
  });
  return problems;
}
