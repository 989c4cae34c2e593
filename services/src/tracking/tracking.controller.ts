import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { OrderTracking } from '@shop/contracts';
import {
  ApiErrorDto,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Public,
} from '../common';
import { OrderTrackingDto, TrackOrderDto } from './dto/tracking.dto';
import { TRACK_RATE_LIMIT, TrackThrottlerGuard } from './track-throttler.guard';
import { TrackingService } from './tracking.service';

/** Where an order is: for its signed-in customer, and by number + phone on the public /track page. */
@ApiTags('tracking')
@Controller()
export class TrackingController {
  constructor(private readonly tracking: TrackingService) {}

  @Get('orders/:id/tracking')
  @ApiBearerAuth()
  @ApiOperation({ summary: "An order's timeline and parcel (its owner or an admin)" })
  @ApiOkResponse({ type: OrderTrackingDto })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "ORDER_NOT_FOUND, also for someone else's order",
  })
  forOrder(
    @Param('id', ParseObjectIdPipe) orderId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<OrderTracking> {
    return this.tracking.forOrder(orderId, user);
  }

  @Post('track')
  @Public()
  @HttpCode(HttpStatus.OK)
  @UseGuards(TrackThrottlerGuard)
  @Throttle({ default: { limit: TRACK_RATE_LIMIT.limit, ttl: TRACK_RATE_LIMIT.ttlMs } })
  @ApiOperation({
    summary: `Track an order by its number and phone (anyone; ${TRACK_RATE_LIMIT.limit} per 15 minutes per IP)`,
    description:
      'The timeline, the courier and its tracking link, the district: nothing else of the order. A wrong number and a wrong phone are the same 404.',
  })
  @ApiOkResponse({ type: OrderTrackingDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'ORDER_NOT_FOUND: no order with this number and this phone',
  })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: 'TOO_MANY_REQUESTS' })
  track(@Body() body: TrackOrderDto): Promise<OrderTracking> {
    return this.tracking.byNumberAndPhone(body.number, body.phone);
  }
}
