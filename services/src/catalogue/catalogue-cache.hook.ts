import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { CatalogueCache } from './catalogue-cache';
import { answerVariant, encodingFor } from './catalogue-cache.http';
import { writeCachedAnswer } from './catalogue-cache.interceptor';

/**
 * Answers cache hits of the catalogue on the Node server itself, before Fastify makes a request of
 * them: a GET of a URL the cache holds whose whole answer was already sent once, through the API's
 * pipeline, to a request of the same variant (encoding and Origin, see answerVariant) is written
 * again as it was, headers and bytes. Its security headers, CORS headers and Cache-Control are
 * those the pipeline gave it, computed once per cached answer instead of per request: Fastify's
 * request and reply, its routing and the hooks of Nest, CORS and helmet cost several times the
 * answer itself (docs/performance.md, bench:api). Anything else goes to Fastify as it came: a URL
 * the cache does not hold, the first request of a variant (whose answer rememberServedAnswer
 * records), HEAD, and conditional requests (If-None-Match, whose 304 answerNotModified makes).
 *
 * It wraps the server's `request` listeners, so it sees requests from the network only; Fastify's
 * inject() (the e2e tests' usual way in) goes straight to Fastify.
 */
export function replayCachedCatalogue(server: Server, cache: CatalogueCache): void {
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  const toFastify = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of listeners) listener.call(server, request, response);
  };
  const replay = (request: IncomingMessage, response: ServerResponse): boolean => {
    const hit = cache.get(request.url!);
    const answer = hit?.replayFor(
      answerVariant(
        encodingFor(request.headers['accept-encoding'], hit.bytes),
        request.headers.origin,
      ),
    );
    if (!answer) return false;
    response.writeHead(200, answer.headers as string[]);
    response.end(answer.body);
    return true;
  };
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || request.headers['if-none-match'] !== undefined) {
      return toFastify(request, response);
    }
    const checking = cache.revalidate();
    if (!cache.holds(request.url!)) return toFastify(request, response);
    if (!checking) {
      if (!replay(request, response)) toFastify(request, response);
      return;
    }
    void checking.then(() => {
      if (!replay(request, response)) toFastify(request, response);
    });
  });
}

/**
 * A Fastify preHandler hook that answers cache hits of the catalogue before the request enters Nest
 * (its guards, interceptors and pipes cost more than the answer itself). Only URLs that
 * CatalogueCacheInterceptor stored can hit: GET answers of the public catalogue routes that passed
 * validation. Everything else, misses included, goes on to Nest as usual. The hooks before this one
 * (CORS, security headers) and the onSend hooks after it (304, compression) still run.
 */
export function serveCachedCatalogue(cache: CatalogueCache): preHandlerHookHandler {
  return function catalogueCacheHook(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    if (request.method !== 'GET') return done();
    const answer = () => {
      const hit = cache.get(request.url);
      if (!hit) return done();
      void reply.send(writeCachedAnswer(request, reply, hit));
    };
    const checking = cache.revalidate();
    if (!cache.holds(request.url)) return done();
    if (checking) void checking.then(answer, done);
    else answer();
  };
}
