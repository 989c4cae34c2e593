import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_RETURN_NOTE_LENGTH,
  MAX_RETURN_REASON_LENGTH,
  type NewOrderReturn,
  type OrderReturnUpdate,
  RETURN_ACTIONS,
  type ReturnAction,
} from '@shop/contracts';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsRule, hasControlCharacters, Trimmed } from '../../common';
import { STORED_URL } from '../../images';
import { type NewOrderLineDto, OrderLinesField } from './create-order.dto';

const REASON_MESSAGE = `reason must be text of 1 to ${MAX_RETURN_REASON_LENGTH} characters`;
const NOTE_MESSAGE = `note must be text of at most ${MAX_RETURN_NOTE_LENGTH} characters`;
const PHOTO_MESSAGE = 'photo must be a photo uploaded to the shop';

function noControls(field: string, allowLineBreaks: boolean) {
  return FollowsRule('noControlCharacters', (value) =>
    typeof value === 'string' && hasControlCharacters(value, allowLineBreaks)
      ? `${field} must not contain control characters`
      : undefined,
  );
}

/** `POST /api/orders/:id/returns` (the order's customer). */
export class CreateOrderReturnDto implements NewOrderReturn {
  @OrderLinesField('returnLines', 'The delivered lines and units to return')
  lines!: NewOrderLineDto[];

  @ApiProperty({ minLength: 1, maxLength: MAX_RETURN_REASON_LENGTH, example: 'The left earbud does not charge' })
  @Trimmed()
  @IsString({ message: REASON_MESSAGE })
  @IsNotEmpty({ message: REASON_MESSAGE })
  @MaxLength(MAX_RETURN_REASON_LENGTH, { message: REASON_MESSAGE })
  @noControls('reason', true)
  reason!: string;

  @ApiPropertyOptional({
    description: 'The `data.url` of an image uploaded with POST /api/images that is still stored',
    pattern: STORED_URL.source,
    maxLength: 200,
    example: '/uploads/images/9f86d081884c7d659a2feaa0c55ad015-800.webp',
  })
  @IsOptional()
  @Trimmed()
  @IsString({ message: PHOTO_MESSAGE })
  @MaxLength(200, { message: PHOTO_MESSAGE })
  photo?: string;
}

/** `PATCH /api/orders/:id/returns/:returnId` (admin). */
export class UpdateOrderReturnDto implements OrderReturnUpdate {
  @ApiProperty({ enum: RETURN_ACTIONS })
  @IsIn(RETURN_ACTIONS, { message: `action must be one of: ${RETURN_ACTIONS.join(', ')}` })
  action!: ReturnAction;

  @ApiPropertyOptional({
    maxLength: MAX_RETURN_NOTE_LENGTH,
    description: 'Required for reject',
    example: 'The seal is broken',
  })
  @IsOptional()
  @Trimmed()
  @IsString({ message: NOTE_MESSAGE })
  @MaxLength(MAX_RETURN_NOTE_LENGTH, { message: NOTE_MESSAGE })
  @noControls('note', true)
  note?: string;

  @ApiPropertyOptional({ description: 'Only with receive: the units came back damaged (no stock back)' })
  @IsOptional()
  @IsBoolean({ message: 'damaged must be true or false' })
  damaged?: boolean;
}
