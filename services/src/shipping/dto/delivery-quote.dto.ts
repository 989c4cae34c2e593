import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts';
import {
  BANGLADESH_DISTRICTS,
  DELIVERY_ZONES,
  type DeliveryQuote,
  type DeliveryZone,
  DHAKA_AREAS,
  MAX_ORDER_LINES,
  MAX_UNITS_PER_LINE,
  SKU_PATTERN,
} from '@shop/rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common';

export class QuoteLineDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e000000000000000008' })
  @IsString({ message: 'partId must be a 24-character hex id' })
  @Matches(new RegExp(OBJECT_ID_PATTERN), { message: 'partId must be a 24-character hex id' })
  partId!: string;

  // Sent as null, it is left out (IsOptional), as the order's lines take it.
  @ApiPropertyOptional({
    pattern: SKU_PATTERN.source,
    example: 'SAMSUNG-GALAXY-A15-BLUE-128',
    nullable: true,
  })
  @IsOptional()
  @IsString({ message: 'sku must be text' })
  @MaxLength(64, { message: 'sku must be 64 characters or shorter' })
  @Matches(SKU_PATTERN, { message: 'sku must be a variant code: letters, digits, . _ and -' })
  sku?: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_UNITS_PER_LINE, example: 1 })
  @IsInt({ message: `quantity must be a whole number from 1 to ${MAX_UNITS_PER_LINE}` })
  @Min(1, { message: `quantity must be a whole number from 1 to ${MAX_UNITS_PER_LINE}` })
  @Max(MAX_UNITS_PER_LINE, {
    message: `quantity must be a whole number from 1 to ${MAX_UNITS_PER_LINE}`,
  })
  quantity!: number;
}

/** `POST /api/shipping/quote`: the delivery charge of an address and the lines about to be ordered. */
export class DeliveryQuoteRequestDto {
  @ApiProperty({
    example: 'Sylhet',
    maxLength: 40,
    description: `One of the 64 districts (${BANGLADESH_DISTRICTS.length}); another answers 400 naming district, in English and Bengali (messageBn)`,
  })
  @IsString({ message: 'Choose one of the 64 districts' })
  @MaxLength(40, { message: 'Choose one of the 64 districts' })
  district!: string;

  @ApiPropertyOptional({
    maxLength: 60,
    example: 'Savar',
    description: `In Dhaka district: the area, which decides city or suburbs (${DHAKA_AREAS.map((a) => a.name).join(', ')}); an unlisted one counts as the city. Ignored elsewhere.`,
  })
  @IsOptional()
  @IsString({ message: 'area must be text' })
  @MaxLength(60, { message: 'area must be 60 characters or shorter' })
  area?: string;

  @ApiProperty({ type: QuoteLineDto, isArray: true, minItems: 1, maxItems: MAX_ORDER_LINES })
  @IsArray({ message: `lines must be a list of 1 to ${MAX_ORDER_LINES} lines` })
  @ArrayMinSize(1, { message: `lines must be a list of 1 to ${MAX_ORDER_LINES} lines` })
  @ArrayMaxSize(MAX_ORDER_LINES, {
    message: `lines must be a list of 1 to ${MAX_ORDER_LINES} lines`,
  })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineDto)
  lines!: QuoteLineDto[];

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'cod' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}` })
  paymentMethod?: PaymentMethod;
}

export class DeliveryQuoteDto implements DeliveryQuote {
  @ApiProperty({ enum: DELIVERY_ZONES, example: 'outside_dhaka' })
  zone!: DeliveryZone;

  @ApiProperty({
    type: 'integer',
    example: 700,
    description: 'The parcel: each line’s weight × its quantity (grams)',
  })
  weightGrams!: number;

  @ApiProperty({
    type: 'integer',
    example: 120,
    description: 'The zone’s charge for the weight, 0 when the promotion makes it free',
  })
  charge!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Cash on delivery only' })
  codFee!: number;

  @ApiProperty({
    type: 'integer',
    example: 120,
    description: 'charge + codFee: the order’s delivery fee',
  })
  fee!: number;

  @ApiPropertyOptional({
    enum: ['district', 'items'],
    description: 'Why delivery is free, when it is',
  })
  free?: 'district' | 'items';

  @ApiProperty({
    type: 'integer',
    example: 1450,
    description: 'The lines at the catalogue’s prices',
  })
  subtotal!: number;
}
