import type {
  Bilingual,
  PartCategory,
  ProductDetails,
  ProductPhoto,
  ProductSpec,
  SpecGroup,
  Warranty,
  WarrantyType,
} from '@shop/contracts';
import { toAsciiDigits, toBengaliDigits } from '@shop/i18n';
import {
  checkSpecs,
  DECIMAL_TEXT_PATTERN,
  MAX_SHIPPING_WEIGHT_GRAMS,
  specFieldsByKey,
} from '@shop/rules';

/** What PATCH /api/admin/products/:id takes: any of these. */
export interface ProductEdit {
  name?: string;
  nameBn?: string;
  description?: string;
  descriptionBn?: string;
  category?: PartCategory;
  brand?: string;
  warranty?: Warranty;
  specs?: ProductSpec[];
  photos?: ProductPhoto[];
  shippingWeightGrams?: number;
}

/** A photo on the form: its URL and alt texts as typed. */
export interface PhotoValue {
  url: string;
  altEn: string;
  altBn: string;
}

/** The edit form as typed: numbers of the spec sheet are text until sent ('' = not filled). */
export interface EditPartValues {
  name: string;
  nameBn: string;
  description: string;
  descriptionBn: string;
  category: PartCategory;
  brand: string;
  warrantyMonths: string;
  warrantyType: WarrantyType;
  coversEn: string;
  coversBn: string;
  /** By field key: text for number, choice and text fields, true/false for yes/no ones. */
  specs: Record<string, string | boolean | undefined>;
  photos: PhotoValue[];
  /** The packed parcel's grams as typed ('' = the category's default counts). */
  shippingWeightGrams: string;
}

/** A product has 1 to this many photos (the API's limit). */
export const MAX_PHOTOS = 8;

/** The form's values for a product as the API answers it. */
export function toEditValues(product: ProductDetails): EditPartValues {
  const specs: EditPartValues['specs'] = {};
  for (const spec of product.specs) {
    specs[spec.key] = typeof spec.value === 'boolean' ? spec.value : String(spec.value);
  }
  return {
    name: product.name,
    nameBn: product.nameBn ?? '',
    description: product.description,
    descriptionBn: product.descriptionBn ?? '',
    category: product.category,
    brand: product.brand,
    warrantyMonths: String(product.warranty?.months ?? 0),
    warrantyType: product.warranty?.type ?? 'shop',
    coversEn: product.warranty?.covers.en ?? '',
    coversBn: product.warranty?.covers.bn ?? '',
    specs,
    photos: product.photos.map((photo) => ({
      url: photo.url,
      altEn: photo.alt.en,
      altBn: photo.alt.bn,
    })),
    shippingWeightGrams:
      product.shippingWeightGrams === undefined ? '' : String(product.shippingWeightGrams),
  };
}

/** The grams typed (Bengali digits too), or NaN when they are not a whole number. */
export function gramsOf(text: string): number {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+$/.test(ascii) ? Number(ascii) : Number.NaN;
}

/**
 * The spec sheet as sent: the fields of the template that are filled, numbers read (Bengali digits
 * too); a number that cannot be read stays text, so checkSpecs names it.
 */
export function specsOf(
  groups: readonly SpecGroup[],
  values: EditPartValues['specs'],
): ProductSpec[] {
  const fields = specFieldsByKey(groups);
  const specs: ProductSpec[] = [];
  for (const [key, field] of fields) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    if (field.type === 'number' && typeof value === 'string') {
      const text = toAsciiDigits(value.trim());
      specs.push({ key, value: DECIMAL_TEXT_PATTERN.test(text) ? Number(text) : value });
    } else {
      specs.push({ key, value });
    }
  }
  return specs;
}

/** 0 months and nothing said it covers: the product has no warranty, and none is sent. */
export function noWarranty(values: EditPartValues): boolean {
  return (
    Number(toAsciiDigits(values.warrantyMonths.trim())) === 0 &&
    !values.coversEn.trim() &&
    !values.coversBn.trim()
  );
}

/** The whole edit: every field as the form holds it (the warranty left out when there is none). */
export function toProductEdit(values: EditPartValues, groups: readonly SpecGroup[]): ProductEdit {
  const months = Number(toAsciiDigits(values.warrantyMonths.trim()));
  return {
    ...(noWarranty(values)
      ? {}
      : {
          warranty: {
            months: Number.isInteger(months) ? months : Number.NaN,
            type: values.warrantyType,
            covers: { en: values.coversEn.trim(), bn: values.coversBn.trim() },
          },
        }),
    name: values.name.trim(),
    nameBn: values.nameBn.trim(),
    description: values.description.trim(),
    descriptionBn: values.descriptionBn.trim(),
    category: values.category,
    brand: values.brand.trim(),
    specs: specsOf(groups, values.specs),
    photos: values.photos.map((photo) => ({
      url: photo.url,
      alt: { en: photo.altEn.trim(), bn: photo.altBn.trim() },
    })),
    // Empty: the product keeps what it has (none: its category's default counts).
    ...(values.shippingWeightGrams.trim()
      ? { shippingWeightGrams: gramsOf(values.shippingWeightGrams) }
      : {}),
  };
}

