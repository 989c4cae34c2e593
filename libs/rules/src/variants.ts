/**
 * Variants: what a product comes in (options) and the combinations sold (variants), shared by the
 * admin's form and the API so both check and say the same thing; and how a variant is named to
 * people ("Blue, 8/256 GB") on pages, in orders, mails and SMS.
 */
import {
  type Bilingual,
  MAX_PRODUCT_OPTIONS,
  type ProductOption,
  type ProductSpec,
  type ProductVariant,
  type SpecGroup,
} from '@shop/contracts';
import { checkSpecs, type SpecProblem } from './spec-sheet';

export const VARIANT_MESSAGES = {
  required: { en: 'Choose a variant of this product', bn: 'পণ্যটির একটি ভ্যারিয়েন্ট বেছে নিন' },
  notOfProduct: {
    en: 'That variant is not one of this product',
    bn: 'এই ভ্যারিয়েন্টটি এই পণ্যের নয়',
  },
  archived: { en: 'That variant is no longer sold', bn: 'এই ভ্যারিয়েন্টটি আর বিক্রি হয় না' },
  tooManyOptions: {
    en: `A product has at most ${MAX_PRODUCT_OPTIONS} options`,
    bn: `একটি পণ্যের সর্বোচ্চ ৩টি অপশন থাকতে পারে`,
  },
  optionKey: {
    en: 'Each option needs its own key (lowercase letters, digits and dashes)',
    bn: 'প্রতিটি অপশনের আলাদা কী লাগবে (ছোট হাতের অক্ষর, সংখ্যা ও ড্যাশ)',
  },
  optionName: {
    en: 'Each option needs a name in English and in Bengali',
    bn: 'প্রতিটি অপশনের নাম ইংরেজি ও বাংলায় লিখতে হবে',
  },
  optionValues: {
    en: 'Each option needs at least one value, each with its own key and a label in both languages',
    bn: 'প্রতিটি অপশনে অন্তত একটি মান লাগবে, প্রতিটির আলাদা কী এবং দুই ভাষায় নাম',
  },
  swatch: {
    en: 'A colour must be a colour code such as #1f6feb',
    bn: 'রং একটি কালার কোড হতে হবে, যেমন #1f6feb',
  },
  noVariants: {
    en: 'A product needs at least one variant',
    bn: 'একটি পণ্যের অন্তত একটি ভ্যারিয়েন্ট লাগবে',
  },
  noOptionsOneVariant: {
    en: 'A product without options has exactly one variant',
    bn: 'অপশন ছাড়া পণ্যের ঠিক একটি ভ্যারিয়েন্ট থাকে',
  },
  skuFormat: {
    en: 'A SKU is 2 to 60 letters, digits, dots, dashes or underscores',
    bn: 'এসকেইউ ২ থেকে ৬০টি অক্ষর, সংখ্যা, ডট, ড্যাশ বা আন্ডারস্কোর হতে হবে',
  },
  duplicateSku: { en: 'That SKU is already used', bn: 'এই এসকেইউ আগেই ব্যবহার হয়েছে' },
  values: {
    en: "A variant names one value of each option, from that option's values",
    bn: 'প্রতিটি ভ্যারিয়েন্টে প্রতিটি অপশনের তালিকা থেকে একটি করে মান থাকতে হবে',
  },
  duplicateCombination: {
    en: 'Two variants have the same combination of options',
    bn: 'দুটি ভ্যারিয়েন্টে অপশনের একই সমন্বয় রয়েছে',
  },
  price: {
    en: 'A price is a whole number of taka, 0 or more',
    bn: 'দাম ০ বা তার বেশি পূর্ণ টাকায় হতে হবে',
  },
  quantity: {
    en: 'Stock is a whole number of units, 0 or more',
    bn: 'স্টক ০ বা তার বেশি পূর্ণ সংখ্যা হতে হবে',
  },
  noneOnSale: {
    en: 'Keep at least one variant on sale (archive the product to stop selling it)',
    bn: 'অন্তত একটি ভ্যারিয়েন্ট বিক্রিতে রাখুন (পুরো পণ্য বন্ধ করতে পণ্যটি মুছুন)',
  },
  imageNotPhoto: {
    en: "A variant's photo must be one of the product's photos",
    bn: 'ভ্যারিয়েন্টের ছবি পণ্যের ছবিগুলোর একটি হতে হবে',
  },
  lineRepeated: {
    en: 'Each variant of a product may appear only once in an order',
    bn: 'একটি অর্ডারে একই ভ্যারিয়েন্ট একবারই থাকতে পারে',
  },
  perVariant: {
    en: "This product comes in variants: set each variant's price and stock on its edit page",
    bn: 'এই পণ্যের একাধিক ভ্যারিয়েন্ট আছে: প্রতিটির দাম ও স্টক পণ্যের এডিট পাতায় দিন',
  },
} as const satisfies Record<string, Bilingual>;

