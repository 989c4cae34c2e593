import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type OrderTracking,
  TRACKING_COURIERS,
  TRACKING_END_STEPS,
  TRACKING_STEPS,
  type TrackingCourier,
  type TrackingParcel,
  type TrackingStep,
  type TrackingStepName,
  type TrackOrderRequest,
} from '@shop/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** Longest accepted field of the track form: a number with `#` and spaces, a phone with +880 and dashes. */
export const MAX_TRACK_FIELD_LENGTH = 30;

class TrackingStepDto implements TrackingStep {
  @ApiProperty({ enum: [...TRACKING_STEPS, ...TRACKING_END_STEPS] })
  step!: TrackingStepName;

  @ApiProperty({ description: 'Whether the order got this far' })
  reached!: boolean;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When it did, when known',
    example: '2026-11-28T09:15:00.000Z',
  })
  at?: string;
}

class TrackingParcelDto implements TrackingParcel {
  @ApiProperty({ enum: TRACKING_COURIERS })
  courier!: TrackingCourier;

  @ApiPropertyOptional({ example: '1432198', description: "The courier's consignment id" })
  consignmentId?: string;

  @ApiPropertyOptional({
    example: 'https://steadfast.com.bd/t/9a8b7c6d',
    description: "The courier's own tracking page for this parcel",
  })
  trackingUrl?: string;
}

/** The timeline of an order: nothing personal (no name, address, email or phone). */
export class OrderTrackingDto implements OrderTracking {
  @ApiProperty({ example: '0B3DF8', description: 'The short order number (printed "#0B3DF8")' })
  number!: string;

  @ApiProperty({
    type: [TrackingStepDto],
    description:
      'placed, confirmed, handed_to_courier, in_transit, out_for_delivery, delivered; then returned or cancelled when the order ended so (only the steps reached before it)',
  })
  steps!: TrackingStepDto[];

  @ApiPropertyOptional({ type: TrackingParcelDto, description: 'Once a courier booked the parcel' })
  parcel?: TrackingParcelDto;

  @ApiProperty({ example: 'Dhaka', description: 'The district the parcel goes to' })
  district!: string;
}

/** `POST /api/track`: the order number from the mails and the phone the order was placed with. */
export class TrackOrderDto implements TrackOrderRequest {
  @ApiProperty({
    example: '#0B3DF8',
    minLength: 1,
    maxLength: MAX_TRACK_FIELD_LENGTH,
    description: 'The order number, with or without "#"',
  })
  @IsString({ message: `number must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters` })
  @MinLength(1, { message: `number must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters` })
  @MaxLength(MAX_TRACK_FIELD_LENGTH, {
    message: `number must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters`,
  })
  number!: string;

  @ApiProperty({
    example: '01712345678',
    minLength: 1,
    maxLength: MAX_TRACK_FIELD_LENGTH,
    description: 'The phone number the order was placed with (01XXXXXXXXX, +880…)',
  })
  @IsString({ message: `phone must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters` })
  @MinLength(1, { message: `phone must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters` })
  @MaxLength(MAX_TRACK_FIELD_LENGTH, {
    message: `phone must be text of 1 to ${MAX_TRACK_FIELD_LENGTH} characters`,
  })
  phone!: string;
}
