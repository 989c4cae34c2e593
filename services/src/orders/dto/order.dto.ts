import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AdminTodaySummary,
  type CustomerOrderSummary,
  type DeliveryAdvance,
  type DeliveryAdvancePaid,
  type DeliveryAdvanceRefund,
  type Order,
  type OrderDelivery,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderPage,
  type OrderPayment,
  type OrderRefund,
  type OrderReturn,
  type OrderReturnStep,
  type PaymentStatus,
  type PhoneOrderStats,
  MAX_RETURN_NOTE_LENGTH,
  MAX_RETURN_REASON_LENGTH,
  type OrderSummary,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type PaymentMethod,
  VISIBLE_ORDER_STATUSES,
  type VisibleOrderStatus,
  type Warranty,
  WARRANTY_TYPES,
  type WarrantyType,
} from '@shop/contracts';
import { DELIVERY_ZONES, type DeliveryZone, PAYMENT_STATES } from '@shop/rules';
import { OBJECT_ID_PATTERN, PageDto } from '../../common';
import { WalletClaimDto } from './wallet-claim.dto';

const ID = '665f1e0000000000000000a1';
const PART_ID = '665f1e000000000000000008';

class VariantNameDto {
  @ApiProperty({ example: 'Blue, 8/256 GB' })
  en!: string;

  @ApiProperty({ example: 'নীল, ৮/২৫৬ জিবি' })
  bn!: string;
}

class LineWarrantyDto implements Warranty {
  @ApiProperty({ type: 'integer', minimum: 0, example: 12 })
  months!: number;

  @ApiProperty({ enum: WARRANTY_TYPES })
  type!: WarrantyType;

  @ApiProperty({ type: VariantNameDto, description: 'What it covers, in both languages' })
  covers!: VariantNameDto;
}

export class OrderLineDto implements OrderLine {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: PART_ID })
  partId!: string;

  @ApiProperty({ example: 'QCY-T13-TWS-000008', description: 'The variant ordered' })
  sku!: string;

  @ApiProperty({ example: 'QCY T13 TWS Earbuds', description: "The product's name when ordered" })
  name!: string;

  @ApiPropertyOptional({
    type: VariantNameDto,
    description: "The variant's options when ordered; absent for a product without options",
  })
  variantName?: VariantNameDto;

  @ApiPropertyOptional({
    type: LineWarrantyDto,
    description: 'The warranty the product came with when ordered (absent when none was named)',
  })
  warranty?: LineWarrantyDto;

  @ApiProperty({ example: '/static/products/qcy-t13-tws-earbuds.svg' })
  img!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Unit price in whole taka, from the catalogue',
    example: 1450,
  })
  unitPrice!: number;

  @ApiProperty({ type: 'integer', example: 2 })
  quantity!: number;

  @ApiProperty({ type: 'integer', description: 'unitPrice × quantity', example: 2900 })
  lineTotal!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Units of this line refunded so far (absent when none)',
    example: 1,
  })
  refundedQuantity?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'Units of this line in returns that are not rejected (absent when none)',
    example: 1,
  })
  returnedQuantity?: number;
}

class OrderRefundLineDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: PART_ID })
  partId!: string;

  @ApiProperty({ example: 'QCY-T13-TWS-000008' })
  sku!: string;

  @ApiProperty({ type: 'integer', minimum: 1, example: 1 })
  quantity!: number;
}

export class OrderRefundDto implements OrderRefund {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  id!: string;

  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] })
  status!: OrderRefund['status'];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Whole taka given back', example: 1450 })
  amountTaka!: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'US cents given back (card refunds)', example: 1189 })
  amountCents?: number;

  @ApiProperty({ example: 'sandbox', description: 'stripe, sandbox or cash' })
  provider!: string;

  @ApiPropertyOptional({ example: 're_sandbox_0123…' })
  providerRefundId?: string;

  @ApiProperty({ type: OrderRefundLineDto, isArray: true })
  lines!: OrderRefundLineDto[];

  @ApiPropertyOptional()
  reason?: string;

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  createdAt!: string;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:01.000Z' })
  refundedAt?: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN, example: ID })
  byUserId?: string;
}

