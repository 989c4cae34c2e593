import { Controller, Get } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { SalesSummary } from '@shop/contracts';
import { ApiErrorDto, Roles } from '../common';
import { SalesSummaryDto } from './dto/sales-summary.dto';
import { SalesService } from './sales.service';

/** The admin dashboard's sales at a glance. */
@ApiTags('sales')
@ApiBearerAuth()
@Roles('admin')
@Controller('sales')
export class SalesController {
  constructor(private readonly sales: SalesService) {}

  @Get('summary')
  @ApiOperation({
    summary:
      'Orders and revenue today / last 7 / last 30 days (cancelled excluded), orders by status, daily figures, top products, low stock and new messages',
  })
  @ApiOkResponse({ type: SalesSummaryDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHORIZED' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'FORBIDDEN: admins only' })
  summary(): Promise<SalesSummary> {
    return this.sales.summary();
  }
}
