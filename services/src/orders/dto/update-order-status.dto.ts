import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VISIBLE_ORDER_STATUSES, type VisibleOrderStatus } from '@shop/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/** `PATCH /api/orders/:id/status` (admin): move an order along its workflow. */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: VISIBLE_ORDER_STATUSES, example: 'confirmed' })
  @IsIn(VISIBLE_ORDER_STATUSES, {
    message: `status must be one of: ${VISIBLE_ORDER_STATUSES.join(', ')}`,
  })
  status!: VisibleOrderStatus;

  @ApiPropertyOptional({
    description:
      'With status delivered on an unpaid cash-on-delivery order: the cash was collected, the order becomes paid',
  })
  @IsOptional()
  @IsBoolean({ message: 'cashCollected must be true or false' })
  cashCollected?: boolean;
}
