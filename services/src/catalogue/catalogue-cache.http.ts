/**
 * The HTTP side of cached answers: weak ETags, If-None-Match, content negotiation for compressed
 * answers. Pure functions (unit-tested beside), plus the onSend hook that turns a matching
 * conditional GET into 304 Not Modified.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, Replay } from './catalogue-cache';

/** Answers smaller than this are sent as they are (compression would save next to nothing). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Revalidate every time: a cached copy may be used only after a (cheap, often 304) check. */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

export type CompressedEncoding = 'br' | 'gzip';

/**
 * A weak validator from the answer's content: the same catalogue gives the same tag on every API
 * instance and across restarts, and any change of the JSON gives another one.
 */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The opaque part of an entity tag (`W/"x"` and `"x"` compare equal: weak comparison, RFC 9110 §8.8.3.2). */
function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/** Whether an If-None-Match header matches `etag` (`*`, one tag, or a comma-separated list). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => opaqueTag(tag) === wanted);
}

/**
 * The encoding to send given an Accept-Encoding header: brotli if accepted, else gzip, else none.
 * `;q=0` refuses an encoding; `*` accepts any not named.
 */
export function pickEncoding(
  acceptEncoding: string | string[] | undefined,
): CompressedEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (encoding: CompressedEncoding) =>
    (weights.get(encoding) ?? (weights.has('*') ? weights.get('*')! : 0)) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Accept-Encoding headers already read: browsers send one of a handful, on every request. */
const pickedEncodings = new Map<string, CompressedEncoding | undefined>();
const MAX_PICKED_ENCODINGS = 64;

/** The encoding a cached answer of `bytes` is sent in to a client that says `acceptEncoding`. */
export function encodingFor(
  acceptEncoding: string | string[] | undefined,
  bytes: number,
): CompressedEncoding | undefined {
  if (bytes < COMPRESS_THRESHOLD_BYTES) return undefined;
  if (typeof acceptEncoding !== 'string') return pickEncoding(acceptEncoding);
  if (pickedEncodings.has(acceptEncoding)) return pickedEncodings.get(acceptEncoding);
  const encoding = pickEncoding(acceptEncoding);
  if (pickedEncodings.size < MAX_PICKED_ENCODINGS) pickedEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/**
 * What, besides the URL, makes two requests' answers of a cached catalogue GET differ: the encoding
 * the body is sent in and the Origin (CORS answers name it). Everything else the API sends with
 * them (helmet's headers, Cache-Control, the ETag, Vary) is the same for every caller: the routes
 * are `@CatalogueData()`, public, and personal in nothing.
 */
export function answerVariant(
  encoding: CompressedEncoding | undefined,
  origin: string | string[] | undefined,
): string {
  return `${encoding ?? ''}\n${Array.isArray(origin) ? origin.join(',') : (origin ?? '')}`;
}

/** Fastify's reply headers as `writeHead` takes them, flat; undefined values left out. */
export function flatHeaders(headers: Record<string, unknown>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) flat.push(name, String(item));
    else flat.push(name, String(value));
  }
  return flat;
}

interface ServedAnswer {
  answer: CachedAnswer;
  variant: string;
  body: Buffer;
}

/** The cached answer each request in flight was given (writeCachedAnswer), until it is sent. */
const served = new WeakMap<FastifyRequest, ServedAnswer>();

/** Notes that `request` is answered `body`, the form of `answer` for its `variant`. */
export function noteServed(
  request: FastifyRequest,
  answer: CachedAnswer,
  variant: string,
  body: Buffer,
): void {
  served.set(request, { answer, variant, body });
}

/**
 * onResponse hook: once a cached catalogue answer went out whole through the API's pipeline (every
 * hook: helmet, CORS, Cache-Control, compression), keeps its headers with the answer for requests of
 * the same variant, which replayCachedCatalogue then answers before that pipeline runs. Only a 200
 * to a GET, never one that sets a cookie, and only when the length sent is that of the bytes kept.
 */
export function rememberServedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
): void {
  const note = served.get(request);
  if (note) {
    served.delete(request);
    const headers = reply.getHeaders();
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      headers['set-cookie'] === undefined &&
      Number(headers['content-length']) === note.body.length
    ) {
      const replay: Replay = { headers: flatHeaders(headers), body: note.body };
      note.answer.rememberReplay(note.variant, replay);
    }
  }
  done();
}

export function compressAnswer(body: string, encoding: CompressedEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/** Adds a field to the Vary header without dropping the ones set before (CORS sets `Origin`). */
export function appendVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.some((f) => f.toLowerCase() === field.toLowerCase()) || fields.includes('*')
    ? fields.join(', ')
    : [...fields, field].join(', ');
}

/**
 * onSend hook (registered on the API's Fastify instance): a successful GET or HEAD whose ETag the
 * client already has (If-None-Match) becomes 304 Not Modified without a body.
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const etag = reply.getHeader('etag');
  if (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    typeof etag === 'string' &&
    etagMatches(request.headers['if-none-match'], etag)
  ) {
    reply.code(304);
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
}