/** A form path (`name`, `specs.battery-capacity`, `photos.0.altBn`) and what is wrong, in both languages. */
export type EditProblems = Record<string, Bilingual>;

const required = (en: string, bn: string): Bilingual => ({
  en: `${en} is Required`,
  bn: `${bn} দিতে হবে`,
});

/**
 * What the form refuses before sending (the API checks all of it again): a name and description,
 * warranty months 0–120, what the warranty covers, 1–8 photos each described in both languages,
 * and the spec sheet by `checkSpecs` against the category's template.
 */
export function validateEdit(
  values: EditPartValues,
  groups: readonly SpecGroup[],
  { weightRequired = false }: { weightRequired?: boolean } = {},
): EditProblems {
  const problems: EditProblems = {};
  const grams = gramsOf(values.shippingWeightGrams);
  if (values.shippingWeightGrams.trim() === '') {
    // A weight once set is not taken away by an empty box (the API keeps it): ask for one.
    if (weightRequired) {
      problems.shippingWeightGrams = {
        en: `Enter the parcel weight in grams (1 to ${MAX_SHIPPING_WEIGHT_GRAMS})`,
        bn: `পার্সেলের ওজন গ্রামে লিখুন (১ থেকে ${toBengaliDigits(String(MAX_SHIPPING_WEIGHT_GRAMS))})`,
      };
    }
  } else if (!(grams >= 1 && grams <= MAX_SHIPPING_WEIGHT_GRAMS)) {
    problems.shippingWeightGrams = {
      en: `Parcel weight must be a whole number of grams, 1 to ${MAX_SHIPPING_WEIGHT_GRAMS}`,
      bn: `পার্সেলের ওজন ১ থেকে ${toBengaliDigits(String(MAX_SHIPPING_WEIGHT_GRAMS))} গ্রামের মধ্যে পূর্ণ সংখ্যা হতে হবে`,
    };
  }
  if (!values.name.trim()) problems.name = required('Name', 'নাম');
  if (!values.description.trim()) problems.description = required('Description', 'বিবরণ');
  const months = Number(toAsciiDigits(values.warrantyMonths.trim()));
  if (!/^\d+$/.test(toAsciiDigits(values.warrantyMonths.trim())) || months > 120) {
    problems.warrantyMonths = {
      en: 'Warranty must be 0 to 120 months',
      bn: 'ওয়ারেন্টি ০ থেকে ১২০ মাস হতে হবে',
    };
  }
  if (!noWarranty(values) && !values.coversEn.trim())
    problems.coversEn = required('What the warranty covers', 'ওয়ারেন্টিতে যা কভার করে');
  if (!noWarranty(values) && !values.coversBn.trim())
    problems.coversBn = required('What the warranty covers', 'ওয়ারেন্টিতে যা কভার করে');
  if (values.photos.length === 0) {
    problems.photos = { en: 'Add at least one photo', bn: 'অন্তত একটি ছবি দিন' };
  }
  values.photos.forEach((photo, index) => {
    if (!photo.altEn.trim())
      problems[`photos.${index}.altEn`] = required('What the photo shows', 'ছবিতে যা দেখা যায়');
    if (!photo.altBn.trim())
      problems[`photos.${index}.altBn`] = required('What the photo shows', 'ছবিতে যা দেখা যায়');
  });
  for (const problem of checkSpecs(groups, specsOf(groups, values.specs))) {
    problems[`specs.${problem.key}`] ??= problem.message;
  }
  return problems;
}

/**
 * The form path of a field the API named (`photos.0.alt.bn` → `photos.0.altBn`,
 * `warranty.months` → `warrantyMonths`); other fields keep their name.
 */
export function formPathOf(apiField: string): string {
  const photo = /^photos\.(\d+)\.(url|alt\.(en|bn))$/.exec(apiField);
  if (photo)
    return photo[2] === 'url'
      ? `photos.${photo[1]}.url`
      : `photos.${photo[1]}.alt${photo[3] === 'en' ? 'En' : 'Bn'}`;
  const warranty: Record<string, string> = {
    'warranty.months': 'warrantyMonths',
    'warranty.covers.en': 'coversEn',
    'warranty.covers.bn': 'coversBn',
  };
  return warranty[apiField] ?? apiField;
}
