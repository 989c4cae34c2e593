import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Order, PaymentOptions, WalletPaymentPage } from '@shop/contracts';
import {
  ApiErrors,
  ApiObjectIdParam,
  type AuthenticatedUser,
  CurrentUser,
  ParseObjectIdPipe,
  Public,
  Roles,
} from '../../common';
import { OrderDto } from '../../orders';
import { PaymentOptionsService } from '../payment-options.service';
import {
  ListWalletPaymentsQueryDto,
  PaymentOptionsDto,
  WalletPaymentClaimDto,
  WalletPaymentDecisionDto,
  WalletPaymentPageDto,
} from './dto/wallet-payments.dto';
import { WalletPaymentsService } from './wallet-payments.service';

/** `GET /api/payments/options`: what the payment page offers (card, send money, bKash checkout). */
@ApiTags('payments')
@Controller('payments/options')
export class PaymentOptionsController {
  constructor(private readonly options: PaymentOptionsService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The ways to pay: card provider, the wallets taking send money, bKash checkout',
  })
  @ApiOkResponse({ type: PaymentOptionsDto })
  get(): PaymentOptions {
    return this.options.options();
  }
}

/** Send money + TrxID: the customer's claim. */
@ApiTags('payments')
@ApiBearerAuth()
@Controller('orders')
export class WalletPaymentsController {
  constructor(private readonly wallets: WalletPaymentsService) {}

  @Post(':id/wallet-payment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "I sent my order's total from a wallet: the order waits for the shop to check it",
    description:
      "The order's payment becomes `verifying` with `payment.walletClaim` (its `checkBy`: submitted + WALLET_CLAIM_HOURS); it cannot be cancelled meanwhile, and a claim still unchecked at `checkBy` goes back to unpaid with a new payment window. The same claim again while it is checked answers the order unchanged.",
  })
  @ApiObjectIdParam('id', 'Order id')
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_FAILED (wallet, senderNumber, trxId); WALLET_NOT_OFFERED: the shop has no number for this wallet',
    },
    { status: 404, description: 'ORDER_NOT_FOUND: no such order of mine' },
    {
      status: 409,
      description:
        'TRX_ID_USED: this TrxID was given before; PAYMENT_BEING_VERIFIED: another claim is being checked; TOO_MANY_PENDING_WALLET_CLAIMS: MAX_PENDING_WALLET_CLAIMS of my claims wait to be checked; ORDER_NOT_PAYABLE / ORDER_EXPIRED',
    },
  )
  submit(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: WalletPaymentClaimDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<Order> {
    return this.wallets.submit(id, body, user);
  }
}

/** The admin's queue of send-money claims: 'Verified' or 'Not received'. */
@ApiTags('payments')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/wallet-payments')
export class AdminWalletPaymentsController {
  constructor(private readonly wallets: WalletPaymentsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Send-money claims by state: waiting (oldest first), verified, not received, or all (admins)',
  })
  @ApiOkResponse({ type: WalletPaymentPageDto })
  list(@Query() query: ListWalletPaymentsQueryDto): Promise<WalletPaymentPage> {
    return this.wallets.list(query);
  }

  @Patch(':orderId')
  @ApiOperation({
    summary:
      "Decide an order's waiting claim: verified (paid) or not_received with the reason (admins)",
    description:
      'Recorded in the audit log with the admin, the payment state before and after, and the reason.',
  })
  @ApiObjectIdParam('orderId', 'Order id')
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors(
    { status: 404, description: 'ORDER_NOT_FOUND' },
    {
      status: 409,
      description: 'WALLET_PAYMENT_NOT_WAITING: no claim of this order waits to be checked',
    },
  )
  decide(
    @Param('orderId', ParseObjectIdPipe) orderId: string,
    @Body() body: WalletPaymentDecisionDto,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<Order> {
    return this.wallets.decide(orderId, body, admin);
  }
}
