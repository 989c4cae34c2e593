import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AdvanceRequestView,
  CourierHistoryView,
  OrderRisk,
  RiskFlags,
  ShopPhoneHistory,
  WithdrawAdvanceRequest,
} from '@shop/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';
import { DeliveryAdvancePaidDto, DeliveryAdvanceRefundDto } from '../../orders';
import { RiskRuleDto } from './risk-rule.dto';

/** Most orders one flags question names (a page of Manage All Orders and more). */
const MAX_FLAG_LOOKUP = 100;
// Said in the document as well, so that an empty list or a stray comma is refused by its rule.
const ORDER_IDS_PATTERN = new RegExp(
  `^[0-9a-fA-F]{24}(,[0-9a-fA-F]{24}){0,${MAX_FLAG_LOOKUP - 1}}$`,
);

class ShopPhoneHistoryDto implements ShopPhoneHistory {
  @ApiProperty({ type: 'integer', description: 'Every other order placed with this phone number' })
  orders!: number;

  @ApiProperty({ type: 'integer' })
  delivered!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Cancelled after it was shipped: refused at the door or sent back',
  })
  refused!: number;

  @ApiProperty({ type: 'integer', description: 'Cancelled before it was shipped' })
  cancelled!: number;

  @ApiProperty({ type: 'integer', description: 'Placed, confirmed or shipped' })
  open!: number;
}

class CourierHistoryDto implements CourierHistoryView {
  @ApiProperty({ example: 'steadfast' })
  courier!: string;

  @ApiProperty({ type: 'integer' })
  parcels!: number;

  @ApiProperty({ type: 'integer' })
  delivered!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Cancelled (refused and sent back), every merchant',
  })
  cancelled!: number;

  @ApiProperty({ format: 'date-time', description: 'When the courier answered (kept 6 hours)' })
  checkedAt!: string;
}

class AdvanceMessageDto {
  @ApiProperty()
  en!: string;

  @ApiProperty()
  bn!: string;
}

class AdvanceRequestDto implements AdvanceRequestView {
  @ApiProperty({ type: 'integer', description: 'Whole taka' })
  amount!: number;

  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;

  @ApiPropertyOptional()
  byName?: string;

  @ApiProperty({ type: AdvanceMessageDto })
  message!: AdvanceMessageDto;

  @ApiPropertyOptional({
    type: DeliveryAdvancePaidDto,
    description: 'Paid by the customer through bKash',
  })
  paid?: DeliveryAdvancePaidDto;

  @ApiPropertyOptional({
    type: DeliveryAdvanceRefundDto,
    description: 'Given back (or owed back: pending) after a cancel before shipping',
  })
  refund?: DeliveryAdvanceRefundDto;
}

/** DELETE /admin/orders/:id/risk/advance-request?reason=… */
export class WithdrawAdvanceQueryDto implements WithdrawAdvanceRequest {
  @ApiProperty({
    description: 'Why the ask is withdrawn (audit-logged), 1 to 200 characters',
    minLength: 1,
    maxLength: 200,
    example: 'Customer is known to the shop',
  })
  @IsString({ message: 'reason is required' })
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  @Matches(/\S/, { message: 'reason is required' })
  reason!: string;
}

export class OrderRiskDto implements OrderRisk {
  @ApiProperty()
  orderId!: string;

  @ApiProperty({ example: '01712345678' })
  phone!: string;

  @ApiProperty({ type: ShopPhoneHistoryDto })
  shop!: ShopPhoneHistoryDto;

  @ApiProperty({
    type: CourierHistoryDto,
    nullable: true,
    description: 'null when no courier with a fraud check is configured, or it did not answer',
  })
  courier!: CourierHistoryDto | null;

  @ApiProperty({ description: 'The courier was asked and did not answer' })
  courierUnavailable!: boolean;

  @ApiProperty({ description: 'The owner’s rule matched: the order is marked' })
  flagged!: boolean;

  @ApiProperty({ enum: ['shop', 'courier'], isArray: true })
  flaggedBy!: ('shop' | 'courier')[];

  @ApiProperty({ type: RiskRuleDto })
  rule!: RiskRuleDto;

  @ApiProperty({ type: 'integer', description: 'The order’s delivery charge (whole taka)' })
  deliveryCharge!: number;

  @ApiProperty({ type: AdvanceRequestDto, nullable: true })
  advanceRequest!: AdvanceRequestDto | null;
}

/** GET /admin/risk/flags?orderIds=a,b,c */
export class RiskFlagsQueryDto {
  @ApiProperty({
    type: 'string',
    description: `Order ids, comma-separated (1 to ${MAX_FLAG_LOOKUP})`,
    pattern: ORDER_IDS_PATTERN.source,
    example: '6650a1b2c3d4e5f6a7b8c9d0',
  })
  @IsString({ message: 'orderIds must be order ids separated by commas' })
  @Matches(ORDER_IDS_PATTERN, {
    message: `orderIds must be 1 to ${MAX_FLAG_LOOKUP} 24-character hexadecimal ids separated by commas`,
  })
  orderIds!: string;
}

export class RiskFlagsDto implements RiskFlags {
  @ApiProperty({ type: 'string', isArray: true, description: 'The ids the rule marked' })
  flagged!: string[];
}
