import { MAX_IMAGE_BYTES } from '@shop/contracts';
import { parseWholeAmount, PRODUCT_MESSAGES, validateProduct } from '@shop/rules';

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

/** Spec §8 toasts. */
export const PART_ADDED_MESSAGE = 'Parts added successfully';
export const PART_FAILED_MESSAGE = 'Failed to add the Parts';

/** What the image storage accepts (it checks the content again; this saves a pointless upload). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_TYPE_MESSAGE = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_MESSAGE = `The photo must be ${MAX_IMAGE_BYTES / 1024 / 1024} MB or smaller.`;

/** Spec §5 Add Product rules (the API's own validator and messages), plus the photo's type and size. */
export function validateProductForm(
  values: ProductFormValues,
): Partial<Record<keyof ProductFormValues, string>> {
  const errors: Partial<Record<keyof ProductFormValues, string>> = validateProduct({
    ...values,
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
    price: parseWholeAmount(values.price) as number,
    quantity: parseWholeAmount(values.quantity) as number,
    description: values.description.trim(),
    img,
  };
}

export { PRODUCT_MESSAGES };
