import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsMongoId,
  IsOptional,
  IsString,
  Matches,
} from 'class-validator';
import { OBJECT_ID_PATTERN } from '../../common';
import { COURIER_NAMES, type CourierName } from '../courier';
import type { CourierOffer } from '../couriers';
import { BOOKING_STATUSES, type BookingStatus } from '../schemas/shipment.schema';
import { SHIPMENT_STATES, type ShipmentState } from '../shipment-state';
import type { BulkBookingResult } from '../shipments.service';
import type { ShipmentView } from '../shipment-view';
import { STEADFAST_BULK_LIMIT } from '../steadfast/steadfast.courier';

/** `POST /api/admin/orders/:id/shipment`. */
export class BookShipmentDto {
  @ApiProperty({
    enum: COURIER_NAMES,
    description: 'The courier to book the parcel with (one this server has keys for)',
  })
  @IsIn(COURIER_NAMES, { message: `courier must be one of: ${COURIER_NAMES.join(', ')}` })
  courier!: CourierName;
}

/** `POST /api/admin/shipments/bulk`. */
export class BulkBookShipmentsDto {
  @ApiProperty({ enum: COURIER_NAMES })
  @IsIn(COURIER_NAMES, { message: `courier must be one of: ${COURIER_NAMES.join(', ')}` })
  courier!: CourierName;

  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: STEADFAST_BULK_LIMIT,
    items: { type: 'string', pattern: OBJECT_ID_PATTERN },
    description: `Confirmed orders to book, 1 to ${STEADFAST_BULK_LIMIT} (Steadfast's bulk limit; Pathao and RedX are booked one by one)`,
  })
  @IsArray({ message: 'orderIds must be a list of order ids' })
  @ArrayMinSize(1, { message: 'orderIds must name at least one order' })
  @ArrayMaxSize(STEADFAST_BULK_LIMIT, {
    message: `orderIds may name at most ${STEADFAST_BULK_LIMIT} orders`,
  })
  @IsMongoId({ each: true, message: 'each of orderIds must be a 24-character hexadecimal id' })
  orderIds!: string[];
}

/** `GET /api/admin/orders/:id/shipment?refresh=true`. */
export class ShipmentQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "true: read the courier's status first",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'refresh must be true or false' })
  refresh?: 'true' | 'false';
}

/** Most orders `GET /api/admin/shipments` answers for at once (a page of Manage All Orders and more). */
export const MAX_SHIPMENT_LOOKUP = 100;

/** `GET /api/admin/shipments?orderIds=a,b,c`. */
export class ShipmentsQueryDto {
  @ApiProperty({
    description: `1 to ${MAX_SHIPMENT_LOOKUP} order ids, separated by commas`,
    pattern: `^[0-9a-fA-F]{24}(,[0-9a-fA-F]{24}){0,${MAX_SHIPMENT_LOOKUP - 1}}$`,
    example: '665f1e000000000000000008,665f1e000000000000000009',
  })
  @IsString({ message: 'orderIds must be order ids separated by commas' })
  @Matches(new RegExp(`^[0-9a-fA-F]{24}(,[0-9a-fA-F]{24}){0,${MAX_SHIPMENT_LOOKUP - 1}}$`), {
    message: `orderIds must be 1 to ${MAX_SHIPMENT_LOOKUP} 24-character hexadecimal ids separated by commas`,
  })
  orderIds!: string;
}

/** `GET /api/admin/couriers`. */
export class CourierOfferDto implements CourierOffer {
  @ApiProperty({ enum: COURIER_NAMES }) name!: CourierName;
  @ApiProperty({ example: 'Steadfast' }) label!: string;
  @ApiProperty({ description: 'Its simulator: no rider comes' }) simulated!: boolean;
  @ApiProperty({ description: 'A booking may be cancelled here before pickup' })
  canCancel!: boolean;
}

export class ShipmentEventDto {
  @ApiProperty() rawStatus!: string;
  @ApiProperty({ enum: SHIPMENT_STATES, nullable: true, description: 'null: informational' })
  state!: ShipmentState | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ enum: ['booking', 'webhook', 'status'] }) source!:
    'booking' | 'webhook' | 'status';
  @ApiProperty({ description: 'Whether it moved the shipment' }) applied!: boolean;
  @ApiPropertyOptional() message?: string;
}

export class ShipmentDto implements ShipmentView {
  @ApiProperty() orderId!: string;
  @ApiProperty({ enum: COURIER_NAMES }) courier!: CourierName;
  @ApiProperty({ description: "Booked with the courier's simulator: no rider comes" })
  simulated!: boolean;
  @ApiProperty({ description: 'The order number sent as the invoice' }) invoice!: string;
  @ApiPropertyOptional() consignmentId?: string;
  @ApiPropertyOptional() trackingCode?: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) booking!: BookingStatus;
  @ApiPropertyOptional() bookingError?: string;
  @ApiProperty({ enum: SHIPMENT_STATES }) state!: ShipmentState;
  @ApiPropertyOptional() rawStatus?: string;
  @ApiProperty({ description: 'A status not in the courier documents arrived: look at the events' })
  needsAttention!: boolean;
  @ApiProperty({ description: 'Whole taka the rider collects' }) codAmount!: number;
  @ApiPropertyOptional({ format: 'date-time' }) lastEventAt?: string;
  @ApiProperty({ type: [ShipmentEventDto] }) events!: ShipmentEventDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class BulkBookingResultDto implements BulkBookingResult {
  @ApiProperty() orderId!: string;
  @ApiProperty() ok!: boolean;
  @ApiPropertyOptional({ type: ShipmentDto }) shipment?: ShipmentDto;
  @ApiPropertyOptional({ description: 'Error code when not booked' }) code?: string;
  @ApiPropertyOptional() message?: string;
  @ApiPropertyOptional() messageBn?: string;
}
