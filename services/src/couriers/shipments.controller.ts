import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  ApiErrors,
  ApiObjectIdParam,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Roles,
} from '../common';
import {
  BookShipmentDto,
  BulkBookingResultDto,
  BulkBookShipmentsDto,
  CourierOfferDto,
  ShipmentDto,
  ShipmentQueryDto,
  ShipmentsQueryDto,
} from './dto/shipment.dto';
import { type CourierOffer, Couriers } from './couriers';
import { type BulkBookingResult, ShipmentsService } from './shipments.service';
import type { ShipmentView } from './shipment-view';

const COURIER_ERRORS = [
  {
    status: 409,
    description:
      'SHIPMENT_NOT_ALLOWED: not confirmed, already booked, a booking under way or awaiting the courier, or the courier has no keys here',
  },
  { status: 422, description: 'COURIER_REJECTED: the courier refused the parcel (its message)' },
  {
    status: 503,
    description: 'COURIER_UNAVAILABLE: the courier did not answer; nothing is booked twice',
  },
] as const;

/** Booking an order's parcel with a courier, reading and cancelling it (admins). */
@ApiTags('couriers')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin')
export class ShipmentsController {
  constructor(
    private readonly shipments: ShipmentsService,
    private readonly couriers: Couriers,
  ) {}

  @Get('couriers')
  @ApiOperation({
    summary:
      'The couriers this server books with (those with keys), for the booking dialog (admins)',
  })
  @ApiOkResponse({ type: [CourierOfferDto] })
  offers(): CourierOffer[] {
    return this.couriers.offers();
  }

  @Get('shipments')
  @ApiOperation({
    summary: 'The shipments of some orders (a page of Manage All Orders) (admins)',
    description: 'Orders without a shipment are left out of the answer.',
  })
  @ApiOkResponse({ type: [ShipmentDto] })
  forOrders(@Query() query: ShipmentsQueryDto): Promise<ShipmentView[]> {
    return this.shipments.forOrders([...new Set(query.orderIds.split(','))]);
  }

  @Post('orders/:id/shipment')
  @ApiOperation({
    summary: "Book a confirmed order's parcel with Steadfast, Pathao or RedX (admins)",
    description:
      "The order number is the courier's invoice; a cash-on-delivery order not paid yet has its total collected. A booking whose answer was lost is looked up by invoice before it is tried again. Recorded in the audit log.",
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiCreatedResponse({ type: ShipmentDto })
  @ApiErrors({ status: 404, description: 'ORDER_NOT_FOUND' }, ...COURIER_ERRORS)
  book(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: BookShipmentDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ShipmentView> {
    return this.shipments.book(id, body.courier, admin);
  }

  @Post('shipments/bulk')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Book several confirmed orders with one courier (admins)',
    description:
      'Steadfast: one bulk order per 500; Pathao and RedX: one by one. Each order is answered on its own (booked, or its error code and message).',
  })
  @ApiOkResponse({ type: [BulkBookingResultDto] })
  @ApiErrors(...COURIER_ERRORS)
  bookBulk(
    @Body() body: BulkBookShipmentsDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<BulkBookingResult[]> {
    return this.shipments.bookBulk(body.courier, body.orderIds, admin);
  }

  @Get('orders/:id/shipment')
  @ApiOperation({ summary: "An order's shipment and the courier's events (admins)" })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: ShipmentDto })
  @ApiErrors(
    { status: 404, description: 'SHIPMENT_NOT_FOUND: the order has no shipment' },
    { status: 503, description: 'COURIER_UNAVAILABLE (refresh=true only)' },
  )
  get(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: ShipmentQueryDto,
  ): Promise<ShipmentView> {
    return this.shipments.get(id, query.refresh === 'true');
  }

  @Delete('orders/:id/shipment')
  @ApiOperation({
    summary:
      "Cancel an order's parcel before pickup, where the courier documents a cancel call (RedX) (admins)",
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: ShipmentDto })
  @ApiErrors(
    { status: 404, description: 'SHIPMENT_NOT_FOUND' },
    {
      status: 409,
      description:
        'SHIPMENT_NOT_CANCELLABLE: the courier has no cancel call (Steadfast, Pathao: use its merchant panel), or the parcel is past pickup',
    },
    { status: 422, description: 'COURIER_REJECTED' },
    { status: 503, description: 'COURIER_UNAVAILABLE' },
  )
  cancel(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<ShipmentView> {
    return this.shipments.cancel(id, admin);
  }
}
