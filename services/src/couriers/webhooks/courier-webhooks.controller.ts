import {
  Body,
  Controller,
  Headers,
  HttpCode,
  HttpStatus,
  Logger,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import {
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ApiErrors, Public } from '../../common';
import type { AppConfig } from '../../config';
import type { CourierName } from '../courier';
import {
  PathaoWebhookDto,
  RedxWebhookDto,
  SteadfastWebhookDto,
  WebhookReceivedDto,
} from '../dto/webhook.dto';
import { ShipmentsService } from '../shipments.service';
import {
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_VALUE,
  parseWebhook,
} from './courier-webhooks';
import { bearerToken, secretMatches } from './webhook-secret';

class WebhookUnauthorizedError extends AppError {
  constructor(courier: string) {
    super(
      ErrorCode.UNAUTHORIZED,
      `The ${courier} webhook secret is missing or wrong`,
      HttpStatus.UNAUTHORIZED,
    );
  }
}

class WebhookNotSetUpError extends AppError {
  constructor(courier: string) {
    super(
      ErrorCode.NOT_FOUND,
      `The ${courier} webhook is not set up on this server (no secret)`,
      HttpStatus.NOT_FOUND,
    );
  }
}

const SECRET_SETTING: Record<CourierName, keyof AppConfig> = {
  steadfast: 'STEADFAST_WEBHOOK_TOKEN',
  pathao: 'PATHAO_WEBHOOK_SECRET',
  redx: 'REDX_WEBHOOK_TOKEN',
};

/**
 * The couriers' status webhooks. Public routes: each courier's own secret is the authentication
 * (checked before the body is read; wrong or missing → 401 and nothing changes). Every event is
 * applied once and never moves a shipment backwards (ShipmentsService.applyEvent).
 */
@ApiTags('couriers')
@Controller('couriers')
export class CourierWebhooksController {
  private readonly logger = new Logger('CourierWebhooks');

  constructor(
    private readonly shipments: ShipmentsService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  @Post('steadfast/webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Steadfast webhook (delivery_status, tracking_update) with `Authorization: Bearer <STEADFAST_WEBHOOK_TOKEN>`',
    description:
      'An unknown consignment is answered 200 with Steadfast\'s documented error body ("Invalid consignment ID.") and changes nothing.',
  })
  @ApiHeader({
    name: 'Authorization',
    required: true,
    description: 'Bearer <the token set in Steadfast>',
  })
  @ApiBody({ type: SteadfastWebhookDto })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: not a Steadfast webhook body' },
    { status: 401, description: 'UNAUTHORIZED: token missing or wrong' },
    { status: 404, description: 'NOT_FOUND: STEADFAST_WEBHOOK_TOKEN is not set' },
  )
  async steadfast(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: Record<string, unknown>,
  ): Promise<WebhookReceivedDto> {
    this.authenticate('steadfast', bearerToken(authorization));
    const outcome = await this.receive('steadfast', body);
    return outcome === 'unknown-consignment'
      ? { status: 'error', message: 'Invalid consignment ID.' }
      : { status: 'success', message: 'Webhook received successfully.' };
  }

  @Post('pathao/webhook')
  @Public()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Pathao webhook (order.* events) with `X-PATHAO-Signature: <PATHAO_WEBHOOK_SECRET>`',
    description: `Every answer carries ${PATHAO_INTEGRATION_HEADER}: ${PATHAO_INTEGRATION_VALUE}; the integration check {"event": "webhook_integration"} is answered 202 as Pathao's document requires. Store events and unknown consignments are accepted and ignored.`,
  })
  @ApiHeader({
    name: 'X-PATHAO-Signature',
    required: true,
    description: 'The webhook secret set in Pathao',
  })
  @ApiBody({ type: PathaoWebhookDto })
  @ApiResponse({ status: 202, type: WebhookReceivedDto, description: 'Accepted' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: not a Pathao webhook body' },
    { status: 401, description: 'UNAUTHORIZED: secret missing or wrong' },
    { status: 404, description: 'NOT_FOUND: PATHAO_WEBHOOK_SECRET is not set' },
  )
  async pathao(
    @Headers('x-pathao-signature') signature: string | undefined,
    @Body() body: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookReceivedDto> {
    reply.header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_VALUE);
    this.authenticate('pathao', signature);
    await this.receive('pathao', body);
    return { status: 'success', message: 'Webhook received successfully.' };
  }

  @Post('redx/webhook')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'RedX webhook (parcel status) at the callback URL `?token=<REDX_WEBHOOK_TOKEN>`',
    description:
      "RedX sends credentials in the callback URL's query, as its document asks. Unknown consignments are accepted and ignored.",
  })
  @ApiQuery({ name: 'token', required: true, type: String })
  @ApiBody({ type: RedxWebhookDto })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_FAILED: not a RedX webhook body' },
    { status: 401, description: 'UNAUTHORIZED: token missing or wrong' },
    { status: 404, description: 'NOT_FOUND: REDX_WEBHOOK_TOKEN is not set' },
  )
  async redx(
    // The token is read from the request, not through @Query: it is a credential, so any wrong
    // value (control characters included) is a 401 like any other wrong token, never a 400 that
    // tells a prober the token's shape.
    @Req() request: FastifyRequest,
    @Body() body: Record<string, unknown>,
  ): Promise<WebhookReceivedDto> {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    this.authenticate('redx', typeof token === 'string' ? token : undefined);
    await this.receive('redx', body);
    return { status: 'success', message: 'Webhook received successfully.' };
  }

  private authenticate(courier: CourierName, given: string | undefined): void {
    const expected = this.config.get(SECRET_SETTING[courier], { infer: true }) as
      string | undefined;
    if (!expected) throw new WebhookNotSetUpError(courier);
    if (!secretMatches(given, expected)) {
      this.logger.warn(`${courier} webhook with a ${given ? 'wrong' : 'missing'} secret: refused`);
      throw new WebhookUnauthorizedError(courier);
    }
  }

  private async receive(courier: CourierName, body: unknown) {
    const parsed = parseWebhook(courier, body, new Date());
    if (parsed.kind === 'handshake') {
      this.logger.log(`${courier} webhook integration check answered`);
      return 'handshake';
    }
    if (parsed.kind === 'ignored') {
      this.logger.log(`${courier} webhook ignored: ${parsed.reason}`);
      return 'ignored';
    }
    return this.shipments.applyEvent(parsed.event);
  }
}
