import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type NewBooking,
  type NewOrder,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@shop/contracts';
import {
  MAX_ORDER_LINES,
  MAX_UNITS_PER_LINE,
  quantityError,
  SKU_PATTERN,
  VARIANT_MESSAGES,
} from '@shop/rules';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ContactFields, DecimalText, FollowsRule, OBJECT_ID_PATTERN } from '../../common';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Our messages for the order's shape (the spec has none for these). */
export const ORDER_SHAPE_MESSAGES = {
  partId: 'Choose a product: its id is a 24-character hexadecimal id',
  linesRequired: 'Add at least one product to the order',
  linesTooMany: `An order holds at most ${MAX_ORDER_LINES} different products`,
  lineShape: 'Each order line needs a partId and a quantity',
  lineRepeated: 'Each product (each variant of one) may appear only once in an order',
  sku: VARIANT_MESSAGES.skuFormat.en,
  paymentMethod: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}`,
} as const;

/** Form inputs send text: decimal digits become a number, anything else is left for the rule to refuse. */
const toQuantity = DecimalText();

export function partIdError(value: unknown): string | undefined {
  return typeof value === 'string' && OBJECT_ID.test(value)
    ? undefined
    : ORDER_SHAPE_MESSAGES.partId;
}

/** A line's variant: absent (a product sold in one variant), or a well-formed SKU. */
export function skuError(value: unknown): string | undefined {
  return value === undefined || (typeof value === 'string' && SKU_PATTERN.test(value))
    ? undefined
    : ORDER_SHAPE_MESSAGES.sku;
}

/**
 * The cart's lines: 1 to MAX_ORDER_LINES distinct products (or variants of one), each with a
 * valid quantity.
 */
export function orderLinesError(lines: unknown): string | undefined {
  if (!Array.isArray(lines) || lines.length === 0) return ORDER_SHAPE_MESSAGES.linesRequired;
  if (lines.length > MAX_ORDER_LINES) return ORDER_SHAPE_MESSAGES.linesTooMany;
  const seen = new Set<string>();
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null || Array.isArray(line))
      return ORDER_SHAPE_MESSAGES.lineShape;
    const { partId, sku, quantity } = line as { partId?: unknown; sku?: unknown; quantity?: unknown };
    const message = partIdError(partId) ?? skuError(sku) ?? quantityError(quantity);
    if (message) return message;
    const key = `${(partId as string).toLowerCase()}/${typeof sku === 'string' ? sku.toUpperCase() : ''}`;
    if (seen.has(key)) return ORDER_SHAPE_MESSAGES.lineRepeated;
    seen.add(key);
  }
  return undefined;
}

/** The contact and delivery fields both forms share (common/validation), and the payment method. */
const ContactField = {
  ...ContactFields,
  area: () =>
    applyDecorators(
      ApiPropertyOptional({
        maxLength: 60,
        example: 'Savar',
        description:
          'In Dhaka district: the area (DHAKA_AREAS of @shop/rules), which decides Dhaka city or its suburbs for the delivery charge; an unlisted one counts as the city. Ignored elsewhere.',
      }),
      IsOptional(),
      IsString({ message: 'area must be text of at most 60 characters' }),
      MaxLength(60, { message: 'area must be text of at most 60 characters' }),
    ),
  paymentMethod: () =>
    applyDecorators(
      ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cod' }),
      IsOptional(),
      IsIn(PAYMENT_METHODS, { message: ORDER_SHAPE_MESSAGES.paymentMethod }),
    ),
};

/** A field of the spec's booking payload that is accepted and ignored, but must be text. */
function IgnoredText(field: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, description }),
    IsOptional(),
    IsString({ message: `${field} must be text` }),
  );
}

/**
 * `POST /api/booking`: the spec's payload. Only partsId, quantity, name, phone, address, district and
 * paymentMethod are used; partsName, email, price and img are accepted and ignored (the email is the
 * signed-in account's, the price the catalogue's).
 */
export class CreateBookingDto implements NewBooking {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e000000000000000008' })
  @FollowsRule('partId', partIdError)
  partsId!: string;

  @ApiPropertyOptional({
    pattern: SKU_PATTERN.source,
    example: 'SAMSUNG-GALAXY-A15-BLUE-128',
    description:
      'Beyond the spec: the variant. Required for a product sold in several (400 naming `sku` without it)',
  })
  @IsOptional()
  @FollowsRule('sku', skuError)
  sku?: string;

  @ContactField.name()
  name!: string;

  @ApiProperty({
    type: 'integer',
    example: 1,
    minimum: 1,
    maximum: MAX_UNITS_PER_LINE,
    description: `At most MAX_UNITS_PER_LINE (default ${MAX_UNITS_PER_LINE}) of one product: above it, 400 TOO_MANY_UNITS naming the field`,
  })
  @toQuantity
  @FollowsRule('quantity', (value) => quantityError(value))
  quantity!: number;

  @ContactField.phone()
  phone!: string;

  @ContactField.address()
  address!: string;

  @ContactField.district()
  district!: string;

  @ContactField.area()
  area?: string;

  @ContactField.paymentMethod()
  paymentMethod?: PaymentMethod;

  @IgnoredText('partsName', 'Ignored: the catalogue name is used')
  partsName?: string;

  @IgnoredText('email', "Ignored: the signed-in account's email is used")
  email?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description: 'Ignored: the price comes from the catalogue',
  })
  @IsOptional()
  @FollowsRule('ignoredPrice', (value) =>
    typeof value === 'number' || typeof value === 'string'
      ? undefined
      : 'price must be text or a number',
  )
  price?: number | string;

  @IgnoredText('img', "Ignored: the catalogue's picture is used")
  img?: string;
}

export class NewOrderLineDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e000000000000000008' })
  partId!: string;

  @ApiPropertyOptional({
    pattern: SKU_PATTERN.source,
    example: 'SAMSUNG-GALAXY-A15-BLUE-128',
    description: 'The variant: required for a product sold in several',
  })
  sku?: string;

  @ApiProperty({
    type: 'integer',
    example: 2,
    minimum: 1,
    maximum: MAX_UNITS_PER_LINE,
    description: `At most MAX_UNITS_PER_LINE (default ${MAX_UNITS_PER_LINE}) of one product: above it, 400 TOO_MANY_UNITS naming the field`,
  })
  quantity!: number;
}

/**
 * A list of order lines (`[{partId, sku?, quantity}]`, at most MAX_ORDER_LINES, no line twice) checked by
 * orderLinesError under `rule`: the cart's checkout and a return's lines.
 */
export function OrderLinesField(rule: string, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: NewOrderLineDto,
      isArray: true,
      minItems: 1,
      maxItems: MAX_ORDER_LINES,
      uniqueItems: true,
      ...(description ? { description } : {}),
    }),
    FollowsRule(rule, orderLinesError),
  );
}

/** `POST /api/orders`: the cart's checkout, one order for every line. */
export class CreateOrderDto implements NewOrder {
  // uniqueItems: a line twice is refused (so is a product twice with other quantities, which no
  // schema can say).
  @OrderLinesField('orderLines')
  lines!: NewOrderLineDto[];

  @ContactField.name()
  name!: string;

  @ContactField.phone()
  phone!: string;

  @ContactField.address()
  address!: string;

  @ContactField.district()
  district!: string;

  @ContactField.area()
  area?: string;

  @ContactField.paymentMethod()
  paymentMethod?: PaymentMethod;
}
