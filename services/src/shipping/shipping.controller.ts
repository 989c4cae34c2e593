import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminApi, ApiErrorDto, type AuthenticatedUser, CurrentUser, Public } from '../common';
import { DeliveryQuoteDto, DeliveryQuoteRequestDto } from './dto/delivery-quote.dto';
import { RateTableDto, SaveRateTableDto } from './dto/rate-table.dto';
import { DeliveryQuotesService } from './delivery-quotes.service';
import { ShippingService, type StoredRateTable } from './shipping.service';

/** The owner's delivery rate table (admins). */
@AdminApi('shipping admin')
@Controller('admin/shipping')
export class ShippingAdminController {
  constructor(private readonly shipping: ShippingService) {}

  @Get('rates')
  @ApiOperation({
    summary:
      'The delivery rate table: zones, weight slabs, the cash-on-delivery fee, the promotion',
    description: 'Version 0 is the default (the spec’s rule), never saved.',
  })
  @ApiOkResponse({ type: RateTableDto })
  rates(): Promise<StoredRateTable> {
    return this.shipping.rateTable();
  }

  @Put('rates')
  @ApiOperation({
    summary: 'Save the delivery rate table (audit-logged)',
    description: 'The whole table, with the version it was edited from; the next quote follows it.',
  })
  @ApiOkResponse({ type: RateTableDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'VALIDATION_FAILED naming the field (`field`, `messageBn`): slabs out of order, a negative charge …',
  })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CONFLICT: saved by someone else since it was read',
  })
  save(
    @Body() input: SaveRateTableDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<StoredRateTable> {
    return this.shipping.saveRateTable(input, admin);
  }
}

/** The delivery charge the checkout and the booking form show while the address is typed. */
@ApiTags('shipping')
@Public()
@Controller('shipping')
export class ShippingController {
  constructor(private readonly quotes: DeliveryQuotesService) {}

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Quote the delivery charge of an address and the lines about to be ordered',
    description:
      'Zone (from the district, and the area in Dhaka district), parcel weight, the zone’s charge after ' +
      'the promotion, and the cash-on-delivery fee. From the in-process rate table: no courier call. ' +
      'The order computes the same quote again when it is placed; nothing here is trusted later.',
  })
  @ApiOkResponse({ type: DeliveryQuoteDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'VALIDATION_FAILED: an unknown district (`field: district`, `messageBn`), bad lines',
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRODUCT_NOT_FOUND: a line names a product that is not (or no longer) on sale',
  })
  quote(@Body() input: DeliveryQuoteRequestDto): Promise<DeliveryQuoteDto> {
    return this.quotes.quoteLines(input);
  }
}
