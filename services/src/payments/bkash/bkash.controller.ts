import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { BkashCheckoutAnswer } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto, type AuthenticatedUser, CurrentUser, Public } from '../../common';
import { BkashCheckoutService } from './bkash-checkout.service';
import { BkashCallbackQueryDto, BkashCheckoutAnswerDto, BkashCheckoutDto } from './dto/bkash.dto';

/** bKash Tokenized Checkout: start a payment, and bKash's redirect back. */
@ApiTags('payments')
@Controller('payments/bkash')
export class BkashController {
  constructor(private readonly checkout: BkashCheckoutService) {}

  @Post('checkout')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Pay my order with bKash: bKash's page for the order's total in taka",
    description:
      "Creates bKash's payment (amount = the order's total, merchantInvoiceNumber = the order's short number, as on its messages), or answers the order's open one again.",
  })
  @ApiOkResponse({ type: BkashCheckoutAnswerDto })
  @ApiResponse({
    status: 401,
    type: ApiErrorDto,
    description: "UNAUTHORIZED 'No user is logged in'",
  })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'ORDER_NOT_FOUND (no such order of mine), NOT_FOUND (bKash is not offered)',
  })
  @ApiResponse({ status: 409, type: ApiErrorDto, description: 'ORDER_NOT_PAYABLE / ORDER_EXPIRED' })
  @ApiResponse({
    status: 502,
    type: ApiErrorDto,
    description: 'BKASH_ERROR: bKash did not answer, or refused (its statusMessage)',
  })
  start(
    @Body() body: BkashCheckoutDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BkashCheckoutAnswer> {
    return this.checkout.checkout(body.orderId, user);
  }

  @Get('callback')
  @Public()
  @ApiOperation({
    summary:
      "bKash sends the customer's browser here: 302 to the order's payment page with ?bkash=success|cancel|failure",
    description:
      "The payment is executed (or, for a cancel, queried) server-side; only bKash's answer marks the order paid. `status` is never trusted. Adds `&reason=` (bKash's statusMessage) when not paid.",
  })
  @ApiResponse({
    status: 302,
    description: 'SHOP_URL/dashboard/payment/<orderId>?bkash=<outcome>[&reason=…]',
  })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'NOT_FOUND: no such bKash payment of this shop, or bKash is not offered',
  })
  async callback(@Query() query: BkashCallbackQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const target = await this.checkout.callback(query.paymentID, query.status);
    void reply.header('Cache-Control', 'no-store').redirect(target, HttpStatus.FOUND);
  }
}
