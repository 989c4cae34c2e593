import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BANGLADESH_DISTRICTS,
  type CodFee,
  type DeliveryPromotion,
  type DeliveryZone,
  isCodPercent,
  MAX_COD_PERCENT,
  MAX_DELIVERY_CHARGE,
  MAX_SHIPPING_WEIGHT_GRAMS,
  MAX_SLABS_PER_ZONE,
  type RateTable,
  type WeightSlab,
  type ZoneRate,
} from '@shop/rules';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { FollowsRule } from '../../common';

const CHARGE = `a whole number of taka from 0 to ${MAX_DELIVERY_CHARGE}`;

class WeightSlabDto implements WeightSlab {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_SHIPPING_WEIGHT_GRAMS, example: 1000 })
  @IsInt({
    message: `upToGrams must be a whole number of grams from 1 to ${MAX_SHIPPING_WEIGHT_GRAMS}`,
  })
  @Min(1, {
    message: `upToGrams must be a whole number of grams from 1 to ${MAX_SHIPPING_WEIGHT_GRAMS}`,
  })
  @Max(MAX_SHIPPING_WEIGHT_GRAMS, {
    message: `upToGrams must be a whole number of grams from 1 to ${MAX_SHIPPING_WEIGHT_GRAMS}`,
  })
  upToGrams!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_DELIVERY_CHARGE, example: 120 })
  @IsInt({ message: `charge must be ${CHARGE}` })
  @Min(0, { message: `charge must be ${CHARGE}` })
  @Max(MAX_DELIVERY_CHARGE, { message: `charge must be ${CHARGE}` })
  charge!: number;
}

class ZoneRateDto implements ZoneRate {
  @ApiProperty({
    type: WeightSlabDto,
    isArray: true,
    minItems: 1,
    maxItems: MAX_SLABS_PER_ZONE,
    description: 'Ascending by upToGrams (each heavier than the one before)',
  })
  @IsArray({ message: `slabs must be a list of 1 to ${MAX_SLABS_PER_ZONE} slabs` })
  @ArrayMinSize(1, { message: `slabs must be a list of 1 to ${MAX_SLABS_PER_ZONE} slabs` })
  @ArrayMaxSize(MAX_SLABS_PER_ZONE, {
    message: `slabs must be a list of 1 to ${MAX_SLABS_PER_ZONE} slabs`,
  })
  @ValidateNested({ each: true })
  @Type(() => WeightSlabDto)
  slabs!: WeightSlabDto[];

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: MAX_DELIVERY_CHARGE,
    example: 20,
    description: 'Taka per started kilogram beyond the last slab',
  })
  @IsInt({ message: `extraPerKg must be ${CHARGE}` })
  @Min(0, { message: `extraPerKg must be ${CHARGE}` })
  @Max(MAX_DELIVERY_CHARGE, { message: `extraPerKg must be ${CHARGE}` })
  extraPerKg!: number;
}

class ZonesDto implements Record<DeliveryZone, ZoneRate> {
  @ApiProperty({ type: ZoneRateDto })
  @IsObject({ message: 'dhaka_city must be an object' })
  @ValidateNested()
  @Type(() => ZoneRateDto)
  dhaka_city!: ZoneRateDto;

  @ApiProperty({ type: ZoneRateDto })
  @IsObject({ message: 'dhaka_suburbs must be an object' })
  @ValidateNested()
  @Type(() => ZoneRateDto)
  dhaka_suburbs!: ZoneRateDto;

  @ApiProperty({ type: ZoneRateDto })
  @IsObject({ message: 'outside_dhaka must be an object' })
  @ValidateNested()
  @Type(() => ZoneRateDto)
  outside_dhaka!: ZoneRateDto;
}

const COD_PERCENT_RULE = `percent must be from 0 to ${MAX_COD_PERCENT}, with at most two decimals`;

class CodFeeDto implements CodFee {
  @ApiProperty({
    minimum: 0,
    maximum: MAX_COD_PERCENT,
    example: 1,
    description: 'Percent of what is collected; at most two decimals',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: COD_PERCENT_RULE })
  // The range and the two decimals in one rule, the admin page's (isCodPercent). Not
  // class-validator's `maxDecimalPlaces`: it reads the decimals from the number's text and throws
  // on one written with an exponent (5e-324), which answered 500.
  @FollowsRule('codPercent', (value) => (isCodPercent(value) ? undefined : COD_PERCENT_RULE))
  percent!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_DELIVERY_CHARGE, example: 0 })
  @IsInt({ message: `flat must be ${CHARGE}` })
  @Min(0, { message: `flat must be ${CHARGE}` })
  @Max(MAX_DELIVERY_CHARGE, { message: `flat must be ${CHARGE}` })
  flat!: number;
}

class PromotionDto implements DeliveryPromotion {
  @ApiProperty({
    type: String,
    isArray: true,
    maxItems: BANGLADESH_DISTRICTS.length,
    example: ['Dhaka'],
    description: 'Districts where delivery is free (the spec: Dhaka)',
  })
  @IsArray({ message: 'freeDistricts must be a list of districts' })
  @ArrayMaxSize(BANGLADESH_DISTRICTS.length, {
    message: 'freeDistricts must be a list of districts',
  })
  @IsString({ each: true, message: 'freeDistricts must be a list of districts' })
  @MaxLength(40, { each: true, message: 'freeDistricts must be a list of districts' })
  freeDistricts!: string[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 100,
    example: 2,
    description: 'From this many units delivery is free anywhere (the spec: 2); null: never',
  })
  @IsOptional()
  @IsInt({ message: 'freeFromItems must be a whole number from 1 to 100, or null' })
  @Min(1, { message: 'freeFromItems must be a whole number from 1 to 100, or null' })
  @Max(100, { message: 'freeFromItems must be a whole number from 1 to 100, or null' })
  freeFromItems!: number | null;
}

/** `PUT /api/admin/shipping/rates`: the whole table, and the version it was edited from. */
export class SaveRateTableDto implements RateTable {
  @ApiProperty({ type: ZonesDto })
  @IsObject({ message: 'zones must be an object' })
  @ValidateNested()
  @Type(() => ZonesDto)
  zones!: ZonesDto;

  @ApiProperty({ type: CodFeeDto })
  @IsObject({ message: 'cod must be an object' })
  @ValidateNested()
  @Type(() => CodFeeDto)
  cod!: CodFeeDto;

  @ApiProperty({ type: PromotionDto })
  @IsObject({ message: 'promotion must be an object' })
  @ValidateNested()
  @Type(() => PromotionDto)
  promotion!: PromotionDto;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 1_000_000_000,
    example: 0,
    description: 'The version read (0: the default, never saved); another save since answers 409',
  })
  @IsInt({ message: 'version must be a whole number' })
  @Min(0, { message: 'version must be a whole number' })
  @Max(1_000_000_000, { message: 'version must be a whole number' })
  version!: number;
}

/** The table as answered: what is saved (or the default) with its version and who saved it. */
export class RateTableDto extends SaveRateTableDto {
  @ApiPropertyOptional({ format: 'date-time' })
  updatedAt?: string;

  @ApiPropertyOptional({ example: 'Shop Admin' })
  updatedBy?: string;
}
