import { ApiProperty } from '@nestjs/swagger';
import {
  BKASH_OUTCOMES,
  type BkashCheckoutAnswer,
  type BkashCheckoutRequest,
  type BkashOutcome,
  type DeliveryAdvanceCheckout,
} from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsMongoId, IsString, Matches } from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../../common';

/** bKash's paymentID: letters and digits (e.g. TR0011ON1565154754797). */
export const BKASH_PAYMENT_ID_PATTERN = '^[A-Za-z0-9]{1,64}$';

export class BkashCheckoutDto implements BkashCheckoutRequest {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: '665f1e0000000000000000c1', description: 'My unpaid order' })
  @Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @IsMongoId({ message: 'orderId must be a 24-character hexadecimal id' })
  orderId!: string;
}

export class BkashAdvanceCheckoutDto implements DeliveryAdvanceCheckout {
  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    example: '665f1e0000000000000000c1',
    description: 'My cash-on-delivery order whose delivery charge the shop asked in advance',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @IsMongoId({ message: 'orderId must be a 24-character hexadecimal id' })
  orderId!: string;
}

export class BkashCheckoutAnswerDto implements BkashCheckoutAnswer {
  @ApiProperty({ description: "bKash's page (or the simulator's) to send the browser to", example: 'https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=TR0011…' })
  bkashURL!: string;

  @ApiProperty({ description: "bKash's paymentID", example: 'TR0011ON1565154754797' })
  paymentID!: string;

  @ApiProperty({ type: 'integer', example: 1450, description: "The order's total, in taka" })
  amountTaka!: number;

  @ApiProperty({ description: 'True when the payment goes to the bKash simulator (no real money moves)' })
  simulator!: boolean;
}

/** bKash's redirect: `callbackURL?paymentID=…&status=success|failure|cancel` (nothing else). */
export class BkashCallbackQueryDto {
  @ApiProperty({ pattern: BKASH_PAYMENT_ID_PATTERN, example: 'TR0011ON1565154754797' })
  @IsString({ message: 'paymentID is required' })
  @Matches(new RegExp(BKASH_PAYMENT_ID_PATTERN), { message: 'paymentID must be 1 to 64 letters and digits' })
  paymentID!: string;

  @ApiProperty({ enum: BKASH_OUTCOMES, description: "What bKash's page says happened: a hint only, never trusted" })
  @IsIn(BKASH_OUTCOMES, { message: `status must be one of: ${BKASH_OUTCOMES.join(', ')}` })
  status!: BkashOutcome;
}
