import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_STATUS_FILTERS,
  type ContactMessagePage,
  type ContactMessageUpdate,
  type ContactStatusFilter,
} from '@shop/contracts';
import { IntegerParam, PageDto } from '../../common';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ContactMessageDto } from './contact.dto';

export const MAX_CONTACT_PAGE_LIMIT = 100;
export const DEFAULT_CONTACT_PAGE_LIMIT = 20;
export const MAX_CONTACT_PAGE = 1_000_000;

/**
 * `GET /api/contact`. Without parameters: every message, newest first (a plain array, as before);
 * with any of them: one page `{items, total, page, limit}`.
 */
export class ListContactMessagesQueryDto {
  @ApiPropertyOptional({ enum: CONTACT_STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(CONTACT_STATUS_FILTERS, {
    message: `status must be one of: ${CONTACT_STATUS_FILTERS.join(', ')}`,
  })
  status?: ContactStatusFilter;

  @IntegerParam('page', 1, MAX_CONTACT_PAGE, { default: 1 })
  page?: number;

  @IntegerParam('limit', 1, MAX_CONTACT_PAGE_LIMIT, { default: DEFAULT_CONTACT_PAGE_LIMIT })
  limit?: number;
}

/** `PATCH /api/contact/:id`. */
export class UpdateContactMessageDto implements ContactMessageUpdate {
  @ApiProperty({ description: 'true: handled; false: back to new' })
  @IsBoolean({ message: 'handled must be true or false' })
  handled!: boolean;
}

export class ContactMessagePageDto
  extends PageDto(ContactMessageDto, { total: 3, limit: DEFAULT_CONTACT_PAGE_LIMIT })
  implements ContactMessagePage {}
