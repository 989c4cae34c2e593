import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, BadRequestError } from '../errors';
import { MULTIPART_SHAPE_MESSAGE } from '../filters/error-mapping';

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
 * a 500 from the parser). Malformed bodies with a good boundary are the exception
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

/** The one file of an upload form, read whole. */
export interface UploadedFile {
  fieldname: string;
  bytes: Buffer;
}

/**
 * Reads a `multipart/form-data` body that must be exactly one file of at most `maxBytes`: the file
 * (undefined for a form with no part at all), then the rest of the body, so that a part after the
 * file (a text field, a second file) is refused with 400 VALIDATION_FAILED 'The form takes exactly
 * one file and no other fields' rather than ignored — `request.file()` alone stops at the first
 * file. A file over the limit throws @fastify/multipart's FST_REQ_FILE_TOO_LARGE for the caller to
 * name.
 */
export async function readOnlyFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<UploadedFile | undefined> {
  const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 2 } });
  const first = await parts.next();
  if (first.done) return undefined;
  if (first.value.type !== 'file')
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      MULTIPART_SHAPE_MESSAGE,
      HttpStatus.BAD_REQUEST,
    );
  const file = { fieldname: first.value.fieldname, bytes: await first.value.toBuffer() };
  // A field or a second file after it fails here (fields: 0, files: 1 — error-mapping.ts says 400).
  if (!(await parts.next()).done)
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      MULTIPART_SHAPE_MESSAGE,
      HttpStatus.BAD_REQUEST,
    );
  return file;
}
