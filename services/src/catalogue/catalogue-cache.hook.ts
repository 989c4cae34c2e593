import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { CatalogueCache } from './catalogue-cache';
import { writeCachedAnswer } from './catalogue-cache.interceptor';

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
