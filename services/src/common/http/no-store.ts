import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { REFRESH_COOKIE } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** Tokens, sessions and personal data: no browser or proxy may keep a copy. */
export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@NoStore()`: every answer of the route carries `Cache-Control: no-store`. */
    noStore?: boolean;
    /**
     * Set by `@CatalogueData()`: the answer is the same whoever asks, so credentials on the request
     * do not make it personal; its own caching (ETag, `no-cache`) stays.
     */
    catalogueData?: boolean;
  }
}

type Handler = (...args: unknown[]) => unknown;
type RouteFlag = 'noStore' | 'catalogueData';

function mark(handler: Handler, flag: RouteFlag): void {
  const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
  Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, [flag]: true }, handler);
}

/** A decorator for a controller (every handler) or one handler that sets `flag` in the route config. */
function routeFlag(flag: RouteFlag): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      mark(descriptor.value as Handler, flag);
      return;
    }
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const value = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
      if (name !== 'constructor' && typeof value === 'function') mark(value as Handler, flag);
    }
  };
}

/**
 * `@NoStore()` on a controller (every handler) or a handler: each of its answers carries
 * `Cache-Control: no-store` — successes, errors of the handler, and refusals by guards before it
 * (401, 429) alike, because the header is set by a Fastify hook (`registerSecurityHeaders`) from
 * the route's config rather than by code that runs only after the guards. Needed only where an
 * answer is secret even to a request without credentials (sign-in, refresh); every other route is
 * covered by the default of `mustNotBeStored`.
 */
export const NoStore = (): ClassDecorator & MethodDecorator => routeFlag('noStore');

/**
 * `@CatalogueData()`: public catalogue data, the same answer for every caller. The one exception to
 * "an answer to a request with credentials is never stored": the storefront sends its token with
 * every call, and the catalogue's ETags and `no-cache` revalidation must keep working for it.
 */
export const CatalogueData = (): ClassDecorator & MethodDecorator => routeFlag('catalogueData');

/** Whether the route answering `request` was marked with `@NoStore()`. */
export function isNoStoreRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config?.noStore === true;
}

const REFRESH_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${REFRESH_COOKIE}=`);

/** Whether the request carries credentials: an `Authorization` header or the refresh cookie. */
export function carriesCredentials(request: FastifyRequest): boolean {
  const { authorization, cookie } = request.headers;
  return authorization !== undefined || (cookie !== undefined && REFRESH_COOKIE_PAIR.test(cookie));
}

/**
 * The default for every answer: `no-store` when the route says so (`@NoStore()`), or when the
 * request carries credentials and the route is not `@CatalogueData()`. A route that needs a
 * signed-in caller is always asked with credentials (without them it answers only 401), so each of
 * its answers is `no-store`; a public route's answer to a signed-in caller may be personal too.
 */
export function mustNotBeStored(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  if (config?.noStore === true) return true;
  if (config?.catalogueData === true) return false;
  return carriesCredentials(request);
}
