import { MAX_IMAGE_BYTES } from '@shop/contracts';
import { toAsciiDigits } from '@shop/i18n';
import {
  parseWholeAmount,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  productPriceError,
  validateProduct,
} from '@shop/rules';

/** Add a New Product as typed: price and quantity are text until sent, the photo a file. */
export interface ProductFormValues {
  name: string;
  price: string;
  quantity: string;
  description: string;
  img: File | null;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  quantity: '',
  description: '',
  img: null,
};

/** What the image storage accepts (it checks the content again; this saves a pointless upload). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest photo, in MB (as the messages say it). */
export const PHOTO_MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;
export const PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = `The photo must be ${PHOTO_MAX_MB} MB or smaller.`;

/**
 * The form's own messages (the photo's; the others are `@shop/rules'`, translated through
 * `useRuleMessage`): the English the validator keeps in the form state → its key in the admin
 * messages, where it is shown in the active language.
 */
const PHOTO_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  [PHOTO_TYPE_MESSAGE, 'parts.add.photoType'],
  [PHOTO_SIZE_MESSAGE, 'parts.add.photoSize'],
]);

export function photoMessageKey(message: string): string | undefined {
  return PHOTO_MESSAGE_KEYS.get(message);
}

/** A price or quantity as typed, with Bengali digits read as digits ("১২৫০" is 1250). */
export function amountText(typed: string): string {
  return toAsciiDigits(typed.trim());
}

/** The whole taka a typed price is stored as (decimals dropped), or undefined while not valid. */
export function storedPrice(typed: string): number | undefined {
  const text = amountText(typed);
  return text && !productPriceError(text) ? parseWholeAmount(text) : undefined;
}

/**
 * Spec §5 Add Product rules and every limit the API enforces (the API's own validator and
 * messages: name and description lengths, price ৳1 to the maximum, quantity up to the maximum),
 * plus the photo's type and size — all checked before the photo is uploaded.
 */
export function validateProductForm(
  values: ProductFormValues,
): Partial<Record<keyof ProductFormValues, string>> {
  const errors: Partial<Record<keyof ProductFormValues, string>> = validateProduct({
    ...values,
    price: amountText(values.price),
    quantity: amountText(values.quantity),
    img: values.img ?? undefined,
  });
  const file = values.img;
  if (file && !errors.img) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) errors.img = PHOTO_TYPE_MESSAGE;
    else if (file.size > MAX_IMAGE_BYTES) errors.img = PHOTO_SIZE_MESSAGE;
  }
  return errors;
}

/** The valid form as `POST /part` takes it (price and quantity as whole numbers, texts trimmed). */
export function toNewPart(values: ProductFormValues, img: string) {
  return {
    name: values.name.trim(),
    price: parseWholeAmount(amountText(values.price)) as number,
    quantity: parseWholeAmount(amountText(values.quantity)) as number,
    description: values.description.trim(),
    img,
  };
}

/** Characters as the API counts them: of the trimmed text, an emoji one character. */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

export { PRODUCT_LIMITS, PRODUCT_MESSAGES };
