import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ErrorCode } from '@shop/contracts';
import { MethodNotAllowedError } from '../errors';
import { routeTableOf } from '../platform/route-table';
import { DATABASE_RETRY_AFTER_SECONDS, mapError } from './error-mapping';

/**
 * The API's one exception filter: every error, whatever threw it (a handler, a pipe, Fastify's body
 * parser, the not-found handler), leaves as `{statusCode, code, message}`. Stacks go to the log only.
 * A request for a path that exists under other methods answers 405 METHOD_NOT_ALLOWED with `Allow`.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<{ method?: string; url?: string }>();
    let { body, unexpected } = mapError(exception);
    const allowed = body.code === ErrorCode.ROUTE_NOT_FOUND ? this.methodsOf(request?.url) : [];
    // A route of this very method that found nothing (a missing static file) stays 404.
    if (allowed.length > 0 && !allowed.includes(request?.method ?? '')) {
      // The path exists under other methods: 405 with the methods it has (RFC 9110 §15.5.6).
      ({ body, unexpected } = mapError(new MethodNotAllowedError(request?.method ?? '', allowed)));
      this.adapterHost.httpAdapter.setHeader(http.getResponse(), 'Allow', allowed.join(', '));
    }
    // An error that says when to come back (a full image queue's 503): Retry-After (RFC 9110 §10.2.3).
    // A database that is away is usually back within seconds (a restart, a failover).
    const retryAfter =
      (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds ??
      (body.code === ErrorCode.DATABASE_UNAVAILABLE ? DATABASE_RETRY_AFTER_SECONDS : undefined);
    if (typeof retryAfter === 'number' && body.statusCode >= 400) {
      this.adapterHost.httpAdapter.setHeader(http.getResponse(), 'Retry-After', String(retryAfter));
    }
    // Every 429 says how long to wait in its body too, for the page to say it in the reader's
    // language: a route throttler's answer has only the Retry-After header it set.
    if (body.statusCode === 429 && typeof body.retryAfterSeconds !== 'number') {
      const seconds = Number(
        retryAfter ?? (http.getResponse() as { getHeader?: (name: string) => unknown }).getHeader?.('retry-after'),
      );
      if (Number.isFinite(seconds) && seconds > 0) {
        body = { ...body, retryAfterSeconds: seconds, retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
      }
    }
    if (unexpected) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request?.method} ${request?.url} failed`, stack);
    } else if (body.statusCode >= 500) {
      this.logger.warn(`${request?.method} ${request?.url}: ${body.code} ${body.message}`);
    }
    this.adapterHost.httpAdapter.reply(http.getResponse(), body, body.statusCode);
  }

  /** The methods the server has routes for at this URL's path (see trackRoutes in app.ts). */
  private methodsOf(url: string | undefined): string[] {
    const table = routeTableOf(this.adapterHost.httpAdapter.getInstance<object>());
    return url && table ? table.methodsFor(url.split('?')[0]) : [];
  }
}
