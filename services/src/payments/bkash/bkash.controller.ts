import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { BkashCheckoutAnswer } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto, type AuthenticatedUser, CurrentUser, Public } from '../../common';
import { BkashAdvanceService } from './bkash-advance.service';
import { BkashCheckoutService } from './bkash-checkout.service';
import {
  BkashAdvanceCheckoutDto,
  BkashCallbackQueryDto,
  BkashCheckoutAnswerDto,
  BkashCheckoutDto,
} from './dto/bkash.dto';

/** bKash Tokenized Checkout: start a payment, and bKash's redirect back. */
@ApiTags('payments')
@Controller('payments/bkash')
export class BkashController {
  constructor(
    private readonly checkout: BkashCheckoutService,
    private readonly advance: BkashAdvanceService,
  ) {}

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

  @Post('advance')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Pay my order's delivery charge asked in advance with bKash: bKash's page for that charge",
    description:
      "For a cash-on-delivery order whose delivery charge the shop asked in advance: bKash's payment for exactly the amount asked (decided by the server), a payment of its own kind that never marks the order paid; the rider then collects the rest. Answers the open one again. bKash sends the browser back to `SHOP_URL/dashboard/myOrders?advance=success|cancel|failure`.",
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
  @ApiResponse({
    status: 409,
    type: ApiErrorDto,
    description:
      'DELIVERY_ADVANCE_NOT_PAYABLE: not asked, already paid, or the order is cancelled, paid or shipped',
  })
  @ApiResponse({
    status: 502,
    type: ApiErrorDto,
    description: 'BKASH_ERROR: bKash did not answer, or refused',
  })
  payAdvance(
    @Body() body: BkashAdvanceCheckoutDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<BkashCheckoutAnswer> {
    return this.advance.checkout(body.orderId, user);
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