export class OrderPaymentDto implements OrderPayment {
  @ApiProperty({ enum: PAYMENT_STATES, description: 'The payment state of the order state machine' })
  status!: PaymentStatus;

  @ApiPropertyOptional({ example: 'cash-665f1e0000000000000000a1' })
  transactionId?: string;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:00.000Z' })
  paidAt?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Whole taka refunded so far', example: 0 })
  refundedTaka?: number;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:01.000Z' })
  refundedAt?: string;

  @ApiPropertyOptional({ type: OrderRefundDto, isArray: true })
  refunds?: OrderRefundDto[];

  @ApiPropertyOptional({
    enum: ['stripe', 'sandbox', 'bkash', 'wallet', 'cash'],
    description: 'Who took the money, once paid',
  })
  provider?: OrderPayment['provider'];

  @ApiPropertyOptional({
    type: () => WalletClaimDto,
    description: 'The latest send-money claim: waiting, verified, or not received (with the reason)',
  })
  walletClaim?: WalletClaimDto;
}

export class OrderHistoryEntryDto implements OrderHistoryEntry {
  @ApiProperty({ enum: ORDER_STATUSES })
  status!: OrderHistoryEntry['status'];

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  at!: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN, example: ID })
  byUserId?: string;

  @ApiPropertyOptional({ enum: ['customer', 'admin', 'system'] })
  byRole?: 'customer' | 'admin' | 'system';

  @ApiPropertyOptional()
  note?: string;
}

const RETURN_STEP_STATES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;

export class OrderReturnStepDto implements OrderReturnStep {
  @ApiProperty({ enum: RETURN_STEP_STATES })
  state!: OrderReturnStep['state'];

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  at!: string;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN, example: ID })
  byUserId?: string;

  @ApiPropertyOptional({ enum: ['customer', 'admin', 'system'] })
  byRole?: 'customer' | 'admin' | 'system';

  @ApiPropertyOptional({ maxLength: MAX_RETURN_NOTE_LENGTH })
  note?: string;
}

export class OrderReturnDto implements OrderReturn {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  id!: string;

  @ApiProperty({ enum: RETURN_STEP_STATES })
  state!: OrderReturn['state'];

  @ApiProperty({ type: OrderRefundLineDto, isArray: true })
  lines!: OrderRefundLineDto[];

  @ApiProperty({ maxLength: MAX_RETURN_REASON_LENGTH, example: 'The left earbud does not charge' })
  reason!: string;

  @ApiPropertyOptional({ example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp' })
  photo?: string;

  @ApiPropertyOptional({ maxLength: MAX_RETURN_NOTE_LENGTH, description: "The admin's latest note" })
  note?: string;

  @ApiPropertyOptional({ description: 'Received damaged: not put back in stock' })
  damaged?: boolean;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, example: 1450 })
  refundedTaka?: number;

  @ApiPropertyOptional({ pattern: OBJECT_ID_PATTERN, example: ID })
  refundId?: string;

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  requestedAt!: string;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:00.000Z' })
  decidedAt?: string;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:00.000Z' })
  receivedAt?: string;

  @ApiPropertyOptional({ example: '2026-11-23T10:00:00.000Z' })
  refundedAt?: string;

  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  byUserId!: string;

  @ApiProperty({ type: OrderReturnStepDto, isArray: true })
  steps!: OrderReturnStepDto[];
}

export class OrderDeliveryDto implements OrderDelivery {
  @ApiProperty({ enum: DELIVERY_ZONES, example: 'outside_dhaka' })
  zone!: DeliveryZone;

  @ApiProperty({ type: 'integer', example: 700, description: 'Parcel weight (grams)' })
  weightGrams!: number;

