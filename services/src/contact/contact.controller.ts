import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { ContactMessage, InsertedAnswer } from '@shop/contracts';
import { ApiErrorDto, Public, Roles } from '../common';
import { CONTACT_RATE_LIMIT } from './contact-limits';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { ContactService } from './contact.service';
import { ContactMessageDto, CreateContactMessageDto } from './dto/contact.dto';

/** Contact Us (/cService): visitors send messages, the shop owner reads them. */
@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @Public()
  @UseGuards(ContactThrottlerGuard)
  @Throttle({ default: { limit: CONTACT_RATE_LIMIT.limit, ttl: CONTACT_RATE_LIMIT.ttlMs } })
  @ApiOperation({ summary: 'Send a Contact Us message (5 per 15 minutes per IP)' })
  @ApiCreatedResponse({ description: '`{insertedId}`' })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: 'TOO_MANY_REQUESTS' })
  create(@Body() body: CreateContactMessageDto): Promise<InsertedAnswer> {
    return this.contact.createMessage(body);
  }

  @Get()
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every Contact Us message, newest first (admins)' })
  @ApiOkResponse({ type: ContactMessageDto, isArray: true })
  list(): Promise<ContactMessage[]> {
    return this.contact.listMessages();
  }
}
