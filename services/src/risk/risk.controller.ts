import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { OrderRisk, RiskFlags, StoredRiskRule } from '@shop/contracts';
import {
  AdminApi,
  ApiErrors,
  ApiObjectIdParam,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
} from '../common';
import {
  OrderRiskDto,
  RiskFlagsDto,
  RiskFlagsQueryDto,
  WithdrawAdvanceQueryDto,
} from './dto/order-risk.dto';
import { RiskRuleDto, SaveRiskRuleDto } from './dto/risk-rule.dto';
import { RiskRuleService } from './risk-rule.service';
import { RiskService } from './risk.service';

/** The risk check by phone before confirming a cash-on-delivery order (admins only). */
@AdminApi('risk')
@Controller('admin')
export class RiskController {
  constructor(
    private readonly risk: RiskService,
    private readonly rules: RiskRuleService,
  ) {}

  @Get('orders/:id/risk')
  @ApiOperation({
    summary:
      "The order's phone: its history in this shop and with the courier, and the rule's mark",
    description:
      "Checks now and records whether the owner's rule marks the order. The courier's figures (Steadfast's fraud check) are kept 6 hours; when the courier does not answer, `courierUnavailable` is true and the shop's own history still answers.",
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: OrderRiskDto })
  @ApiErrors({ status: 404, description: 'ORDER_NOT_FOUND' })
  check(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<OrderRisk> {
    return this.risk.check(id, admin);
  }

  @Post('orders/:id/risk/advance-request')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Ask the customer to pay the delivery charge in advance by bKash (audit-logged)',
    description:
      'Recorded once per order (asking again answers the first ask); the answer carries the message to send the customer, in English and Bengali.',
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: OrderRiskDto })
  @ApiErrors(
    { status: 404, description: 'ORDER_NOT_FOUND' },
    {
      status: 409,
      description:
        'CONFLICT: not an unpaid cash-on-delivery order waiting to be shipped, or no delivery charge',
    },
  )
  requestAdvance(
    @Param('id', ParseObjectIdPipe) id: string,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<OrderRisk> {
    return this.risk.requestAdvance(id, admin);
  }

  @Delete('orders/:id/risk/advance-request')
  @ApiOperation({
    summary:
      'Withdraw the unpaid ask for the delivery charge in advance (audit-logged with the reason)',
    description:
      'While the ask is unpaid, confirming the order is refused (409 DELIVERY_ADVANCE_UNPAID); withdrawing it lets the admin confirm without it. The ask may be made again later.',
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: OrderRiskDto })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: reason' },
    { status: 404, description: 'ORDER_NOT_FOUND' },
    { status: 409, description: 'CONFLICT: no unpaid ask on this order (none, or already paid)' },
  )
  withdrawAdvance(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: WithdrawAdvanceQueryDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<OrderRisk> {
    return this.risk.withdrawAdvance(id, query.reason, admin);
  }

  @Get('risk/flags')
  @ApiOperation({
    summary:
      "Which of these orders the owner's rule marks (an unchecked cash order is checked against the shop's own history)",
  })
  @ApiOkResponse({ type: RiskFlagsDto })
  @ApiErrors({ status: 400, description: 'VALIDATION_FAILED: orderIds' })
  flags(
    @Query() query: RiskFlagsQueryDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<RiskFlags> {
    return this.risk.flags(query.orderIds.split(','), admin);
  }

  @Get('risk/rule')
  @ApiOperation({
    summary: "The owner's risk rule (version 0: the default, never saved)",
  })
  @ApiOkResponse({ type: RiskRuleDto })
  rule(): Promise<StoredRiskRule> {
    return this.rules.rule();
  }

  @Put('risk/rule')
  @ApiOperation({
    summary: "Save the owner's risk rule (audit-logged)",
    description: 'The whole rule, with the version it was edited from.',
  })
  @ApiOkResponse({ type: RiskRuleDto })
  @ApiErrors(
    {
      status: 400,
      description: 'VALIDATION_FAILED naming the field (`field`, `messageBn`)',
    },
    { status: 409, description: 'CONFLICT: saved by someone else since it was read' },
  )
  saveRule(
    @Body() input: SaveRiskRuleDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<StoredRiskRule> {
    return this.rules.save(input, admin);
  }
}
