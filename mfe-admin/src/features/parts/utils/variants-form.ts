import type {
  Bilingual,
  OptionKind,
  ProductDetails,
  ProductOption,
  ProductSpec,
  SpecGroup,
} from '@shop/contracts';
import { toAsciiDigits } from '@shop/i18n';
import {
  checkVariantPhotos,
  checkVariants,
  checkVariantSpecs,
  specFieldsByKey,
  VARIANT_MESSAGES,
} from '@shop/rules';

/** One value of an option as typed: its key may be left empty (then made from the English label). */
export interface OptionValueForm {
  key: string;
  labelEn: string;
  labelBn: string;
  /** Colour options: `#rrggbb` ('' = none). */
  swatch: string;
}

export interface OptionForm {
  /** The saved option's key; '' for a new one (made from its English name when sent). */
  key: string;
  nameEn: string;
  nameBn: string;
  kind: OptionKind;
  values: OptionValueForm[];
}

/** One of a variant's own spec values: a template field's key ('' = not chosen) and its value. */
export interface VariantSpecForm {
  key: string;
  /** Numbers as typed (Bengali digits too); yes/no as true/false; '' = not filled. */
  value: string | boolean;
}

/** One variant row: amounts are text until sent (Bengali digits too). */
export interface VariantForm {
  sku: string;
  /** One value key per option ('' = not chosen yet). */
  values: string[];
  price: string;
  quantity: string;
  /** The stock the product was loaded with (null: a new row). Only a changed stock is sent. */
  savedQuantity: number | null;
  /** One of the product's photos' URLs; '' = none (the product's photos). */
  img: string;
  /** Values that differ from the product's spec sheet (Storage of the 8/256 GB one). */
  specs: VariantSpecForm[];
  archived: boolean;
}

export interface VariantsFormValues {
  options: OptionForm[];
  variants: VariantForm[];
}

/** What `PUT /admin/products/:id/variants` takes. */
export interface VariantsInput {
  options: ProductOption[];
  variants: {
    sku: string;
    values: string[];
    price: number;
    /** Left out: the saved stock stays (an order placed while the form was open is kept). */
    quantity?: number;
    img?: string;
    specs?: ProductSpec[];
    archived: boolean;
  }[];
}

/** A form path (`variants.2.sku`, `options.0.values`) and what is wrong with it, in both languages. */
export type VariantsProblems = Record<string, Bilingual>;