  @ApiProperty({ type: 'integer', example: 120, description: 'The zone’s charge, after the promotion' })
  charge!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Cash-on-delivery fee' })
  codFee!: number;

  @ApiPropertyOptional({ enum: ['district', 'items'] })
  free?: 'district' | 'items';
}

export class PhoneOrderStatsDto implements PhoneOrderStats {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Orders placed with this phone number', example: 4 })
  orders!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many of them were cancelled', example: 1 })
  cancelled!: number;
}

/** An order: the spec's flat booking fields (first line, price = subtotal, quantity = units) and the lines. */
export class DeliveryAdvancePaidDto implements DeliveryAdvancePaid {
  @ApiProperty({ type: 'integer', example: 60 }) amount!: number;
  @ApiProperty({ example: 'BKS7A1C2D3E', description: "bKash's transaction id" }) trxId!: string;
  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' }) paidAt!: string;
}

export class DeliveryAdvanceRefundDto implements DeliveryAdvanceRefund {
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'], description: 'pending: owed, bKash has not answered yet' })
  status!: 'pending' | 'succeeded' | 'failed';
  @ApiProperty({ type: 'integer', example: 60 }) amount!: number;
  @ApiPropertyOptional() refundTrxId?: string;
  @ApiPropertyOptional({ example: '2026-11-23T10:00:00.000Z' }) refundedAt?: string;
  @ApiPropertyOptional({ description: "bKash's refusal" }) failure?: string;
}

export class DeliveryAdvanceDto implements DeliveryAdvance {
  @ApiProperty({ enum: ['asked', 'paid'], description: 'asked: unpaid, confirming the order is held' })
  state!: 'asked' | 'paid';
  @ApiProperty({ type: 'integer', example: 60, description: 'The delivery charge asked, whole taka' })
  amount!: number;
  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' }) requestedAt!: string;
  @ApiPropertyOptional({ type: DeliveryAdvancePaidDto }) paid?: DeliveryAdvancePaidDto;
  @ApiPropertyOptional({ type: DeliveryAdvanceRefundDto, description: 'Given back after a cancel before shipping' })
  refund?: DeliveryAdvanceRefundDto;
}

export class OrderDto implements Order {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  _id!: string;

  @ApiProperty({
    pattern: '^[0-9A-F]{6}$',
    description:
      'The short order number people see, without its "#": the id\'s last 6 characters, upper-cased',
    example: ID.slice(-6).toUpperCase(),
  })
  number!: string;

  @ApiProperty({
    pattern: OBJECT_ID_PATTERN,
    description: "The first line's part id",
    example: PART_ID,
  })
  partsId!: string;

  @ApiProperty({ description: "The first line's name", example: 'QCY T13 TWS Earbuds' })
  partsName!: string;

  @ApiProperty({ example: 'Rahim Uddin' })
  name!: string;

  @ApiProperty({ format: 'email', example: 'customer@shop.local' })
  email!: string;

  @ApiProperty({ example: '01712345678' })
  phone!: string;

  @ApiProperty({ example: 'House 12, Road 5, Dhanmondi' })
  address!: string;

  @ApiProperty({ description: "The first line's picture" })
  img!: string;

  @ApiProperty({
    type: 'integer',
    description: 'The subtotal (unit price × quantity for a one-line booking)',
    example: 2900,
  })
  price!: number;

  @ApiProperty({ type: 'integer', description: 'Total number of units', example: 2 })
  quantity!: number;

  @ApiProperty()
  paid!: boolean;

  @ApiPropertyOptional()
  transactionId?: string;

  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  userId!: string;

  @ApiProperty({ example: 'Dhaka' })
  district!: string;

  @ApiPropertyOptional({ example: 'Savar', description: 'In Dhaka district: the area given' })
  area?: string;

  @ApiPropertyOptional({
    type: OrderDeliveryDto,
    description: 'The delivery quote computed when the order was placed (absent on older orders)',
  })
  delivery?: OrderDeliveryDto;