export type VariantMessage = keyof typeof VARIANT_MESSAGES;

/** A problem found in a product's options and variants: where, and which message. */
export interface VariantProblem {
  /** The field, as the API's error names it: `options[1].values`, `variants[2].sku`. */
  field: string;
  message: VariantMessage;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A SKU: 2 to 60 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,59}$/;
const SWATCH = /^#[0-9a-fA-F]{6}$/;

/** Whether two SKUs are the same to people (and to the shop): case is not a difference. */
export function sameSku(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/**
 * The problems of a product's options and variants, empty when they can be saved: 0 to 3 options
 * with unique keys, names and values; at least one variant; a product without options exactly one;
 * each variant one value of each option, no combination twice, SKUs well-formed and unique in the
 * product, whole non-negative prices and stock. (Unique across the shop is the API's check.)
 */
export function checkVariants(
  options: readonly ProductOption[],
  variants: readonly Pick<ProductVariant, 'sku' | 'values' | 'price' | 'quantity'>[],
): VariantProblem[] {
  const problems: VariantProblem[] = [];
  if (options.length > MAX_PRODUCT_OPTIONS)
    problems.push({ field: 'options', message: 'tooManyOptions' });
  const optionKeys = new Set<string>();
  options.forEach((option, i) => {
    if (!KEY.test(option.key) || optionKeys.has(option.key))
      problems.push({ field: `options[${i}].key`, message: 'optionKey' });
    optionKeys.add(option.key);
    if (!bothLanguages(option.name))
      problems.push({ field: `options[${i}].name`, message: 'optionName' });
    const valueKeys = new Set(option.values.map((value) => value.key));
    const valuesOk =
      option.values.length > 0 &&
      valueKeys.size === option.values.length &&
      option.values.every((value) => KEY.test(value.key) && bothLanguages(value.label));
    if (!valuesOk) problems.push({ field: `options[${i}].values`, message: 'optionValues' });
    option.values.forEach((value, j) => {
      if (value.swatch !== undefined && !SWATCH.test(value.swatch))
        problems.push({ field: `options[${i}].values[${j}].swatch`, message: 'swatch' });
    });
  });
  if (variants.length === 0) problems.push({ field: 'variants', message: 'noVariants' });
  if (options.length === 0 && variants.length > 1)
    problems.push({ field: 'variants', message: 'noOptionsOneVariant' });
  const skus: string[] = [];
  const combinations = new Set<string>();
  variants.forEach((variant, i) => {
    if (!SKU_PATTERN.test(variant.sku))
      problems.push({ field: `variants[${i}].sku`, message: 'skuFormat' });
    else if (skus.some((sku) => sameSku(sku, variant.sku)))
      problems.push({ field: `variants[${i}].sku`, message: 'duplicateSku' });
    skus.push(variant.sku);
    const valuesOk =
      variant.values.length === options.length &&
      variant.values.every((key, k) => options[k].values.some((value) => value.key === key));
    if (!valuesOk) problems.push({ field: `variants[${i}].values`, message: 'values' });
    else {
      const combination = variant.values.join('\u0000');
      if (combinations.has(combination))
        problems.push({ field: `variants[${i}].values`, message: 'duplicateCombination' });
      combinations.add(combination);
    }
    if (!Number.isInteger(variant.price) || variant.price < 0)
      problems.push({ field: `variants[${i}].price`, message: 'price' });
    if (!Number.isInteger(variant.quantity) || variant.quantity < 0)
      problems.push({ field: `variants[${i}].quantity`, message: 'quantity' });
  });
  return problems;
}

/**
 * How a variant is named to people: its option values' labels, joined ("Blue, 8/256 GB"); empty
 * for the one variant of a product without options. Unknown keys are skipped.
 */
export function variantLabel(
  options: readonly ProductOption[],
  values: readonly string[],
): Bilingual {
  const labels = values.flatMap((key, i) => {
    const value = options[i]?.values.find((candidate) => candidate.key === key);
    return value ? [value.label] : [];
  });
  return {
    en: labels.map((label) => label.en).join(', '),
    bn: labels.map((label) => label.bn).join(', '),
  };
}

// Its own module: Add to cart and the order lines need it on pages that need no other variant rule.
export { nameWithVariant } from './variant-name';

/** The variants on sale: the lowest price and the summed stock (the spec's one price and quantity). */
export function variantTotals(
  variants: readonly Pick<ProductVariant, 'price' | 'quantity' | 'archived'>[],
): { price: number; quantity: number } {
  const onSale = variants.filter((variant) => !variant.archived);
  if (onSale.length === 0) return { price: 0, quantity: 0 };
  return {
    price: Math.min(...onSale.map((variant) => variant.price)),
    quantity: onSale.reduce((sum, variant) => sum + variant.quantity, 0),
  };
}

function bothLanguages(text: Bilingual | undefined): boolean {
  return !!text && text.en.trim() !== '' && text.bn.trim() !== '';
}

/**
 * The SKU a product's one variant gets when nobody chose one (products added by the spec's form,
 * products written before variants): the first words of its name and the end of its id, e.g.
 * `XIAOMI-REDMI-WATCH-000001`. Unique because ids are; readable on a packing slip.
 */
export function defaultSku(name: string, id: string): string {
  const words = name
    .normalize('NFKD')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word.slice(0, 12));
  return [...words, id.slice(-6).toUpperCase()].join('-');
}