/** Lowercase letters, digits and dashes, as option and value keys are. */
export function keyOf(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The key a value is sent with: the typed one, or one made from its English label. */
export function valueKeyOf(value: OptionValueForm): string {
  return value.key.trim() || keyOf(value.labelEn);
}

/** The key an option is sent with: the saved one, or one made from its English name. */
export function optionKeyOf(option: OptionForm, index: number): string {
  return option.key || keyOf(option.nameEn) || `option-${index + 1}`;
}

/** The form's values for a product as the API answers it (its variants on sale). */
export function toVariantsValues(product: ProductDetails): VariantsFormValues {
  return {
    options: (product.options ?? []).map((option) => ({
      key: option.key,
      nameEn: option.name.en,
      nameBn: option.name.bn,
      kind: option.kind,
      values: option.values.map((value) => ({
        key: value.key,
        labelEn: value.label.en,
        labelBn: value.label.bn,
        swatch: value.swatch ?? '',
      })),
    })),
    variants: (product.variants ?? []).map((variant) => ({
      sku: variant.sku,
      values: [...variant.values],
      price: String(variant.price),
      quantity: String(variant.quantity),
      savedQuantity: variant.quantity,
      img: variant.img ?? '',
      specs: (variant.specs ?? []).map((spec) => ({
        key: spec.key,
        value: typeof spec.value === 'boolean' ? spec.value : String(spec.value),
      })),
      archived: variant.archived,
    })),
  };
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * A variant's own values as sent: rows with a field and a value, numbers of number fields read
 * (Bengali digits too); a number that cannot be read stays text, so `checkVariantSpecs` names it.
 */
export function variantSpecsOf(
  groups: readonly SpecGroup[],
  rows: readonly VariantSpecForm[],
): ProductSpec[] {
  const fields = specFieldsByKey(groups);
  return rows.flatMap((row): ProductSpec[] => {
    if (row.key === '' || row.value === '') return [];
    const type = fields.get(row.key)?.type;
    if (typeof row.value === 'string' && (type === 'number' || type === undefined)) {
      // A field the template (not loaded) cannot tell: a number when it reads as one.
      const text = toAsciiDigits(row.value.trim());
      if (DECIMAL.test(text)) return [{ key: row.key, value: Number(text) }];
      if (type === 'number') return [{ key: row.key, value: row.value }];
    }
    return [{ key: row.key, value: typeof row.value === 'string' ? row.value.trim() : row.value }];
  });
}

const wholeNumber = (text: string): number => {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+$/.test(ascii) ? Number(ascii) : Number.NaN;
};

/** Whether the admin changed a row's stock (a new row: whether any stock was typed). */
export function stockChanged(variant: VariantForm): boolean {
  if (variant.savedQuantity === null) return variant.quantity.trim() !== '';
  return wholeNumber(variant.quantity) !== variant.savedQuantity;
}

/** The options as sent: trimmed, keys made, swatches only on colour options. */
export function toOptions(options: readonly OptionForm[]): ProductOption[] {
  return options.map((option, index) => ({
    key: optionKeyOf(option, index),
    name: { en: option.nameEn.trim(), bn: option.nameBn.trim() },
    kind: option.kind,
    values: option.values.map((value) => ({
      key: valueKeyOf(value),
      label: { en: value.labelEn.trim(), bn: value.labelBn.trim() },
      ...(option.kind === 'colour' && value.swatch.trim() ? { swatch: value.swatch.trim() } : {}),
    })),
  }));
}

/**
 * The whole save: every option, every row; `quantity` only for a row whose stock the admin changed
 * (a saved variant sent without it keeps the stock orders left it with). A saved row removed from
 * the form is left out, and the API archives it.
 */
export function toVariantsInput(
  values: VariantsFormValues,
  groups: readonly SpecGroup[] = [],
): VariantsInput {
  return {
    options: toOptions(values.options),
    variants: values.variants.map((variant) => ({
      sku: variant.sku.trim(),
      values: [...variant.values],
      price: wholeNumber(variant.price),
      ...(stockChanged(variant)
        ? { quantity: variant.quantity.trim() === '' ? 0 : wholeNumber(variant.quantity) }
        : {}),
      ...(variant.img ? { img: variant.img } : {}),
      // None: the product's sheet (a save without them clears a variant's own).
      ...ownSpecs(variantSpecsOf(groups, variant.specs ?? [])),
      archived: variant.archived,
    })),
  };
}

const ownSpecs = (specs: ProductSpec[]) => (specs.length > 0 ? { specs } : {});

/** `variants[2].sku` → `variants.2.sku`, `options[0].values[1].swatch` → `options.0.values.1.swatch`. */
export function formPathOfVariantField(apiField: string): string {
  return apiField.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * What the form refuses before sending: `checkVariants`, a photo not among the product's
 * (`photoUrls`) and spec values the template (`groups`) refuses — the API's own rules and messages.
 */
export function validateVariants(
  values: VariantsFormValues,
  groups: readonly SpecGroup[] = [],
  photoUrls?: readonly string[],
): VariantsProblems {
  const input = toVariantsInput(values, groups);
  const rows = input.variants.map((variant, index) => ({
    ...variant,
    quantity: variant.quantity ?? values.variants[index].savedQuantity ?? 0,
  }));
  const problems: VariantsProblems = {};
  for (const problem of checkVariants(input.options, rows)) {
    problems[formPathOfVariantField(problem.field)] ??= VARIANT_MESSAGES[problem.message];
  }
  if (rows.length > 0 && rows.every((variant) => variant.archived))
    problems.variants ??= VARIANT_MESSAGES.noneOnSale;
  if (photoUrls)
    for (const problem of checkVariantPhotos(photoUrls, input.variants))
      problems[formPathOfVariantField(problem.field)] ??= VARIANT_MESSAGES[problem.message];
  // Without the template (not loaded yet) the API checks them.
  if (groups.length > 0)
    for (const problem of checkVariantSpecs(groups, input.variants))
      problems[formPathOfVariantField(problem.field)] ??= problem.message;
  return problems;
}

/** Every combination of the options' values, in the options' order. */
export function combinationsOf(options: readonly OptionForm[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) =>
      rows.flatMap((row) =>
        option.values.map(valueKeyOf).flatMap((key) => (key ? [[...row, key]] : [])),
      ),
    [[]],
  );
}

/**
 * A SKU to suggest: the first words of the product's name, the value keys and the end of its id,
 * uppercase (`ZEBRA-SMARTWATCH-BLACK-L-00A1B2`, as `defaultSku` of @shop/rules ends a product's
 * only variant's), made unique among `taken` with a number when needed. The id keeps two products
 * whose names start alike ("Samsung Galaxy A15", "Samsung Galaxy S24") from being suggested the
 * same SKUs, which the shop refuses (a SKU names one variant of the whole catalogue); it comes
 * last so that the values, which tell a product's variants apart, show first in a narrow box.
 */
export function suggestSku(
  name: string,
  productId: string,
  keys: readonly string[],
  taken: readonly string[],
): string {
  const words = name
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.slice(0, 12));
  const nameAndValues = [
    ...(words.length > 0 ? words : ['SKU']),
    ...keys.map((key) => key.toUpperCase()),
  ]
    .join('-')
    .slice(0, 49)
    .replace(/-+$/, '');
  const base = `${nameAndValues}-${productId.slice(-6).toUpperCase()}`;
  const used = new Set(taken.map((sku) => sku.toUpperCase()));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The rows "Create missing combinations" adds: one per combination no row has yet, priced at the
 * product's price, stock empty (0), SKU suggested.
 */
export function missingVariants(
  values: VariantsFormValues,
  product: { _id: string; name: string; price: number },
): VariantForm[] {
  const have = new Set(values.variants.map((variant) => variant.values.join('\u0000')));
  const taken = values.variants.map((variant) => variant.sku);
  const rows: VariantForm[] = [];
  for (const combination of combinationsOf(values.options)) {
    if (have.has(combination.join('\u0000'))) continue;
    const sku = suggestSku(product.name, product._id, combination, taken);
    taken.push(sku);
    rows.push({
      sku,
      values: combination,
      price: String(product.price),
      quantity: '',
      savedQuantity: null,
      img: '',
      specs: [],
      archived: false,
    });
  }
  return rows;
}
