import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { EmailConfirmationStatus } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto, type AuthenticatedUser, CurrentUser, NoStore, Public } from '../common';
import { statedLanguage } from './stated-language';
import { EmailConfirmationRequestDto, EmailConfirmationStatusDto } from './dto/email-confirmation.dto';
import { ConfirmationMailsThrottledError } from './email-confirmation.errors';
import { EmailConfirmationService } from './email-confirmation.service';

/**
 * Confirming the account's email address: whether it is confirmed and a new link (the signed-in
 * customer, for the dashboard's banner), and the link's confirmation (public: the mail's link opens
 * the shop's /confirm-email page, which posts its token here).
 */
@ApiTags('auth')
@NoStore()
@Controller('auth/email-confirmation')
export class EmailConfirmationController {
  constructor(private readonly confirmations: EmailConfirmationService) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Whether the signed-in account's email address is confirmed (order mails go only to a confirmed one)" })
  @ApiOkResponse({ type: EmailConfirmationStatusDto })
  status(@CurrentUser() user: AuthenticatedUser): Promise<EmailConfirmationStatus> {
    return this.confirmations.status(user.id);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Mail a new confirmation link to the account\'s address, in the page\'s language (nothing when it is confirmed already; CONFIRMATION_MAILS_PER_HOUR per account)',
  })
  @ApiOkResponse({ type: EmailConfirmationStatusDto })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: 'TOO_MANY_REQUESTS with how long to wait (Retry-After header in seconds)' })
  async resend(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EmailConfirmationStatus> {
    try {
      return await this.confirmations.resend(user.id, statedLanguage(request));
    } catch (error) {
      if (error instanceof ConfirmationMailsThrottledError) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Post('confirm')
  @Public()
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 10, ttl: 15 * 60 * 1000 } })
  @ApiOperation({ summary: "Confirm an account's email address with the mailed link's token (single use, 48 hours; 10 per 15 minutes per IP)" })
  @ApiOkResponse({ type: EmailConfirmationStatusDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'EMAIL_CONFIRMATION_INVALID: unknown, used or expired link' })
  confirm(@Body() body: EmailConfirmationRequestDto): Promise<EmailConfirmationStatus> {
    return this.confirmations.confirm(body.token);
  }
}
