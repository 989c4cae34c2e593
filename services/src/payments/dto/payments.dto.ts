import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ConfirmPaymentRequest,
  CreatePaymentIntentRequest,
  PaymentIntentAnswer,
  PaymentProviderName,
  SandboxConfirmAnswer,
  SandboxConfirmRequest,
} from '@shop/contracts';
import { Transform } from 'class-transformer';
import { Allow, IsMongoId, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { OBJECT_ID_PATTERN, Trimmed } from '../../common';

const lowerCase = Transform(({ value }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);
const ORDER_ID_MESSAGE = 'orderId must be a 24-character hexadecimal id';

export class CreatePaymentIntentDto implements CreatePaymentIntentRequest {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000c1' })
  @lowerCase
  @IsMongoId({ message: ORDER_ID_MESSAGE })
  orderId!: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    description:
      "The spec's field: accepted for compatibility and ignored (the server prices the order)",
  })
  @Allow()
  price?: number | string;
}

export class ConfirmPaymentDto implements ConfirmPaymentRequest {
  @ApiPropertyOptional({
    description: "The order id (the spec's field); when given it must be the path's id",
    pattern: OBJECT_ID_PATTERN,
    // Not null: null is not the path's id (400 'appointment must be the order id of the path').
    nullable: false,
  })
  @IsOptional()
  @lowerCase
  @IsMongoId({ message: 'appointment must be the order id' })
  appointment?: string;

  @ApiProperty({
    description: 'The provider payment id (PaymentIntent id); surrounding spaces are dropped',
    example: 'pi_3Pq…',
    minLength: 1,
    maxLength: 255,
  })
  @Trimmed()
  @IsString({ message: 'transactionId is required' })
  @MinLength(1, { message: 'transactionId is required' })
  @MaxLength(255, { message: 'transactionId must be at most 255 characters' })
  transactionId!: string;
}

/**
 * Card fields are checked by the sandbox processor itself (402 CARD_DECLINED with its message: a
 * number that is not a card, a past expiry, a declined test card), not here: here only their length.
 */
export class SandboxConfirmDto implements SandboxConfirmRequest {
  @ApiProperty({ example: 'pi_sandbox_0123…_secret_abcd…', maxLength: 200 })
  @IsString({ message: 'clientSecret is required' })
  @MaxLength(200, { message: 'clientSecret must be at most 200 characters' })
  clientSecret!: string;

  @ApiProperty({ example: '4242 4242 4242 4242', maxLength: 40 })
  @IsString({ message: 'cardNumber must be text' })
  @MaxLength(40, { message: 'cardNumber must be at most 40 characters' })
  cardNumber!: string;

  @ApiProperty({ example: '12/30', description: 'MM/YY', maxLength: 10 })
  @IsString({ message: 'expiry must be text' })
  @MaxLength(10, { message: 'expiry must be at most 10 characters' })
  expiry!: string;

  @ApiProperty({ example: '123', maxLength: 10 })
  @IsString({ message: 'cvc must be text' })
  @MaxLength(10, { message: 'cvc must be at most 10 characters' })
  cvc!: string;

  @ApiPropertyOptional({ description: 'Billing name', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string;

  @ApiPropertyOptional({ description: 'Billing email (kept as given)', maxLength: 254 })
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email?: string;
}

export class PaymentIntentAnswerDto implements PaymentIntentAnswer {
  @ApiProperty({ description: "The provider's client secret, for the card form" })
  clientSecret!: string;

  @ApiProperty({ example: 'pi_3Pq…' })
  paymentIntentId!: string;

  @ApiProperty({ enum: ['stripe', 'sandbox'] })
  provider!: PaymentProviderName;

  @ApiPropertyOptional({ description: "Stripe's publishable key; absent for the sandbox" })
  publishableKey?: string;

  @ApiProperty({
    type: 'integer',
    example: 1025,
    description: 'US cents: the taka total converted at bdtPerUsd, rounded up to the cent',
  })
  amountCents!: number;

  @ApiProperty({ enum: ['usd'] })
  currency!: 'usd';

  @ApiProperty({ type: 'integer', example: 1250 })
  totalTaka!: number;

  @ApiProperty({ example: 122 })
  bdtPerUsd!: number;

  @ApiProperty({ description: 'True for the sandbox: no real card is charged' })
  testMode!: boolean;
}

class SandboxPaymentIntentDto {
  @ApiProperty({ example: 'pi_sandbox_0123…' })
  id!: string;

  @ApiProperty({ enum: ['succeeded', 'requires_payment_method'] })
  status!: 'succeeded' | 'requires_payment_method';

  @ApiProperty({ type: 'integer', example: 1025, description: 'US cents' })
  amount!: number;

  @ApiProperty({ enum: ['usd'] })
  currency!: 'usd';
}

export class SandboxConfirmAnswerDto implements SandboxConfirmAnswer {
  @ApiProperty({ type: SandboxPaymentIntentDto })
  paymentIntent!: SandboxPaymentIntentDto;
}

export class WebhookAnswerDto {
  @ApiProperty({ example: true })
  received!: true;
}
