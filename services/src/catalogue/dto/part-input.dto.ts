import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { NewPart } from '@shop/contracts';
import { parseWholeAmount, PRODUCT_LIMITS, type ProductFields, validateProduct } from '@shop/rules';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRule, Trimmed } from '../../common';
import { STORED_URL } from '../../images';

/** `img` is not a photo of the shop's own storage (an external URL, a made-up or deleted file). */
export const PART_IMAGE_NOT_STORED = 'Image must be a photo uploaded to the shop';

/** Name and description: the limits of `@shop/rules` (the Add form checks them too); img: ours. */
export const PART_TEXT_LIMITS = {
  name: PRODUCT_LIMITS.name,
  description: PRODUCT_LIMITS.description,
  img: 200,
} as const;

/** The Add Product rule of @shop/rules for one field: the spec's message of the first broken rule. */
function productRule(field: keyof ProductFields): (value: unknown) => string | undefined {
  return (value) => validateProduct({ [field]: value })[field];
}

/** A required text field, checked in this order: the spec's rule, text, length. */
function ProductText(field: 'name' | 'description' | 'img', example: string): PropertyDecorator {
  const max = PART_TEXT_LIMITS[field];
  const label = field === 'img' ? 'Image path' : field[0].toUpperCase() + field.slice(1);
  return applyDecorators(
    ApiProperty({
      example,
      maxLength: max,
      ...(field === 'img'
        ? {
            pattern: STORED_URL.source,
            description: `An image uploaded with POST /api/images that is still stored (another → 400 '${PART_IMAGE_NOT_STORED}')`,
          }
        : {}),
    }),
    Trimmed(),
    FollowsRule(`product-${field}`, productRule(field)),
    IsString({ message: `${label} must be text` }),
    // Name and description: the rule counts the characters (trimmed); img is ASCII.
    ...(field === 'img'
      ? [MaxLength(max, { message: `${label} must be ${max} characters or shorter` })]
      : []),
  );
}

/**
 * What AMOUNT_PATTERN accepts within the limits of PRODUCT_LIMITS, for the document: a price's whole
 * part is 1 to 1000000000 (a product on sale costs at least ৳1), a quantity's 0 to 1000000000.
 */
const AMOUNT_SCHEMAS = {
  price: {
    text: '^([1-9]\\d{0,8}|1000000000)(\\.\\d+)?$',
    minimum: PRODUCT_LIMITS.minPrice,
    maximum: PRODUCT_LIMITS.maxPrice,
  },
  quantity: {
    text: '^(0|[1-9]\\d{0,8}|1000000000)(\\.\\d+)?$',
    minimum: 0,
    maximum: PRODUCT_LIMITS.maxQuantity,
  },
} as const;

/**
 * Price or quantity as the admin types it: text or a number, non-negative, no leading zeros, an
 * optional decimal part that is dropped when stored (`"1250.75"` → 1250), within PRODUCT_LIMITS once
 * truncated (a price at least 1). See parseWholeAmount and productPriceError.
 */
export function ProductAmount(field: 'price' | 'quantity', example: string): PropertyDecorator {
  const { text, minimum, maximum } = AMOUNT_SCHEMAS[field];
  return applyDecorators(
    ApiProperty({
      oneOf: [
        { type: 'string', pattern: text },
        { type: 'number', minimum, maximum: maximum + 1, exclusiveMaximum: true },
      ],
      example,
      description: 'Text or number; a decimal part is truncated (whole taka / whole units)',
    }),
    FollowsRule(`product-${field}`, productRule(field)),
  );
}

/**
 * A field of the whole part object the spec's client sends back: accepted, never applied, but of the
 * type GET /api/part answers it with (text, or for an amount text or a number).
 */
function Ignored(field: string, kind: 'text' | 'amount' = 'text'): PropertyDecorator {
  const description = 'Accepted (the spec sends the whole part) and ignored';
  if (kind === 'text') {
    return applyDecorators(
      ApiPropertyOptional({ type: String, description }),
      IsOptional(),
      IsString({ message: `${field} must be text` }),
    );
  }
  return applyDecorators(
    ApiPropertyOptional({ oneOf: [{ type: 'string' }, { type: 'number' }], description }),
    IsOptional(),
    FollowsRule(`ignored-${field}`, (value) =>
      typeof value === 'string' || typeof value === 'number'
        ? undefined
        : `${field} must be text or a number`,
    ),
  );
}

/**
 * Any JSON value. Said in full: a property typed `unknown` would otherwise be documented as an
 * object, and schemathesis then expects the API to refuse `"photos": -173`, which it accepts.
 */
const ANY_JSON_VALUE = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object' },
    { type: 'array', items: {} },
  ],
};

/** A field of the product's details the spec's client sends back: any value, ignored. */
function IgnoredDetail(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      description: 'Accepted (GET /api/product/:id answers it; the spec sends it back) and ignored',
      ...ANY_JSON_VALUE,
    }),
    Allow(),
  );
}

/** The whole amount of a validated price or quantity. */
export function wholeAmount(value: string | number): number {
  const whole = parseWholeAmount(value);
  if (whole === undefined) throw new RangeError(`Amount not validated: ${String(value)}`);
  return whole;
}

/** `POST /api/part`: Add a New Product (spec §5). */
export class CreatePartDto implements NewPart {
  @ProductText('name', 'QCY T13 TWS Earbuds')
  name!: string;

  @ProductAmount('price', '1450')
  price!: string | number;

  @ProductAmount('quantity', '40')
  quantity!: string | number;

  @ProductText('description', 'Budget TWS earbuds with 30 hours of playback with the case.')
  description!: string;

  @ProductText('img', '/uploads/images/0123456789abcdef0123456789abcdef-800.webp')
  img!: string;
}

/** The part object as the spec's client sends it back; only the subclass's own field is applied. */
abstract class WholePartDto {
  @Ignored('_id')
  _id?: unknown;

  @Ignored('name')
  name?: unknown;

  @Ignored('img')
  img?: unknown;

  @Ignored('description')
  description?: unknown;

  // What GET /api/product/:id (and /api/part) answers beyond the spec's fields, sent back by the spec's
  // client: accepted whatever they hold and ignored (edited through PATCH /api/admin/products/:id).
  @IgnoredDetail()
  nameBn?: unknown;

  @IgnoredDetail()
  descriptionBn?: unknown;

  @IgnoredDetail()
  category?: unknown;

  @IgnoredDetail()
  brand?: unknown;

  @IgnoredDetail()
  warranty?: unknown;

  @IgnoredDetail()
  specs?: unknown;

  @IgnoredDetail()
  photos?: unknown;

  @IgnoredDetail()
  options?: unknown;

  @IgnoredDetail()
  variants?: unknown;

  @IgnoredDetail()
  variantCount?: unknown;
}

/** `PUT /api/part/:id`: the whole part with `quantity` changed; only the quantity is applied. */
export class UpdatePartQuantityDto extends WholePartDto {
  @Ignored('price', 'amount')
  price?: unknown;

  @ProductAmount('quantity', '25')
  quantity!: string | number;
}

/** `PUT /api/priceUpdate/:id`: the whole part with `price` changed; only the price is applied. */
export class UpdatePartPriceDto extends WholePartDto {
  @ProductAmount('price', '1399')
  price!: string | number;

  @Ignored('quantity', 'amount')
  quantity?: unknown;
}
