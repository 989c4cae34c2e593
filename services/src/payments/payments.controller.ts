import {
  Body,
  Controller,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Req,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Order, PaymentIntentAnswer, SandboxConfirmAnswer } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import {
  ApiErrorDto,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Public,
} from '../common';
import { OrderDto } from '../orders';
import {
  ConfirmPaymentDto,
  CreatePaymentIntentDto,
  PaymentIntentAnswerDto,
  SandboxConfirmAnswerDto,
  SandboxConfirmDto,
  WebhookAnswerDto,
} from './dto/payments.dto';
import { PaymentEventsService } from './payment-events.service';
import { PaymentsService } from './payments.service';

/** Card payments of orders (spec §7 `POST /create-payment-intent`, `PATCH /booking/{id}`). */
@ApiTags('payments')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ApiErrorDto, description: "UNAUTHORIZED 'No user is logged in'" })
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Start (or resume) paying my order by card: the order's one payment intent",
    description:
      "The amount is computed from the stored order (taka total → US cents at BDT_PER_USD, rounded up); the spec's `price` is ignored.",
  })
  @ApiOkResponse({ type: PaymentIntentAnswerDto })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'ORDER_NOT_FOUND: no such order of mine',
  })
  @ApiResponse({
    status: 409,
    type: ApiErrorDto,
    description:
      'ORDER_NOT_PAYABLE: paid, cancelled, delivered or nothing to pay; ORDER_EXPIRED: not paid within PAYMENT_WINDOW_MINUTES',
  })
  createIntent(
    @Body() body: CreatePaymentIntentDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PaymentIntentAnswer> {
    return this.payments.createIntent(body.orderId, user);
  }

  @Patch('booking/:id')
  @ApiOperation({
    summary:
      'After a card payment: the order becomes paid once the provider confirms it (no-op if already paid)',
    description:
      'The transaction id is checked with the provider: status succeeded, amount and currency of this order.',
  })
  @ApiParam({ name: 'id', description: 'Order id', example: '665f1e0000000000000000c1' })
  @ApiOkResponse({ type: OrderDto, description: 'The order, paid' })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'ORDER_NOT_FOUND: no such order, or not mine',
  })
  @ApiResponse({
    status: 409,
    type: ApiErrorDto,
    description:
      'PAYMENT_NOT_CONFIRMED, or ORDER_NOT_PAYABLE / ORDER_EXPIRED (cancelled or expired; a payment that succeeded anyway is refunded)',
  })
  confirmBooking(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ConfirmPaymentDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.payments.confirmBooking(id, body, user);
  }

  @Post('payments/sandbox/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Test mode (sandbox provider only): pay with a test card',
    description:
      '4242 4242 4242 4242, 4000 0566 5566 5556 and 5555 5555 5555 4444 succeed; 4000 0000 0000 0002 and any other number are declined.',
  })
  @ApiOkResponse({ type: SandboxConfirmAnswerDto })
  @ApiResponse({
    status: 402,
    type: ApiErrorDto,
    description: "CARD_DECLINED with the provider's message",
  })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'NOT_FOUND (Stripe is active, unknown client secret) or ORDER_NOT_FOUND',
  })
  @ApiResponse({
    status: 409,
    type: ApiErrorDto,
    description: 'ORDER_NOT_PAYABLE, or ORDER_EXPIRED (refused before the card is charged)',
  })
  confirmSandbox(
    @Body() body: SandboxConfirmDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<SandboxConfirmAnswer> {
    return this.payments.confirmSandboxCard(body, user);
  }
}

/** Stripe's webhook endpoint: public, authenticated by the signature over the raw body. */
@ApiTags('payments')
@Controller('payments/webhook')
export class PaymentWebhookController {
  constructor(private readonly events: PaymentEventsService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Stripe webhook (payment_intent.succeeded / payment_intent.payment_failed / charge.refunded / refund.updated), signed with STRIPE_WEBHOOK_SECRET',
  })
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiResponse({
    status: 400,
    type: ApiErrorDto,
    description: 'WEBHOOK_SIGNATURE_INVALID: missing, wrong or older than 5 minutes',
  })
  @ApiResponse({
    status: 404,
    type: ApiErrorDto,
    description: 'NOT_FOUND: Stripe is not configured (sandbox)',
  })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.events.receive(request.rawBody, signature);
    return { received: true };
  }
}