/**
 * Where a variant's photo is wrong: each variant's `img` must be empty or one of the product's
 * photos' URLs (the admin picks among them; a picture no one can see on the product is refused).
 */
export function checkVariantPhotos(
  photoUrls: readonly string[],
  variants: readonly Pick<ProductVariant, 'img'>[],
): VariantProblem[] {
  const urls = new Set(photoUrls);
  return variants.flatMap((variant, i): VariantProblem[] =>
    variant.img && !urls.has(variant.img)
      ? [{ field: `variants[${i}].img`, message: 'imageNotPhoto' }]
      : [],
  );
}

/** A problem of one variant's spec values: `variants[2].specs.storage` and what is wrong. */
export interface VariantSpecProblem extends Pick<SpecProblem, 'code' | 'message'> {
  field: string;
}

/**
 * The problems of the variants' own spec values, each checked as a product's sheet is
 * (`checkSpecs` against the category's template: known keys, once each, values of their type).
 */
export function checkVariantSpecs(
  groups: readonly SpecGroup[],
  variants: readonly Pick<ProductVariant, 'specs'>[],
): VariantSpecProblem[] {
  return variants.flatMap((variant, i) =>
    checkSpecs(groups, variant.specs ?? []).map((problem) => ({
      field: `variants[${i}].specs.${problem.key}`,
      code: problem.code,
      message: problem.message,
    })),
  );
}

/**
 * The spec sheet a variant is shown with: the product's rows, each replaced by the variant's value
 * for the same key, then the variant's keys the product has no row for (a template's order is
 * the table's business). No variant, or one without specs: the product's sheet as it is.
 */
export function variantSpecs(
  specs: readonly ProductSpec[],
  variant: Pick<ProductVariant, 'specs'> | undefined,
): ProductSpec[] {
  const overrides = variant?.specs ?? [];
  if (overrides.length === 0) return [...specs];
  const byKey = new Map(overrides.map((spec) => [spec.key, spec]));
  const own = new Set(specs.map((spec) => spec.key));
  return [
    ...specs.map((spec) => byKey.get(spec.key) ?? spec),
    ...overrides.filter((spec) => !own.has(spec.key)),
  ];
}
