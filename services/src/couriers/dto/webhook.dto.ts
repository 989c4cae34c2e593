import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * The couriers' webhook bodies, for the API document only: the controller reads them with
 * `parseWebhook` (fields a courier adds later are ignored rather than refused).
 */
export class SteadfastWebhookDto {
  @ApiProperty({ enum: ['delivery_status', 'tracking_update'] }) notification_type!: string;
  @ApiProperty({ type: 'integer', example: 12345 }) consignment_id!: number;
  @ApiProperty({ example: 'INV-67890', maxLength: 100 }) invoice!: string;
  @ApiPropertyOptional({ example: 'delivered', maxLength: 60 }) status?: string;
  @ApiPropertyOptional() cod_amount?: number;
  @ApiPropertyOptional() delivery_charge?: number;
  @ApiPropertyOptional({ maxLength: 500 }) tracking_message?: string;
  @ApiPropertyOptional({ example: '2025-03-02 12:45:30' }) updated_at?: string;
}

export class PathaoWebhookDto {
  @ApiProperty({
    example: 'order.delivered',
    description: 'webhook_integration: the integration check (answered 202 with the header)',
  })
  event!: string;
  @ApiPropertyOptional({ example: 'DL121224VS8TTJ' }) consignment_id?: string;
  @ApiPropertyOptional({ example: 'TS-123' }) merchant_order_id?: string;
  @ApiPropertyOptional({ example: '2024-12-27 23:53:23' }) updated_at?: string;
  @ApiPropertyOptional({ example: '2024-12-27T17:53:23+00:00' }) timestamp?: string;
  @ApiPropertyOptional() store_id?: number;
  @ApiPropertyOptional() collected_amount?: number;
  @ApiPropertyOptional() reason?: string;
}

export class RedxWebhookDto {
  @ApiProperty({ example: '20A312THJDJ8' }) tracking_number!: string;
  @ApiProperty({ example: 'delivered' }) status!: string;
  @ApiPropertyOptional({ example: '2024-05-01T10:00:00.000Z' }) timestamp?: string;
  @ApiPropertyOptional() message_en?: string;
  @ApiPropertyOptional() message_bn?: string;
  @ApiPropertyOptional() invoice_number?: string;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: 'success' }) status!: string;
  @ApiProperty() message!: string;
}
