import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { ApiErrorDto } from '../dto/api-error.dto';
import { CrossSiteRequestError } from '../errors';

/**
 * Whether a request may use the refresh cookie: false when its `Origin` is present and is not one of
 * `origins`, or, without an Origin, when the browser says `Sec-Fetch-Site: cross-site`. A request
 * with neither (curl, the server renderer, tests, old browsers on a same-origin GET) passes: such a
 * client is not a browser being driven by another site, since every browser in use sends `Origin`
 * on a cross-site POST.
 */
export function isSameOriginRequest(
  headers: Pick<FastifyRequest['headers'], 'origin' | 'sec-fetch-site'>,
  origins: ReadonlySet<string>,
): boolean {
  const origin = headers.origin;
  if (origin !== undefined) return origins.has(origin);
  return headers['sec-fetch-site'] !== 'cross-site';
}

/**
 * Refuses (403 CROSS_SITE_REQUEST) a request another site sent, before the handler can set, rotate
 * or clear the refresh cookie: login and logout CSRF. The shop's origins are CORS_ORIGINS
 * plus SHOP_URL. Applied with `@SameOriginOnly()`.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly origins: ReadonlySet<string>;

  constructor(@Inject(ConfigService) config: ConfigService<AppConfig, true>) {
    this.origins = new Set([
      ...config.get('CORS_ORIGINS', { infer: true }),
      config.get('SHOP_URL', { infer: true }),
    ]);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isSameOriginRequest(request.headers, this.origins)) throw new CrossSiteRequestError();
    return true;
  }
}

/** The route sets or reads the refresh cookie: only the shop's own pages (or non-browsers) may call it. */
export const SameOriginOnly = () =>
  applyDecorators(
    UseGuards(SameOriginGuard),
    ApiResponse({
      status: 403,
      type: ApiErrorDto,
      description:
        "CROSS_SITE_REQUEST: Origin is not one of the shop's origins (or Sec-Fetch-Site: cross-site)",
    }),
  );