  @ApiProperty({ type: OrderLineDto, isArray: true })
  lines!: OrderLineDto[];

  @ApiProperty({ type: 'integer', example: 2900 })
  subtotal!: number;

  @ApiProperty({ type: 'integer', example: 0 })
  deliveryFee!: number;

  @ApiProperty({ type: 'integer', example: 2900 })
  total!: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  paymentMethod!: PaymentMethod;

  @ApiProperty({ type: OrderPaymentDto })
  payment!: OrderPaymentDto;

  @ApiProperty({ enum: VISIBLE_ORDER_STATUSES })
  status!: VisibleOrderStatus;

  @ApiProperty({ type: OrderHistoryEntryDto, isArray: true })
  history!: OrderHistoryEntryDto[];

  @ApiPropertyOptional({
    example: '2026-11-23T10:30:00.000Z',
    description:
      'Unpaid card orders: cancelled ("not paid in time") at this moment unless paid by then',
  })
  expiresAt?: string;

  @ApiPropertyOptional({ example: 'not paid in time', description: 'Why a cancelled order was cancelled' })
  cancelReason?: string;

  @ApiPropertyOptional({ type: OrderReturnDto, isArray: true, description: 'Return requests, oldest first' })
  returns?: OrderReturnDto[];

  @ApiPropertyOptional({
    example: '2026-11-30T10:00:00.000Z',
    description: 'Delivered orders: the last moment a return may be asked (delivery + RETURN_DAYS)',
  })
  returnableUntil?: string;

  @ApiPropertyOptional({
    type: DeliveryAdvanceDto,
    description: "The shop's ask for the delivery charge in advance (cash on delivery), when made",
  })
  deliveryAdvance?: DeliveryAdvanceDto;

  @ApiPropertyOptional({
    type: PhoneOrderStatsDto,
    description: "Only in the admin's list: the order phone's orders and cancellations (fraud signal)",
  })
  phoneStats?: PhoneOrderStatsDto;

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: '2026-11-23T10:00:00.000Z' })
  updatedAt!: string;
}

/** `POST /api/booking`: the spec reads `insertedId`. */
export class BookingCreatedDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  insertedId!: string;

  @ApiProperty({ type: OrderDto })
  order!: OrderDto;
}

/** `POST /api/orders`: the order, with `insertedId` equal to its `_id`. */
export class OrderCreatedDto extends OrderDto {
  @ApiProperty({ pattern: OBJECT_ID_PATTERN, example: ID })
  insertedId!: string;
}

export class OrderPageDto
  extends PageDto(OrderDto, { total: 42, limit: 20 })
  implements OrderPage {}

export class CustomerOrderSummaryDto implements CustomerOrderSummary {
  @ApiProperty({
    type: 'integer',
    description: 'Orders not yet delivered or cancelled',
    example: 2,
  })
  openOrders!: number;

  @ApiProperty({ example: { placed: 1, shipped: 1 } })
  openByStatus!: CustomerOrderSummary['openByStatus'];

  @ApiProperty({ type: OrderDto, nullable: true })
  lastOrder!: OrderDto | null;

  @ApiProperty({
    type: 'integer',
    description: 'Sum of the totals of paid orders (cancelled ones excluded)',
    example: 5800,
  })
  totalSpent!: number;

  @ApiProperty({ type: 'integer', example: 5 })
  orderCount!: number;
}

export class AdminTodaySummaryDto implements AdminTodaySummary {
  @ApiProperty({ type: 'integer', example: 7 })
  ordersToday!: number;

  @ApiProperty({ type: 'integer', example: 18250 })
  revenueToday!: number;
}

export class OrderSummaryDto implements OrderSummary {
  @ApiProperty({ type: CustomerOrderSummaryDto })
  customer!: CustomerOrderSummaryDto;

  @ApiPropertyOptional({ type: AdminTodaySummaryDto, description: 'Admins only' })
  admin?: AdminTodaySummaryDto;
}
