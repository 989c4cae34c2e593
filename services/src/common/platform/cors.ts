import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors';

/** @fastify/cors options, as Nest's enableCors() types them. */
type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * Methods the frontends use across origins. @fastify/cors allows only GET, HEAD and POST unless told
 * otherwise: the browser's preflight for PATCH (role, profile) and DELETE (users) would fail.
 */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export const INVALID_PREFLIGHT_MESSAGE =
  'A CORS preflight (OPTIONS) needs the Origin and Access-Control-Request-Method headers';

/**
 * Enables CORS for `origins` with credentials. The options are given per request (an options
 * delegate, which Nest's FastifyAdapter hands to @fastify/cors as it is) so that an OPTIONS request
 * without the two preflight headers is answered 400 BAD_REQUEST in the API's error shape;
 * @fastify/cors itself would answer 400 text/plain.
 */
export function enableCors(app: NestFastifyApplication, origins: CorsOptions['origin']): void {
  const options: CorsOptions = { origin: origins, credentials: true, methods: CORS_METHODS };
  const delegate = (request: FastifyRequest, callback: (error: Error | null, options: CorsOptions) => void): void => {
    const { origin, 'access-control-request-method': requestMethod } = request.headers;
    if (request.method === 'OPTIONS' && (!origin || !requestMethod)) {
      callback(new BadRequestError(INVALID_PREFLIGHT_MESSAGE), options);
      return;
    }
    callback(null, options);
  };
  // Nest types enableCors() with the options object only; its Fastify adapter passes a delegate on.
  app.enableCors(delegate as unknown as CorsOptions);
}
