import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorCode } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { HourlyLimits, waitText } from '../rate-limits';
import { ApiErrorDto, AppError, type AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';

/** 429: the account placed and cancelled ORDER_ACTIONS_PER_HOUR orders this hour already. */
export class TooManyOrderActionsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const retryAfterMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      ErrorCode.TOO_MANY_ORDER_ACTIONS,
      `You have placed or cancelled too many orders in the last hour. Try again in ${waitText(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
      { retryAfterSeconds, retryAfterMinutes },
    );
  }
}

/**
 * At most ORDER_ACTIONS_PER_HOUR placings and cancellations (together) per customer account per
 * hour, counted in MongoDB so the limit holds across API processes. Each order and each
 * cancellation makes the shop write to the phone and address the order names: without a limit one
 * account could make the shop send a stream of genuine messages to anybody. Admins are not limited
 * (they cancel on customers' behalf). Runs after the JWT guard, so the caller is known.
 */
@Injectable()
export class OrderActionLimitGuard implements CanActivate {
  constructor(
    private readonly limits: HourlyLimits,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const user = http.getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user || user.role === 'admin') return true;
    const limit = this.config.get('ORDER_ACTIONS_PER_HOUR', { infer: true });
    const decision = await this.limits.take('order-actions', user.id, limit);
    if (decision.allowed) return true;
    http.getResponse<FastifyReply>().header('Retry-After', String(decision.retryAfterSeconds));
    throw new TooManyOrderActionsError(decision.retryAfterSeconds);
  }
}

/** Counts the route as an order action of the caller (OrderActionLimitGuard) and documents its 429. */
export function LimitedOrderAction(): MethodDecorator {
  return applyDecorators(
    UseGuards(OrderActionLimitGuard),
    ApiResponse({
      status: 429,
      type: ApiErrorDto,
      description:
        "TOO_MANY_ORDER_ACTIONS: 'You have placed or cancelled too many orders in the last hour. Try again in 12 minutes.' (ORDER_ACTIONS_PER_HOUR per account; Retry-After header and `retryAfterSeconds`, `retryAfterMinutes`)",
    }),
  );
}
