import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { ContactMessage, ContactMessagePage, InsertedAnswer } from '@shop/contracts';
import {
  ApiErrorDto,
  type AuthenticatedUser,
  CurrentUser,
  InsertedAnswerDto,
  ParseObjectIdPipe,
  Public,
  Roles,
} from '../common';
import { CONTACT_RATE_LIMIT } from './contact-limits';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { ContactService } from './contact.service';
import { ContactMessageDto, CreateContactMessageDto } from './dto/contact.dto';
import {
  ContactMessagePageDto,
  ListContactMessagesQueryDto,
  UpdateContactMessageDto,
} from './dto/list-contact.dto';

/** Contact Us (/cService): visitors send messages, the shop owner reads them and marks them handled. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @UseGuards(ContactThrottlerGuard)
  @Throttle({ default: { limit: CONTACT_RATE_LIMIT.limit, ttl: CONTACT_RATE_LIMIT.ttlMs } })
  @ApiOperation({ summary: 'Send a Contact Us message (5 per 15 minutes per IP)' })
  @ApiCreatedResponse({ type: InsertedAnswerDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: 'TOO_MANY_REQUESTS' })
  create(@Body() body: CreateContactMessageDto): Promise<InsertedAnswer> {
    return this.contact.createMessage(body);
  }

  @Get()
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The Contact Us inbox, newest first (admins)',
    description:
      'Without parameters: every message (a plain array). With `status`, `page` or `limit`: one page, `{items, total, page, limit}`.',
  })
  @ApiExtraModels(ContactMessageDto, ContactMessagePageDto)
  @ApiOkResponse({
    schema: {
      oneOf: [
        { type: 'array', items: { $ref: getSchemaPath(ContactMessageDto) } },
        { $ref: getSchemaPath(ContactMessagePageDto) },
      ],
    },
  })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  list(
    @Query() query: ListContactMessagesQueryDto,
  ): Promise<ContactMessage[] | ContactMessagePage> {
    const paged =
      query.status !== undefined || query.page !== undefined || query.limit !== undefined;
    return paged ? this.contact.listPage(query) : this.contact.listMessages();
  }

  @Patch(':id')
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mark a message handled, or new again (admins)' })
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'INVALID_ID, VALIDATION_FAILED' })
  @ApiResponse({ status: 404, type: ApiErrorDto, description: 'NOT_FOUND' })
  update(
    @Param('id', ParseObjectIdPipe) messageId: string,
    @Body() body: UpdateContactMessageDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ContactMessage> {
    return this.contact.setHandled(messageId, body.handled, admin);
  }
}
