import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  type Order,
  type OrderPage,
  type OrderSummary,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import {
  ApiEmailParam,
  ApiErrorDto,
  ApiErrors,
  type AuthenticatedUser,
  CurrentUser,
  OwnEmailOrAdmin,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import { CreateBookingDto, CreateOrderDto } from './dto/create-order.dto';
import { ListOrdersQueryDto } from './dto/list-orders.dto';
import {
  BookingCreatedDto,
  OrderCreatedDto,
  OrderDto,
  OrderPageDto,
  OrderSummaryDto,
} from './dto/order.dto';
import { RefundOrderDto } from './dto/refund-order.dto';
import { CreateOrderReturnDto, UpdateOrderReturnDto } from './dto/order-return.dto';
import { UpdateOrderStatusDto } from './dto/update-order-status.dto';
import { requestLanguage } from '../notifications';
import { ApiIdempotencyKey, IdempotencyKey } from './idempotency-key.decorator';
import { LimitedOrderAction } from './order-action-limit.guard';
import { OrdersService } from './orders.service';

const BAD_INPUT =
  "VALIDATION_FAILED with the booking form message of the first broken rule; TOO_MANY_UNITS: 'You can order at most 10 of one product' (MAX_UNITS_PER_LINE, with `field` and `limit`)";
const STOCK_CONFLICT =
  "INSUFFICIENT_STOCK: `Only N left of <part name>` (nothing was taken, no order kept); TOO_MANY_UNPAID_ORDERS: 'You already have 3 unpaid orders. Pay or cancel one before placing another.'";

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Orders (spec §7 /booking, /orders). Every route needs a signed-in caller; ownership is checked by the service. */
@ApiTags('orders')
@ApiBearerAuth()
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('booking')
  @LimitedOrderAction()
  @ApiOperation({ summary: "Book one product (the spec's booking): an order with one line" })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_INPUT })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRODUCT_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorDto, description: STOCK_CONFLICT })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'IDEMPOTENCY_KEY_REUSED' })
  async book(
    @Body() booking: CreateBookingDto,
    @CurrentUser() user: AuthenticatedUser,
    @Headers() headers: RequestHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<{ insertedId: string; order: Order }> {
    const { order, replayed } = await this.orders.placeOrder(
      user,
      {
        ...booking,
        lines: [{ partId: booking.partsId, sku: booking.sku, quantity: booking.quantity }],
        quantityField: 'quantity',
        skuField: 'sku',
        language: requestLanguage(headers),
      },
      idempotencyKey,
    );
    if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return { insertedId: order._id, order };
  }

  @Post('orders')
  @LimitedOrderAction()
  @ApiOperation({
    summary: 'Check out the cart: one order for every line, totals computed by the server',
  })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: OrderCreatedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_INPUT })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRODUCT_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorDto, description: STOCK_CONFLICT })
  @ApiUnprocessableEntityResponse({ type: ApiErrorDto, description: 'IDEMPOTENCY_KEY_REUSED' })
  async checkout(
    @Body() checkout: CreateOrderDto,
    @CurrentUser() user: AuthenticatedUser,
    @Headers() headers: RequestHeaders,
    @Res({ passthrough: true }) reply: FastifyReply,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<Order & { insertedId: string }> {
    const { order, replayed } = await this.orders.placeOrder(
      user,
      { ...checkout, language: requestLanguage(headers) },
      idempotencyKey,
    );
    if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return { ...order, insertedId: order._id };
  }

  @Get('booking')
  @Roles('admin')
  @ApiOperation({ summary: 'Every order, newest first, one page at a time (admin)' })
  @ApiOkResponse({ type: OrderPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: page, limit, status or q',
  })
  listOrders(@Query() query: ListOrdersQueryDto): Promise<OrderPage> {
    return this.orders.listOrders(query);
  }

  @Get('booking/:email')
  @OwnEmailOrAdmin('email')
  @ApiEmailParam('email')
  @ApiOperation({
    summary:
      "Your account's orders (by account, not email), or every order under an email (admin), newest first",
  })
  @ApiOkResponse({ type: OrderDto, isArray: true })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "FORBIDDEN: someone else's email" })
  listForEmail(
    @Param('email') email: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order[]> {
    return this.orders.listForEmail(email, user);
  }

  @Get('orders/summary')
  @ApiOperation({
    summary:
      "The dashboard index: the caller's open orders, last order, total spent; today's figures for admins",
  })
  @ApiOkResponse({ type: OrderSummaryDto })
  summary(@CurrentUser() user: AuthenticatedUser): Promise<OrderSummary> {
    return this.orders.summary(user);
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One order (its owner or an admin)' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "ORDER_NOT_FOUND, also for someone else's order",
  })
  getOrder(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.getOrderFor(id, user);
  }

  @Delete('booking/:id')
  @LimitedOrderAction()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Cancel an order (owner while unpaid and not shipped, or admin); the stock is given back once',
  })
  @ApiOkResponse({
    type: OrderDto,
    description: "The order with status 'cancelled' (kept in the history)",
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "ORDER_NOT_FOUND, also for someone else's order",
  })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description:
      "ORDER_NOT_CANCELLABLE: paid, shipped, delivered or already cancelled; PARCEL_WITH_COURIER (customer) / SHIPMENT_NOT_CANCELLABLE (admin): the order's parcel is booked with a courier that cannot cancel it through its API, or is already picked up (a parcel waiting for pickup with RedX is cancelled with the courier first)",
  })
  @ApiErrors({
    status: 503,
    description:
      'COURIER_UNAVAILABLE: the courier did not answer the cancel of the parcel; nothing was changed',
  })
  cancel(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.cancelOrder(id, user);
  }

  @Patch('orders/:id/status')
  @Roles('admin')
  @ApiOperation({
    summary: 'Move an order along placed → confirmed → shipped → delivered, or cancel it (admin)',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description:
      "INVALID_STATUS_TRANSITION; cancelling: SHIPMENT_NOT_CANCELLABLE when the order's parcel is with a courier that cannot cancel it now (what to do in the message and messageBn)",
  })
  @ApiErrors({
    status: 503,
    description: 'COURIER_UNAVAILABLE: the courier did not answer the cancel of the parcel',
  })
  updateStatus(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() change: UpdateOrderStatusDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.updateStatus(id, change, user);
  }

  @Post('orders/:id/cash-collected')
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Record the cash of a delivered, unpaid cash-on-delivery order as collected (admin): the order becomes paid and the customer is told',
  })
  @ApiOkResponse({ type: OrderDto, description: "The order; its payment 'paid' (provider 'cash')" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CASH_NOT_COLLECTABLE: not cash on delivery, not delivered yet, or already paid',
  })
  collectCash(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.collectCash(id, user);
  }

  @Post('orders/:id/refunds')
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Refund a paid order, or some of its lines (admin): through the card provider that took the money, or recorded as cash handed back',
    description:
      "Each refunded line's units go back to stock once. Card refunds give back the same share of the charged US cents (rounded down; the last refund gives back the rest), never more than was paid.",
  })
  @ApiOkResponse({ type: OrderDto, description: "The order; its payment 'refunded' or 'partially_refunded'" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: lines or reason' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description:
      'ORDER_NOT_REFUNDABLE: not paid, already refunded, a refund in progress, more units than are left',
  })
  refund(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: RefundOrderDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.refund(
      id,
      {
        ...(body.lines
          ? { lines: body.lines.map(requestedLine) }
          : {}),
        ...(body.reason ? { reason: body.reason } : {}),
      },
      user,
    );
  }

  @Post('orders/:id/returns')
  @Roles('customer')
  @ApiOperation({
    summary: 'Ask to return units of a delivered order (its customer, within RETURN_DAYS of delivery)',
    description:
      'Each line: at most the units delivered − refunded − in other open returns. The return starts `requested`; the customer gets the return_requested message.',
  })
  @ApiCreatedResponse({ type: OrderDto, description: 'The order with the new return in `returns`' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: lines, reason or photo' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "ORDER_NOT_FOUND (also another customer's order)" })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'RETURN_NOT_ALLOWED: not delivered, the return window has passed, more units than can be returned',
  })
  requestReturn(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: CreateOrderReturnDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.requestReturn(
      id,
      {
        lines: body.lines.map(requestedLine),
        reason: body.reason,
        ...(body.photo ? { photo: body.photo } : {}),
      },
      user,
    );
  }

  @Patch('orders/:id/returns/:returnId')
  @Roles('admin')
  @ApiOperation({
    summary: 'Move a return along (admin): approve, reject (note required), receive (stock back unless damaged), refund',
    description:
      'requested → approved / rejected → received → refunded. Receiving puts the units back in stock once (not when damaged); refunding pays them back through the card provider, or records cash handed back.',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: action, note (required to reject) or damaged' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'ORDER_NOT_FOUND, or NOT_FOUND: no such return' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'RETURN_NOT_ALLOWED: the return is not in a state this action moves; ORDER_NOT_REFUNDABLE',
  })
  moveReturn(
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('returnId', ParseObjectIdPipe) returnId: string,
    @Body() body: UpdateOrderReturnDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.orders.moveReturn(
      id,
      returnId,
      {
        action: body.action,
        ...(body.note ? { note: body.note } : {}),
        ...(body.damaged !== undefined ? { damaged: body.damaged } : {}),
      },
      user,
    );
  }
}

/** A request's line as the services take it: the variant only when named, the quantity a number. */
function requestedLine(line: { partId: string; sku?: string; quantity: number | string }) {
  return {
    partId: line.partId,
    ...(typeof line.sku === 'string' ? { sku: line.sku } : {}),
    quantity: Number(line.quantity),
  };
}
