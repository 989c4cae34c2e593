import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, map, type Observable, of, switchMap } from 'rxjs';
import { type CachedAnswer, CatalogueCache } from './catalogue-cache';
import {
  answerVariant,
  appendVary,
  CATALOGUE_CACHE_CONTROL,
  encodingFor,
  noteServed,
} from './catalogue-cache.http';

/**
 * Serves the catalogue's GET answers from CatalogueCache, keyed by the request's path and query
 * string as sent. A hit answers before the query is validated and the handler runs: only answers
 * that passed validation were ever stored, and the same URL always validates the same way. Every
 * answer carries a weak ETag (304 on If-None-Match, see answerNotModified), `Cache-Control:
 * no-cache`, and is sent compressed (brotli or gzip, made once per cached answer) when it is over
 * COMPRESS_THRESHOLD_BYTES and the client accepts it. Errors are never cached.
 *
 * The interceptor fills the cache; hits are normally answered earlier, by serveCachedCatalogue
 * (catalogue-cache.hook.ts), before Nest's guards and interceptors run at all.
 */
@Injectable()
export class CatalogueCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: CatalogueCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (request.method !== 'GET') return next.handle();
    const checking = this.cache.revalidate();
    return checking && this.cache.holds(request.url)
      ? from(checking).pipe(switchMap(() => this.answer(request, reply, next)))
      : this.answer(request, reply, next);
  }

  private answer(
    request: FastifyRequest,
    reply: FastifyReply,
    next: CallHandler,
  ): Observable<unknown> {
    const key = request.url;
    const hit = this.cache.get(key);
    if (hit) return of(writeCachedAnswer(request, reply, hit));
    const ticket = this.cache.ticket();
    return next
      .handle()
      .pipe(
        map((value) => writeCachedAnswer(request, reply, this.cache.store(ticket, key, value))),
      );
  }
}

/**
 * Sets the answer's headers and gives the body to send: the JSON's bytes, or their compressed form.
 * The request is noted, so that the whole answer, once sent, can be replayed (rememberServedAnswer).
 */
export function writeCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Buffer {
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
  reply.header('etag', answer.etag);
  reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const encoding = encodingFor(request.headers['accept-encoding'], answer.bytes);
  if (encoding) reply.header('content-encoding', encoding);
  const body = encoding ? answer.compressedAs(encoding) : answer.bodyBytes;
  noteServed(request, answer, answerVariant(encoding, request.headers.origin), body);
  return body;
}
