import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mustNotBeStored, NO_STORE } from './no-store';

/**
 * The API answers JSON and images, never pages of its own: nothing in an answer may load, run or
 * be framed.
 */
export const API_CSP = "default-src 'none';frame-ancestors 'none'"; // as helmet writes it

/**
 * The Swagger UI at /api/docs is the one HTML page the API serves: its scripts, stylesheets and
 * icons come from the same folder, its stylesheet carries inline `<style>` blocks and data: icons,
 * and "Try it out" calls the API itself. No inline script, no other host.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * Helmet for every answer (JSON, errors, 404s, files): nosniff, `X-Frame-Options: DENY`, the strict
 * CSP above, `Referrer-Policy: no-referrer`, no `X-Powered-By`. `Cross-Origin-Resource-Policy` is
 * same-site for the API's answers; the images the storefront embeds get `cross-origin` below.
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  hidePoweredBy: true,
};

export interface SecurityHeadersOptions {
  /** Path of the Swagger UI (`/api/docs`): answered with `DOCS_CSP`. */
  docsPath: string;
  /**
   * URL prefixes of images other origins embed with `<img>` (`/static/`, `/uploads/`): their
   * `Cross-Origin-Resource-Policy` is `cross-origin`, their caching stays as their server set it.
   */
  embeddablePrefixes: string[];
}

function isUnder(url: string, prefix: string): boolean {
  const path = url.split('?', 1)[0];
  const base = prefix.replace(/\/$/, '');
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Registers helmet on the Fastify instance, the two per-path exceptions and `Cache-Control:
 * no-store` where `mustNotBeStored` says so: every answer to a request with credentials (but
 * `@CatalogueData()` routes) and every answer of a `@NoStore()` route. The embeddable images keep
 * their own caching. Call before init().
 */
export function registerSecurityHeaders(
  app: NestFastifyApplication,
  options: SecurityHeadersOptions,
): void {
  void app.register(fastifyHelmet, API_HELMET_OPTIONS);
  // onSend runs after helmet's onRequest hooks, whatever the order of registration.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const embeddable = options.embeddablePrefixes.some((prefix) => isUnder(request.url, prefix));
      if (!embeddable && mustNotBeStored(request)) void reply.header('Cache-Control', NO_STORE);
      if (isUnder(request.url, options.docsPath)) {
        void reply.header('Content-Security-Policy', DOCS_CSP);
      } else if (embeddable) {
        void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      return payload;
    });
}
