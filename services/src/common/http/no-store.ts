import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyRequest } from 'fastify';

/** Tokens, sessions and personal data: no browser or proxy may keep a copy. */
export const NO_STORE = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `@NoStore()`: every answer of the route carries `Cache-Control: no-store`. */
    noStore?: boolean;
  }
}

type Handler = (...args: unknown[]) => unknown;

function markNoStore(handler: Handler): void {
  const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
  Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, noStore: true }, handler);
}

/**
 * `@NoStore()` on a controller (every handler) or a handler: each of its answers carries
 * `Cache-Control: no-store` — successes, errors of the handler, and refusals by guards before it
 * (401, 429) alike, because the header is set by a Fastify hook (`registerSecurityHeaders`) from
 * the route's config rather than by code that runs only after the guards.
 */
export function NoStore(): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      markNoStore(descriptor.value as Handler);
      return;
    }
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const value = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
      if (name !== 'constructor' && typeof value === 'function') markNoStore(value as Handler);
    }
  };
}

/** Whether the route answering `request` was marked with `@NoStore()`. */
export function isNoStoreRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config?.noStore === true;
}
