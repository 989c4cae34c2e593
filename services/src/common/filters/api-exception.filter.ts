import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { mapError } from './error-mapping';

/**
 * The API's one exception filter: every error, whatever threw it (a handler, a pipe, Fastify's body
 * parser, the not-found handler), leaves as `{statusCode, code, message}`. Stacks go to the log only.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { body, unexpected } = mapError(exception);
    const http = host.switchToHttp();
    const request = http.getRequest<{ method?: string; url?: string }>();
    if (unexpected) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request?.method} ${request?.url} failed`, stack);
    } else if (body.statusCode >= 500) {
      this.logger.warn(`${request?.method} ${request?.url}: ${body.code} ${body.message}`);
    }
    this.adapterHost.httpAdapter.reply(http.getResponse(), body, body.statusCode);
  }
}
