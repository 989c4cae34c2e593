import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

/**
 * RFC 2046 §5.1.1: a boundary is 1 to 70 of these characters, and does not end with a space.
 * (The multipart parser, busboy, fails with a plain error on a missing or empty one, and on one over
 * 256 characters.)
 */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The `boundary` parameter of a Content-Type, as a token or a quoted string (RFC 9110 §5.6.6). */
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))/i;

const MULTIPART_FORM_DATA = /^\s*multipart\/form-data\s*(?:;|$)/i;

export const MULTIPART_BOUNDARY_MESSAGE =
  'A multipart/form-data body needs a boundary parameter in its Content-Type (1 to 70 characters)';

/** The boundary a `multipart/form-data` Content-Type names, if it names a valid one. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const boundary = match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2];
  return boundary !== undefined && BOUNDARY.test(boundary) ? boundary : undefined;
}

/**
 * Refuses a `multipart/form-data` request whose Content-Type has no valid boundary with 400
 * BAD_REQUEST before any handler reads it: without one the body cannot be split into parts (it was
 * a 500 from the parser, issue 17). Malformed bodies with a good boundary are the exception
 * filter's (error-mapping.ts).
 */
export function refuseMultipartWithoutBoundary(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (request) => {
    const type = request.headers['content-type'];
    if (type && MULTIPART_FORM_DATA.test(type) && multipartBoundary(type) === undefined) {
      throw new BadRequestError(MULTIPART_BOUNDARY_MESSAGE);
    }
  });
}
