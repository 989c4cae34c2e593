import {
  applyDecorators,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  type NestInterceptor,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorCode, IDEMPOTENT_REPLAYED_HEADER } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { catchError, defer, map, mergeMap, type Observable, of, throwError } from 'rxjs';
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

const BUCKET = 'order-actions';

/** The request as the guard leaves it: the action it counted, for the interceptor to give back. */
interface CountedRequest {
  user?: AuthenticatedUser;
  orderAction?: { key: string; window: Date };
}

/**
 * At most ORDER_ACTIONS_PER_HOUR placings and cancellations (together) per customer account per
 * hour, counted in MongoDB so the limit holds across API processes. Each order and each
 * cancellation makes the shop write to the phone and address the order names: without a limit one
 * account could make the shop send a stream of genuine messages to anybody. Admins are not limited
 * (they cancel on customers' behalf). Runs after the JWT guard, so the caller is known. The count
 * is taken before anything is read (one command, however the request ends) and given back by
 * OrderActionGivenBack when the request placed or cancelled nothing.
 */
@Injectable()
export class OrderActionLimitGuard implements CanActivate {
  constructor(
    private readonly limits: HourlyLimits,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<CountedRequest>();
    const user = request.user;
    if (!user || user.role === 'admin') return true;
    const limit = this.config.get('ORDER_ACTIONS_PER_HOUR', { infer: true });
    const decision = await this.limits.take(BUCKET, user.id, limit);
    if (decision.allowed) {
      request.orderAction = { key: user.id, window: decision.window };
      return true;
    }
    http.getResponse<FastifyReply>().header('Retry-After', String(decision.retryAfterSeconds));
    throw new TooManyOrderActionsError(decision.retryAfterSeconds);
  }
}

/**
 * Whether the request ended in a refusal of what it asked (a 4xx: an invalid body, a product sold
 * out or gone, too many unpaid orders, an order no longer cancellable), which places and cancels
 * nothing. A server error may come after the order was written (ORDER_OUTCOME_UNKNOWN), so it
 * keeps its count.
 */
function refusedForWhatItAsked(error: unknown): boolean {
  const status =
    error instanceof AppError
      ? error.statusCode
      : error instanceof HttpException
        ? error.getStatus()
        : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * Gives back the order action the guard counted when the request placed or cancelled nothing:
 * refused for what it asked, or answered with the order an earlier request with its
 * Idempotency-Key placed (a double click, a retry: `Idempotent-Replayed`). The limit counts orders
 * placed and cancelled, and its message says so, so a customer whose attempts were refused (a typo
 * in the phone, a product that sold out meanwhile) is not told after ten of them that they placed
 * or cancelled too many orders. Sent before the answer, so a retry right after it sees the count
 * as it is.
 */
@Injectable()
export class OrderActionGivenBack implements NestInterceptor {
  private readonly logger = new Logger('Orders');

  constructor(private readonly limits: HourlyLimits) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<CountedRequest>();
    return next.handle().pipe(
      mergeMap((answer) =>
        http.getResponse<FastifyReply>().getHeader(IDEMPOTENT_REPLAYED_HEADER) === 'true'
          ? this.giveBack(request).pipe(map(() => answer))
          : of(answer),
      ),
      catchError((error: unknown) =>
        refusedForWhatItAsked(error)
          ? this.giveBack(request).pipe(mergeMap(() => throwError(() => error)))
          : throwError(() => error),
      ),
    );
  }

  /** The request's counted action given back (a failure is logged: the answer stands either way). */
  private giveBack(request: CountedRequest): Observable<void> {
    const counted = request.orderAction;
    if (!counted) return of(undefined);
    return defer(() =>
      this.limits.giveBack(BUCKET, counted.key, counted.window).catch((failure: unknown) => {
        // The account keeps one action too many counted, until its window ends.
        this.logger.warn(
          `Order action of ${counted.key} not given back: ${failure instanceof Error ? failure.message : String(failure)}`,
        );
      }),
    );
  }
}

/**
 * Counts the route as an order action of the caller (OrderActionLimitGuard), gives it back when the
 * request placed or cancelled nothing (OrderActionGivenBack), and documents its 429.
 */
export function LimitedOrderAction(): MethodDecorator {
  return applyDecorators(
    UseGuards(OrderActionLimitGuard),
    UseInterceptors(OrderActionGivenBack),
    ApiResponse({
      status: 429,
      type: ApiErrorDto,
      description:
        "TOO_MANY_ORDER_ACTIONS: 'You have placed or cancelled too many orders in the last hour. Try again in 12 minutes.' (ORDER_ACTIONS_PER_HOUR per account; Retry-After header and `retryAfterSeconds`, `retryAfterMinutes`)",
    }),
  );
}
