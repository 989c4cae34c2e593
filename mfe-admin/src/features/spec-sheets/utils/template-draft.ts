import type { Bilingual, SpecFieldType, SpecGroup } from '@shop/contracts';
import { SPEC_KEY_PATTERN } from '@shop/rules';

/** A choice, field and group as the editor holds them: numbers as typed, keys kept once saved. */
export interface ChoiceDraft {
  value: string;
  label: Bilingual;
}

export interface FieldDraft {
  /** '' for a field added here: its key is made from its English label on save. */
  key: string;
  label: Bilingual;
  type: SpecFieldType;
  unit: Bilingual;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

export interface GroupDraft {
  key: string;
  label: Bilingual;
  fields: FieldDraft[];
}

const EMPTY: Bilingual = { en: '', bn: '' };

export const newField = (): FieldDraft => ({
  key: '',
  label: { ...EMPTY },
  type: 'text',
  unit: { ...EMPTY },
  min: '',
  max: '',
  choices: [],
});

export const newGroup = (): GroupDraft => ({ key: '', label: { ...EMPTY }, fields: [newField()] });

export const newChoice = (): ChoiceDraft => ({ value: '', label: { ...EMPTY } });

/** The editor's draft of a saved template. */
export function toDraft(groups: readonly SpecGroup[]): GroupDraft[] {
  return groups.map((group) => ({
    key: group.key,
    label: { ...group.label },
    fields: group.fields.map((field) => ({
      key: field.key,
      label: { ...field.label },
      type: field.type,
      unit: field.unit ? { ...field.unit } : { ...EMPTY },
      min: field.min === undefined ? '' : String(field.min),
      max: field.max === undefined ? '' : String(field.max),
      choices: (field.choices ?? []).map((choice) => ({
        value: choice.value,
        label: { ...choice.label },
      })),
    })),
  }));
}

/** "Battery life (days)" → "battery-life-days"; '' when nothing usable is left. */
export function keyFrom(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
}

/** A key for a new item: from its English label, made unique among `taken` (`-2`, `-3` …). */
function freshKey(label: string, fallback: string, taken: Set<string>): string {
  const base = keyFrom(label) || fallback;
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

const number = (text: string): number | undefined => {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/**
 * The template as saved: keys kept for what was saved before, made from the English label for what
 * is new; only the properties a field's type uses (a number's unit only when both languages are
 * given); min/max read as numbers (a typo stays NaN, which checkSpecTemplate names).
 */
export function fromDraft(draft: readonly GroupDraft[]): SpecGroup[] {
  const groupKeys = new Set(
    draft.map((group) => group.key).filter((key) => SPEC_KEY_PATTERN.test(key)),
  );
  const fieldKeys = new Set(
    draft
      .flatMap((group) => group.fields.map((field) => field.key))
      .filter((key) => SPEC_KEY_PATTERN.test(key)),
  );
  return draft.map((group, g) => ({
    key: group.key || freshKey(group.label.en, `group-${g + 1}`, groupKeys),
    label: group.label,
    fields: group.fields.map((field, f) => {
      const key = field.key || freshKey(field.label.en, `field-${g + 1}-${f + 1}`, fieldKeys);
      const base = { key, label: field.label, type: field.type };
      if (field.type === 'number') {
        const min = number(field.min);
        const max = number(field.max);
        return {
          ...base,
          ...(field.unit.en.trim() || field.unit.bn.trim() ? { unit: field.unit } : {}),
          ...(min === undefined ? {} : { min }),
          ...(max === undefined ? {} : { max }),
        };
      }
      if (field.type === 'choice') {
        const values = new Set(field.choices.map((choice) => choice.value).filter(Boolean));
        return {
          ...base,
          choices: field.choices.map((choice, c) => ({
            value: choice.value || freshKey(choice.label.en, `choice-${c + 1}`, values),
            label: choice.label,
          })),
        };
      }
      return base;
    }),
  }));
}

/** `list` with the item at `from` moved to `to` (a new array). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
