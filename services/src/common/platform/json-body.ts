import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyBodyParser } from 'fastify';
import { BadRequestError } from '../errors';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The API's own bodies are at most 3
 * levels deep and Stripe's webhook events about 6; 5 000 levels (a few kilobytes) used to overflow
 * the stack of the validation that walks the parsed body.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * True when the JSON text opens more than `maxDepth` arrays or objects inside each other; brackets
 * inside strings do not count. One pass over the bytes before parsing (UTF-8 continuation bytes are
 * never ASCII, so no multi-byte character is taken for a bracket or a quote). Malformed JSON is left
 * to the parser.
 */
export function exceedsJsonDepth(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Content types the API reads a body of: JSON (every route that takes a body) and multipart
 * (@fastify/multipart, the two uploads). Nothing else: Fastify answers any other type with 415
 * UNSUPPORTED_MEDIA_TYPE, in the API's error shape.
 *
 * Only JSON, on purpose. A browser sends a cross-site `<form>` (urlencoded, multipart, text/plain)
 * without asking first, but never a cross-site `application/json` body without a CORS preflight: a
 * JSON-only API cannot be driven by another site's auto-submitted form (login CSRF).
 * Nothing needs the rest: the frontends send JSON, Stripe's webhook is JSON, and Google's callback
 * is a GET.
 */
export const ACCEPTED_BODY_TYPES = ['application/json', 'multipart/form-data'] as const;

/**
 * The body parsers of the API, in place of Nest's and Fastify's defaults: JSON with a depth limit
 * (400 BAD_REQUEST beyond MAX_JSON_DEPTH) and then Fastify's own parser (prototype poisoning
 * refused). Fastify's built-in `text/plain` parser is removed and no URL-encoded parser is added
 * (ACCEPTED_BODY_TYPES). Nest keeps the exact bytes in `request.rawBody` (NEST_APP_OPTIONS.rawBody)
 * for the payments webhook's signature check.
 */
export function useBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  const json: FastifyBodyParser<Buffer> = (request, body, done) => {
    if (exceedsJsonDepth(body)) {
      done(new BadRequestError(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  };
  app.useBodyParser('application/json', { bodyLimit }, json);
  if (fastify.hasContentTypeParser('text/plain')) fastify.removeContentTypeParser('text/plain');
}
